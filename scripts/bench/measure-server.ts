/**
 * Everything measured against one running app: probe and warm every target, load-test the baselines
 * (before and after the targets, to see drift on a shared machine) and the available targets, one at a
 * time; with the first server also the raw node:http baseline, First Load JS and Lighthouse.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { startRawServer } from './app-server'
import { measureFirstLoadJs, type ChunkCache } from './first-load-js'
import type { HttpResponse } from './http'
import { openLighthouse } from './lighthouse'
import { medianRun } from './lighthouse-median'
import { measure, type LoadFigures } from './load'
import { loadOperationSources, operationDocument } from './operations'
import { CSRF_HEADERS, GRAPHQL_PATH, graphqlClient, graphqlRequestBody, probeGraphql, probePage, refusedAfterLoad, type Availability } from './probe'
import { computeRatios, type Baselines, type Database, type LighthouseRun, type PageWeight, type RawRun, type ServerRun, type TargetRun } from './results'
import { BENCH_STOREFRONT, STATIC_ROUTE_CANDIDATES, TRIVIAL_GRAPHQL, type BenchTarget } from './targets'

export interface PhaseInput {
  port: number
  /** The app's process id (also its process group). */
  appPid: number
  /** The database server's main process, if any (its CPU counts as the server's). */
  databasePid: number | null
  appDir: string
  workDir: string
  database: Database
  targets: BenchTarget[]
  durationS: number
  /** Also measure the raw baseline, First Load JS and Lighthouse (done once per run). */
  first: boolean
  lighthouse: boolean
  /** Audits per page (odd); the median run by LCP is the page's figure. */
  lighthouseRuns: number
  chromePath: string
  /** Null while the app runs (see RunningProcess.exited). */
  appExited: () => string | null
  log: (line: string) => void
}

export interface PhaseOutput {
  server: ServerRun
  raw: RawRun[]
  firstLoadJs: PageWeight[]
  lighthouse: LighthouseRun[] | null
}

/** How to request one measurable thing (target or baseline) under load. */
interface Plan {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
  response: HttpResponse
}

interface Probed {
  target: BenchTarget
  run: TargetRun
  /** Set when the target answered correctly. */
  plan?: Plan
  pagePath?: string
}

const JSON_HEADERS = { 'content-type': 'application/json' }

function statusOf(availability: Availability): Pick<TargetRun, 'status' | 'reason'> {
  if (availability.state === 'available') return { status: 'measured' }
  return { status: availability.state === 'not-built' ? 'not-built' : 'failed', reason: availability.reason }
}

async function probeTarget(target: BenchTarget, input: PhaseInput, host: string, sources: string[]): Promise<Probed> {
  const { port } = input
  if (target.kind === 'page') {
    const run: TargetRun = { name: target.name, kind: 'page', request: typeof target.path === 'string' ? target.path : '(resolved)', status: 'measured', requires: target.requires }
    let pagePath: string | null
    try {
      pagePath = typeof target.path === 'string' ? target.path : await target.path(graphqlClient(port, host))
    } catch (error) {
      return { target, run: { ...run, status: 'failed', reason: `could not find its path: ${error instanceof Error ? error.message : String(error)}` } }
    }
    if (!pagePath) return { target, run: { ...run, status: 'failed', reason: 'could not find its path (no data?)' } }
    run.request = pagePath
    const probe = await probePage(port, host, pagePath)
    Object.assign(run, statusOf(probe.availability), { cache: probe.cache, responseBytes: probe.response?.body.length })
    if (run.status !== 'measured' || !probe.response) return { target, run, pagePath }
    return { target, run, pagePath, plan: { name: target.name, method: 'GET', path: pagePath, headers: {}, response: probe.response } }
  }
  const operationName = 'name' in target.operation ? target.operation.name : (/^\s*(?:query|mutation)\s+(\w+)/.exec(target.operation.document)?.[1] ?? 'anonymous')
  const run: TargetRun = { name: target.name, kind: 'graphql', request: operationName, status: 'measured', requires: target.requires }
  let document: string
  try {
    document = 'name' in target.operation ? operationDocument(sources, target.operation.name) : target.operation.document
  } catch (error) {
    return { target, run: { ...run, status: 'failed', reason: error instanceof Error ? error.message : String(error) } }
  }
  let variables: Record<string, unknown> | null | undefined
  try {
    variables = typeof target.variables === 'function' ? await target.variables(graphqlClient(port, host)) : target.variables
  } catch (error) {
    return { target, run: { ...run, status: 'failed', reason: `could not find its variables: ${error instanceof Error ? error.message : String(error)}` } }
  }
  if (variables === null) return { target, run: { ...run, status: 'failed', reason: 'could not find its variables (no data?)' } }
  const body = graphqlRequestBody(document, variables)
  const headers = { ...JSON_HEADERS, ...(target.mutation ? CSRF_HEADERS : {}) }
  const probe = await probeGraphql(port, host, body, headers)
  Object.assign(run, statusOf(probe.availability), { responseBytes: probe.response.body.length })
  if (run.status !== 'measured') return { target, run }
  return { target, run, plan: { name: target.name, method: 'POST', path: GRAPHQL_PATH, headers, body, response: probe.response } }
}

function describe(figures: LoadFigures): string {
  const bad = [figures.non2xx && `${figures.non2xx} non-2xx`, figures.errors && `${figures.errors} errors`, figures.timeouts && `${figures.timeouts} timeouts`].filter(Boolean)
  const cpu = figures.cpu
    ? `; CPU: server ${figures.cpu.serverPct} % (${figures.cpu.serverMsPerRequest} ms/request), load tool ${figures.cpu.loadToolPct} %, other ${figures.cpu.otherPct} %`
    : ''
  return `${figures.requestsPerSec.toFixed(0)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (first responses ≤ ${figures.firstResponseMaxMs.toFixed(0)} ms)${bad.length ? ` (${bad.join(', ')})` : ''}${cpu}`
}

export async function measureServer(input: PhaseInput): Promise<PhaseOutput> {
  const { port, durationS, log } = input
  const host = `${BENCH_STOREFRONT.code}.localhost:${port}`
  const app = { port, processes: { group: input.appPid, roots: input.databasePid ? [input.databasePid] : [] } }
  const load = async (plan: Pick<Plan, 'name' | 'method' | 'path' | 'headers' | 'body'>, connections: number, server = app) => {
    const figures = await measure({ port: server.port, host, path: plan.path, method: plan.method, headers: plan.headers, body: plan.body, connections, durationS, server: server.processes })
    // A dead app answers every request with ECONNREFUSED at once: never report that as figures.
    const exited = input.appExited()
    if (exited) throw new Error(`the app stopped during the load test of ${plan.name}: ${exited}`)
    return figures
  }

  // Baselines: the first static route candidate that answers 200, the next one that does (a second
  // baseline, at 50 connections only), and { ping }.
  let staticPlan: Plan | null = null
  let secondStaticPlan: Plan | null = null
  let staticRouteCache: string | null = null
  for (const candidate of STATIC_ROUTE_CANDIDATES) {
    const probe = await probePage(port, host, candidate)
    if (probe.availability.state !== 'available' || !probe.response) continue
    if (!staticPlan) {
      staticPlan = { name: 'static', method: 'GET', path: candidate, headers: {}, response: probe.response }
      staticRouteCache = probe.cache
    } else {
      secondStaticPlan = { name: 'second-static', method: 'GET', path: candidate, headers: {}, response: probe.response }
      break
    }
  }
  const pingBody = graphqlRequestBody(TRIVIAL_GRAPHQL)
  const pingProbe = await probeGraphql(port, host, pingBody, JSON_HEADERS)
  const pingPlan: Plan | null =
    pingProbe.availability.state === 'available' ? { name: 'trivial-graphql', method: 'POST', path: GRAPHQL_PATH, headers: JSON_HEADERS, body: pingBody, response: pingProbe.response } : null

  const sources = loadOperationSources(input.appDir)
  const probed: Probed[] = []
  for (const target of input.targets) {
    const result = await probeTarget(target, input, host, sources)
    log(`  ${target.name}: ${result.run.request} → ${result.run.status === 'measured' ? `ok${result.run.cache ? ` (x-nextjs-cache ${result.run.cache})` : ''}` : `${result.run.status}: ${result.run.reason ?? ''}`}`)
    probed.push(result)
  }

  const baselines: Baselines = { static50: [], static10: [], trivialGraphql50: [], secondStatic50: [] }
  const measureBaselines = async (round: string) => {
    if (staticPlan) {
      const at50 = await load(staticPlan, 50)
      baselines.static50.push(at50)
      log(`  static ${staticPlan.path} @50 (${round}): ${describe(at50)}`)
      const at10 = await load(staticPlan, 10)
      baselines.static10.push(at10)
      log(`  static ${staticPlan.path} @10 (${round}): ${describe(at10)}`)
    }
    if (secondStaticPlan) {
      const at50 = await load(secondStaticPlan, 50)
      baselines.secondStatic50?.push(at50)
      log(`  second baseline ${secondStaticPlan.path} @50 (${round}): ${describe(at50)}`)
    }
    if (pingPlan) {
      const at50 = await load(pingPlan, 50)
      baselines.trivialGraphql50.push(at50)
      log(`  { ping } @50 (${round}): ${describe(at50)}`)
    }
  }
  await measureBaselines('before')
  for (const { target, run, plan } of probed) {
    if (!plan) continue
    if (target.kind === 'page' && target.load === false) {
      Object.assign(run, { status: 'skipped', reason: 'not load-tested (audited only)' })
      continue
    }
    run.at50 = await load(plan, 50)
    log(`  ${target.name} @50: ${describe(run.at50)}`)
    if (target.kind === 'graphql') {
      const refused = refusedAfterLoad((await probeGraphql(port, host, plan.body!, plan.headers)).availability)
      if (refused) Object.assign(run, { status: 'failed', reason: refused })
    }
    if (target.kind === 'page' && target.p99At10) {
      run.at10 = await load(plan, 10)
      log(`  ${target.name} @10: ${describe(run.at10)}`)
    }
  }
  await measureBaselines('after')

  // The raw node:http baseline: each measured answer's exact bytes, from a separate process.
  const raw: RawRun[] = []
  if (input.first) {
    const plans = [staticPlan, pingPlan, ...probed.filter((entry) => entry.run.at50).map((entry) => entry.plan)].filter((plan): plan is Plan => Boolean(plan))
    for (const plan of plans) {
      const bodyFile = path.join(input.workDir, `raw-${plan.name}.bin`)
      writeFileSync(bodyFile, plan.response.body)
      const contentType = String(plan.response.headers['content-type'] ?? 'application/octet-stream')
      const server = await startRawServer(input.workDir, bodyFile, contentType)
      try {
        const at50 = await load(plan, 50, { port: server.port, processes: { group: server.pid, roots: [] } })
        raw.push({ name: plan.name, bytes: plan.response.body.length, contentType, at50 })
        log(`  raw node:http, bytes of ${plan.name} @50: ${describe(at50)}`)
      } finally {
        await server.stop()
      }
    }
  }

  const serverRun: ServerRun = {
    database: input.database,
    staticRoute: staticPlan?.path ?? null,
    secondStaticRoute: secondStaticPlan?.path ?? null,
    staticRouteCache,
    baselines,
    targets: probed.map(({ run }) => run),
    error: !staticPlan ? `no static route answered 200 (${STATIC_ROUTE_CANDIDATES.join(', ')})` : !pingPlan ? `{ ping } failed: ${JSON.stringify(pingProbe.availability)}` : undefined,
  }

  const firstLoadJs: PageWeight[] = []
  let lighthouse: LighthouseRun[] | null = null
  if (input.first) {
    const chunks: ChunkCache = new Map()
    for (const { target, run, plan, pagePath } of probed) {
      if (target.kind !== 'page' || !target.firstLoadJs) continue
      const weight: PageWeight = { name: target.name, path: pagePath ?? null, status: plan ? 'measured' : run.status, reason: run.reason }
      if (plan && pagePath) {
        try {
          weight.firstLoadJs = await measureFirstLoadJs(port, host, pagePath, plan.response.body.toString('utf8'), chunks, { ownJs: target.goals?.includes('own-js') })
        } catch (error) {
          Object.assign(weight, { status: 'failed', reason: error instanceof Error ? error.message : String(error) })
        }
      }
      firstLoadJs.push(weight)
    }

    if (input.lighthouse) {
      lighthouse = []
      const pages = probed.filter(({ target }) => target.kind === 'page' && target.lighthouse)
      const session = pages.some(({ plan }) => plan) ? await openLighthouse(input.chromePath) : null
      try {
        for (const { target, run, plan, pagePath } of pages) {
          const url = pagePath ? `http://${host}${pagePath}` : null
          if (!plan || !url || !session) {
            lighthouse.push({ name: target.name, url, status: run.status === 'measured' ? 'failed' : run.status, reason: run.reason })
            continue
          }
          log(`  Lighthouse ${url} (${input.lighthouseRuns} run${input.lighthouseRuns === 1 ? '' : 's'}) …`)
          try {
            const runs = []
            for (let index = 0; index < input.lighthouseRuns; index++) runs.push(await session.audit(url))
            lighthouse.push({ name: target.name, url, status: 'measured', scores: medianRun(runs), runs })
          } catch (error) {
            lighthouse.push({ name: target.name, url, status: 'failed', reason: error instanceof Error ? error.message : String(error) })
          }
        }
      } finally {
        await session?.close()
      }
    }
  }

  return { server: serverRun, raw, firstLoadJs, lighthouse }
}

/** Adds the ratios once the raw baseline (measured with the first server) is known. */
export function addRatios(server: ServerRun, raw: RawRun[]): void {
  for (const target of server.targets) {
    if (target.at50) target.ratios = computeRatios(target, server.baselines, raw.find((run) => run.name === target.name))
  }
}
