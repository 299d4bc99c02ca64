import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import { productTranslations, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/** What a choice card is swapped for: the redeem shop's products (docs/rules/catalogue.md brands modal). */
const REDEEM_PRODUCT_TYPES = ['GIFTCARD_DIGITAL', 'DONATION']

/**
 * The brands a choice gift card opens, by title in the language (as the choice card page's brands
 * modal lists them): every published digital gift card and donation of the storefront but the choice
 * card itself.
 */
export async function choiceCardBrandTitles(db: Db, storefront: string, language: string): Promise<string[]> {
  const rows = await db.select({ title: productTranslations.title }).from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(and(eq(products.storefront, storefront), eq(products.published, true), eq(products.isChoiceCard, false), inArray(products.productType, REDEEM_PRODUCT_TYPES)))
  const collator = new Intl.Collator(language)
  return rows.map((row) => row.title).sort((a, b) => collator.compare(a, b))
}

/** The brand's own webshop of each product (null where it has none). */
export async function productWebshops(db: Db, productIds: readonly number[]): Promise<Map<number, string | null>> {
  if (productIds.length === 0) return new Map()
  const rows = await db.select({ id: products.id, shopUrl: products.shopUrl }).from(products).where(inArray(products.id, [...productIds]))
  return new Map(rows.map((row) => [row.id, row.shopUrl]))
}
