/**
 * `npm run bench -- --scale 1,10,100` (issue 26, docs/performance.md "Growth"): for each scale a fresh
 * database seeded with SEED_SCALE (CBBE only, SEED_STOREFRONTS, so a 100x seed takes minutes), the
 * production app on it, and the catalogue targets of growth-targets.ts measured as server CPU ms per
 * request (and p50) under a short load at 10 connections. Cached pages are also measured on their
 * first render after `POST /api/revalidate` (CPU of the app and database from the request until the
 * render has settled, so a render done after a stale answer is counted too).
 */
import { randomBytes } from 'node:crypto'
import type { PreparedApp } from './app-build'
import { startApp, startPostgres, type Postgres, type RunningProcess } from './app-server'
import { formatGrowthTable, rowRatios, growthVerdict, type GrowthPoint, type GrowthRow } from './growth-verdict'
import { resolveGrowthTargets, type GrowthTarget } from './growth-targets'
import { request, sleep } from './http'
import { measure, serverCpuSeconds, type ServerProcesses } from './load'
import { loadOperationSources } from './operations'
import { graphqlClient } from './probe'
import type { Database } from './results'
import { BENCH_STOREFRONT } from './targets'

export interface GrowthRun {
  database: Database
  scales: number[]
  /** Seconds from the app's start to ready (migration and seed) per scale. */
  startSeconds: Array<number | null>
  rows: GrowthRow[]
  /** One line per row: ratios to the smallest scale and the verdict. */
  verdicts: Array<{ target: string; ratios: (number | null)[]; verdict: string }>
}

interface GrowthInput {
  root: string
  app: PreparedApp
  scales: number[]
  databases: Database[]
  durationS: number
  log: (line: string) => void
  /** Registers a stop for Ctrl-C (run.ts) and returns its unregister. */
  track: (stop: () => Promise<void> | void) => () => void
}

/** Rounds of revalidate-then-request per cached page (the first render is seconds at 100x: few rounds). */
const COLD_ROUNDS = 3
/** How long after an answer a background render may still run. */
const SETTLE_MS = 1_500
const JSON_HEADERS = { 'content-type': 'application/json' }

type Figures = Map<string, GrowthPoint>

async function measureAt(server: RunningProcess, processes: ServerProcesses, targets: GrowthTarget[], input: GrowthInput, secret: string): Promise<Figures> {
  const host = `${BENCH_STOREFRONT.code}.localhost:${server.port}`
  const figures: Figures = new Map()
  for (const target of targets) {
    const headers = target.method === 'POST' ? JSON_HEADERS : {}
    const warm = await request({ port: server.port, host, path: target.path, method: target.method, headers, body: target.body, timeoutMs: 300_000 })
    if (warm.status !== 200) {
      figures.set(target.name, { scale: 0, cpuMs: null, latencyMs: null, reason: `HTTP ${warm.status}` })
      continue
    }
    const load = await measure({ port: server.port, host, path: target.path, method: target.method, headers, body: target.body, connections: 10, durationS: input.durationS, server: processes })
    const clean = load.non2xx === 0 && load.errors === 0 && load.timeouts === 0 && load.requests > 0
    figures.set(target.name, clean
      ? { scale: 0, cpuMs: load.cpu?.serverMsPerRequest ?? null, latencyMs: load.p50Ms }
      : { scale: 0, cpuMs: null, latencyMs: null, reason: `${load.non2xx} non-2xx, ${load.errors} errors` })
    input.log(`    ${target.name} ${target.path}: ${load.cpu?.serverMsPerRequest ?? '?'} ms CPU/request, p50 ${load.p50Ms} ms, ${load.requestsPerSec.toFixed(0)} req/s`)
    if (!target.cached) continue

    const cpu: number[] = []
    const latency: number[] = []
    for (let round = 0; round < COLD_ROUNDS; round++) {
      const revalidated = await request({ port: server.port, host, path: '/api/revalidate/?storefront=CBBE', method: 'POST', headers: { authorization: `Bearer ${secret}` } })
      if (revalidated.status !== 200) throw new Error(`POST /api/revalidate answered ${revalidated.status}`)
      await sleep(SETTLE_MS)
      const before = serverCpuSeconds(processes)
      const started = performance.now()
      const cold = await request({ port: server.port, host, path: target.path, timeoutMs: 300_000 })
      latency.push(performance.now() - started)
      await sleep(SETTLE_MS)
      if (cold.status === 200) cpu.push((serverCpuSeconds(processes) - before) * 1000)
    }
    const mean = (values: number[]) => (values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null)
    figures.set(`${target.name} (uncached)`, { scale: 0, cpuMs: mean(cpu), latencyMs: mean(latency), reason: cpu.length ? undefined : 'no 200' })
    input.log(`    ${target.name} uncached: ${mean(cpu) ?? '?'} ms CPU, ${mean(latency)} ms`)
  }
  return figures
}

async function runDatabase(database: Database, input: GrowthInput): Promise<GrowthRun> {
  const perScale: Figures[] = []
  const startSeconds: Array<number | null> = []
  const order: string[] = []
  for (const scale of input.scales) {
    input.log(`\n${database} at ${scale}x: seeding CBBE and starting the app …`)
    let postgres: Postgres | null = null
    let server: RunningProcess | null = null
    const untrack: Array<() => void> = []
    try {
      if (database === 'postgres') {
        postgres = await startPostgres(input.root, input.app.workDir, `pg-${scale}x`)
        untrack.push(input.track(postgres.stop))
      }
      const secret = randomBytes(16).toString('hex')
      const started = performance.now()
      server = await startApp({
        appDir: input.app.dir,
        workDir: input.app.workDir,
        database: postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite' },
        name: `${database}-${scale}x`,
        env: { SEED_SCALE: String(scale), SEED_STOREFRONTS: 'CBBE', REVALIDATE_SECRET: secret },
        // A 100x seed on the embedded database takes minutes on a busy machine.
        readyTimeoutMs: 30 * 60_000,
      })
      untrack.push(input.track(server.stop))
      const seconds = Math.round((performance.now() - started) / 100) / 10
      startSeconds.push(seconds)
      input.log(`  ready in ${seconds} s (migration and seed); app on port ${server.port}`)
      const host = `${BENCH_STOREFRONT.code}.localhost:${server.port}`
      const targets = await resolveGrowthTargets(graphqlClient(server.port, host), loadOperationSources(input.app.dir))
      const processes = { group: server.pid, roots: postgres?.pid ? [postgres.pid] : [] }
      const figures = await measureAt(server, processes, targets, input, secret)
      for (const name of figures.keys()) if (!order.includes(name)) order.push(name)
      perScale.push(figures)
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)
      input.log(`  ${database} at ${scale}x failed: ${message}`)
      startSeconds.push(null)
      perScale.push(new Map([['*', { scale, cpuMs: null, latencyMs: null, reason: message.slice(0, 60) }]]))
    } finally {
      await server?.stop()
      postgres?.stop()
      for (const done of untrack) done()
    }
  }
  const rows: GrowthRow[] = order.map((target) => ({
    target,
    request: target,
    points: input.scales.map((scale, index) => {
      const figures = perScale[index]
      const point = figures?.get(target) ?? figures?.get('*') ?? { scale, cpuMs: null, latencyMs: null, reason: 'not measured' }
      return { ...point, scale }
    }),
  }))
  const verdicts = rows.map((row) => {
    const ratios = rowRatios(row)
    return { target: row.target, ratios, verdict: growthVerdict(ratios) }
  })
  return { database, scales: input.scales, startSeconds, rows, verdicts }
}

export async function runGrowth(input: GrowthInput): Promise<GrowthRun[]> {
  const runs: GrowthRun[] = []
  for (const database of input.databases) runs.push(await runDatabase(database, input))
  return runs
}

export function formatGrowth(runs: readonly GrowthRun[]): string {
  return runs.map((run) => {
    const starts = run.scales.map((scale, index) => `${scale}x ${run.startSeconds[index] ?? '–'} s`).join(', ')
    return `${formatGrowthTable(`Growth on ${run.database} (CBBE nl; server CPU ms per request, p50 ms in brackets)`, run.scales, run.rows)}\nstart with seed: ${starts}`
  }).join('\n\n')
}
