import 'server-only'
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { cardMailResends, giftCards, mailOutbox, packages, productTranslations, products, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/*
 * The reads and writes of resending a card's e-mail (docs/rules/checkout.md resending a gift card e-mail):
 * the order's cards with the shipment they belong to, each card's latest e-mail, and the resend log.
 */

export interface OrderCardRow {
  id: string
  number: string
  openedAt: Date | null
  initialAmount: number
  currency: string
  /** In the shopper's language, else the product's slug. */
  productTitle: string
  deliveryType: 'DIGITAL' | 'PHYSICAL' | null
}

const cardColumns = {
  id: giftCards.id, number: giftCards.number, openedAt: giftCards.openedAt, initialAmount: giftCards.initialAmount, currency: giftCards.currency,
  productTitle: sql<string>`coalesce(${productTranslations.title}, ${products.slug})`, deliveryType: shipments.deliveryType,
}

function cardsQuery(db: Db, language: string) {
  return db.select(cardColumns).from(giftCards)
    .innerJoin(products, eq(products.id, giftCards.productId))
    .leftJoin(packages, eq(packages.id, giftCards.packageId))
    .leftJoin(shipments, eq(shipments.id, packages.shipmentId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, giftCards.productId), eq(productTranslations.language, language)))
}

/** The order's cards that were mailed: those of its digital shipments, in the order they were issued. */
export async function digitalCardsOfOrder(db: Db, orderId: string, language: string): Promise<OrderCardRow[]> {
  return cardsQuery(db, language).where(and(eq(giftCards.orderId, orderId), eq(shipments.deliveryType, 'DIGITAL')))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.number))
}

/** One card of the order, whatever its shipment (the caller refuses a physical one); null when not the order's. */
export async function cardOfOrder(db: Db, orderId: string, cardId: string, language: string): Promise<OrderCardRow | null> {
  const [row] = await cardsQuery(db, language).where(and(eq(giftCards.orderId, orderId), eq(giftCards.id, cardId))).limit(1)
  return row ?? null
}

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
