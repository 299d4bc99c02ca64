import 'server-only'
import { and, asc, count, countDistinct, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { locations, productTranslations, products } from '@/server/db/schema'

/**
 * The rows a storefront's sitemap is made of, read slice by slice so that no part of a sitemap index
 * needs the whole catalogue in memory (docs/rules/pages-and-seo.md, sitemap index). Each list has a
 * stable order on a unique key: a slice starts at an offset once (the start of its part) and pages on
 * from there by key, so no later batch rescans what came before.
 */

export interface SitemapProductRow {
  slug: string
  isChoiceCard: boolean
}

export interface SitemapLocationRow {
  id: number
  productSlug: string
  slug: string
}

/** Where a batch starts: `offset` rows into the list (the first batch of a slice), or after a key. */
export type SliceStart<Key> = { offset: number } | { after: Key }

/** Rows per query while reading a slice: a part of 50,000 entries takes a few dozen queries, each small. */
const BATCH_SIZE = 1000

/**
 * `count` rows from row `first` of a list: the first batch starts at the offset, the rest page on by
 * key (the last row's): only a part's first query skips rows.
 */
export async function readSlice<Row, Key>(
  read: (start: SliceStart<Key>, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  first: number,
  count: number,
  batchSize = BATCH_SIZE,
): Promise<Row[]> {
  const rows: Row[] = []
  let start: SliceStart<Key> = { offset: first }
  while (rows.length < count) {
    const wanted = Math.min(batchSize, count - rows.length)
    const batch = await read(start, wanted)
    for (const row of batch) rows.push(row)
    const last = batch.at(-1)
    // A short batch is the list's end (the catalogue shrank since it was counted).
    if (batch.length < wanted || last === undefined) break
    start = { after: keyOf(last) }
  }
  return rows
}

export interface SitemapCounts {
  products: number
  /** Products with a locations overview: published, not the choice card, with a title in the language. */
  locationProducts: number
  locations: number
}

/** Every published product has a page (the choice card its own), as the `products` operation lists them. */
function publishedProduct(storefront: string): SQL | undefined {
  return and(eq(products.storefront, storefront), eq(products.published, true))
}

/** The products the locations operation answers for (server/modules/locations/locations-repository.ts findProduct). */
function locationsProduct(storefront: string, language: string): SQL | undefined {
  return and(
    publishedProduct(storefront),
    eq(products.isChoiceCard, false),
    sql`exists (select 1 from ${productTranslations} where ${productTranslations.productId} = ${products.id} and ${productTranslations.language} = ${language})`,
  )
}

export async function countSitemapRows(db: Db, storefront: string, language: string): Promise<SitemapCounts> {
  const [productRow] = await db.select({ total: count() }).from(products).where(publishedProduct(storefront))
  const [locationRow] = await db
    .select({ total: count(), products: countDistinct(locations.productId) })
    .from(locations)
    .innerJoin(products, eq(products.id, locations.productId))
    .where(locationsProduct(storefront, language))
  return { products: productRow?.total ?? 0, locationProducts: locationRow?.products ?? 0, locations: locationRow?.total ?? 0 }
}

/** Published products by slug (unique per storefront, so the storefront's slug index gives the order). */
export async function findSitemapProducts(db: Db, storefront: string, start: SliceStart<string>, limit: number): Promise<SitemapProductRow[]> {
  const query = db.select({ slug: products.slug, isChoiceCard: products.isChoiceCard }).from(products)
    .where(and(publishedProduct(storefront), 'after' in start ? gt(products.slug, start.after) : undefined))
    .orderBy(asc(products.slug))
    .limit(limit)
  return 'offset' in start ? query.offset(start.offset) : query
}

/** Slugs of the products that have a locations overview, by slug. */
export async function findSitemapLocationProducts(
  db: Db, storefront: string, language: string, start: SliceStart<string>, limit: number,
): Promise<string[]> {
  const query = db.select({ slug: products.slug }).from(products)
    .where(and(
      locationsProduct(storefront, language),
      sql`exists (select 1 from ${locations} where ${locations.productId} = ${products.id})`,
      'after' in start ? gt(products.slug, start.after) : undefined,
    ))
    .orderBy(asc(products.slug))
    .limit(limit)
  return (await ('offset' in start ? query.offset(start.offset) : query)).map((row) => row.slug)
}

/** Locations of those products, by location id. */
export async function findSitemapLocations(
  db: Db, storefront: string, language: string, start: SliceStart<number>, limit: number,
): Promise<SitemapLocationRow[]> {
  const query = db.select({ id: locations.id, productSlug: products.slug, slug: locations.slug }).from(locations)
    .innerJoin(products, eq(products.id, locations.productId))
    .where(and(locationsProduct(storefront, language), 'after' in start ? gt(locations.id, start.after) : undefined))
    .orderBy(asc(locations.id))
    .limit(limit)
  return 'offset' in start ? query.offset(start.offset) : query
}
