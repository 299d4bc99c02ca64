/**
 * GET /ip → `{ "country_code": "NL" }`, or `{ "country_code": null }` when the country is unknown
 * (docs/rules/storefronts.md "IP location", docs/rules/api.md GET /ip). The store-switcher banner asks it once per page load.
 *
 * The country comes from a request header that the edge proxy / CDN derives from the client's IP
 * (Cloudflare `cf-ipcountry`, CloudFront `cloudfront-viewer-country`, an nginx geoip module …). Its name
 * is configured by GEOIP_COUNTRY_HEADER (default `x-client-country`).
 *
 * DEPLOYMENT REQUIREMENT: the edge proxy must SET (overwrite) this header on every request, never pass
 * a client-supplied value through; otherwise a visitor could choose the answer. The value only decides
 * whether a "shop in your own country?" banner is offered, so a spoofed value harms nobody but the
 * spoofer, yet it must still not be trusted for anything else.
 *
 * Only two ASCII letters are accepted (upper-cased); anything else reads as unknown, and so does `XX`,
 * the "unknown" code CDNs send (Cloudflare's Tor code `T1` already fails the letters check). The answer is
 * per visitor, so no cache may keep it: `Cache-Control: private, no-store`.
 *
 * Routing note: next.config has `trailingSlash: true`, so `/ip` is answered with a 308 redirect to
 * `/ip/` (fetch follows it) and the handler runs for `/ip/`. The client therefore asks `/ip/` directly.
 */

// Only route-segment config and HTTP method handlers may be exported from a route file (next build checks).
export const dynamic = 'force-dynamic'

const DEFAULT_GEOIP_COUNTRY_HEADER = 'x-client-country'

const COUNTRY_CODE = /^[A-Z]{2}$/

/** The configured header name; blank or malformed values fall back to the default. */
function geoIpCountryHeader(env: NodeJS.ProcessEnv = process.env): string {
  const name = env.GEOIP_COUNTRY_HEADER?.trim().toLowerCase()
  // RFC 9110 token characters; a bad name would make Headers#get throw.
  return name && /^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name) ? name : DEFAULT_GEOIP_COUNTRY_HEADER
}

/** CDN placeholder for "country unknown"; not an ISO 3166-1 code. */
const UNKNOWN_COUNTRY = 'XX'

/** `nl` / ` NL ` → `NL`; anything but exactly two letters (or the `XX` placeholder) → null. */
function parseCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? ''
  return COUNTRY_CODE.test(code) && code !== UNKNOWN_COUNTRY ? code : null
}

export function GET(request: Request): Response {
  const country_code = parseCountryCode(request.headers.get(geoIpCountryHeader()))
  return Response.json({ country_code }, { headers: { 'Cache-Control': 'private, no-store' } })
}
