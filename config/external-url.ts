/**
 * The external addresses the shop redirects to or links (docs/rules/pages-and-seo.md external redirects): each comes
 * from `<NAME>_<CODE>` for one storefront, else `<NAME>`, else a fictional default on a reserved
 * `.example` domain. `{code}` (lower case), `{language}` and `{country}` (lower case) are filled in.
 * Only http(s) URLs are used; anything else falls back to the default, so a typo in the environment
 * can never turn a redirect into a javascript: or relative link.
 */
import type { Language, Storefront } from './storefronts/types'

export type ExternalUrlEnv = Readonly<Record<string, string | undefined>>

export function externalUrl(
  name: string,
  defaultTemplate: string,
  storefront: Storefront,
  language: Language,
  env: ExternalUrlEnv = process.env,
): string {
  const configured = env[`${name}_${storefront.code}`] || env[name]
  const fill = (template: string) => template
    .replaceAll('{code}', storefront.code.toLowerCase())
    .replaceAll('{language}', language)
    .replaceAll('{country}', storefront.country.toLowerCase())
  const url = configured ? httpUrl(fill(configured)) : null
  return url ?? (httpUrl(fill(defaultTemplate)) as string)
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : null
  } catch {
    return null
  }
}
