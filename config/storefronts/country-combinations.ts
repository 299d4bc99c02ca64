/**
 * Store data "countriesCombinations" (docs/rules/storefronts.md) for the store switcher, built from the registry on the
 * server. A storefront links only to the storefronts of its own brand family (a Cadorama shop offers the
 * other Cadorama shops, a Giftswap shop the other Giftswap shops); a country where the family has no
 * storefront is simply not offered.
 */
import { STOREFRONTS } from './registry'
import { STOREFRONT_CODES, type CountryCombination, type Storefront } from './types'
import { storefrontOrigin } from './urls'

/**
 * Base URL (or bare host name) of a storefront: `www.cadorama.de` → `https://www.cadorama.de/`,
 * `http://cbde.localhost:3000` → `http://cbde.localhost:3000/`.
 */
export type StorefrontHostFor = (storefront: Storefront) => string

/** Absolute base URL ending in exactly one '/'. A bare host gets `https://`. */
function baseUrl(hostOrOrigin: string): string {
  const value = hostOrOrigin.trim()
  const origin = value.includes('://') ? value : `https://${value}`
  return `${origin.replace(/\/+$/, '')}/`
}

/**
 * One entry per country of `current`'s brand family, in registry order, with the storefront's home URL
 * and its languages (default first as in the registry; every language shares the storefront currency).
 * For a country with several family storefronts (Giftswap has two in GB) the current storefront wins,
 * otherwise the first in registry order.
 *
 * `hostFor` defaults to storefrontOrigin (STOREFRONT_URL_TEMPLATE in development, e.g.
 * `http://{code}.localhost:3000`, else `https://` + the storefront's first host).
 */
export function countriesCombinations(
  current: Storefront,
  hostFor: StorefrontHostFor = (storefront) => storefrontOrigin(storefront),
): CountryCombination[] {
  const byCountry = new Map<string, Storefront>()
  for (const code of STOREFRONT_CODES) {
    const storefront = STOREFRONTS[code]
    if (storefront.brandFamily !== current.brandFamily) continue
    const taken = byCountry.get(storefront.country)
    if (!taken || (storefront.code === current.code && taken.code !== current.code)) {
      byCountry.set(storefront.country, storefront)
    }
  }
  return [...byCountry.values()].map((storefront) => ({
    country: storefront.country,
    url: baseUrl(hostFor(storefront)),
    languagesCombinations: storefront.languages.map((languageCode) => ({
      languageCode,
      isDefault: languageCode === storefront.defaultLanguage,
      currency: storefront.currency,
    })),
  }))
}
