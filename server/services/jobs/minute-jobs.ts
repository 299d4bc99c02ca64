import 'server-only'
import type { Db } from '@/server/db/types'
import { errorField, loggerFor } from '@/server/services/log/logger'
import { jobRuns } from '@/server/services/metrics/registry'

const log = loggerFor('jobs')

/**
 * Work that falls due with time (activating paid cards, the monthly doubler draw). Every instance
 * runs every job each minute, so a job must be safe to run twice at once: it claims rows with a
 * conditional update or lets a primary key refuse the second run.
 */
export interface MinuteJob {
  name: string
  run: (db: Db, now: Date) => Promise<unknown>
}

export const JOB_INTERVAL_MS = 60_000

/** Runs each job once now and then every minute; one failing job does not stop the others. */
export function startMinuteJobs(db: () => Promise<Db>, jobs: readonly MinuteJob[]): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const handle = await db()
      for (const job of jobs) {
        await job.run(handle, new Date()).then(
          () => jobRuns.inc({ job: job.name, outcome: 'ok' }),
          (error: unknown) => {
            jobRuns.inc({ job: job.name, outcome: 'failed' })
            log.error({ job: job.name, error: errorField(error) }, 'job failed')
          },
        )
      }
    } catch (error) {
      log.error({ error: errorField(error) }, 'database not reachable: jobs skipped')
    } finally {
      running = false
    }
  }
  const timer = setInterval(tick, JOB_INTERVAL_MS)
  // Never keeps a process alive on its own (tests, scripts).
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
