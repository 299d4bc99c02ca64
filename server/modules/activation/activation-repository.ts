import 'server-only'
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import { cardActivations, giftCards, productTranslations, productVariations, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

export type ActivationRow = typeof cardActivations.$inferSelect
export type CardRow = typeof giftCards.$inferSelect

export interface ChoiceCardProduct {
  id: number
  title: string
  /** The custom amount range of the physical card (the one sold in shops), minor units. */
  minPrice: number
  maxPrice: number
  currency: string
}

/** The storefront's published choice cards with the range of their physical variation (first: the shop's main one). */
export async function findChoiceCards(db: Db, storefront: string, language: string): Promise<ChoiceCardProduct[]> {
  const rows = await db
    .select({ id: products.id, title: productTranslations.title, slug: products.slug, variation: productVariations })
    .from(products)
    .innerJoin(productVariations, eq(productVariations.productId, products.id))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(and(eq(products.storefront, storefront), eq(products.isChoiceCard, true), eq(products.published, true)))
    .orderBy(asc(products.position), asc(products.id), asc(productVariations.id))
  const byProduct = new Map<number, ChoiceCardProduct>()
  for (const row of rows) {
    const current = byProduct.get(row.id)
    // The physical variation's range wins: activation is for cards bought in a shop.
    if (current && row.variation.variationType !== 'physical') continue
    byProduct.set(row.id, {
      id: row.id, title: row.title ?? row.slug, minPrice: row.variation.minPrice, maxPrice: row.variation.maxPrice, currency: row.variation.currency,
    })
  }
  return [...byProduct.values()]
}

export async function findCardByNumber(db: Db, number: string): Promise<CardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1)
  return row ?? null
}

/** A paid activation of the card other than `exceptOrderId` (a card is activated by at most one paid order). */
export async function paidActivationOfCard(db: Db, cardId: string, exceptOrderId?: string): Promise<ActivationRow | null> {
  const [row] = await db.select().from(cardActivations)
    .where(and(eq(cardActivations.cardId, cardId), isNotNull(cardActivations.activateAfter), ...(exceptOrderId ? [ne(cardActivations.orderId, exceptOrderId)] : [])))
    .limit(1)
  return row ?? null
}

export async function findActivation(db: Db, orderId: string): Promise<ActivationRow | null> {
  const [row] = await db.select().from(cardActivations).where(eq(cardActivations.orderId, orderId)).limit(1)
  return row ?? null
}
