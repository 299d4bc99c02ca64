/**
 * Cache tags: the one registry of what cached pages depend on. Catalogue and content pages are cached
 * per storefront and language and dropped by tag when the catalogue changes (never baskets, accounts
 * or redeem data: those are not cached at all).
 */
export const CACHE_TAGS = {
  /** Everything catalogue-derived, all storefronts. */
  catalog: 'catalog',
  catalogOf: (storefrontCode: string) => `catalog:${storefrontCode}`,
  catalogOfLanguage: (storefrontCode: string, language: string) => `catalog:${storefrontCode}:${language}`,
} as const

/** Seconds after which a cached catalogue page is re-rendered even without an invalidation. */
export const CATALOG_REVALIDATE_SECONDS = 3600
