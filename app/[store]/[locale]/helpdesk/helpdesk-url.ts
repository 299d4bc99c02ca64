import { externalUrl, type ExternalUrlEnv } from '@/config/external-url'
import type { Language, Storefront } from '@/config/storefronts/types'

/** A fictional help desk (the `.example` domain is reserved), used when nothing is configured. */
export const DEFAULT_HELPDESK_URL = 'https://helpdesk.example.com/{code}/{language}/'

/** The external help desk of a storefront (docs/rules/pages-and-seo.md external redirects): `HELPDESK_URL_<CODE>`, else `HELPDESK_URL`. */
export function helpdeskUrl(storefront: Storefront, language: Language, env: ExternalUrlEnv = process.env): string {
  return externalUrl('HELPDESK_URL', DEFAULT_HELPDESK_URL, storefront, language, env)
}
