import 'server-only'
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { popularSearchTerms, productTranslations, products } from '@/server/db/schema'

/**
 * A title counts as a typo match from this word similarity on (pg_trgm: the best match of the input's
 * trigrams to any run of the title's words; "bolro" to "Bolero Books cadeaubon" is 0.5).
 */
export const TYPO_SIMILARITY = 0.45

export interface ProductMatch {
  id: number
  slug: string
  productType: string
  backgroundColor: string
  image: string
  showShadow: boolean
  isChoiceCard: boolean
  label: (typeof products.$inferSelect)['label']
  title: string
  description: string
  /** Every match of the query, also those past the limit. */
  total: number
}

const productFields = {
  id: products.id,
  slug: products.slug,
  productType: products.productType,
  backgroundColor: products.backgroundColor,
  image: products.image,
  showShadow: products.showShadow,
  isChoiceCard: products.isChoiceCard,
  label: products.label,
  title: productTranslations.title,
  description: productTranslations.description,
}

/**
 * The storefront's published products in one language that match the query: by the full-text index
 * (product_translations.search_document, migration 0001_search: stems, prefixes, accents folded) or,
 * for typos, by the word similarity of the input to the title. Full-text matches rank first (ts_rank:
 * title before description), then by similarity, then the most chosen. Every value is a bound parameter.
 */
export async function findMatchingProducts(
  db: Db,
  params: { storefront: string; language: string; prefixQuery: string | null; similarityText: string | null; limit: number },
): Promise<ProductMatch[]> {
  const document = sql`${productTranslations}.${sql.identifier('search_document')}`
  const query = params.prefixQuery === null
    ? sql`null::tsquery`
    : sql`to_tsquery(shop_search_config(${params.language}::text), ${params.prefixQuery}::text)`
  const fullText = sql`coalesce(${document} @@ ${query}, false)`
  const similarity = sql`coalesce(word_similarity(unaccent(${params.similarityText}::text), unaccent(${productTranslations.title})), 0)`
  return db
    .select({
      ...productFields,
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, params.language)))
    .where(and(
      eq(products.storefront, params.storefront),
      eq(products.published, true),
      sql`(${fullText} or ${similarity} >= ${TYPO_SIMILARITY})`,
    ))
    .orderBy(
      desc(fullText),
      desc(sql`coalesce(ts_rank(${document}, ${query}), 0)`),
      desc(similarity),
      desc(products.popularity),
      asc(products.position),
      asc(products.id),
    )
    .limit(params.limit)
}

/** Popular coupons: gift cards with a promotion label, featured first, then the most chosen. */
export async function findLabelledProducts(db: Db, storefront: string, language: string, limit: number): Promise<Omit<ProductMatch, 'total'>[]> {
  return db
    .select(productFields)
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(and(
      eq(products.storefront, storefront),
      eq(products.published, true),
      isNotNull(products.label),
      inArray(products.productType, ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']),
    ))
    .orderBy(sql`${products.featuredRank} asc nulls last`, desc(products.popularity), asc(products.position))
    .limit(limit)
}

export async function findPopularTerms(db: Db, storefront: string, language: string) {
  return db.select({ title: popularSearchTerms.title, url: popularSearchTerms.url })
    .from(popularSearchTerms)
    .where(and(eq(popularSearchTerms.storefront, storefront), eq(popularSearchTerms.language, language)))
    .orderBy(asc(popularSearchTerms.position), asc(popularSearchTerms.id))
}
