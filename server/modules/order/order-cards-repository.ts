import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import { giftCards, orders, packages, productTranslations, products, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/* The cards an order issued, each with its product's title and the delivery type of its shipment (card mails). */

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

/** The card's order (its billing address) and package (its note); nulls for a card issued without an order. */
export async function giverRowOfCard(db: Db, cardNumber: string) {
  const [row] = await db
    .select({ orderId: orders.id, billing: orders.billingAddress, message: packages.message })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(packages, eq(packages.id, giftCards.packageId))
    .where(eq(giftCards.number, cardNumber))
    .limit(1)
  return row ?? null
}
