import 'server-only'
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { productTerms, productTranslations, productVariations, products, taxonomyTerms } from '@/server/db/schema'
import type { ProductType, Vocabulary } from './catalog-types'

export type ProductRow = typeof products.$inferSelect
export type VariationRow = typeof productVariations.$inferSelect
export type TranslationRow = typeof productTranslations.$inferSelect
export type TermRow = typeof taxonomyTerms.$inferSelect

export interface ProductQuery {
  storefront: string
  productTypes?: readonly ProductType[]
  /** One entry per vocabulary: a product must carry at least one of the term ids of every entry. */
  termGroups?: ReadonlyArray<readonly number[]>
  slugs?: readonly string[]
  choiceCard?: boolean
  /** Only top products (a featured rank), in rank order. */
  featured?: boolean
}

function whereOf(query: ProductQuery): SQL | undefined {
  const conditions: SQL[] = [eq(products.storefront, query.storefront), eq(products.published, true)]
  if (query.productTypes?.length) conditions.push(inArray(products.productType, [...query.productTypes]))
  if (query.slugs) conditions.push(inArray(products.slug, query.slugs.length ? [...query.slugs] : ['']))
  if (query.choiceCard !== undefined) conditions.push(eq(products.isChoiceCard, query.choiceCard))
  if (query.featured) conditions.push(isNotNull(products.featuredRank))
  for (const termIds of query.termGroups ?? []) {
    conditions.push(
      sql`exists (select 1 from ${productTerms} where ${productTerms.productId} = ${products.id} and ${inArray(productTerms.termId, [...termIds])})`,
    )
  }
  return and(...conditions)
}

export async function countProducts(db: Db, query: ProductQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(whereOf(query))
  return row?.total ?? 0
}

/** A product's place in the listing order (position, then id): where a page starts. */
export interface ListingKey { position: number; id: number }

/**
 * The products in listing order, `offset` rows past `from` (inclusive) when given: a keyset start
 * found from an index on (storefront, published, [product_type], position, id), so a far page does
 * not walk every row before it (docs/performance.md "Queries at scale"). Featured lists keep their
 * rank order and plain offsets (`from` is ignored there).
 */
export async function findProducts(db: Db, query: ProductQuery, limit: number, offset: number, from?: ListingKey): Promise<ProductRow[]> {
  const where = from && !query.featured
    ? and(whereOf(query), sql`(${products.position}, ${products.id}) >= (${from.position}, ${from.id})`)
    : whereOf(query)
  return db.select().from(products).where(where)
    .orderBy(...(query.featured ? [asc(products.featuredRank)] : []), asc(products.position), asc(products.id))
    .limit(limit).offset(offset)
}

/**
 * How many products match and the listing key of every `stride`-th of them (the 1st, the
 * stride+1-th, ...), in one pass over the listing index: the anchors keyset pages start from.
 */
export async function findListingAnchors(db: Db, query: ProductQuery, stride: number): Promise<{ total: number; anchors: ListingKey[] }> {
  const numbered = db.$with('numbered').as(
    db.select({
      position: products.position,
      id: products.id,
      n: sql<number>`row_number() over (order by ${products.position}, ${products.id})`.as('n'),
      total: sql<number>`count(*) over ()`.as('total'),
    }).from(products).where(whereOf(query)),
  )
  const rows = await db.with(numbered)
    .select({ position: numbered.position, id: numbered.id, total: numbered.total })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${stride} = 0`)
    .orderBy(asc(numbered.n))
  return { total: Number(rows[0]?.total ?? 0), anchors: rows.map((row) => ({ position: row.position, id: row.id })) }
}

/** Everything a product view needs besides the row, in three queries for any number of products. */
export async function findProductDetails(db: Db, productIds: number[], language: string) {
  if (productIds.length === 0) return { translations: [], variations: [], terms: [] }
  const [translations, variations, terms] = await Promise.all([
    db.select().from(productTranslations)
      .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.language, language))),
    db.select().from(productVariations)
      .where(inArray(productVariations.productId, productIds))
      .orderBy(asc(productVariations.id)),
    db.select({ productId: productTerms.productId, term: taxonomyTerms })
      .from(productTerms)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, productTerms.termId))
      .where(inArray(productTerms.productId, productIds))
      .orderBy(asc(taxonomyTerms.vocabulary), asc(taxonomyTerms.position)),
  ])
  return { translations, variations, terms }
}

export async function findTerms(db: Db, storefront: string, vocabulary?: Vocabulary): Promise<TermRow[]> {
  const conditions = [eq(taxonomyTerms.storefront, storefront)]
  if (vocabulary) conditions.push(eq(taxonomyTerms.vocabulary, vocabulary))
  return db.select().from(taxonomyTerms).where(and(...conditions))
    .orderBy(asc(taxonomyTerms.position), asc(taxonomyTerms.id))
}

export async function findTermsByIds(db: Db, storefront: string, ids: number[]): Promise<TermRow[]> {
  if (ids.length === 0) return []
  return db.select().from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.storefront, storefront), inArray(taxonomyTerms.id, ids)))
}

export async function findTermBySlug(db: Db, storefront: string, vocabulary: string, slug: string): Promise<TermRow | undefined> {
  const [row] = await db.select().from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.storefront, storefront), eq(taxonomyTerms.vocabulary, vocabulary), eq(taxonomyTerms.slug, slug)))
  return row
}

/**
 * The `limit` most popular published gift cards of each term, in one query (a window per term). It
 * reads every product of the terms: a lateral query per term on a popularity index measured slower at
 * 100x (docs/performance.md "Queries at scale"), so the menu is remembered per catalogue version.
 */
export async function findTopProductsPerTerm(db: Db, storefront: string, termIds: number[], limit: number) {
  if (termIds.length === 0) return []
  const ranked = db.$with('ranked').as(
    db.select({
      termId: productTerms.termId,
      productId: products.id,
      rank: sql<number>`row_number() over (partition by ${productTerms.termId} order by ${products.popularity} desc, ${products.position} asc, ${products.id} asc)`.as('rank'),
    })
      .from(productTerms)
      .innerJoin(products, eq(products.id, productTerms.productId))
      .where(and(
        inArray(productTerms.termId, termIds),
        eq(products.storefront, storefront),
        eq(products.published, true),
        inArray(products.productType, ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']),
      )),
  )
  return db.with(ranked)
    .select({ termId: ranked.termId, product: products })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.productId))
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(ranked.termId), asc(ranked.rank))
}

export async function findTranslations(db: Db, productIds: number[], language: string): Promise<TranslationRow[]> {
  if (productIds.length === 0) return []
  return db.select().from(productTranslations)
    .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.language, language)))
}
