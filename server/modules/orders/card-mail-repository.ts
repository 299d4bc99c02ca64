import 'server-only'
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { cardMailResends, giftCards, mailOutbox } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/*
 * The reads and writes of resending a card's e-mail (docs/rules/checkout.md resending a gift card e-mail):
 * each card's latest e-mail and the resend log (the order's cards are order/order-cards-repository.ts).
 */

export type CardMailRow = typeof mailOutbox.$inferSelect

export interface CardMails {
  /** The card's own e-mail, from the fulfilment: whether it went out says whether the card was delivered. */
  first: CardMailRow
  /** The newest e-mail of the card (its own, a resend or a correction): its recipient is the current one. */
  latest: CardMailRow
}

/** Each card's first and latest e-mail (the same row until it is resent or corrected). */
export async function cardMails(db: Db, cardIds: readonly string[]): Promise<Map<string, CardMails>> {
  if (cardIds.length === 0) return new Map()
  const end = (newest: boolean) => db.selectDistinctOn([mailOutbox.giftCardId]).from(mailOutbox)
    .where(inArray(mailOutbox.giftCardId, [...cardIds]))
    .orderBy(mailOutbox.giftCardId, newest ? desc(mailOutbox.createdAt) : asc(mailOutbox.createdAt), newest ? desc(mailOutbox.id) : asc(mailOutbox.id))
  const [firsts, latests] = [await end(false), await end(true)]
  const latestOf = new Map(latests.map((row) => [row.giftCardId!, row]))
  return new Map(firsts.map((row) => [row.giftCardId!, { first: row, latest: latestOf.get(row.giftCardId!) ?? row }]))
}

export interface ResendCounts {
  /** Resends per card since the window's start. */
  perCard: Map<string, number>
  /** Resends of all the order's cards since the window's start. */
  order: number
  /** Cards whose recipient was corrected (ever). */
  corrected: Set<string>
}

/** What the limits count, from the log itself: one shared count for every app instance. */
export async function resendCounts(db: Db, orderId: string, since: Date): Promise<ResendCounts> {
  const orderCards = db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.orderId, orderId))
  const recent = await db.select({ cardId: cardMailResends.cardId, total: count() }).from(cardMailResends)
    .where(and(inArray(cardMailResends.cardId, orderCards), eq(cardMailResends.kind, 'RESEND'), gt(cardMailResends.createdAt, since)))
    .groupBy(cardMailResends.cardId)
  const corrections = await db.select({ cardId: cardMailResends.cardId }).from(cardMailResends)
    .where(and(inArray(cardMailResends.cardId, orderCards), eq(cardMailResends.kind, 'CORRECT_RECIPIENT')))
  const perCard = new Map(recent.map((row) => [row.cardId, Number(row.total)]))
  return { perCard, order: [...perCard.values()].reduce((sum, total) => sum + total, 0), corrected: new Set(corrections.map((row) => row.cardId)) }
}

/** A copy of a card e-mail to `recipient`, due at once, dated `now` (so it is the card's latest). */
export async function insertMailCopy(db: Db, mail: CardMailRow, recipient: string, now: Date): Promise<string> {
  const [row] = await db.insert(mailOutbox).values({
    kind: mail.kind, recipient, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments, giftCardId: mail.giftCardId, createdAt: now,
  }).returning({ id: mailOutbox.id })
  return row!.id
}

/**
 * Points a card e-mail that is still waiting at another address, unless a sender holds it right now
 * or a sender handed it over and died (then it may already be on its way to the old one); failed
 * attempts start over, backoff and refusal included, since the old address may have been why.
 * Returns whether it was changed.
 */
export async function redirectPendingMail(db: Db, mailId: string, recipient: string, now: Date): Promise<boolean> {
  const changed = await db.update(mailOutbox).set({ recipient, attempts: 0, lastError: null, nextAttemptAt: null, failedAt: null })
    .where(and(eq(mailOutbox.id, mailId), sql`${mailOutbox.sentAt} is null`, sql`${mailOutbox.handedOverAt} is null`,
      sql`(${mailOutbox.claimedUntil} is null or ${mailOutbox.claimedUntil} < ${now.toISOString()}::timestamptz)`))
    .returning({ id: mailOutbox.id })
  return changed.length > 0
}

export type ResendLogEntry = typeof cardMailResends.$inferInsert

export async function logResend(db: Db, entry: ResendLogEntry): Promise<void> {
  await db.insert(cardMailResends).values(entry)
}
