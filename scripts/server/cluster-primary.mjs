// The node:cluster primary of WEB_CONCURRENCY > 1 (start.mjs): it forks the workers that each run
// shop-server.mjs on the shared port (Linux hands connections round-robin), restarts one that dies
// unexpectedly within a crash budget (concurrency.mjs), and passes SIGINT/SIGTERM on. It never loads
// Next.js: it holds no request and no database connection.
import cluster from 'node:cluster'
import path from 'node:path'
import { serveClusterMetrics } from './cluster-metrics.mjs'
import { CRASH_LIMIT, CRASH_WINDOW_MS, crashBudget } from './concurrency.mjs'
import { serverLogger } from './request-telemetry.mjs'

export function runClusterPrimary(workers) {
  const log = serverLogger()
  const budget = crashBudget()
  let stopping
  // Counted here rather than read from cluster.workers, which may still list a worker in its own 'exit'.
  const live = new Set()
  cluster.on('fork', (worker) => live.add(worker.id))
  // Each worker runs the server file with the primary's own arguments (`-p <port>`).
  cluster.setupPrimary({ exec: path.join(path.dirname(new URL(import.meta.url).pathname), 'shop-server.mjs'), args: process.argv.slice(2) })

  const stopAll = (signal) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker.id)
    if (stopping) {
      if (live.size === 0) process.exit(stopping.exitCode)
      return
    }
    const decision = budget.crashed(Date.now())
    if (!decision.restart) {
      log.error({ worker: worker.id, code, signal, crashesInWindow: decision.crashesInWindow },
        `worker exited: ${CRASH_LIMIT} crashes within ${CRASH_WINDOW_MS / 1000} s, stopping the server`)
      stopping = { exitCode: 1 }
      stopAll('SIGTERM')
      if (live.size === 0) process.exit(1)
      return
    }
    log.error({ worker: worker.id, code, signal, restartInMs: decision.delayMs }, 'worker exited unexpectedly, starting another')
    setTimeout(() => { if (!stopping) cluster.fork() }, decision.delayMs)
  })

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return
      // Each worker finishes its requests in flight (shop-server.mjs); the primary exits after the last.
      stopping = { exitCode: signal === 'SIGINT' ? 130 : 143 }
      stopAll(signal)
      if (live.size === 0) process.exit(stopping.exitCode)
    })
  }

  serveClusterMetrics(cluster)
  log.info({ workers }, 'cluster primary forking workers')
  for (let index = 0; index < workers; index++) cluster.fork()
}
