import 'server-only'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { productTranslations, productVariations, products } from '@/server/db/schema'
import { preparedPerDb } from '@/server/db/prepared'
import type { Db } from '@/server/db/types'

/** The catalogue rows a basket change reads: the variation to add and the stock of those it holds. */

const variationQuery = preparedPerDb((db) => db
  .select({ variation: productVariations, product: products, title: productTranslations.title })
  .from(productVariations)
  .innerJoin(products, eq(products.id, productVariations.productId))
  .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, sql.placeholder('language'))))
  .where(and(eq(productVariations.id, sql.placeholder('variationId')), eq(products.storefront, sql.placeholder('storefront')), eq(products.published, true)))
  .limit(1)
  .prepare('cart_find_variation'))

/** A published variation with its product, and the product's title in the language (null when it has none). */
export async function findVariation(db: Db, storefront: string, variationId: number, language: string) {
  const [row] = await variationQuery(db).execute({ storefront, variationId, language })
  return row ?? null
}

export async function stockOfVariations(db: Db, variationIds: number[]): Promise<Map<number, number | null>> {
  if (variationIds.length === 0) return new Map()
  const rows = await db.select({ id: productVariations.id, stock: productVariations.stock })
    .from(productVariations).where(inArray(productVariations.id, variationIds))
  return new Map(rows.map((row) => [row.id, row.stock]))
}
