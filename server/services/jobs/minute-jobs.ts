import 'server-only'
import type { Db } from '@/server/db/types'
import { errorField, loggerFor } from '@/server/services/log/logger'
import { jobRuns } from '@/server/services/metrics/registry'
import { claimJobSlot, slotOf } from './job-slots'

const log = loggerFor('jobs')

/**
 * Work that falls due with time (activating paid cards, the monthly doubler draw, the mail sweep).
 * Every instance ticks every job each interval, and the first to claim the interval's slot in the
 * database runs it (job-slots.ts): once per interval across all instances. A job must still be safe
 * to run again (it claims rows with a conditional update or lets a primary key refuse a second run):
 * an instance that dies mid-run leaves its work to the next slot.
 */
export interface MinuteJob {
  name: string
  run: (db: Db, now: Date) => Promise<unknown>
}

const DEFAULT_INTERVAL_SECONDS = 60

/** JOB_INTERVAL_SECONDS (default 60; the reliability suite shortens it so a test sees many slots). */
export function jobIntervalMs(configured = process.env.JOB_INTERVAL_SECONDS): number {
  const seconds = Number(configured)
  return configured?.trim() && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_INTERVAL_SECONDS * 1000
}

/** Runs each job this slot unless another instance has; one failing job does not stop the others. */
export async function runDueJobs(db: Db, jobs: readonly MinuteJob[], now: Date, intervalMs: number): Promise<void> {
  const slot = slotOf(now, intervalMs)
  for (const job of jobs) {
    try {
      if (!(await claimJobSlot(db, job.name, slot))) continue
      await job.run(db, now)
      jobRuns.inc({ job: job.name, outcome: 'ok' })
      log.debug({ job: job.name, slot }, 'job ran')
    } catch (error) {
      jobRuns.inc({ job: job.name, outcome: 'failed' })
      log.error({ job: job.name, slot, error: errorField(error) }, 'job failed')
    }
  }
}

/** Ticks now and then every interval; a tick still running when the next falls due is not doubled. */
export function startMinuteJobs(db: () => Promise<Db>, jobs: readonly MinuteJob[], intervalMs = jobIntervalMs()): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runDueJobs(await db(), jobs, new Date(), intervalMs)
    } catch (error) {
      log.error({ error: errorField(error) }, 'database not reachable: jobs skipped')
    } finally {
      running = false
    }
  }
  const timer = setInterval(tick, intervalMs)
  // Never keeps a process alive on its own (tests, scripts).
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
