/**
 * Runs once when a server instance starts: opens the database, applies migrations and seeds an empty
 * catalogue, so the first shopper does not wait for it (and a broken database shows at start).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { enforceTestModeAtStart } = await import('./server/services/test-mode')
  enforceTestModeAtStart()
  const { getDbHandle } = await import('./server/db/client')
  const started = Date.now()
  try {
    const handle = await getDbHandle()
    console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms`)
    const { getDb } = await import('./server/db/client')
    const { startMailSweeper } = await import('./server/services/mail/sweeper')
    startMailSweeper(getDb)
    const { startMinuteJobs } = await import('./server/services/jobs/minute-jobs')
    const { minuteJobs } = await import('./server/jobs')
    startMinuteJobs(getDb, minuteJobs)
    const { warmUpCardMail } = await import('./server/services/mail/warm-up')
    const warming = Date.now()
    void warmUpCardMail().then(
      () => console.log(`[mail] card mail renderer ready in ${Date.now() - warming} ms`),
      (error: unknown) => console.error('[mail] card mail renderer failed to warm up:', error instanceof Error ? error.message : error),
    )
  } catch (error) {
    // Keep serving: pages that need the database answer with an error until it is reachable.
    console.error('[db] not ready:', error instanceof Error ? error.message : error)
  }
}
