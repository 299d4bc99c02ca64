/**
 * `npm run bench -- --instances` (docs/performance.md "Every core"): one throwaway PostgreSQL, the
 * production app on it with WEB_CONCURRENCY=1 and then with one process per core, and the cached
 * listing page loaded at the same connections on each. Opt-in: two more app starts and loads would
 * lengthen the default run by about a minute, and it needs PostgreSQL (PGlite serves one process).
 */
import { readFileSync } from 'node:fs'
import type { PreparedApp } from './app-build'
import { startApp, startPostgres, type Postgres, type RunningProcess } from './app-server'
import { request, sleep } from './http'
import { measure } from './load'
import { instancesRatio, instancesVerdict, type InstancesPoint, type InstancesRun } from './instances-verdict'
import { BENCH_STOREFRONT, TARGETS } from './targets'

interface InstancesInput {
  root: string
  app: PreparedApp
  processes: number
  durationS: number
  log: (line: string) => void
  /** Registers a stop for Ctrl-C (run.ts) and returns its unregister. */
  track: (stop: () => Promise<void> | void) => () => void
}

/** The page of the throughput goal (targets.ts `listing`), a cached page. */
const TARGET = 'listing'
/** Enough connections to keep every process busy on a few cores. */
const CONNECTIONS = 50
/** Requests before the load, so every worker has rendered and cached the page once (round-robin). */
const WARM_REQUESTS = 40

/** Each worker logs its own "server ready" line (scripts/server/shop-server.mjs); health answers from one. */
async function waitForWorkers(server: RunningProcess, processes: number): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ready = readFileSync(server.logFile, 'utf8').split('\n').filter((line) => line.includes('"server ready"')).length
    if (ready >= processes) return
    await sleep(250)
  }
  throw new Error(`fewer than ${processes} workers were ready after 120 s; ${server.logFile}`)
}

async function measureWith(processes: number, postgres: Postgres, path: string, input: InstancesInput): Promise<InstancesPoint> {
  let server: RunningProcess | null = null
  let untrack = () => {}
  try {
    server = await startApp({
      appDir: input.app.dir,
      workDir: input.app.workDir,
      database: { kind: 'postgres', url: postgres.url },
      name: `postgres-${processes}p`,
      env: { WEB_CONCURRENCY: String(processes) },
    })
    untrack = input.track(server.stop)
    await waitForWorkers(server, processes)
    const host = `${BENCH_STOREFRONT.code}.localhost:${server.port}`
    for (let index = 0; index < WARM_REQUESTS; index++) {
      const warm = await request({ port: server.port, host, path, timeoutMs: 60_000 })
      if (warm.status !== 200) return { processes, requestsPerSec: null, p50Ms: null, p99Ms: null, reason: `HTTP ${warm.status}` }
    }
    const load = await measure({ port: server.port, host, path, connections: CONNECTIONS, durationS: input.durationS, server: { group: server.pid, roots: postgres.pid ? [postgres.pid] : [] } })
    input.log(`  ${processes} process(es): ${load.requestsPerSec.toFixed(0)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`)
    if (load.non2xx || load.errors || load.timeouts || !load.requests) {
      return { processes, requestsPerSec: null, p50Ms: null, p99Ms: null, reason: `${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts` }
    }
    const cpu = load.cpu ? { serverPct: load.cpu.serverPct, loadToolPct: load.cpu.loadToolPct, otherPct: load.cpu.otherPct } : undefined
    return { processes, requestsPerSec: Math.round(load.requestsPerSec), p50Ms: load.p50Ms, p99Ms: load.p99Ms, cpu }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)
    input.log(`  ${processes} process(es) failed: ${reason}`)
    return { processes, requestsPerSec: null, p50Ms: null, p99Ms: null, reason: reason.slice(0, 80) }
  } finally {
    await server?.stop()
    untrack()
  }
}

export async function runInstances(input: InstancesInput): Promise<InstancesRun> {
  const target = TARGETS.find((one) => one.name === TARGET)
  if (target?.kind !== 'page' || typeof target.path !== 'string') throw new Error(`the ${TARGET} page target with a fixed path is missing from targets.ts`)
  input.log(`\npostgres: one process, then ${input.processes} (WEB_CONCURRENCY) …`)
  const postgres = await startPostgres(input.root, input.app.workDir, 'pg-instances')
  const untrack = input.track(postgres.stop)
  try {
    const single = await measureWith(1, postgres, target.path, input)
    const many = await measureWith(input.processes, postgres, target.path, input)
    const ratio = instancesRatio(single.requestsPerSec, many.requestsPerSec)
    return { database: 'postgres', target: TARGET, path: target.path, connections: CONNECTIONS, single, many, ratio, verdict: instancesVerdict(ratio) }
  } finally {
    postgres.stop()
    untrack()
  }
}
