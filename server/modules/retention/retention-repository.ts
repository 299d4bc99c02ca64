import 'server-only'
import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import {
  mailOutbox, passwordResetTokens, 
  rateLimitCounters, redeemTokens, sessions, testProviderPayments,
} from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * The deletes of the retention job. Each takes at most `batch` rows, found through an index, and
 * locks them with FOR UPDATE SKIP LOCKED: instances running the job at the same moment take
 * different rows (or nothing) instead of waiting for each other, and a row a request is changing
 * right now is left for the next run. Returns how many rows went. Anonymous baskets go through the
 * order module (order/basket-retention-repository.ts).
 */

export async function purgeExpiredSessions(db: Db, now: Date, batch: number): Promise<number> {
  const expired = db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    .where(lte(sessions.expiresAt, now)).limit(batch).for('update', { skipLocked: true })
  const removed = await db.delete(sessions).where(inArray(sessions.tokenHash, expired)).returning({ tokenHash: sessions.tokenHash })
  return removed.length
}

/** Rate-limit windows that have ended (hitRateLimit restarts an ended window, so nothing is lost). */
export async function purgeEndedRateLimitWindows(db: Db, now: Date, batch: number): Promise<number> {
  const ended = db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now)).limit(batch).for('update', { skipLocked: true })
  const removed = await db.delete(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, ended), lte(rateLimitCounters.expiresAt, now)))
    .returning({ key: rateLimitCounters.key })
  return removed.length
}

/** Redeem tokens whose time is over (one row per token and card; each expires on its own). */
export async function purgeExpiredRedeemTokens(db: Db, now: Date, batch: number): Promise<number> {
  const expired = db.select({ tokenHash: redeemTokens.tokenHash, cardId: redeemTokens.cardId }).from(redeemTokens)
    .where(lte(redeemTokens.expiresAt, now)).limit(batch).for('update', { skipLocked: true })
  const removed = await db.delete(redeemTokens)
    .where(sql`(${redeemTokens.tokenHash}, ${redeemTokens.cardId}) in ${expired}`)
    .returning({ tokenHash: redeemTokens.tokenHash })
  return removed.length
}

/** Password-reset links that were used or have expired: either way they no longer work. */
export async function purgeDeadResetTokens(db: Db, now: Date, batch: number): Promise<number> {
  let total = 0
  for (const dead of [lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)]) {
    const rows = db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens)
      .where(dead).limit(batch).for('update', { skipLocked: true })
    const removed = await db.delete(passwordResetTokens).where(inArray(passwordResetTokens.tokenHash, rows))
      .returning({ tokenHash: passwordResetTokens.tokenHash })
    total += removed.length
  }
  return total
}

/** Mails delivered before `sentBefore`; undelivered ones (sent_at null) always stay. */
export async function purgeDeliveredMail(db: Db, sentBefore: Date, batch: number): Promise<number> {
  const delivered = db.select({ id: mailOutbox.id }).from(mailOutbox)
    .where(lte(mailOutbox.sentAt, sentBefore)).limit(batch).for('update', { skipLocked: true })
  const removed = await db.delete(mailOutbox).where(inArray(mailOutbox.id, delivered)).returning({ id: mailOutbox.id })
  return removed.length
}

/** The built-in test payment page's own records (never real money), by age. */
export async function purgeTestPayments(db: Db, createdBefore: Date, batch: number): Promise<number> {
  const old = db.select({ id: testProviderPayments.id }).from(testProviderPayments)
    .where(lte(testProviderPayments.createdAt, createdBefore)).limit(batch).for('update', { skipLocked: true })
  const removed = await db.delete(testProviderPayments).where(inArray(testProviderPayments.id, old))
    .returning({ id: testProviderPayments.id })
  return removed.length
}
