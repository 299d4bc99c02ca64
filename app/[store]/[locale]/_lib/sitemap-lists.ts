import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Language, Storefront } from '@/config/storefronts/types'
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from '@/graphql/cache-tags'
import { getDb } from '@/server/db/client'
import {
  countSitemapRows, findSitemapLocationProducts, findSitemapLocations, findSitemapProducts, type SliceStart,
} from '@/server/modules/catalog/sitemap-repository'
import type { SitemapList } from './sitemap-document'
import type { SitemapPage } from './sitemap-xml'

/** Rows per query while reading a slice: a part of 50,000 entries takes a few dozen queries, each small. */
const BATCH_SIZE = 1000

/**
 * `count` rows from row `first` of a list: the first batch starts at the offset, the rest page on by
 * key (the last row's), so a part's queries stay as cheap as its first one.
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

/**
 * How many pages each catalogue list has. Cached and tagged like the catalogue queries, so the
 * sitemap routes drop out of the cache with the catalogue (graphql/cache-tags.ts).
 */
export function sitemapListCounts(storefront: Storefront, language: Language): Promise<Record<SitemapList, number>> {
  return unstable_cache(
    async () => {
      const counts = await countSitemapRows(await getDb(), storefront.code, language)
      return { products: counts.products, locationOverviews: counts.locationProducts, locations: counts.locations }
    },
    ['sitemap-counts', storefront.code, language],
    { tags: [CACHE_TAGS.catalog, CACHE_TAGS.catalogOf(storefront.code)], revalidate: CATALOG_REVALIDATE_SECONDS },
  )()
}

/**
 * Pages of one list, read from the database slice by slice (not cached here: a part's slice can pass
 * the data cache's item size; the route's own cache holds the rendered part). Product, category and
 * location slugs are the same in every language, so these pages need no language of their own.
 */
export async function sitemapListPages(storefront: Storefront, language: Language, list: SitemapList, first: number, count: number): Promise<SitemapPage[]> {
  const db = await getDb()
  switch (list) {
    case 'products':
      return (await readSlice((start: SliceStart<string>, limit: number) => findSitemapProducts(db, storefront.code, start, limit), (row) => row.slug, first, count))
        .map((row): SitemapPage => (row.isChoiceCard ? { route: 'choiceCard', params: {} } : { route: 'productDetail', params: { product: row.slug } }))
    case 'locationOverviews':
      return (await readSlice((start: SliceStart<string>, limit: number) => findSitemapLocationProducts(db, storefront.code, language, start, limit), (slug) => slug, first, count))
        .map((slug): SitemapPage => ({ route: 'locations', params: { product: slug } }))
    case 'locations':
      return (await readSlice((start: SliceStart<number>, limit: number) => findSitemapLocations(db, storefront.code, language, start, limit), (row) => row.id, first, count))
        .map((row): SitemapPage => ({ route: 'locationDetail', params: { product: row.productSlug, location: row.slug } }))
  }
}
