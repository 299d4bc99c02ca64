/**
 * The copy of the content pages of one storefront and language, from the language's texts-<lang>.ts with
 * the storefront's facts. Pure (no `server-only`): the seed builds pages from it, and a test keeps the
 * proxy's table of the English slugs some storefronts served equal to it
 * (config/legacy-english-content-slugs.ts).
 */
import { shownLanguage, type CompleteLanguage, type Language, type Storefront } from '@/config/storefronts/types'
import { textsDe } from './texts-de'
import { textsEn } from './texts-en'
import { textsFr } from './texts-fr'
import { textsNl } from './texts-nl'
import { textsPt } from './texts-pt'
import { textsEs } from './texts-es'
import { textsPl } from './texts-pl'
import { textsIt } from './texts-it'
import { textsDa } from './texts-da'
import { textsSv } from './texts-sv'
import { textsNb } from './texts-nb'
import type { ContentFacts, ContentTexts, ContentTextsBuilder } from './types'

/** Content copy per complete language; the others show FALLBACK_LANGUAGE's (config/storefronts/types.ts). */
const TEXTS: Record<CompleteLanguage, ContentTextsBuilder> = { nl: textsNl, fr: textsFr, en: textsEn, de: textsDe, nb: textsNb, sv: textsSv, da: textsDa, it: textsIt, pl: textsPl, es: textsEs, pt: textsPt }

export function contentFacts(storefront: Storefront, language: Language): ContentFacts {
  const { customerService, address } = storefront.branding.organizationStructuredData
  const locale = `${language}-${storefront.country}`
  return {
    brand: storefront.brandName,
    country: storefront.country,
    phone: customerService.telephone,
    email: customerService.email,
    address: [address.streetAddress, `${address.postalCode} ${address.addressLocality}`],
    catalogueSize: storefront.catalogueSize,
    registeredMailThreshold: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(300),
  }
}

export function contentTexts(storefront: Storefront, language: Language): ContentTexts {
  return TEXTS[shownLanguage(language)](contentFacts(storefront, language))
}
