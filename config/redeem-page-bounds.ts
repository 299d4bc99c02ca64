import { BUSINESS_REDEEM_PAGES, type RedeemPageConfig } from './redeem-pages'

/**
 * How many pages of products a business redeem page can have in this storefront and language, at
 * most: 0 when it does not exist there. The pages are configuration, so the site knows this without
 * a query; it answers 404 for anything beyond before asking the (cached) API, so junk addresses add
 * nothing to the data cache. Unpublished products can make the real count smaller; those few page
 * numbers still reach the API, which refuses them.
 */
export function redeemPageCountBound(
  storefront: string, language: string, pageId: string, itemsPerPage: number, pages: readonly RedeemPageConfig[] = BUSINESS_REDEEM_PAGES,
): number {
  const config = pages.find((page) => page.pageId === pageId && page.storefront === storefront)
  if (!config?.texts[language]) return 0
  return Math.max(1, Math.ceil(config.productSlugs.length / itemsPerPage))
}
