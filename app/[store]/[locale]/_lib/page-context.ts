import 'server-only'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import { setRequestCountry } from '@/i18n/request-country'
import type { Language, Storefront } from '@/config/storefronts/types'
import type { Shopper } from '@/graphql/shopper'

export interface RouteParams {
  store: string
  locale: string
}

export interface PageContext {
  storefront: Storefront
  language: Language
  /** BCP 47 tag for formatting and <html lang>, e.g. nl-BE. */
  locale: string
  shopper: Shopper
}

/**
 * The proxy rewrote the request to /<store>/<language>/…; this turns those params back into the
 * storefront and language, or a 404 for anything the proxy would never produce.
 */
export async function pageContext(params: Promise<RouteParams>): Promise<PageContext> {
  const { store, locale } = await params
  const code = parseStorefrontCode(store)
  if (!code) notFound()
  const storefront = getStorefront(code)
  const language = storefront.languages.find((lang) => lang === locale)
  if (!language) notFound()
  setRequestLocale(language)
  setRequestCountry(storefront.country)
  return {
    storefront,
    language,
    locale: `${language}-${storefront.country}`,
    shopper: { storefrontCode: storefront.code, storeId: storefront.storeId, language, countryCode: storefront.country },
  }
}
