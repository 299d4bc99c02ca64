/** One autocannon load test (in-process API), reduced to the figures the report needs. */
import { readFileSync, readdirSync } from 'node:fs'
import autocannon from 'autocannon'

/**
 * Where the machine's CPU went during a load test, in % of all cores: the measured server (its process
 * group), the load tool (this process) and everything else. `other` above a few % means someone else's
 * work competed with the measurement: its figures are noisy (the machine is shared).
 */
export interface CpuShare {
  serverPct: number
  loadToolPct: number
  otherPct: number
  /**
   * CPU time the server (app and its database) spent per completed request, ms: the cost of a route,
   * much less sensitive to a busy machine than requests/s.
   */
  serverMsPerRequest: number
}

export interface LoadFigures {
  connections: number
  durationS: number
  /** Mean of autocannon's per-second samples. */
  requestsPerSec: number
  /** Latency percentiles of the steady state: each connection's first response is left out (see below). */
  p50Ms: number
  p99Ms: number
  /**
   * The slowest first response of a connection. autocannon opens every connection at once, and a
   * saturated single-threaded server starts serving them one by one: at 50 connections the last one
   * waits ~1.5 s. That ramp is not the steady state, and in a 2 s run it alone would be the p99.
   */
  firstResponseMaxMs: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  /** Mean response size (headers included), bytes. */
  bytesPerRequest: number
  cpu?: CpuShare
}

export interface LoadSpec {
  port: number
  path: string
  host: string
  connections: number
  durationS: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** The measured server's processes, for the CPU share. */
  server?: ServerProcesses
}

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_S = 0.01

function machineSeconds(): { busy: number; total: number } | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number)
    const total = fields.reduce((sum, value) => sum + value, 0)
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
    return { busy: (total - idle) * TICK_S, total: total * TICK_S }
  } catch {
    return null
  }
}

/** Which processes make up the measured server: a process group (the app), plus a process and its children (PostgreSQL). */
export interface ServerProcesses {
  group?: number
  roots?: number[]
}

/** CPU seconds used so far by each of the server's processes, by process id. */
function serverSeconds({ group, roots = [] }: ServerProcesses): Map<number, number> {
  const seconds = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // After "pid (command) ": state, ppid, pgrp, …; utime and stime are fields 14 and 15 of the line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const [pid, ppid, pgrp] = [Number(entry), Number(fields[1]), Number(fields[2])]
      if (pgrp === group || roots.includes(pid) || roots.includes(ppid)) seconds.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_S)
    } catch {
      // the process ended meanwhile
    }
  }
  return seconds
}

/** CPU seconds the server's processes have used so far, all together (for one request's cost). */
export function serverCpuSeconds(server: ServerProcesses): number {
  let total = 0
  for (const seconds of serverSeconds(server).values()) total += seconds
  return total
}

function cpuSnapshot(server: ServerProcesses | undefined) {
  const usage = process.cpuUsage()
  return { machine: machineSeconds(), server: server ? serverSeconds(server) : new Map<number, number>(), self: (usage.user + usage.system) / 1e6 }
}

function cpuShare(before: ReturnType<typeof cpuSnapshot>, after: ReturnType<typeof cpuSnapshot>, requests: number): CpuShare | undefined {
  if (!before.machine || !after.machine) return undefined
  const total = after.machine.total - before.machine.total
  if (total <= 0) return undefined
  const busy = after.machine.busy - before.machine.busy
  // Per process: a process that ended during the test (e.g. an idle PostgreSQL backend closed by the pool)
  // must not take its whole past CPU time out of the sum; its last moments are counted as other.
  let server = 0
  for (const [pid, seconds] of after.server) server += seconds - (before.server.get(pid) ?? 0)
  const self = after.self - before.self
  // Rounding of clock ticks: never below 0 or above 100 %.
  const pct = (seconds: number) => Math.round(Math.min(1, Math.max(0, seconds) / total) * 1000) / 10
  return {
    serverPct: pct(server),
    loadToolPct: pct(self),
    otherPct: pct(busy - Math.max(0, server) - Math.max(0, self)),
    serverMsPerRequest: requests > 0 ? Math.round((Math.max(0, server) / requests) * 1e5) / 100 : 0,
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number
}

export async function measure(spec: LoadSpec): Promise<LoadFigures> {
  const instance = autocannon({
    url: `http://127.0.0.1:${spec.port}${spec.path}`,
    connections: spec.connections,
    duration: spec.durationS,
    method: spec.method ?? 'GET',
    headers: { ...spec.headers, host: spec.host },
    body: spec.body,
    timeout: 30,
    // Opening the connections and the first second under load (JIT, pools) are not part of the figures.
    warmup: { connections: spec.connections, duration: 1 },
  })
  // The CPU accounting starts with the measured run, after the warm-up.
  let before = cpuSnapshot(spec.server)
  instance.on('start', () => {
    before = cpuSnapshot(spec.server)
  })
  const connected = new Set<object>()
  let firstResponseMaxMs = 0
  let latencies = new Float64Array(1 << 16)
  let count = 0
  instance.on('response', (client, _status, _bytes, responseTime) => {
    if (!connected.has(client)) {
      connected.add(client)
      firstResponseMaxMs = Math.max(firstResponseMaxMs, responseTime)
      return
    }
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2)
      grown.set(latencies)
      latencies = grown
    }
    latencies[count++] = responseTime
  })
  const result = await instance
  const steady = latencies.subarray(0, count).sort()
  const completed = result.requests.total
  const cpu = cpuShare(before, cpuSnapshot(spec.server), completed)
  return {
    connections: spec.connections,
    durationS: spec.durationS,
    requestsPerSec: result.requests.average,
    p50Ms: round(percentile(steady, 0.5)),
    p99Ms: round(percentile(steady, 0.99)),
    firstResponseMaxMs: round(firstResponseMaxMs),
    requests: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
    cpu,
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10

/** Whether the figures describe the route (no failed request) or an error path. */
export function isClean(figures: LoadFigures): boolean {
  return figures.non2xx === 0 && figures.errors === 0 && figures.timeouts === 0 && figures.requests > 0
}
