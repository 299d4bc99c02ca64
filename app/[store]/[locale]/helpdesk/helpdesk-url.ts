import type { Language, Storefront } from '@/config/storefronts/types'

/** A fictional help desk (the `.example` domain is reserved), used when nothing is configured. */
export const DEFAULT_HELPDESK_URL = 'https://helpdesk.example.com/{code}/{language}/'

/**
 * The external help desk of a storefront (docs/rules/pages-and-seo.md external redirects): `HELPDESK_URL_<CODE>` for one
 * storefront, else `HELPDESK_URL`, else the default. `{code}` (lower case), `{language}` and
 * `{country}` are filled in. Only http(s) URLs are followed; anything else falls back to the default,
 * so a typo in the environment can never turn the redirect into a javascript: or relative link.
 */
export function helpdeskUrl(storefront: Storefront, language: Language, env: Record<string, string | undefined> = process.env): string {
  const configured = env[`HELPDESK_URL_${storefront.code}`] || env.HELPDESK_URL
  const fill = (template: string) => template
    .replaceAll('{code}', storefront.code.toLowerCase())
    .replaceAll('{language}', language)
    .replaceAll('{country}', storefront.country.toLowerCase())
  const url = configured ? parseHttpUrl(fill(configured)) : null
  return url ?? (parseHttpUrl(fill(DEFAULT_HELPDESK_URL)) as string)
}

function parseHttpUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : null
  } catch {
    return null
  }
}
