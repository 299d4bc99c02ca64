/**
 * Tells a database that cannot be reached (stopped, restarting, refusing connections) from a query
 * that failed, so callers can answer "temporarily unavailable" (HTTP 503) instead of a generic error.
 * Drivers wrap the cause (drizzle's "Failed query: …" around pg's error), so the whole chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN',
  // PostgreSQL SQLSTATEs: connection exceptions (08…), shutdown and startup (57P…), too many connections.
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300',
])
const UNAVAILABLE_MESSAGES = /Connection terminated|connection timeout|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error|timeout exceeded when trying to connect/i

function* causeChain(error: unknown): Generator<unknown> {
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth += 1) {
    yield current
    current = current instanceof Error ? current.cause : undefined
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    if (link instanceof AggregateError && link.errors.some(isDatabaseUnavailable)) return true
    const code = (link as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (link instanceof Error && UNAVAILABLE_MESSAGES.test(link.message)) return true
  }
  return false
}

/** The innermost message of the chain: what actually went wrong, without the query text around it. */
export function rootCauseMessage(error: unknown): string {
  let message = 'unknown'
  for (const link of causeChain(error)) {
    if (link instanceof AggregateError && link.errors[0] instanceof Error) message = link.errors[0].message
    else if (link instanceof Error && link.message) message = link.message
  }
  return message
}
