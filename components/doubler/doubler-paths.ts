import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import type { Language } from '@/config/storefronts/types'
import { localizePath } from '@/i18n/localize'
import type { Shopper } from '@/graphql/shopper'

/** The doubler thank-you page (docs/rules/activation-and-doubler.md /verdubbelaar/bedankt/:product?) in the shopper's language. */
export function doublerThankYouPath(shopper: Shopper, productSlug: string | null | undefined): string {
  const storefront = getStorefront(parseStorefrontCode(shopper.storefrontCode) ?? 'CBBE')
  const language = shopper.language as Language
  return localizePath('doublerThankYou', productSlug ? { product: productSlug } : {}, language, storefront.defaultLanguage)
}
