/**
 * Runs once when a server instance starts: opens the database, applies migrations and seeds an empty
 * catalogue, so the first shopper does not wait for it (and a broken database shows at start). Next
 * serves no request before this returns, so no page sees the database before it is seeded.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { enforceTestModeAtStart } = await import('./server/services/test-mode')
  enforceTestModeAtStart()
  const { errorField, loggerFor } = await import('./server/services/log/logger')
  const log = loggerFor('start')
  if (process.env.DATABASE_URL) {
    // Other instances' catalogue changes drop this instance's cached pages (docs/architecture.md
    // "Caching"); it keeps trying while the database is unreachable. PGlite is one process.
    const { listenForCatalogChanges } = await import('./server/modules/catalog/catalog-changes')
    listenForCatalogChanges(process.env.DATABASE_URL)
  }
  const { getDbHandle } = await import('./server/db/client')
  const started = Date.now()
  try {
    const handle = await getDbHandle()
    // The seed is a start-up step, not part of opening the database (docs/architecture.md "Database").
    const { seedOnStart } = await import('./server/db/seed/on-start')
    await seedOnStart(handle.db)
    log.info({ database: handle.kind, durationMs: Date.now() - started }, 'database ready')
    const { getDb } = await import('./server/db/client')
    const { startMinuteJobs } = await import('./server/services/jobs/minute-jobs')
    const { minuteJobs } = await import('./server/jobs')
    startMinuteJobs(getDb, minuteJobs)
    const { warmUpCardMail } = await import('./server/services/mail/warm-up')
    const warming = Date.now()
    void warmUpCardMail().then(
      () => log.info({ durationMs: Date.now() - warming }, 'card mail renderer ready'),
      (error: unknown) => log.error({ error: errorField(error) }, 'card mail renderer failed to warm up'),
    )
  } catch (error) {
    // Keep serving: pages that need the database answer with an error until it is reachable.
    log.error({ error: errorField(error) }, 'database not ready')
  }
}
