import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Language, Storefront } from '@/config/storefronts/types'
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from '@/graphql/cache-tags'
import type { RouteName, RouteParams } from '@/i18n/localize'
import { getDb } from '@/server/db/client'
import {
  countSitemapRows, findSitemapLocationProducts, findSitemapLocations, findSitemapProducts, readSlice, type SliceStart,
} from './sitemap-repository'

/** The catalogue lists a sitemap reads in slices (SITEMAP_LISTS of the sitemap's document). */
type SitemapList = 'products' | 'locationOverviews' | 'locations'

/** A page of a list: its route and parameters, the same in every language. */
interface SitemapListPage {
  route: RouteName
  params: RouteParams
}

/**
 * How many pages each catalogue list has. Cached and tagged like the catalogue queries, so the
 * sitemap routes drop out of the cache with the catalogue (graphql/cache-tags.ts).
 */
function sitemapListCounts(storefront: Storefront, language: Language): Promise<Record<SitemapList, number>> {
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
async function sitemapListPages(storefront: Storefront, language: Language, list: SitemapList, first: number, count: number): Promise<SitemapListPage[]> {
  const db = await getDb()
  switch (list) {
    case 'products':
      return (await readSlice((start: SliceStart<string>, limit: number) => findSitemapProducts(db, storefront.code, start, limit), (row) => row.slug, first, count))
        .map((row): SitemapListPage => (row.isChoiceCard ? { route: 'choiceCard', params: {} } : { route: 'productDetail', params: { product: row.slug } }))
    case 'locationOverviews':
      return (await readSlice((start: SliceStart<string>, limit: number) => findSitemapLocationProducts(db, storefront.code, language, start, limit), (slug) => slug, first, count))
        .map((slug): SitemapListPage => ({ route: 'locations', params: { product: slug } }))
    case 'locations':
      return (await readSlice((start: SliceStart<number>, limit: number) => findSitemapLocations(db, storefront.code, language, start, limit), (row) => row.id, first, count))
        .map((row): SitemapListPage => ({ route: 'locationDetail', params: { product: row.productSlug, location: row.slug } }))
  }
}

/**
 * What the sitemap route handlers hand to the sitemap's source: pages read through GraphQL, and
 * only a route handler reads the database (docs/adr/0006-two-doors-to-the-server.md).
 */
export const sitemapListReader = { counts: sitemapListCounts, pages: sitemapListPages }
