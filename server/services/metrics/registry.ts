import 'server-only'
import { Counter, Histogram, Registry } from 'prom-client'

/**
 * The process's metrics registry (docs/operations.md "Metrics"). It lives on globalThis under a
 * well-known symbol: the production server (scripts/server/shop-server.mjs) records HTTP requests in the same
 * registry before Next.js sees them, and Next's module reloading in development must not register a
 * metric twice.
 */
const REGISTRY_KEY = Symbol.for('giftshop.metrics.registry')
const globalForMetrics = globalThis as unknown as Record<symbol, Registry | undefined>

export const registry: Registry = (globalForMetrics[REGISTRY_KEY] ??= new Registry())

/** The counter of this name, created once per process. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (registry.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter<L>({ name, help, labelNames, registers: [registry] })
}

export const graphqlOperations = counter('giftshop_graphql_operations_total',
  'GraphQL operations by name and outcome: ok, or the spec error code of the first error (docs/rules/errors.md)', ['operation', 'code'])

export const graphqlDuration = (registry.getSingleMetric('giftshop_graphql_operation_duration_seconds') as Histogram<'operation'> | undefined) ?? new Histogram({
  name: 'giftshop_graphql_operation_duration_seconds',
  help: 'Time to execute a GraphQL operation, by name',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
})

export const jobRuns = counter('giftshop_job_runs_total',
  'Runs of the background jobs (minute jobs and the mail sweep) by job and outcome (ok, failed)', ['job', 'outcome'])

export const rateLimitRefusals = counter('giftshop_rate_limit_refusals_total', 'Attempts refused by a rate limit, by limit name', ['limit'])

export const catalogueCache = counter('giftshop_catalogue_cache_total',
  'In-memory catalogue answers: hit (served from memory) or miss (read from the database)', ['result'])

export const mailDeliveries = counter('giftshop_mail_deliveries_total', 'Mail delivery attempts by this process, by outcome (sent, failed)', ['outcome'])
