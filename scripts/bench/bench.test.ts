/** The bench's pure parts (parsing, classification, goal judgement); no server, no timing assertions. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseScripts, splitSourceMappingUrl } from './first-load-js'
import { attributeGenerated, isOwnSource, ownJavaScript, type OwnJs } from './own-js'
import { encode } from '@jridgewell/sourcemap-codec'
import { evaluateGoals, INSTANCES_GOAL, LIMITS } from './goals'
import type { LighthouseScores } from './lighthouse'
import { medianRun } from './lighthouse-median'
import { percentile, type LoadFigures } from './load'
import { loadOperationSources, operationDocument } from './operations'
import { parseOptions } from './options'
import { classifyGraphql, classifyPage, refusedAfterLoad } from './probe'
import { computeRatios, type BenchResult, type LighthouseRun, type PageWeight, type RawRun, type ServerRun, type TargetRun } from './results'
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

describe('the shop’s own JavaScript', () => {
  const own = '[project]/components/header/basket-link.tsx'
  const react = '[project]/node_modules/react-dom/cjs/react-dom.production.js'
  it('tells the project’s sources from libraries and the bundler’s glue', () => {
    expect(isOwnSource(own)).toBe(true)
    expect(isOwnSource('turbopack:///[project]/app/[store]/layout.tsx')).toBe(true)
    expect(isOwnSource(react)).toBe(false)
    expect(isOwnSource('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts')).toBe(false)
  })
  it('leaves the bench build’s source map comment out of a chunk’s size', () => {
    expect(splitSourceMappingUrl('a();\n//# sourceMappingURL=0abc.js.map\n')).toEqual({ code: 'a();', mapUrl: '0abc.js.map' })
    expect(splitSourceMappingUrl('a();')).toEqual({ code: 'a();', mapUrl: null })
  })
  it('attributes each generated stretch to the source its segment names, up to the next segment', () => {
    // Line 0: "G;" unmapped, "AAAA" from react (col 2–6), "BBB" own (col 6–9); line 1: "CC" own to the line's end.
    const code = 'G;AAAABBB\nCC'
    const mappings = encode([[[0], [2, 0, 0, 0], [6, 1, 0, 0]], [[0, 1, 1, 0]]])
    const pieces = attributeGenerated(code, { sources: [react, own], mappings })
    expect(pieces.get(null)).toEqual(['G;', '\n'])
    expect(pieces.get(react)).toEqual(['AAAA'])
    expect(pieces.get(own)).toEqual(['BBB', 'CC'])
  })
  it('places an index map’s sections at their offsets, each ending where the next begins', () => {
    // Two modules on one line: react's at column 0 ("RRRR"), the shop's at column 4 ("SSS"), then "X" on the next line (own).
    const code = 'RRRRSSS\nX'
    const map = {
      sections: [
        { offset: { line: 0, column: 0 }, map: { sources: [react], mappings: encode([[[0, 0, 0, 0]]]) } },
        { offset: { line: 0, column: 4 }, map: { sources: [own], mappings: encode([[[0, 0, 0, 0]], [[0, 0, 1, 0]]]) } },
      ],
    }
    const pieces = attributeGenerated(code, map)
    expect(pieces.get(react)).toEqual(['RRRR'])
    expect(pieces.get(own)).toEqual(['SSS', 'X'])
    expect(pieces.get(null)).toEqual(['\n'])
    const figure = ownJavaScript([{ code, map }])
    expect(figure).toMatchObject({ ownBytes: 4, libraryBytes: 4, unmappedBytes: 1, largest: [{ source: 'components/header/basket-link.tsx', bytes: 4 }] })
    expect(figure.gzipBytes).toBeGreaterThan(0)
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
  it('calls a target refused once its load test ran into a limit, so its figures are not judged', () => {
    expect(refusedAfterLoad(classifyGraphql(200, '{"data":{"addToCart":{"order":{"id":"o-1"},"errors":[]}}}'))).toBeNull()
    const limited = classifyGraphql(200, '{"data":{"addToCart":{"order":null,"errors":[{"code":3015,"message":"Too many attempts. Please try again in 59 minutes."}]}}}')
    expect(refusedAfterLoad(limited)).toBe('answered with errors after its load test, so its figures are of refusals: Too many attempts. Please try again in 59 minutes.')
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
  it('audits each page three times unless told, and only an odd number of times', () => {
    expect(parseOptions([], {}).lighthouseRuns).toBe(3)
    expect(parseOptions(['--lighthouse-runs', '5'], {}).lighthouseRuns).toBe(5)
    expect(parseOptions([], { BENCH_LIGHTHOUSE_RUNS: '1' }).lighthouseRuns).toBe(1)
    for (const runs of ['2', '0', '-1', '1.5', 'x']) expect(() => parseOptions(['--lighthouse-runs', runs], {})).toThrow(/odd whole number/)
  })
})

describe('goals', () => {
  const cpu = (serverMsPerRequest: number, otherPct = 2) => ({ serverPct: 60, loadToolPct: 20, otherPct, serverMsPerRequest })
  const measured = (name: string, kind: 'page' | 'graphql', extra: Partial<TargetRun>): TargetRun => ({ name, kind, request: name, status: 'measured', ...extra })
  // Static page 350 req/s (mean of 400 and 300), p99@10 20 ms; card art 700 req/s; { ping } 1000 req/s.
  const baselines = { static50: [figures(400, 100), figures(300, 120)], static10: [figures(500, 20, 10)], trivialGraphql50: [figures(1000, 60)], secondStatic50: [figures(700, 50)] }
  const raw: RawRun[] = [{ name: 'home', bytes: 5000, contentType: 'text/html', at50: figures(1400, 10) }]
  const server = (targets: TargetRun[], staticRoute = '/bench-static/'): ServerRun => ({
    database: 'pglite',
    staticRoute,
    secondStaticRoute: '/card-art/pomme-store/',
    staticRouteCache: 'HIT',
    baselines,
    targets: targets.map((target) => ({ ...target, ratios: computeRatios(target, baselines, raw.find((run) => run.name === target.name)) })),
  })
  const defaultTargets: TargetRun[] = [
    // 280 / 350 = 80 % and 26 / 20 = 1.3×: exactly at the limits.
    measured('home', 'page', { at50: figures(280, 200), at10: figures(300, 26, 10) }),
    // 245 / 350 = 70 % and 27 / 20 = 1.35×: below and above.
    measured('listing', 'page', { at50: figures(245, 200), at10: figures(300, 27, 10) }),
    { name: 'product', kind: 'page', request: '/cadeaubonnen/x/', status: 'not-built', reason: 'route answers 404' },
    measured('gql-products', 'graphql', { at50: figures(400, 100) }),
    measured('gql-search', 'graphql', { at50: { ...figures(900, 40), cpu: cpu(1.5) } }),
    measured('gql-add-to-basket', 'graphql', { at50: { ...figures(200, 300), cpu: cpu(3.2) } }),
  ]
  const weight = (name: string, totalGzipBytes: number): PageWeight => ({
    name,
    path: `/${name}/`,
    status: 'measured',
    firstLoadJs: { scripts: [], totalBytes: totalGzipBytes * 3, totalGzipBytes, inlineScripts: 0, inlineGzipBytes: 0, external: [], legacyScripts: [] },
  })
  const scores = (lcpMs: number | null, overrides: Partial<LighthouseScores> = {}): LighthouseScores => ({
    performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs, tbtMs: 40, cls: 0.01, benchmarkIndex: 1500, failedAudits: [], runtimeError: null, warnings: [], ...overrides,
  })
  const result = (parts: { run?: ServerRun; firstLoadJs?: PageWeight[]; lighthouse?: LighthouseRun[] | null } = {}): Omit<BenchResult, 'goals'> => ({
    schema: 1,
    startedAt: '',
    finishedAt: '',
    source: '',
    commit: '',
    dirty: false,
    buildSeconds: null,
    machine: { cpus: 2, cpuModel: '', node: '', loadAverageAtStart: [], loadAverageAtEnd: [] },
    options: { durationS: 1, quick: true, skipPostgres: true, skipLighthouse: true, only: null },
    servers: [parts.run ?? server(defaultTargets)],
    rawHttp: raw,
    firstLoadJs: parts.firstLoadJs ?? [weight('home', 170_000), weight('product', 195_000), weight('balance-check', 200_000)],
    lighthouse: parts.lighthouse === undefined ? null : parts.lighthouse,
  })
  const find = (goals: ReturnType<typeof evaluateGoals>, subject: string, text: string) => goals.find((goal) => goal.subject === subject && goal.goal.includes(text))

  it('judges page req/s and p99 against the static page, with the card art share printed', () => {
    const goals = evaluateGoals(result(), TARGETS)
    expect(find(goals, 'home', 'req/s ≥ 80 %')).toMatchObject({ status: 'met', figure: '80 % (280 vs 350 req/s); 40 % of /card-art/pomme-store/ (700 req/s)' })
    expect(find(goals, 'home', 'p99@10 ≤ 1.3×')).toMatchObject({ status: 'met', figure: '1.30× (26 vs 20 ms)' })
    expect(find(goals, 'listing', 'req/s ≥ 80 %')).toMatchObject({ status: 'not met', figure: '70 % (245 vs 350 req/s); 35 % of /card-art/pomme-store/ (700 req/s)' })
    expect(find(goals, 'listing', 'p99@10')).toMatchObject({ status: 'not met', figure: '1.35× (27 vs 20 ms)' })
    expect(find(goals, 'product', 'req/s ≥ 80 %')).toMatchObject({ status: 'not measurable yet', figure: '—' })
    expect(find(goals, 'gql-products', 'ping')).toMatchObject({ status: 'not met', figure: '40 % (400 vs 1000 req/s)' })
  })
  it('judges nothing against a fallback static route', () => {
    const goals = evaluateGoals(result({ run: server(defaultTargets, '/card-art/pomme-store/') }), TARGETS)
    expect(find(goals, 'home', 'req/s ≥ 80 %')).toMatchObject({ status: 'invalid', figure: '—', note: 'the static page /bench-static/ was not measured (static route: /card-art/pomme-store/)' })
    expect(find(goals, 'home', 'p99@10')?.status).toBe('invalid')
  })
  it('reports home’s share of raw node:http every run, without a verdict', () => {
    const goals = evaluateGoals(result(), TARGETS)
    expect(find(goals, 'home', 'raw node:http')).toMatchObject({ status: 'reported', figure: '20 % (280 vs 1400 req/s)' })
    const noRaw = evaluateGoals({ ...result(), rawHttp: [] }, TARGETS)
    expect(find(noRaw, 'home', 'raw node:http')).toMatchObject({ status: 'not measured', figure: '—' })
  })
  it('judges server CPU per request of addToCart (≤ 3 ms) and search (≤ 1.5 ms)', () => {
    expect(LIMITS.cpuMsPerRequestMax).toEqual({ 'gql-add-to-basket': 3, 'gql-search': 1.5 })
    const goals = evaluateGoals(result(), TARGETS)
    expect(find(goals, 'gql-search', 'server CPU ≤ 1.5 ms')).toMatchObject({ status: 'met', figure: '1.50 ms (100 requests)' })
    expect(find(goals, 'gql-add-to-basket', 'server CPU ≤ 3 ms')).toMatchObject({ status: 'not met', figure: '3.20 ms (100 requests)' })
    const withoutCpu = defaultTargets.map((target) => (target.name === 'gql-search' ? { ...target, at50: figures(900, 40) } : target))
    expect(find(evaluateGoals(result({ run: server(withoutCpu) }), TARGETS), 'gql-search', 'server CPU')).toMatchObject({ status: 'invalid', figure: '—' })
    const failing = defaultTargets.map((target) => (target.name === 'gql-add-to-basket' ? { ...target, at50: { ...figures(200, 300), cpu: cpu(1), non2xx: 5 } } : target))
    expect(find(evaluateGoals(result({ run: server(failing) }), TARGETS), 'gql-add-to-basket', 'server CPU')?.status).toBe('invalid')
    const refused = defaultTargets.map((target) => (target.name === 'gql-add-to-basket' ? { ...target, status: 'failed' as const, reason: 'answered with errors after its load test' } : target))
    expect(find(evaluateGoals(result({ run: server(refused) }), TARGETS), 'gql-add-to-basket', 'server CPU')).toMatchObject({ status: 'invalid', figure: '—', note: 'answered with errors after its load test' })
    const absent = defaultTargets.filter((target) => target.name !== 'gql-search')
    expect(find(evaluateGoals(result({ run: server(absent) }), TARGETS), 'gql-search', 'server CPU')?.status).toBe('not measured')
  })
  it('judges the balance check’s JavaScript (≤ 200 kB) and product’s against home’s (+ 25 kB)', () => {
    const goals = evaluateGoals(result(), TARGETS)
    expect(find(goals, 'balance-check', 'First Load JS ≤ 200.0 kB')).toMatchObject({ status: 'met', figure: '200.0 kB' })
    expect(find(goals, 'product', 'home + 25.0 kB')).toMatchObject({ status: 'met', figure: '195.0 kB = home 170.0 kB + 25.0 kB' })
    const heavier = evaluateGoals(result({ firstLoadJs: [weight('home', 170_000), weight('product', 195_001), weight('balance-check', 200_001)] }), TARGETS)
    expect(find(heavier, 'balance-check', 'First Load JS')).toMatchObject({ status: 'not met', figure: '200.0 kB' })
    expect(find(heavier, 'product', 'home +')?.status).toBe('not met')
    const missing = evaluateGoals(result({ firstLoadJs: [weight('product', 150_000)] }), TARGETS)
    expect(find(missing, 'balance-check', 'First Load JS')).toMatchObject({ status: 'not measured', figure: '—' })
    expect(find(missing, 'product', 'home +')).toMatchObject({ status: 'not measured', figure: '—' })
  })
  it('judges the shop’s own JavaScript on home (≤ 10 kB), and says why when the build has no source maps', () => {
    const own = (ownJs: OwnJs) => {
      const home = weight('home', 170_000)
      return result({ firstLoadJs: [{ ...home, firstLoadJs: { ...home.firstLoadJs!, ownJs } }, weight('product', 195_000)] })
    }
    const figures = { ownBytes: 31_400, libraryBytes: 480_000, unmappedBytes: 2_100, largest: [] }
    expect(find(evaluateGoals(own({ ...figures, gzipBytes: 10_000 }), TARGETS), 'home', 'own JS ≤ 10.0 kB')).toMatchObject({
      status: 'met', figure: '10.0 kB of 170.0 kB', note: 'before gzip: own 31.4 kB, libraries 480.0 kB, unmapped 2.1 kB',
    })
    expect(find(evaluateGoals(own({ ...figures, gzipBytes: 10_001 }), TARGETS), 'home', 'own JS')?.status).toBe('not met')
    const home = weight('home', 170_000)
    const withoutMaps = result({ firstLoadJs: [{ ...home, firstLoadJs: { ...home.firstLoadJs!, ownJsReason: '/_next/static/chunks/a.js has no source map' } }] })
    expect(find(evaluateGoals(withoutMaps, TARGETS), 'home', 'own JS')).toMatchObject({
      status: 'not measured', figure: '—', note: '/_next/static/chunks/a.js has no source map (all its scripts: 170.0 kB)',
    })
  })
  it('judges a page by its run with the median LCP, a run without an LCP counting as the slowest', () => {
    const fast = scores(921, { tbtMs: 157 })
    const middle = scores(1358, { tbtMs: 651 })
    const slow = scores(2191, { tbtMs: 365 })
    expect(medianRun([slow, fast, middle])).toBe(middle)
    expect(medianRun([fast])).toBe(fast)
    const failed = scores(null, { runtimeError: 'NO_LCP: no LCP' })
    expect(medianRun([failed, fast, slow])).toBe(slow)
    expect(medianRun([failed, failed, fast])).toBe(failed)
    expect(medianRun([slow, fast, middle, scores(990), scores(3455)])).toBe(middle)
    expect(() => medianRun([])).toThrow(/no Lighthouse runs/)
  })
  it('judges Lighthouse LCP ≤ 1.5 s on each audited page, and keeps the other scores apart', () => {
    const lighthouse: LighthouseRun[] = [
      { name: 'home', url: 'http://x/', status: 'measured', scores: scores(1500) },
      { name: 'listing', url: 'http://x/cadeaubonnen/', status: 'measured', scores: scores(1501, { accessibility: 96 }) },
      { name: 'product', url: 'http://x/p/', status: 'measured', scores: scores(null) },
      { name: 'checkout', url: null, status: 'not-built', reason: 'route answers 404' },
    ]
    const goals = evaluateGoals(result({ lighthouse }), TARGETS)
    expect(find(goals, 'home', 'LCP ≤ 1.5 s')).toMatchObject({ status: 'met', figure: '1500 ms', note: undefined })
    expect(find(goals, 'listing', 'LCP ≤ 1.5 s')).toMatchObject({ status: 'not met', figure: '1501 ms' })
    expect(find(goals, 'listing', 'Lighthouse scores')).toMatchObject({ status: 'not met', note: 'accessibility 96 < 100' })
    expect(find(goals, 'home', 'Lighthouse scores')).toMatchObject({ status: 'met' })
    expect(find(goals, 'product', 'LCP')).toMatchObject({ status: 'invalid', figure: '—' })
    expect(find(goals, 'checkout', 'LCP')?.status).toBe('not measurable yet')
    expect(find(goals, 'balance-check', 'LCP')).toMatchObject({ status: 'not measured', figure: '—' })
    expect(find(evaluateGoals(result(), TARGETS), 'home', 'LCP')).toMatchObject({ status: 'not measured', note: '--skip-lighthouse' })
    const threeRuns = [scores(2191.4), scores(921.2), scores(1358.6)]
    const median: LighthouseRun = { name: 'home', url: 'http://x/', status: 'measured', scores: threeRuns[2], runs: threeRuns }
    expect(find(evaluateGoals(result({ lighthouse: [median] }), TARGETS), 'home', 'LCP ≤ 1.5 s')).toMatchObject({
      status: 'met', figure: '1359 ms', note: 'median of 3 runs: 2191 / 921 / 1359 ms',
    })
  })
  it('prints every row of the goals table, the instances one included', () => {
    const goals = evaluateGoals(result(), TARGETS)
    const rows = new Set(goals.map((goal) => `${goal.subject}: ${goal.goal}`))
    for (const page of ['home', 'listing', 'product']) {
      expect(rows).toContain(`${page}: req/s ≥ 80 % static page`)
      expect(rows).toContain(`${page}: p99@10 ≤ 1.3× static page`)
    }
    for (const page of ['home', 'listing', 'product', 'balance-check', 'checkout']) expect(rows).toContain(`${page}: Lighthouse LCP ≤ 1.5 s`)
    expect(rows).toContain('home: req/s ÷ raw node:http')
    expect(rows).toContain('home: own JS ≤ 10.0 kB')
    expect(goals.at(-1)).toMatchObject({ goal: INSTANCES_GOAL, status: 'not measured' })
    expect(INSTANCES_GOAL).toBe('every core ≥ 1.5× one process')
  })
  it('flags a verdict measured while other processes used the CPU', () => {
    const busy = defaultTargets.map((target) => (target.name === 'listing' ? { ...target, at10: { ...figures(300, 27, 10), cpu: cpu(1.5, 30) } } : target))
    const goals = evaluateGoals(result({ run: server(busy) }), TARGETS)
    expect(find(goals, 'listing', 'p99')?.note).toMatch(/noisy: other processes used up to 30 %/)
    expect(find(goals, 'listing', 'req/s ≥')?.note).toBeUndefined()
  })
})
