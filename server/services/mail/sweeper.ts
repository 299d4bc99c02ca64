import 'server-only'
import type { Db } from '@/server/db/types'
import { deliverPendingMail } from './outbox'
import { mailSenderFromEnv, mailTransportFromEnv } from './transport'
import { errorField, loggerFor } from '@/server/services/log/logger'
import { jobRuns } from '@/server/services/metrics/registry'

/** Every minute each instance sends what is still unsent: failed deliveries and crash leftovers. */
export const SWEEP_INTERVAL_MS = 60_000

export function startMailSweeper(db: () => Promise<Db>): () => void {
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await deliverPendingMail(await db(), mailTransportFromEnv(), mailSenderFromEnv())
      jobRuns.inc({ job: 'mail-sweep', outcome: 'ok' })
    } catch (error) {
      jobRuns.inc({ job: 'mail-sweep', outcome: 'failed' })
      loggerFor('mail').error({ error: errorField(error) }, 'sweep failed')
    } finally {
      running = false
    }
  }, SWEEP_INTERVAL_MS)
  // Never keeps a process alive on its own (tests, scripts).
  timer.unref()
  return () => clearInterval(timer)
}
