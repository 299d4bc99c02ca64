/**
 * Listing sizes by breakpoint (docs/rules/limits.md), pure so the rules are tested without a browser. The server
 * cannot know the breakpoint of a cached page, so it renders the 16-product page and the 4 top
 * products; the browser narrows or widens from there (see docs/architecture.md "Listing by breakpoint").
 */
import type { Extension } from '@/stores/layout-store'

/** Products per listing page: 16, the page the server renders for every screen and for crawlers. */
export const PRODUCTS_PER_PAGE = 16
/** Products per listing page on small desktop (1024–1279 px). */
export const PRODUCTS_PER_PAGE_SMALL_DESKTOP = 17
/** Top products above the listing: 4 on large desktop, 2 on every other screen. */
export const TOP_PRODUCTS_LARGE_DESKTOP = 4
export const TOP_PRODUCTS_OTHER = 2
/** The most top products any screen shows: what the server renders (CSS hides the rest). */
export const MAX_TOP_PRODUCTS = Math.max(TOP_PRODUCTS_LARGE_DESKTOP, TOP_PRODUCTS_OTHER)

export function productsPerPage(extension: Extension): number {
  return extension === 'desktopSmall' ? PRODUCTS_PER_PAGE_SMALL_DESKTOP : PRODUCTS_PER_PAGE
}

export function topProductCount(extension: Extension): number {
  return extension === 'desktopLarge' ? TOP_PRODUCTS_LARGE_DESKTOP : TOP_PRODUCTS_OTHER
}

/**
 * The 1-based position of the product at `index` on `page` (docs/rules/limits.md: 1 plus the page offset), with the
 * page size the screen's listing pages by, so positions never repeat or skip within one screen size.
 */
export function listingPosition(page: number, perPage: number, index: number): number {
  return (page - 1) * perPage + index + 1
}
