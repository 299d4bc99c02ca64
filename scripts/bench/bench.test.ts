/** The bench's pure parts (parsing, classification, goal judgement); no server, no timing assertions. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseScripts } from './first-load-js'
import { evaluateGoals } from './goals'
import { percentile, type LoadFigures } from './load'
import { loadOperationSources, operationDocument } from './operations'
import { parseOptions } from './options'
import { classifyGraphql, classifyPage } from './probe'
import { computeRatios, type BenchResult, type ServerRun } from './results'
import { TARGETS } from './targets'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

const figures = (requestsPerSec: number, p99Ms: number, connections = 50): LoadFigures => ({
  connections,
  durationS: 1,
  requestsPerSec,
  p50Ms: p99Ms / 2,
  p99Ms,
  firstResponseMaxMs: p99Ms,
  requests: 100,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  bytesPerRequest: 1000,
})

describe('targets table', () => {
  it('has unique names, and every named GraphQL operation exists with its fragments', () => {
    const names = TARGETS.map((target) => target.name)
    expect(new Set(names).size).toBe(names.length)
    const sources = loadOperationSources(root)
    for (const target of TARGETS) {
      if (target.kind === 'graphql' && 'name' in target.operation) expect(() => operationDocument(sources, (target.operation as { name: string }).name)).not.toThrow()
    }
  })
})

describe('operationDocument', () => {
  const sources = [
    'query A($x: Int) { a(x: $x) { ...F } }',
    'query B { b { ...G } }',
    'fragment F on T { id ...H }\nfragment G on T { id }\nfragment H on T { name }',
  ]
  it('keeps the operation and only the fragments it uses, transitively', () => {
    const document = operationDocument(sources, 'A')
    expect(document).toContain('query A')
    expect(document).toContain('fragment F on T')
    expect(document).toContain('fragment H on T')
    expect(document).not.toContain('fragment G')
    expect(document).not.toContain('query B')
  })
  it('refuses an unknown operation', () => {
    expect(() => operationDocument(sources, 'C')).toThrow(/no operation named C/)
  })
})

describe('parseScripts', () => {
  it('lists each <script src> once in order and keeps inline and nomodule scripts apart, JSON-LD excluded', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js?dpl=1&amp;x=2" async=""></script>',
      "<script async src='/_next/static/chunks/b.js'></script>",
      '<script src="/_next/static/chunks/a.js?dpl=1&amp;x=2"></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script type="application/ld+json">{"@type":"Store"}</script>',
      '<script nomodule="" src=/_next/static/chunks/c.js></script>',
      '<script src="/_next/static/chunks/d.js" noModule=""></script>',
    ].join('')
    const { sources, inline, legacy } = parseScripts(html)
    expect(sources).toEqual(['/_next/static/chunks/a.js?dpl=1&x=2', '/_next/static/chunks/b.js'])
    expect(legacy).toEqual(['/_next/static/chunks/c.js', '/_next/static/chunks/d.js'])
    expect(inline).toEqual(['self.__next_f.push([1,"x"])'])
  })
})

describe('availability', () => {
  it('reads a page answer: 200 available, 404 not built, anything else failed', () => {
    expect(classifyPage({ status: 200, headers: {} })).toEqual({ state: 'available' })
    expect(classifyPage({ status: 404, headers: {} }).state).toBe('not-built')
    expect(classifyPage({ status: 500, headers: {} })).toEqual({ state: 'failed', reason: 'HTTP 500' })
    expect(classifyPage({ status: 308, headers: { location: '/x/' } })).toEqual({ state: 'failed', reason: 'HTTP 308 → /x/' })
  })
  it('reads a GraphQL answer: unknown root field is not built; other errors and payload errors fail', () => {
    expect(classifyGraphql(200, '{"data":{"ping":"pong"}}')).toEqual({ state: 'available' })
    expect(classifyGraphql(400, '{"errors":[{"message":"Cannot query field \\"cartV2\\" on type \\"Query\\"."}]}')).toEqual({ state: 'not-built', reason: 'schema has no Query.cartV2' })
    expect(classifyGraphql(400, '{"errors":[{"message":"Field \\"cartV2\\" argument \\"id\\" of type \\"ID!\\" is required"}]}').state).toBe('failed')
    expect(classifyGraphql(200, '{"data":{"products":{"products":[],"errors":[{"message":"Page out of range"}]}}}')).toEqual({ state: 'failed', reason: 'Page out of range' })
    expect(classifyGraphql(502, 'Bad gateway').state).toBe('failed')
  })
})

describe('percentile', () => {
  it('is the nearest rank of sorted values', () => {
    const values = Float64Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(values, 0.5)).toBe(50)
    expect(percentile(values, 0.99)).toBe(99)
    expect(percentile(new Float64Array([7]), 0.99)).toBe(7)
    expect(percentile(new Float64Array(0), 0.99)).toBe(0)
  })
})

describe('options', () => {
  it('defaults to 10 s, --quick to 2 s unless a duration is given', () => {
    expect(parseOptions([], {}).durationS).toBe(10)
    expect(parseOptions(['--quick'], {}).durationS).toBe(2)
    expect(parseOptions(['--quick', '--duration', '5'], {}).durationS).toBe(5)
    expect(parseOptions(['--duration=3', '--skip-postgres', '--skip-lighthouse', '--only', 'home,listing'], {})).toMatchObject({ durationS: 3, skipPostgres: true, skipLighthouse: true, only: ['home', 'listing'] })
    expect(() => parseOptions(['--nope'], {})).toThrow(/unknown option/)
  })
})

describe('goals', () => {
  const server = (listingRps: number, listingP99At10: number): ServerRun => {
    const baselines = { static50: [figures(400, 100), figures(300, 120)], static10: [figures(500, 20, 10)], trivialGraphql50: [figures(1000, 60)] }
    const listing = { name: 'listing', kind: 'page' as const, request: '/cadeaubonnen/', status: 'measured' as const, at50: figures(listingRps, 200), at10: figures(300, listingP99At10, 10) }
    const products = { name: 'gql-products', kind: 'graphql' as const, request: 'Products', status: 'measured' as const, at50: figures(400, 100) }
    const product = { name: 'product', kind: 'page' as const, request: '/cadeaubonnen/x/', status: 'not-built' as const, reason: 'route answers 404' }
    const targets = [listing, products, product].map((target) => ({ ...target, ratios: computeRatios(target, baselines, undefined) }))
    return { database: 'pglite', staticRoute: '/static/', staticRouteCache: 'HIT', baselines, targets }
  }
  const result = (run: ServerRun): Omit<BenchResult, 'goals'> => ({
    schema: 1,
    startedAt: '',
    finishedAt: '',
    source: '',
    commit: '',
    dirty: false,
    buildSeconds: null,
    machine: { cpus: 2, cpuModel: '', node: '', loadAverageAtStart: [], loadAverageAtEnd: [] },
    options: { durationS: 1, quick: true, skipPostgres: true, skipLighthouse: true, only: null },
    servers: [run],
    rawHttp: [],
    firstLoadJs: [{ name: 'listing', path: '/cadeaubonnen/', status: 'measured', firstLoadJs: { scripts: [], totalBytes: 0, totalGzipBytes: 151_000, inlineScripts: 0, inlineGzipBytes: 0, external: [], legacyScripts: [] } }],
    lighthouse: null,
  })
  const find = (goals: ReturnType<typeof evaluateGoals>, subject: string, text: string) => goals.find((goal) => goal.subject === subject && goal.goal.includes(text))

  it('judges ratios against the mean of the same server’s baselines', () => {
    const goals = evaluateGoals(result(server(175, 30)), TARGETS)
    expect(find(goals, 'listing', '% static')).toMatchObject({ status: 'met', figure: '50 % (175 vs 350 req/s)' })
    expect(find(goals, 'listing', 'p99')).toMatchObject({ status: 'met', figure: '1.50× (30 vs 20 ms)' })
    expect(find(goals, 'gql-products', 'ping')?.status).toBe('not met')
    expect(find(goals, 'listing', 'First Load JS')).toMatchObject({ status: 'not met', figure: '151.0 kB' })
  })
  it('never invents a figure for what is not built, skipped or failed', () => {
    const run = server(100, 31)
    const goals = evaluateGoals(result(run), TARGETS)
    expect(find(goals, 'listing', '% static')?.status).toBe('not met')
    expect(find(goals, 'listing', 'p99')?.status).toBe('not met')
    expect(find(goals, 'product', '% static')).toMatchObject({ status: 'not measurable yet', figure: '—' })
    expect(find(goals, 'category', '% static')?.status).toBe('not measured')
    expect(find(goals, 'home', 'Lighthouse')?.status).toBe('not measured')
    const failing = { ...run, targets: run.targets.map((target) => (target.name === 'listing' ? { ...target, at50: { ...figures(500, 10), non2xx: 3 } } : target)) }
    expect(find(evaluateGoals(result(failing), TARGETS), 'listing', '% static')?.status).toBe('invalid')
  })
  it('flags a verdict measured while other processes used the CPU', () => {
    const run = server(175, 30)
    const busy = { ...run, targets: run.targets.map((target) => (target.name === 'listing' ? { ...target, at10: { ...figures(300, 30, 10), cpu: { serverPct: 50, loadToolPct: 5, otherPct: 30, serverMsPerRequest: 1.5 } } } : target)) }
    const goals = evaluateGoals(result(busy), TARGETS)
    expect(find(goals, 'listing', 'p99')?.note).toMatch(/noisy: other processes used up to 30 %/)
    expect(find(goals, 'listing', '% static')?.note).toBeUndefined()
  })
})
