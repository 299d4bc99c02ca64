/**
 * The instances mode's judgement (`npm run bench -- --instances`, docs/performance.md "Every core"):
 * cached-page throughput of one app process and of WEB_CONCURRENCY = one per core, on the same
 * PostgreSQL, their ratio and whether it reaches the target. Pure, so it is unit-tested.
 */

/** The issue's target: the processes of every core answer at least 1.5 times what one process does. */
export const INSTANCES_TARGET = 1.5

export type InstancesVerdict = 'met' | 'not met' | 'not measured'

/** One server's figures on the cached page (null: not measured, with the reason). */
export interface InstancesPoint {
  processes: number
  requestsPerSec: number | null
  p50Ms: number | null
  p99Ms: number | null
  /**
   * Shares of the machine's CPU during the load (load.ts CpuShare): the app and database, the load tool,
   * and everything else. A ratio under the target with `other` high says the machine was busy, not the shop slow.
   */
  cpu?: { serverPct: number; loadToolPct: number; otherPct: number }
  reason?: string
}

export interface InstancesRun {
  database: 'postgres'
  target: string
  path: string
  connections: number
  single: InstancesPoint
  many: InstancesPoint
  ratio: number | null
  verdict: InstancesVerdict
}

/** How many processes the "many" server runs: one per core; fewer than two cores has nothing to compare. */
export function instancesProcesses(availableParallelism: number): number {
  if (availableParallelism < 2) throw new Error(`--instances compares one process with one per core, and this machine has ${availableParallelism} core`)
  return availableParallelism
}

/** many ÷ single req/s, rounded to hundredths; null when either is missing or one process answered nothing. */
export function instancesRatio(single: number | null, many: number | null): number | null {
  if (single === null || many === null || single <= 0) return null
  return Math.round((many / single) * 100) / 100
}

export function instancesVerdict(ratio: number | null, target = INSTANCES_TARGET): InstancesVerdict {
  if (ratio === null) return 'not measured'
  return ratio >= target ? 'met' : 'not met'
}

const point = (figures: InstancesPoint) => (figures.requestsPerSec === null
  ? `– ${figures.reason ?? ''}`.trim()
  : `${figures.requestsPerSec} req/s (p50 ${figures.p50Ms ?? '–'} ms, p99 ${figures.p99Ms ?? '–'} ms)${figures.cpu
    ? `; CPU: shop ${figures.cpu.serverPct} %, load tool ${figures.cpu.loadToolPct} %, other ${figures.cpu.otherPct} %`
    : ''}`)

export function formatInstances(run: InstancesRun): string {
  return [
    `Every core on ${run.database} (${run.target} ${run.path}, cached, ${run.connections} connections)`,
    `  1 process:     ${point(run.single)}`,
    `  ${`${run.many.processes} processes:`.padEnd(14)} ${point(run.many)}`,
    `  ratio ${run.ratio === null ? '–' : `${run.ratio}x`}: ${run.verdict} (target ≥ ${INSTANCES_TARGET}x)`,
  ].join('\n')
}
