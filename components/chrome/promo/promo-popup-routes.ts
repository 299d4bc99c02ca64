import type { RouteName } from '@/i18n/pathnames'

/**
 * The browsing pages, where the promo pop-up may open (docs/rules/chrome.md promo pop-up): the catalogue and the
 * inspiration pages. Never in a flow (basket, checkout, redeem, activation, account) or on a service
 * page, so it never interrupts a purchase or a shopper looking for help.
 */
const BROWSING_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home', 'productListing', 'productDetail', 'choiceCard', 'locations', 'locationDetail', 'allCategories', 'category',
  'givingMoments', 'givingMomentsPage', 'blog', 'blogArticle', 'landing', 'restaurant',
])

export function showsPromoPopup(route: RouteName | null): boolean {
  return route !== null && BROWSING_ROUTES.has(route)
}
