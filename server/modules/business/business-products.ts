import 'server-only'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { productTranslations, productVariations, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { businessAmountRange, type AmountRange, type BusinessProductRanges } from '@/validation/business'
import { toMoney } from '../common/money'
import type { ShopperContext } from '../common/user-data'

/** Gift cards only: donations and blank card packs are not part of a business order. */
const BUSINESS_PRODUCT_TYPES = ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']

export interface BusinessProductView extends BusinessProductRanges {
  slug: string
  title: string
}

/**
 * The storefront's published gift cards with their amount range per delivery (major units), the
 * storefront's business range applied (docs/rules/limits.md, Poland). `slugs` narrows the list to those products.
 */
export async function loadBusinessProducts(db: Db, shopper: ShopperContext, slugs?: readonly string[]): Promise<BusinessProductView[]> {
  const { storefront, language } = shopper
  if (slugs && slugs.length === 0) return []
  const rows = await db
    .select({
      id: products.id, slug: products.slug, variationType: productVariations.variationType, currency: productVariations.currency,
      minPrice: productVariations.minPrice, maxPrice: productVariations.maxPrice,
    })
    .from(products)
    .innerJoin(productVariations, eq(productVariations.productId, products.id))
    .where(and(
      eq(products.storefront, storefront.code),
      eq(products.published, true),
      inArray(products.productType, BUSINESS_PRODUCT_TYPES),
      ...(slugs ? [inArray(products.slug, [...slugs])] : []),
    ))
    .orderBy(asc(products.position), asc(products.id))
  if (rows.length === 0) return []
  const ids = [...new Set(rows.map((row) => row.id))]
  const translations = await db
    .select({ productId: productTranslations.productId, language: productTranslations.language, title: productTranslations.title })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, ids))
  const titleOf = (id: number) =>
    translations.find((row) => row.productId === id && row.language === language)?.title
    ?? translations.find((row) => row.productId === id && row.language === storefront.defaultLanguage)?.title
    ?? translations.find((row) => row.productId === id)?.title
  const range = (min: number, max: number, currency: string): AmountRange =>
    businessAmountRange(storefront.code, { min: toMoney(min, currency).value, max: toMoney(max, currency).value })

  const byId = new Map<number, BusinessProductView>()
  for (const row of rows) {
    const view = byId.get(row.id) ?? { slug: row.slug, title: titleOf(row.id) ?? row.slug, DIGITAL: null, PHYSICAL: null }
    if (row.variationType === 'digital') view.DIGITAL = range(row.minPrice, row.maxPrice, row.currency)
    if (row.variationType === 'physical') view.PHYSICAL = range(row.minPrice, row.maxPrice, row.currency)
    byId.set(row.id, view)
  }
  return [...byId.values()]
}

/** A product and delivery of a business order: the variation its cards are issued from. */
export interface BusinessVariation {
  slug: string
  deliveryType: 'DIGITAL' | 'PHYSICAL'
  productId: number
  variationId: number
}

/** The variations of the storefront's business gift cards named by `slugs` (both deliveries where sold). */
export async function loadBusinessVariations(db: Db, storefrontCode: string, slugs: readonly string[]): Promise<BusinessVariation[]> {
  if (slugs.length === 0) return []
  const rows = await db
    .select({ slug: products.slug, productId: products.id, variationId: productVariations.id, variationType: productVariations.variationType })
    .from(products)
    .innerJoin(productVariations, eq(productVariations.productId, products.id))
    .where(and(
      eq(products.storefront, storefrontCode),
      eq(products.published, true),
      inArray(products.productType, BUSINESS_PRODUCT_TYPES),
      inArray(products.slug, [...slugs]),
    ))
  return rows.flatMap((row) => row.variationType === 'digital' || row.variationType === 'physical'
    ? [{ slug: row.slug, productId: row.productId, variationId: row.variationId, deliveryType: row.variationType === 'digital' ? 'DIGITAL' as const : 'PHYSICAL' as const }]
    : [])
}
