import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import type { StorefrontCode } from '@/config/storefronts/types'
import { giftCards, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/** The storefront's choice card (its first published one), or null where it sells none. */
export async function choiceCardOf(db: Db, storefront: StorefrontCode): Promise<{ id: number; slug: string } | null> {
  const [row] = await db.select({ id: products.id, slug: products.slug }).from(products)
    .where(and(eq(products.storefront, storefront), eq(products.isChoiceCard, true), eq(products.published, true)))
    .orderBy(asc(products.position), asc(products.id)).limit(1)
  return row ?? null
}

/** A printed card waiting on a shelf: no balance until it is activated. */
export interface ShelfCard {
  number: string
  pinHash: string
  storefront: StorefrontCode
  productId: number
  currency: string
  expiresAt: Date
  createdAt: Date
}

/** Inserts a NOT_ACTIVATED card; false when its number is taken (the unique index), so the caller draws again. */
export async function insertShelfCard(tx: Db, card: ShelfCard): Promise<boolean> {
  const [inserted] = await tx.insert(giftCards).values({ ...card, initialAmount: 0, status: 'NOT_ACTIVATED' })
    .onConflictDoNothing().returning({ id: giftCards.id })
  return inserted !== undefined
}
