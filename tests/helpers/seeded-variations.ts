import { and, eq, isNull } from 'drizzle-orm'
import { productVariations, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * A CBBE variation of the seeded catalogue that never runs out (no stock), digital or physical, with
 * its first shown price in euros: what a test adds to a basket when the product itself does not matter.
 */
export async function unlimitedVariation(db: Db, type: 'digital' | 'physical'): Promise<{ variationId: string; amount: number }> {
  const [row] = await db.select({ id: productVariations.id, prices: productVariations.pricesToShow }).from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, type === 'digital' ? 'GIFTCARD_DIGITAL' : 'GIFTCARD_PHYSICAL'),
      eq(productVariations.variationType, type), isNull(productVariations.stock))).limit(1)
  if (!row) throw new Error(`the seeded CBBE catalogue has no ${type} variation without stock`)
  return { variationId: String(row.id), amount: row.prices[0]! / 100 }
}
