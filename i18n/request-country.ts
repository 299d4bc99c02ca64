import 'server-only'
import { cache } from 'react'

/**
 * The country of the storefront a page renders for, kept per request like next-intl's own request
 * locale: the request config (request.ts) needs it to choose a regional catalogue (pt-BR, es-MX), and
 * next-intl hands that config only the language. pageContext sets it before anything is translated.
 */
const requestStorefront = cache((): { country: string | undefined } => ({ country: undefined }))

export function setRequestCountry(country: string): void {
  requestStorefront().country = country
}

export function requestCountry(): string | undefined {
  return requestStorefront().country
}
