// GET /api/metrics with WEB_CONCURRENCY > 1 (docs/operations.md "Metrics"): the worker that got the
// scrape asks the primary, the primary asks every worker for its registry (prom-client's
// AggregatorRegistry) and answers with the sum. Counters and histograms then count the whole server,
// whichever worker the scrape reached. Types in cluster-metrics.d.mts.
import { AggregatorRegistry, Registry, collectDefaultMetrics } from 'prom-client'

export const METRICS_REQUEST = 'giftshop:cluster-metrics-request'
export const METRICS_ANSWER = 'giftshop:cluster-metrics-answer'
/** Under this key a worker offers the app (app/api/metrics/route.ts) the function that returns the sum. */
const CLUSTER_METRICS_KEY = Symbol.for('giftshop.metrics.cluster')
// The same keys as server/services/metrics/registry.ts and business-gauges.ts.
const REGISTRY_KEY = Symbol.for('giftshop.metrics.registry')
/** Longer than prom-client's own 5 s wait for the workers, so its error is the one reported. */
const ANSWER_TIMEOUT_MS = 6_000
let requestCount = 0

/** Primary: answers each worker's request with the sum over all workers, or the reason there is none. */
export function serveClusterMetrics(cluster, aggregator = new AggregatorRegistry()) {
  cluster.on('message', (worker, message) => {
    if (message?.type !== METRICS_REQUEST) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) }),
    )
  })
}

/**
 * Worker: asks the primary over `channel` (the worker's `process`) for the sum; rejects when the primary
 * says it failed or does not answer in time.
 */
export function askPrimary(channel, timeoutMs = ANSWER_TIMEOUT_MS) {
  const id = `${process.pid}:${++requestCount}`
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      channel.off('message', onMessage)
    }
    const onMessage = (message) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return
      done()
      if (typeof message.text === 'string') resolve(message.text)
      else reject(new Error(`the cluster primary could not sum the metrics: ${message.error}`))
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error(`the cluster primary did not answer the metrics request within ${timeoutMs} ms`))
    }, timeoutMs)
    channel.on('message', onMessage)
    channel.send({ type: METRICS_REQUEST, id })
  })
}

/**
 * Worker: hands the process's shared registry to prom-client's cluster listener (it answers the
 * primary's requests), starts Node's own figures now so every worker reports them (not only the ones
 * that were scraped), and offers the app the function that returns the sum.
 */
export function offerWorkerMetrics(channel = process) {
  const registry = (globalThis[REGISTRY_KEY] ??= new Registry())
  if (!globalThis.__giftshopDefaultMetrics) {
    globalThis.__giftshopDefaultMetrics = true
    collectDefaultMetrics({ register: registry, prefix: 'giftshop_' })
  }
  AggregatorRegistry.setRegistries([registry])
  // Constructing one installs prom-client's listener for the primary's requests in this worker.
  new AggregatorRegistry()
  globalThis[CLUSTER_METRICS_KEY] = () => askPrimary(channel)
}
