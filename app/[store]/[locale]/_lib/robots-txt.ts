/**
 * robots.txt of one storefront (pure). Crawlers may fetch everything except personal pages (basket,
 * checkout, account, redeem shop and checkout) in every language of the storefront, and get the
 * storefront's own sitemap URL. With `hardcodeNoindexNofollow` on, the whole host is disallowed.
 *
 * The French CBBE build (isCBBEFrench) is not disallowed here: a crawler must be able to fetch those
 * pages to see their `noindex` (a disallowed URL can stay in the index, just without content); they are
 * left out of the sitemap instead.
 */
import type { FeatureToggles, Language, Storefront } from '@/config/storefronts/types'
import { routePattern, type RouteName } from '@/i18n/localize'
import { ROUTE_NAMES } from '@/i18n/pathnames'

/** Personal or transactional pages: never worth a crawl (they are noindex or empty without a session). */
export const DISALLOWED_ROUTES: readonly RouteName[] = [
  'basket',
  'checkout',
  'checkoutConfirmation',
  'checkoutSuccess',
  'paymentProcessing',
  'reorder',
  'redeemShop',
  'businessRedeemShop',
  'redeemCheckout',
  ...ROUTE_NAMES.filter((route) => route.startsWith('account')),
]

/** The literal start of a route's public path in a language, e.g. '/bestellen/[uuid]/' → '/fr/commander/'. */
function literalPrefix(route: RouteName, language: Language, defaultLanguage: Language): string {
  const literals: string[] = []
  for (const segment of routePattern(route, language).split('/').filter(Boolean)) {
    if (segment.startsWith('[')) break
    literals.push(segment)
  }
  const path = literals.length ? `/${literals.join('/')}/` : '/'
  return language === defaultLanguage ? path : `/${language}${path}`
}

/** Disallow prefixes for every language, without those another prefix already covers. */
export function disallowedPaths(storefront: Pick<Storefront, 'languages' | 'defaultLanguage'>): string[] {
  const prefixes = new Set<string>()
  for (const language of storefront.languages) {
    for (const route of DISALLOWED_ROUTES) {
      const prefix = literalPrefix(route, language, storefront.defaultLanguage)
      // A route starting with a parameter would disallow a whole language; none does, but never risk it.
      if (prefix !== '/' && prefix !== `/${language}/`) prefixes.add(prefix)
    }
  }
  const sorted = [...prefixes].sort()
  return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(other)))
}

export interface RobotsTxtInput {
  storefront: Pick<Storefront, 'languages' | 'defaultLanguage'>
  toggles: Pick<FeatureToggles, 'hardcodeNoindexNofollow'>
  /** storefrontOrigin(storefront), without a trailing slash. */
  origin: string
}

export function robotsTxt({ storefront, toggles, origin }: RobotsTxtInput): string {
  if (toggles.hardcodeNoindexNofollow) return 'User-agent: *\nDisallow: /\n'
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...disallowedPaths(storefront).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ]
  return `${lines.join('\n')}\n`
}
