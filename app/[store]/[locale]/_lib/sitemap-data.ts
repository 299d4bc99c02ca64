import 'server-only'
import { getToggles } from '@/config/storefronts/toggles'
import type { Storefront } from '@/config/storefronts/types'
import { cachedCatalogQuery } from '@/graphql/cached-query'
import { ProductsDocument } from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import { isIndexableLanguage } from '@/i18n/seo'
import { LISTING_PRODUCT_TYPES, PRODUCTS_PER_PAGE } from './listing'
import { sitemapEntries, sitemapPages, sitemapXml } from './sitemap-xml'

/** Products per API call while collecting product URLs (the API's maximum page size). */
const BATCH_SIZE = 100

/**
 * The storefront's sitemap.xml. Data comes through cachedCatalogQuery, so the route that serves it is
 * tagged like the catalogue pages and drops out of the cache with them. Slugs are the same in every
 * language, so the default language's catalogue gives the pages of all languages.
 */
export async function storefrontSitemap(storefront: Storefront): Promise<string> {
  const toggles = getToggles(storefront)
  const languages = storefront.languages.filter((language) => isIndexableLanguage(storefront, language, toggles))
  if (languages.length === 0) return sitemapXml([])
  const shopper: Shopper = {
    storefrontCode: storefront.code,
    storeId: storefront.storeId,
    language: storefront.defaultLanguage,
    countryCode: storefront.country,
  }
  // The same variables as the listing's first page, so this shares its cache entry.
  const listing = await cachedCatalogQuery(shopper, ProductsDocument, {
    filters: { filterByProductType: LISTING_PRODUCT_TYPES },
    paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: 1 },
  })
  failOnErrors(listing.products.errors)
  const listingPages = listing.products.paging?.totalPages ?? 1

  // Every published product has a page, not only the ones the listing shows.
  const productPaths: string[] = []
  for (let pageNumber = 1; ; pageNumber++) {
    const batch = await cachedCatalogQuery(shopper, ProductsDocument, { filters: null, paging: { itemsPerPage: BATCH_SIZE, pageNumber } })
    failOnErrors(batch.products.errors)
    productPaths.push(...batch.products.products.map((product) => product.path))
    if (pageNumber >= (batch.products.paging?.totalPages ?? 1)) break
  }
  return sitemapXml(sitemapEntries(storefront, languages, sitemapPages(storefront, listingPages, productPaths)))
}

// Throwing keeps the previous (complete) sitemap in the cache instead of caching a partial one.
function failOnErrors(errors: ReadonlyArray<{ message: string }>): void {
  if (errors.length) throw new Error(`sitemap: ${errors.map((error) => error.message).join('; ')}`)
}
