import 'server-only'
import { getToggles } from '@/config/storefronts/toggles'
import type { Storefront } from '@/config/storefronts/types'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import {
  ContentListDocument, ContentPageDocument, ProductsDocument, TaxonomyDocument,
} from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import type { Language } from '@/config/storefronts/types'
import { localizePath } from '@/i18n/localize'
import { isIndexableLanguage } from '@/i18n/seo'
import { LISTING_PRODUCT_TYPES, PRODUCTS_PER_PAGE } from './listing'
import type { SitemapList, SitemapSource } from './sitemap-document'
import { sitemapPages, type SitemapPage } from './sitemap-xml'

/** Content routes with one fixed page per language, and the overviews that list pages with slugs. */
const FIXED_CONTENT_ROUTES = ['givingMoments', 'business', 'blog', 'terms', 'privacy', 'cookies', 'contact', 'cancelationPolicy', 'delivery'] as const
const LISTED_CONTENT_ROUTES = ['givingMoments', 'business', 'blog', 'landing', 'restaurant'] as const

/**
 * Reads the catalogue lists from the database (server/modules/catalog/sitemap-lists.ts, ADR 0004): the
 * sitemap route handlers hand it in, since only a route handler may use the server's modules (ADR 0006).
 */
export interface SitemapListReader {
  counts: (storefront: Storefront, language: Language) => Promise<Readonly<Record<SitemapList, number>>>
  pages: (storefront: Storefront, language: Language, list: SitemapList, first: number, count: number) => Promise<SitemapPage[]>
}

/**
 * The source of a storefront's sitemap (sitemap-document.ts). The pages known up front (home, listing
 * pages, categories, content) come through cachedCatalogQuery, so the routes that serve the sitemap are
 * tagged like the catalogue pages and drop out of the cache with them; content pages are asked for per
 * language, since their slugs belong to one language. Products, location overviews and locations,
 * which grow with the catalogue, are counted and read slice by slice (`lists`); their slugs
 * are the same in every language, so the default language's catalogue gives them for all languages.
 */
export async function storefrontSitemapSource(storefront: Storefront, lists: SitemapListReader): Promise<SitemapSource> {
  const toggles = getToggles(storefront)
  const languages = storefront.languages.filter((language) => isIndexableLanguage(storefront, language, toggles))
  if (languages.length === 0) return { languages, headPages: [], counts: { products: 0, locationOverviews: 0, locations: 0 }, pages: async () => [] }
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
  const contentPaths: Partial<Record<Language, string[]>> = {}
  for (const language of languages) contentPaths[language] = await contentPathsOf({ ...shopper, language })
  return {
    languages,
    headPages: sitemapPages(storefront, listingPages, await categoryPaths(shopper, storefront), contentPaths),
    counts: await lists.counts(storefront, storefront.defaultLanguage),
    pages: (list, first, count) => lists.pages(storefront, storefront.defaultLanguage, list, first, count),
  }
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
