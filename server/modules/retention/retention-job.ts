import 'server-only'
import type { Db } from '@/server/db/types'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { cutoff, retentionSettings, TEST_PAYMENT_RETENTION_DAYS, type RetentionSetting } from './retention-config'
import * as repo from './retention-repository'
import { purgeAnonymousBaskets } from '../order/basket-retention-repository'

/**
 * Rows per table per run. Every instance runs the job every minute, so a backlog (the first run after
 * deploying this) drains at a few thousand rows a minute in short statements that hold few locks,
 * and a run with nothing to do costs one index probe per table.
 */
export const RETENTION_BATCH = 1000

export type PurgeCounts = Record<'baskets' | 'sessions' | 'rateLimitWindows' | 'redeemTokens' | 'resetTokens' | 'mail' | 'testPayments', number>

/**
 * Deletes what has outlived its retention (docs: README configuration, BASKET_RETENTION_DAYS and
 * MAIL_RETENTION_DAYS). One failing purge or an unreadable setting does not stop the others; the
 * job then throws so the runner logs why.
 */
export async function purgeExpired(db: Db, now: Date, env: Record<string, string | undefined> = process.env): Promise<PurgeCounts> {
  const settings = retentionSettings(env)
  const problems: string[] = []
  const counts: PurgeCounts = { baskets: 0, sessions: 0, rateLimitWindows: 0, redeemTokens: 0, resetTokens: 0, mail: 0, testPayments: 0 }
  const step = async (name: keyof PurgeCounts, run: () => Promise<number>) => {
    try {
      counts[name] = await run()
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const withDays = (setting: RetentionSetting, run: (days: number) => Promise<number>) => async () => {
    if (!setting.ok) {
      problems.push(setting.message)
      return 0
    }
    return run(setting.days)
  }
  await step('baskets', withDays(settings.baskets, (days) => purgeAnonymousBaskets(db, cutoff(now, days), RETENTION_BATCH)))
  await step('sessions', () => repo.purgeExpiredSessions(db, now, RETENTION_BATCH))
  await step('rateLimitWindows', () => repo.purgeEndedRateLimitWindows(db, now, RETENTION_BATCH))
  await step('redeemTokens', () => repo.purgeExpiredRedeemTokens(db, now, RETENTION_BATCH))
  await step('resetTokens', () => repo.purgeDeadResetTokens(db, now, RETENTION_BATCH))
  await step('mail', withDays(settings.mail, (days) => repo.purgeDeliveredMail(db, cutoff(now, days), RETENTION_BATCH)))
  await step('testPayments', () => repo.purgeTestPayments(db, cutoff(now, TEST_PAYMENT_RETENTION_DAYS), RETENTION_BATCH))
  if (problems.length > 0) throw new Error(`retention: ${problems.join('; ')}`)
  return counts
}

export const retentionJob: MinuteJob = { name: 'retention', run: (db, now) => purgeExpired(db, now) }
