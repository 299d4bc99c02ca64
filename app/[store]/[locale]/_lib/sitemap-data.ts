import 'server-only'
import { getToggles } from '@/config/storefronts/toggles'
import type { Storefront } from '@/config/storefronts/types'
import { cachedCatalogQuery } from '@/graphql/cached-query'
import { ERROR_CODES } from '@/graphql/error-codes'
import {
  ContentListDocument, ContentPageDocument, ProductLocationsDocument, ProductsDocument, TaxonomyDocument,
} from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import type { Language } from '@/config/storefronts/types'
import { localizePath } from '@/i18n/localize'
import { isIndexableLanguage } from '@/i18n/seo'
import { LISTING_PRODUCT_TYPES, PRODUCTS_PER_PAGE } from './listing'
import { sitemapEntries, sitemapPages, sitemapXml } from './sitemap-xml'

/** Products per API call while collecting product URLs (the API's maximum page size). */
const BATCH_SIZE = 100
/** Content routes with one fixed page per language, and the overviews that list pages with slugs. */
const FIXED_CONTENT_ROUTES = ['givingMoments', 'business', 'blog', 'terms', 'privacy', 'cookies', 'contact', 'cancelationPolicy', 'delivery'] as const
const LISTED_CONTENT_ROUTES = ['givingMoments', 'business', 'blog', 'landing', 'restaurant'] as const

/**
 * The storefront's sitemap.xml. Data comes through cachedCatalogQuery, so the route that serves it is
 * tagged like the catalogue pages and drops out of the cache with them. Product, category and location
 * slugs are the same in every language, so the default language's catalogue gives those pages of all
 * languages; content pages (giving moments, business, blog, legal and service pages, landing and restaurant pages)
 * are asked for per language, since their slugs belong to one language.
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
  const productSlugs: string[] = []
  for (let pageNumber = 1; ; pageNumber++) {
    const batch = await cachedCatalogQuery(shopper, ProductsDocument, { filters: null, paging: { itemsPerPage: BATCH_SIZE, pageNumber } })
    failOnErrors(batch.products.errors)
    productPaths.push(...batch.products.products.map((product) => product.path))
    productSlugs.push(...batch.products.products.map((product) => product.slug))
    if (pageNumber >= (batch.products.paging?.totalPages ?? 1)) break
  }
  const paths = [...productPaths, ...(await categoryPaths(shopper, storefront)), ...(await locationPaths(shopper, productSlugs))]
  const contentPaths: Partial<Record<Language, string[]>> = {}
  for (const language of languages) contentPaths[language] = await contentPathsOf({ ...shopper, language })
  return sitemapXml(sitemapEntries(storefront, languages, sitemapPages(storefront, listingPages, paths, contentPaths)))
}

/** The all-categories page and every page of every category (the same variables as a category page). */
async function categoryPaths(shopper: Shopper, storefront: Storefront): Promise<string[]> {
  const { taxonomy } = await cachedCatalogQuery(shopper, TaxonomyDocument, { vocabulary: 'cb_api_giftcard_categories' })
  failOnErrors(taxonomy.errors)
  const path = (route: 'allCategories' | 'category', params = {}) => localizePath(route, params, storefront.defaultLanguage, storefront.defaultLanguage)
  const paths = [path('allCategories')]
  for (const category of taxonomy.terms) {
    const listing = await cachedCatalogQuery(shopper, ProductsDocument, {
      filters: { filterByProductType: LISTING_PRODUCT_TYPES, filterByPage: { pageType: 'category', pageId: category.slug, fieldName: 'cb_api_giftcard_categories' } },
      paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: 1 },
    })
    failOnErrors(listing.products.errors)
    const pages = listing.products.paging?.totalPages ?? 1
    for (let page = 1; page <= pages; page++) paths.push(path('category', { url: category.slug, page }))
  }
  return paths
}

/** The locations overview and every location of the products that have locations (docs/rules/pages-and-seo.md). */
async function locationPaths(shopper: Shopper, productSlugs: readonly string[]): Promise<string[]> {
  const paths: string[] = []
  for (const productSlug of productSlugs) {
    const { productLocations } = await cachedCatalogQuery(shopper, ProductLocationsDocument, { productSlug })
    if (productLocations.errors.some((error) => error.code === ERROR_CODES.PRODUCT_NOT_FOUND)) continue
    failOnErrors(productLocations.errors)
    if (!productLocations.product || productLocations.locations.length === 0) continue
    paths.push(productLocations.product.locationsPath, ...productLocations.locations.map((location) => location.path))
  }
  return paths
}

/** The indexable content pages of one language: fixed pages (terms, overviews) and the pages the overviews list. */
async function contentPathsOf(shopper: Shopper): Promise<string[]> {
  const paths: string[] = []
  for (const route of FIXED_CONTENT_ROUTES) {
    // The page's own variables, so this shares its cache entry.
    const { contentPage } = await cachedCatalogQuery(shopper, ContentPageDocument, { page: { route, slug: null } })
    failOnErrors(contentPage.errors)
    if (contentPage.meta && !contentPage.meta.noindex) paths.push(contentPage.meta.path)
  }
  for (const route of LISTED_CONTENT_ROUTES) {
    const { contentList } = await cachedCatalogQuery(shopper, ContentListDocument, { route })
    failOnErrors(contentList.errors)
    paths.push(...contentList.list.filter((page) => !page.noindex).map((page) => page.path))
  }
  return paths
}

// Throwing keeps the previous (complete) sitemap in the cache instead of caching a partial one.
function failOnErrors(errors: ReadonlyArray<{ message: string }>): void {
  if (errors.length) throw new Error(`sitemap: ${errors.map((error) => error.message).join('; ')}`)
}
