/**
 * Where the visitor is (docs/rules/storefronts.md "IP location", docs/rules/api.md GET /ip), and whether that
 * is abroad. Every page carries this, so it stays free of React, styles and texts: the banner's view
 * loads only once it says the visitor is abroad.
 */

/** The IP-location endpoint (app/ip/route.ts); with `trailingSlash: true` its canonical URL ends in '/'. */
export const IP_ENDPOINT = '/ip/'

const COUNTRY_CODE = /^[A-Z]{2}$/

let ipCountryRequest: Promise<string | null> | null = null

/**
 * The visitor's country from GET /ip, asked once per page load (shared by every caller); null when
 * unknown or when the request fails in any way.
 */
export function fetchIpCountry(): Promise<string | null> {
  ipCountryRequest ??= fetch(IP_ENDPOINT, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) return null
      const body: unknown = await response.json()
      const code = typeof body === 'object' && body !== null && 'country_code' in body ? body.country_code : null
      return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : null
    })
    .catch(() => null)
  return ipCountryRequest
}

/** Forgets the cached /ip answer (tests). */
export function resetIpCountryCache(): void {
  ipCountryRequest = null
}

/** Whether the visitor is in another country than the storefront's (the banner's view is then worth loading). */
export function isAbroad(ipCountry: string | null, currentCountry: string): ipCountry is string {
  return ipCountry !== null && ipCountry !== currentCountry
}
