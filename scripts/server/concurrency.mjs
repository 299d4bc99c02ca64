// How many app processes the production server runs (WEB_CONCURRENCY), and when the cluster primary
// gives up restarting a crashing worker (docs/operations.md "Running on every core and several
// instances"). Pure: start.mjs and cluster-primary.mjs act on the answers; types in concurrency.d.mts.

/** Crashes within CRASH_WINDOW_MS after which the primary stops restarting and exits non-zero. */
export const CRASH_LIMIT = 5
export const CRASH_WINDOW_MS = 60_000
/** A restart waits one second per crash in the window, so a worker that fails at start is not fork-looped. */
const RESTART_DELAY_STEP_MS = 1_000

/**
 * WEB_CONCURRENCY: unset or empty is 1; `auto` is one process per core (os.availableParallelism());
 * otherwise a whole number from 1. Anything else is an error, so a typo does not silently run one process.
 */
export function parseWebConcurrency(value, availableParallelism) {
  const given = (value ?? '').trim()
  if (given === '') return { workers: 1 }
  if (given.toLowerCase() === 'auto') return { workers: Math.max(1, availableParallelism) }
  if (!/^[0-9]+$/.test(given) || Number(given) < 1) {
    return { error: `WEB_CONCURRENCY must be a whole number from 1, or "auto" (one process per core); it is "${given}"` }
  }
  return { workers: Number(given) }
}

/**
 * One process without node:cluster (today's server, unchanged), or a primary forking `workers` workers.
 * More than one process needs PostgreSQL: PGlite keeps its data in one process's folder
 * (server/db/pglite-lock.ts refuses a second opener).
 */
export function serverPlan(env, availableParallelism) {
  const parsed = parseWebConcurrency(env.WEB_CONCURRENCY, availableParallelism)
  if ('error' in parsed) return parsed
  if (parsed.workers === 1) return { mode: 'single' }
  if (!env.DATABASE_URL) {
    return { error: `WEB_CONCURRENCY=${parsed.workers} needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only. Set DATABASE_URL=postgres://… or WEB_CONCURRENCY=1` }
  }
  return { mode: 'cluster', workers: parsed.workers }
}

/**
 * The primary's memory of worker crashes: `crashed(now)` says whether to restart and after how long,
 * or to give up because CRASH_LIMIT crashes fell within CRASH_WINDOW_MS.
 */
export function crashBudget({ limit = CRASH_LIMIT, windowMs = CRASH_WINDOW_MS } = {}) {
  let times = []
  return {
    crashed(now) {
      times = [...times.filter((time) => now - time < windowMs), now]
      if (times.length >= limit) return { restart: false, crashesInWindow: times.length }
      return { restart: true, delayMs: times.length * RESTART_DELAY_STEP_MS, crashesInWindow: times.length }
    },
  }
}
