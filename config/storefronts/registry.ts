/**
 * The registry of all 33 storefronts (docs/rules/storefronts.md and docs/rules/limits.md): the one place that lists them. Each row states only
 * what differs per storefront; family defaults and branding come from families.ts.
 */
import type { CurrencyCode } from '../currencies'
import { FAMILIES, familyBranding } from './families'
import { SELLERS } from './sellers'
import { DEFAULT_MAX_HELD_LIMITED_UNITS, DEFAULT_STOCK_HOLD_MINUTES } from './stock-holds'
import { DEFAULT_TOGGLES } from './toggles'
import type { BrandFamily, FeatureToggles, HomeVersion, Language, OpeningHours, Storefront, StorefrontCode } from './types'

interface CountryData {
  name: string
  /** Top-level domain of the family hosts in this country (also the TLD shown in CB logos). */
  tld: string
  /** Fictional customer-service contact. */
  telephone: string
  streetAddress: string
  postalCode: string
  addressLocality: string
}

// Fictional contact details: the numbers are zero-filled so they cannot reach a real line.
const COUNTRIES = {
  AE: { name: 'United Arab Emirates', tld: 'ae', telephone: '+971 4 000 0000', streetAddress: 'Office 101, Gift Tower', postalCode: '00000', addressLocality: 'Dubai' },
  AT: { name: 'Austria', tld: 'at', telephone: '+43 1 000 0000', streetAddress: 'Geschenkgasse 5', postalCode: '1010', addressLocality: 'Wien' },
  AU: { name: 'Australia', tld: 'com.au', telephone: '+61 2 0000 0000', streetAddress: '12 Gift Street', postalCode: '2000', addressLocality: 'Sydney' },
  BE: { name: 'Belgium', tld: 'be', telephone: '+32 9 000 00 00', streetAddress: 'Cadeaulaan 10', postalCode: '9000', addressLocality: 'Gent' },
  BR: { name: 'Brazil', tld: 'com.br', telephone: '+55 11 0000-0000', streetAddress: 'Rua dos Presentes, 100', postalCode: '01000-000', addressLocality: 'São Paulo' },
  CA: { name: 'Canada', tld: 'ca', telephone: '+1 416 000 0000', streetAddress: '100 Gift Avenue', postalCode: 'M5H 0A0', addressLocality: 'Toronto' },
  CH: { name: 'Switzerland', tld: 'ch', telephone: '+41 44 000 00 00', streetAddress: 'Geschenkstrasse 3', postalCode: '8001', addressLocality: 'Zürich' },
  DE: { name: 'Germany', tld: 'de', telephone: '+49 30 0000000', streetAddress: 'Geschenkstraße 7', postalCode: '10115', addressLocality: 'Berlin' },
  DK: { name: 'Denmark', tld: 'dk', telephone: '+45 00 00 00 00', streetAddress: 'Gavevej 4', postalCode: '1050', addressLocality: 'København' },
  ES: { name: 'Spain', tld: 'es', telephone: '+34 910 000 000', streetAddress: 'Calle del Regalo 8', postalCode: '28001', addressLocality: 'Madrid' },
  FR: { name: 'France', tld: 'fr', telephone: '+33 1 00 00 00 00', streetAddress: '12 rue des Cadeaux', postalCode: '75002', addressLocality: 'Paris' },
  GB: { name: 'United Kingdom', tld: 'co.uk', telephone: '+44 20 0000 0000', streetAddress: '10 Gift Street', postalCode: 'EC1A 0AA', addressLocality: 'London' },
  IE: { name: 'Ireland', tld: 'ie', telephone: '+353 1 000 0000', streetAddress: '9 Gift Lane', postalCode: 'D02 X000', addressLocality: 'Dublin' },
  IT: { name: 'Italy', tld: 'it', telephone: '+39 02 0000 0000', streetAddress: 'Via dei Regali 6', postalCode: '20121', addressLocality: 'Milano' },
  MX: { name: 'Mexico', tld: 'com.mx', telephone: '+52 55 0000 0000', streetAddress: 'Calle de los Regalos 15', postalCode: '06000', addressLocality: 'Ciudad de México' },
  NL: { name: 'Netherlands', tld: 'nl', telephone: '+31 20 000 0000', streetAddress: 'Cadeaustraat 12', postalCode: '1011 AB', addressLocality: 'Amsterdam' },
  NO: { name: 'Norway', tld: 'no', telephone: '+47 00 00 00 00', streetAddress: 'Gavegata 2', postalCode: '0150', addressLocality: 'Oslo' },
  NZ: { name: 'New Zealand', tld: 'co.nz', telephone: '+64 9 000 0000', streetAddress: '7 Gift Street', postalCode: '1010', addressLocality: 'Auckland' },
  PL: { name: 'Poland', tld: 'pl', telephone: '+48 22 000 00 00', streetAddress: 'ul. Prezentowa 5', postalCode: '00-001', addressLocality: 'Warszawa' },
  PT: { name: 'Portugal', tld: 'pt', telephone: '+351 21 000 0000', streetAddress: 'Rua dos Presentes 20', postalCode: '1100-000', addressLocality: 'Lisboa' },
  SE: { name: 'Sweden', tld: 'se', telephone: '+46 8 000 000 00', streetAddress: 'Presentgatan 3', postalCode: '111 20', addressLocality: 'Stockholm' },
  US: { name: 'United States', tld: 'com', telephone: '+1 212 000 0000', streetAddress: '200 Gift Street', postalCode: '10001', addressLocality: 'New York' },
} as const satisfies Record<string, CountryData>
type Country = keyof typeof COUNTRIES

/** Only the NL storefront shows opening hours (docs/rules/storefronts.md). */
const NL_OPENING_HOURS: OpeningHours = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:30',
}

interface Row {
  family: BrandFamily
  country: Country
  currency: CurrencyCode
  /** Default language first. */
  languages: readonly [Language, ...Language[]]
  catalogueSize: number
  storeId: number
  /** Sells to businesses on invoice. */
  business?: boolean
  /** Only where the family domain + country TLD would collide with another storefront. */
  hostNames?: readonly string[]
  openingHours?: OpeningHours
  toggles?: Partial<FeatureToggles>
  /** The second home version (hero with logoV2); the first when not given. */
  homeVersion?: HomeVersion
  /** Minutes an unpaid order may hold limited stock; DEFAULT_STOCK_HOLD_MINUTES when not given. */
  stockHoldMinutes?: number
  /** Cards of limited editions one shopper may hold unpaid; DEFAULT_MAX_HELD_LIMITED_UNITS when not given. */
  maxHeldLimitedUnits?: number
}

// A record keyed by code, so the compiler rejects a missing or unknown storefront.
const ROWS: Readonly<Record<StorefrontCode, Row>> = {
  CB: { family: 'CB', country: 'NL', currency: 'EUR', languages: ['nl'], catalogueSize: 200, storeId: 1, business: true, openingHours: NL_OPENING_HOURS },
  CBAT: { family: 'CB', country: 'AT', currency: 'EUR', languages: ['de'], catalogueSize: 60, storeId: 40 },
  CBAU: { family: 'CB', country: 'AU', currency: 'AUD', languages: ['en'], catalogueSize: 40, storeId: 41 },
  CBBE: { family: 'CB', country: 'BE', currency: 'EUR', languages: ['nl', 'fr'], catalogueSize: 200, storeId: 49, business: true, toggles: { isLogosFromCBEOn: true, isPromoPopupOn: true } },
  CBBR: { family: 'CB', country: 'BR', currency: 'BRL', languages: ['pt'], catalogueSize: 40, storeId: 42 },
  CBCA: { family: 'CB', country: 'CA', currency: 'CAD', languages: ['en', 'fr'], catalogueSize: 40, storeId: 43 },
  CBCH: { family: 'CB', country: 'CH', currency: 'CHF', languages: ['de', 'fr', 'it'], catalogueSize: 40, storeId: 44 },
  CBDE: { family: 'CB', country: 'DE', currency: 'EUR', languages: ['de'], catalogueSize: 150, storeId: 45, business: true },
  CBDK: { family: 'CB', country: 'DK', currency: 'DKK', languages: ['da'], catalogueSize: 40, storeId: 46 },
  CBES: { family: 'CB', country: 'ES', currency: 'EUR', languages: ['es'], catalogueSize: 50, storeId: 47 },
  CBFR: { family: 'CB', country: 'FR', currency: 'EUR', languages: ['fr'], catalogueSize: 150, storeId: 48, business: true },
  CBIE: { family: 'CB', country: 'IE', currency: 'EUR', languages: ['en'], catalogueSize: 50, storeId: 50 },
  CBIT: { family: 'CB', country: 'IT', currency: 'EUR', languages: ['it'], catalogueSize: 40, storeId: 51 },
  CBMX: { family: 'CB', country: 'MX', currency: 'MXN', languages: ['es'], catalogueSize: 40, storeId: 52 },
  CBNO: { family: 'CB', country: 'NO', currency: 'NOK', languages: ['nb'], catalogueSize: 40, storeId: 53 },
  CBNZ: { family: 'CB', country: 'NZ', currency: 'NZD', languages: ['en'], catalogueSize: 40, storeId: 54 },
  // docs/rules/limits.md gives Poland a business range (50 to 2000 zł), so it sells on invoice.
  CBPL: { family: 'CB', country: 'PL', currency: 'PLN', languages: ['pl'], catalogueSize: 30, storeId: 55, business: true },
  CBSE: { family: 'CB', country: 'SE', currency: 'SEK', languages: ['sv'], catalogueSize: 40, storeId: 56 },
  CBUS: { family: 'CB', country: 'US', currency: 'USD', languages: ['en'], catalogueSize: 40, storeId: 57 },
  CK: { family: 'CK', country: 'NL', currency: 'EUR', languages: ['nl'], catalogueSize: 70, storeId: 60 },
  CKFR: { family: 'CK', country: 'FR', currency: 'EUR', languages: ['fr'], catalogueSize: 70, storeId: 61 },
  CKUK: { family: 'CK', country: 'GB', currency: 'GBP', languages: ['en'], catalogueSize: 300, storeId: 62, business: true },
  GCSAE: { family: 'GCS', country: 'AE', currency: 'AED', languages: ['en'], catalogueSize: 40, storeId: 70 },
  GCSAT: { family: 'GCS', country: 'AT', currency: 'EUR', languages: ['de'], catalogueSize: 60, storeId: 71 },
  // Giftswap Belgium greets shoppers with the second home version (docs/rules/pages-and-seo.md page types).
  GCSBE: { family: 'GCS', country: 'BE', currency: 'EUR', languages: ['nl', 'fr'], catalogueSize: 60, storeId: 72, homeVersion: 2 },
  GCSDE: { family: 'GCS', country: 'DE', currency: 'EUR', languages: ['de'], catalogueSize: 150, storeId: 73 },
  GCSFR: { family: 'GCS', country: 'FR', currency: 'EUR', languages: ['fr'], catalogueSize: 150, storeId: 74 },
  GCSIE: { family: 'GCS', country: 'IE', currency: 'EUR', languages: ['en'], catalogueSize: 50, storeId: 75 },
  GCSIT: { family: 'GCS', country: 'IT', currency: 'EUR', languages: ['it'], catalogueSize: 40, storeId: 76 },
  GCSNL: { family: 'GCS', country: 'NL', currency: 'EUR', languages: ['nl'], catalogueSize: 200, storeId: 77 },
  GCSPT: { family: 'GCS', country: 'PT', currency: 'EUR', languages: ['pt'], catalogueSize: 40, storeId: 78 },
  GCSUK: { family: 'GCS', country: 'GB', currency: 'GBP', languages: ['en'], catalogueSize: 300, storeId: 79 },
  // Second GCS storefront in GB: giftswap.co.uk belongs to GCSUK, so this one lives on the .uk domain.
  GCUK: { family: 'GCS', country: 'GB', currency: 'GBP', languages: ['en'], catalogueSize: 300, storeId: 80, hostNames: ['www.giftswap.uk', 'giftswap.uk'] },
}

/** `www.` host first (it is canonical), then the bare domain, which production redirects to it. */
const familyHosts = (family: BrandFamily, tld: string): readonly string[] => {
  const domain = `${FAMILIES[family].domainLabel}.${tld}`
  return [`www.${domain}`, domain]
}

function toStorefront(code: StorefrontCode, row: Row): Storefront {
  const country: CountryData = COUNTRIES[row.country]
  const hostNames = row.hostNames ?? familyHosts(row.family, country.tld)
  const [defaultLanguage] = row.languages
  return {
    code,
    storeId: row.storeId,
    brandFamily: row.family,
    brandName: FAMILIES[row.family].brandName,
    country: row.country,
    currency: row.currency,
    languages: row.languages,
    defaultLanguage,
    hostNames,
    catalogueSize: row.catalogueSize,
    homeVersion: row.homeVersion ?? 1,
    branding: familyBranding({
      family: row.family,
      country: row.country,
      countryName: country.name,
      languages: row.languages,
      defaultLanguage,
      canonicalHost: hostNames[0] ?? `${code.toLowerCase()}.localhost`,
      catalogueSize: row.catalogueSize,
      business: row.business ?? false,
      telephone: country.telephone,
      address: { streetAddress: country.streetAddress, postalCode: country.postalCode, addressLocality: country.addressLocality },
      ...(row.openingHours ? { openingHours: row.openingHours } : {}),
    }),
    seller: { ...SELLERS[row.country], address: { streetAddress: country.streetAddress, postalCode: country.postalCode, addressLocality: country.addressLocality, addressCountry: row.country } },
    // A switcher with one language has nothing to switch to.
    toggles: { ...DEFAULT_TOGGLES, languageSwitcher: row.languages.length > 1, ...row.toggles },
    stockHoldMinutes: row.stockHoldMinutes ?? DEFAULT_STOCK_HOLD_MINUTES,
    maxHeldLimitedUnits: row.maxHeldLimitedUnits ?? DEFAULT_MAX_HELD_LIMITED_UNITS,
  }
}

// Frozen deeply: the registry is shared by every request of the process, so a stray mutation would leak.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

export const STOREFRONTS: Readonly<Record<StorefrontCode, Storefront>> = deepFreeze(
  Object.fromEntries(
    (Object.entries(ROWS) as [StorefrontCode, Row][]).map(([code, row]) => [code, toStorefront(code, row)]),
  ) as Record<StorefrontCode, Storefront>,
)
