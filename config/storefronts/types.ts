/**
 * Types of the storefront registry (docs/rules/storefronts.md and docs/rules/limits.md). Pure data: imported by the proxy, the server and
 * server components. Client components receive only the slices they need as props.
 */
import type { CurrencyCode } from '../currencies'

export const BRAND_FAMILIES = ['CB', 'CK', 'GCS'] as const
export type BrandFamily = (typeof BRAND_FAMILIES)[number]

export const STOREFRONT_CODES = [
  'CB', 'CBAT', 'CBAU', 'CBBE', 'CBBR', 'CBCA', 'CBCH', 'CBDE', 'CBDK', 'CBES', 'CBFR', 'CBIE', 'CBIT',
  'CBMX', 'CBNO', 'CBNZ', 'CBPL', 'CBSE', 'CBUS', 'CK', 'CKFR', 'CKUK', 'GCSAE', 'GCSAT', 'GCSBE',
  'GCSDE', 'GCSFR', 'GCSIE', 'GCSIT', 'GCSNL', 'GCSPT', 'GCSUK', 'GCUK',
] as const
export type StorefrontCode = (typeof STOREFRONT_CODES)[number]

/**
 * The one table of languages: every language a storefront can speak and how far the shop has it.
 * 'complete': its own message catalogue and its own localized paths. 'fallback': not yet; its pages
 * show FALLBACK_LANGUAGE's texts and paths. Making a language complete starts with this one change;
 * the compiler then names each table still missing its entry (docs/recipes/add-a-language.md).
 */
export const LANGUAGE_TABLE = {
  nl: 'complete', fr: 'complete', en: 'complete', de: 'complete',
  es: 'complete', it: 'complete', pl: 'complete', pt: 'complete', sv: 'complete', da: 'complete', nb: 'complete',
} as const satisfies Record<string, 'complete' | 'fallback'>

export type Language = keyof typeof LANGUAGE_TABLE
export type CompleteLanguage = { [L in Language]: (typeof LANGUAGE_TABLE)[L] extends 'complete' ? L : never }[Language]
export const LANGUAGES = Object.keys(LANGUAGE_TABLE) as readonly Language[]
export const COMPLETE_LANGUAGES = LANGUAGES.filter((language) => LANGUAGE_TABLE[language] === 'complete') as readonly CompleteLanguage[]
/** Whose texts and paths a language that is not complete yet shows. */
export const FALLBACK_LANGUAGE: CompleteLanguage = 'en'

/**
 * Where shoppers of one country read a language differently (Brazilian beside European Portuguese,
 * Mexican beside Spain's Spanish), a partial catalogue `i18n/messages/<language>-<COUNTRY>.json` holds
 * the texts that differ, laid over the language's own catalogue on that country's storefronts.
 */
export const REGIONAL_TEXTS = ['pt-BR', 'es-MX'] as const satisfies readonly `${Language}-${string}`[]
export type RegionalTexts = (typeof REGIONAL_TEXTS)[number]

/** Whether a string (a header, a path prefix, a param) names a language of LANGUAGE_TABLE. */
export const isLanguage = (value: string): value is Language => Object.hasOwn(LANGUAGE_TABLE, value)

export const isCompleteLanguage = (language: Language): language is CompleteLanguage => LANGUAGE_TABLE[language] === 'complete'
/** The complete language a page in `language` is shown in. */
export const shownLanguage = (language: Language): CompleteLanguage => (isCompleteLanguage(language) ? language : FALLBACK_LANGUAGE)

/** A path to a file under public/ (starts with '/'), e.g. '/brands/cb/logo.svg'. */
export type AssetPath = `/${string}`

/**
 * What a branding image shows, as the key of its alt text in the `branding.alt` messages: the text is translated
 * where the image is rendered, filled with the brand name (`brandingAlt`), so a Dutch page never says "choice gift card".
 */
export const BRANDING_ALT_KEYS = ['logo', 'choiceGiftCard', 'doubler'] as const
export type BrandingAltKey = (typeof BRANDING_ALT_KEYS)[number]

export interface ImageLink {
  src: AssetPath
  altKey: BrandingAltKey
  /** Canonical route name of the link target (see i18n/pathnames.ts) or an absolute https URL. */
  href?: string
}

export interface TrustMark {
  src: AssetPath
  link?: string
  width: number
}

export const PAYMENT_LOGO_KINDS = [
  'adyenEPS', 'amex', 'bancontact', 'belfius', 'carteBancaire', 'ideal', 'invoice', 'kbccbc',
  'mastercard', 'paypal', 'secure', 'visa',
] as const
export type PaymentLogoKind = (typeof PAYMENT_LOGO_KINDS)[number]

export interface OpeningHours {
  /** schema.org dayOfWeek values, e.g. ['Monday', …]. */
  dayOfWeek: readonly string[]
  opens: string
  closes: string
}

/** schema.org Organization data; only the NL storefront (CB) has opening hours. */
export interface OrganizationStructuredData {
  name: string
  url: string
  description: string
  logo: AssetPath
  customerService: { telephone: string; email: string; contactType: 'customer service'; availableLanguage: readonly string[] }
  address: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string }
  openingHours?: OpeningHours
}

export interface SocialLinks {
  facebook?: string
  instagram?: string
  tiktok?: string
  linkedIn?: string
  pinterest?: string
  /** Known but hidden in the footer (docs/rules/storefronts.md). */
  twitter?: string
  youtube?: string
}

/** Every branding key of docs/rules/storefronts.md. */
export interface Branding {
  /** Primary brand colour and accent, used by the theme. */
  colors: { primary: string; primaryText: string; accent: string; background: string; text: string }
  logo: ImageLink
  logoV2: ImageLink
  footerClockIcon: AssetPath
  footerLogo: ImageLink
  modalLogo: ImageLink
  pdpFeaturedBlock: ImageLink & { href: string }
  pdpPromotionBlock: ImageLink & { href: string }
  trustMarks: readonly TrustMark[]
  trustMarksTopbar: readonly TrustMark[]
  trustMarksBottomBar: readonly TrustMark[]
  trustMarksHeader: readonly TrustMark[]
  notFoundImage: AssetPath
  headerDecoration?: AssetPath
  footerDecoration?: AssetPath
  /** Canonical route or absolute URL of the FAQ. */
  faq: string
  doubler: ImageLink
  doublerPageBg: AssetPath
  doublerHeroCardImage: AssetPath
  paymentLogos: readonly PaymentLogoKind[]
  alternativeChoiceAllInOne: ImageLink
  pdpBusinessLogo: AssetPath
  mobilePdpBusinessLogo: AssetPath
  pdpBusinessLogoWidth: number
  organizationStructuredData: OrganizationStructuredData
  socialLinks: SocialLinks
}

/** Feature toggles of docs/rules/storefronts.md; each can be overridden by an environment variable (see toggles.ts). */
export interface FeatureToggles {
  languageSwitcher: boolean
  isNavigationIconTextOn: boolean
  isSearchDataLayer: boolean
  isFooterLogos: boolean
  isLogosFromCBEOn: boolean
  isCookiesFooterLinkOn: boolean
  hardcodeNoindexNofollow: boolean
  isCBBEFrench: boolean
  /** docs/rules/storefronts.md redeem header: warn that digital cards are currently sent with a delay. */
  redeemDelayWarning: boolean
  /**
   * docs/rules/storefronts.md retry payment: after a failed payment the checkout offers the same order's payment step
   * again. Off: the failed order is let go and the shopper checks out from the basket again.
   */
  paymentRetry: boolean
  /** docs/rules/chrome.md promo pop-up: once per visitor, a pop-up on the browsing pages asks to take the survey. */
  isPromoPopupOn: boolean
  /**
   * docs/rules/checkout.md identify user, "order-modal auth mode": the basket's Order now opens the account identify
   * modal (e-mail first, then login or the guest flow) for a shopper who is not logged in. Off: it opens the guest
   * order modal instead (order as a guest, log in or create an account).
   */
  isOrderModalAuthOn: boolean
}
export type FeatureToggleName = keyof FeatureToggles

/** The legal entity that sells on a storefront and issues its invoices (config/storefronts/sellers.ts). */
export interface Seller {
  legalName: string
  address: OrganizationStructuredData['address']
  /** VAT (or the country's sales-tax) registration number; null where the seller has none. */
  vatNumber: string | null
  /** Company registration number as printed on invoices (KBO/BCE number, KvK, HRB, …). */
  companyNumber: string
  /** Account for bank transfers; null in countries without IBANs (bank transfer is not offered there). */
  iban: string | null
  bic: string | null
  /** Where the seller keeps its books: an invoice's date and numbering year are its local date there. */
  timeZone: string
}

export type HomeVersion = 1 | 2

export interface Storefront {
  code: StorefrontCode
  /** Numeric store id sent as userData.storeID (CBBE is 49, docs/rules/limits.md). */
  storeId: number
  brandFamily: BrandFamily
  /** Our fictional brand name shown to shoppers. */
  brandName: string
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  /** ISO 4217 code, one of config/currencies.ts. */
  currency: CurrencyCode
  languages: readonly Language[]
  defaultLanguage: Language
  /** Production host names (overridable by STOREFRONT_HOSTS); <code>.localhost always works in development. */
  hostNames: readonly string[]
  /** Catalogue size advertised as "N+" (docs/rules/limits.md). */
  catalogueSize: number
  branding: Branding
  /**
   * The layout of the home page (docs/rules/pages-and-seo.md page types): 1 the heading and the "Most chosen" block, 2 a
   * hero with the storefront's logoV2 and calls to action above it.
   */
  homeVersion: HomeVersion
  /** Issues the storefront's invoices: one seller per country. */
  seller: Seller
  toggles: FeatureToggles
  /** Minutes an unpaid order may hold cards of a limited edition before the expiry job lets it go (stock-holds.ts). */
  stockHoldMinutes: number
  /** Cards of limited editions one shopper may hold in unpaid orders at once (stock-holds.ts; error 2032). */
  maxHeldLimitedUnits: number
}

/** The store switcher's data (docs/rules/storefronts.md "Store data: countriesCombinations"), built by country-combinations.ts. */
export interface LanguageCombination {
  /** Lower-case language code, e.g. `nl`. */
  languageCode: string
  /** The storefront's default language (served without a path prefix). */
  isDefault: boolean
  /** ISO 4217 currency code, e.g. `EUR`. */
  currency: CurrencyCode
}

export interface CountryCombination {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  /** Absolute home URL of that country's storefront, ending in '/', e.g. `https://www.cadorama.de/`. */
  url: string
  languagesCombinations: LanguageCombination[]
}
