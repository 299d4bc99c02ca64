import 'server-only'

/** Set by a cluster worker of the production server (scripts/server/cluster-metrics.mjs offerWorkerMetrics). */
const CLUSTER_METRICS_KEY = Symbol.for('giftshop.metrics.cluster')

/**
 * With WEB_CONCURRENCY > 1: the function that returns the shared registry's figures summed over every
 * worker (docs/operations.md "Metrics"). Undefined in a single process, which answers from its own registry.
 */
export function clusterMetricsSum(): (() => Promise<string>) | undefined {
  return (globalThis as unknown as Record<symbol, (() => Promise<string>) | undefined>)[CLUSTER_METRICS_KEY]
}
