import 'server-only'
import { Counter, Histogram, Registry } from 'prom-client'

/**
 * The process's metrics registry (docs/operations.md "Metrics"). It lives on globalThis under a
 * well-known symbol: the production server (scripts/server/start.mjs) records HTTP requests in the same
 * registry before Next.js sees them, and Next's module reloading in development must not register a
 * metric twice.
 */
const REGISTRY_KEY = Symbol.for('giftshop.metrics.registry')
const globalForMetrics = globalThis as unknown as Record<symbol, Registry | undefined>

export const registry: Registry = (globalForMetrics[REGISTRY_KEY] ??= new Registry())

/** The metric of this name, created once per process. */
function once<T>(name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create()
}

export const graphqlOperations = once('giftshop_graphql_operations_total', () => new Counter({
  name: 'giftshop_graphql_operations_total',
  help: 'GraphQL operations by name and outcome: ok, or the spec error code of the first error (docs/rules/errors.md)',
  labelNames: ['operation', 'code'] as const,
  registers: [registry],
}))

export const graphqlDuration = once('giftshop_graphql_operation_duration_seconds', () => new Histogram({
  name: 'giftshop_graphql_operation_duration_seconds',
  help: 'Time to execute a GraphQL operation, by name',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
}))

export const jobRuns = once('giftshop_job_runs_total', () => new Counter({
  name: 'giftshop_job_runs_total',
  help: 'Runs of the background jobs (minute jobs and the mail sweep) by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
}))

export const rateLimitRefusals = once('giftshop_rate_limit_refusals_total', () => new Counter({
  name: 'giftshop_rate_limit_refusals_total',
  help: 'Attempts refused by a rate limit, by limit name',
  labelNames: ['limit'] as const,
  registers: [registry],
}))

export const catalogueCache = once('giftshop_catalogue_cache_total', () => new Counter({
  name: 'giftshop_catalogue_cache_total',
  help: 'In-memory catalogue answers: hit (served from memory) or miss (read from the database)',
  labelNames: ['result'] as const,
  registers: [registry],
}))

export const mailDeliveries = once('giftshop_mail_deliveries_total', () => new Counter({
  name: 'giftshop_mail_deliveries_total',
  help: 'Mail delivery attempts by this process, by outcome (sent, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
}))
