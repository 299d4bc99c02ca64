import 'server-only'
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/types'
import { popularSearchTerms, productTranslations, products } from '@/server/db/schema'

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
 * The storefront's published products in one language whose full-text index
 * (product_translations.search_document, migration 0001_search: stems, prefixes, accents folded)
 * matches `query`, the input widened with typo corrections. Matches of the input as typed
 * (`exactQuery`) rank first, then by ts_rank (title before description), then the most chosen.
 * Both queries are bound parameters.
 */
export async function findMatchingProducts(
  db: Db,
  params: { storefront: string; language: string; query: string | null; exactQuery: string | null; limit: number },
): Promise<ProductMatch[]> {
  const document = sql`${productTranslations}.${sql.identifier('search_document')}`
  const tsQuery = (text: string | null) => text === null
    ? sql`null::tsquery`
    : sql`to_tsquery(shop_search_config(${params.language}::text), ${text}::text)`
  // No words, no match. The plain `@@` (not wrapped in coalesce) is what lets the planner use the GIN
  // index on search_document (docs/performance.md "Queries at scale").
  if (params.query === null) return []
  const matches = sql`${document} @@ ${tsQuery(params.query)}`
  const exact = sql`coalesce(${document} @@ ${tsQuery(params.exactQuery)}, false)`
  return db
    .select({
      ...productFields,
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, params.language)))
    .where(and(eq(products.storefront, params.storefront), eq(products.published, true), matches))
    .orderBy(
      desc(exact),
      desc(sql`coalesce(ts_rank(${document}, ${tsQuery(params.query)}), 0)`),
      desc(products.popularity),
      asc(products.position),
      asc(products.id),
    )
    .limit(params.limit)
}

/**
 * The title words of each language, kept by triggers (migration 0022_search_words). Declared here, not
 * in the Drizzle schema, like search_document: only this repository reads it.
 */
const searchWords = pgTable('search_words', {
  language: text('language').notNull(),
  word: text('word').notNull(),
  folded: text('folded').notNull(),
  titles: integer('titles').notNull(),
})

/**
 * The catalogue words near the (folded) input words: those whose trigram word similarity reaches
 * the connection's `pg_trgm.word_similarity_threshold` (the `<%` operator, served by the trigram
 * index on search_words.folded; server/db/session-settings.ts says why 0.1) and those an input word
 * starts with (`prefixes`, exact). The words are those of every storefront in this language (the
 * migration says why); the full-text match keeps to the storefront.
 */
export async function findNearWords(
  db: Db,
  params: { language: string; words: readonly string[]; prefixes: readonly string[] },
): Promise<string[]> {
  if (params.words.length === 0) return []
  const near = or(
    ...params.words.map((word) => sql`${word}::text <% ${searchWords.folded}`),
    ...(params.prefixes.length ? [inArray(searchWords.folded, [...params.prefixes])] : []),
  )
  const rows = await db.select({ word: searchWords.word }).from(searchWords)
    .where(and(eq(searchWords.language, params.language), near))
    .orderBy(desc(searchWords.titles), asc(searchWords.word))
  return rows.map((row) => row.word)
}

/**
 * Titles of the storefront's published products in one language holding any of `words` (catalogue
 * words, matched by the full-text index), most chosen first, at most `limit`: the titles "did you
 * mean" picks from.
 */
export async function findTitlesWithWords(db: Db, storefront: string, language: string, words: readonly string[], limit: number): Promise<string[]> {
  const terms = words.flatMap((word) => word.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => `'${word.toLowerCase()}'`)
  if (terms.length === 0) return []
  const document = sql`${productTranslations}.${sql.identifier('search_document')}`
  const rows = await db
    .select({ title: productTranslations.title })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(and(
      eq(products.storefront, storefront),
      eq(products.published, true),
      sql`${document} @@ to_tsquery(shop_search_config(${language}::text), ${terms.join(' | ')}::text)`,
    ))
    .orderBy(desc(products.popularity), asc(products.position), asc(products.id))
    .limit(limit)
  return rows.map((row) => row.title)
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
