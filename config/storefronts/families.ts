/**
 * Brand-family defaults (colours, brand name, artwork, social links) and the helpers that turn them
 * into one storefront's `Branding`. Storefronts of one family differ only in country data, so the
 * registry states those differences and everything else comes from here.
 */
import type {
  AssetPath,
  BrandFamily,
  Branding,
  Language,
  OpeningHours,
  OrganizationStructuredData,
  PaymentLogoKind,
  SocialLinks,
  TrustMark,
} from './types'

export interface FamilyDefaults {
  /** Fictional brand name shown to shoppers. */
  brandName: string
  /** Second-level domain label of the family's hosts, e.g. `cadorama` in `www.cadorama.be`. */
  domainLabel: string
  /** Folder under public/ holding the family artwork. */
  assetDir: `/brands/${string}`
  /** CB-family logos read "Cadorama.<tld>", so each country has its own logo files (scripts/generate-brand-assets.mjs). */
  countryLogos: boolean
  colors: Branding['colors']
  socialLinks: SocialLinks
}

const socialLinksFor = (handle: string): SocialLinks => ({
  facebook: `https://www.facebook.com/${handle}`,
  instagram: `https://www.instagram.com/${handle}`,
  tiktok: `https://www.tiktok.com/@${handle}`,
  linkedIn: `https://www.linkedin.com/company/${handle}`,
  pinterest: `https://www.pinterest.com/${handle}`,
  twitter: `https://twitter.com/${handle}`,
  youtube: `https://www.youtube.com/@${handle}`,
})

// primaryText is chosen for WCAG AA (≥ 4.5:1) on primary: the coral is too light for white text, hence dark.
export const FAMILIES: Readonly<Record<BrandFamily, FamilyDefaults>> = {
  CB: {
    brandName: 'Cadorama',
    domainLabel: 'cadorama',
    assetDir: '/brands/cb',
    countryLogos: true,
    colors: { primary: '#e8423f', primaryText: '#111111', accent: '#ffb400', background: '#ffffff', text: '#1d1d1b' },
    socialLinks: socialLinksFor('cadorama'),
  },
  CK: {
    brandName: 'Kadolino',
    domainLabel: 'kadolino',
    assetDir: '/brands/ck',
    countryLogos: false,
    colors: { primary: '#6b3fa0', primaryText: '#ffffff', accent: '#f5a623', background: '#ffffff', text: '#231f2b' },
    socialLinks: socialLinksFor('kadolino'),
  },
  GCS: {
    brandName: 'Giftswap',
    domainLabel: 'giftswap',
    assetDir: '/brands/gcs',
    countryLogos: false,
    colors: { primary: '#0f7c84', primaryText: '#ffffff', accent: '#ffcf5c', background: '#ffffff', text: '#13292b' },
    socialLinks: socialLinksFor('giftswap'),
  },
}

/** Local payment methods first (what shoppers of that country look for), then cards and wallets. */
const COUNTRY_PAYMENT_LOGOS: Readonly<Record<string, readonly PaymentLogoKind[]>> = {
  BE: ['bancontact', 'kbccbc', 'belfius', 'visa', 'mastercard', 'paypal', 'amex'],
  NL: ['ideal', 'visa', 'mastercard', 'paypal', 'amex'],
  AT: ['adyenEPS', 'visa', 'mastercard', 'paypal'],
  FR: ['carteBancaire', 'visa', 'mastercard', 'paypal'],
}
const DEFAULT_PAYMENT_LOGOS: readonly PaymentLogoKind[] = ['visa', 'mastercard', 'paypal', 'amex']

/** Payment logos of a country; business storefronts add invoice; the "secure payment" mark always closes the row. */
export function paymentLogosFor(country: string, business: boolean): readonly PaymentLogoKind[] {
  const methods = COUNTRY_PAYMENT_LOGOS[country] ?? DEFAULT_PAYMENT_LOGOS
  return [...methods, ...(business ? (['invoice'] as const) : []), 'secure']
}

/** One sentence per language for schema.org `description`, in the storefront's default language. */
const DESCRIPTIONS: Readonly<Record<Language, (brand: string, size: number) => string>> = {
  nl: (b, n) => `${b}: kies uit meer dan ${n} cadeaukaarten, digitaal binnen 1 uur of per post.`,
  fr: (b, n) => `${b} : plus de ${n} cartes cadeaux, en ligne en 1 heure ou par la poste.`,
  en: (b, n) => `${b}: choose from ${n}+ gift cards, by e-mail within 1 hour or by post.`,
  de: (b, n) => `${b}: über ${n} Geschenkkarten, digital innerhalb 1 Stunde oder per Post.`,
  es: (b, n) => `${b}: más de ${n} tarjetas regalo, digitales en 1 hora o por correo postal.`,
  it: (b, n) => `${b}: oltre ${n} carte regalo, digitali entro 1 ora o per posta.`,
  pl: (b, n) => `${b}: ponad ${n} kart podarunkowych, cyfrowo w ciągu 1 godziny lub pocztą.`,
  pt: (b, n) => `${b}: mais de ${n} cartões-presente, digitais em 1 hora ou pelo correio.`,
  sv: (b, n) => `${b}: över ${n} presentkort, digitalt inom 1 timme eller med post.`,
  da: (b, n) => `${b}: over ${n} gavekort, digitalt inden for 1 time eller med posten.`,
  nb: (b, n) => `${b}: over ${n} gavekort, digitalt innen 1 time eller i posten.`,
}

export interface BrandingInput {
  family: BrandFamily
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  /** English country name, used in the organization name. */
  countryName: string
  languages: readonly Language[]
  defaultLanguage: Language
  /** First production host; the organization URL and the e-mail domain derive from it. */
  canonicalHost: string
  catalogueSize: number
  /** Sells to businesses on invoice (adds the invoice payment logo). */
  business: boolean
  telephone: string
  address: Omit<OrganizationStructuredData['address'], 'addressCountry'>
  openingHours?: OpeningHours
}

const trustMarks = (dir: string, width: number, count = 3): readonly TrustMark[] =>
  [1, 2, 3].slice(0, count).map((n) => ({ src: `${dir}/trust-${n}.svg` as AssetPath, width }))

/** Full branding of one storefront from its family defaults plus its country data. */
export function familyBranding(input: BrandingInput): Branding {
  const family = FAMILIES[input.family]
  const { brandName: brand, assetDir: dir } = family
  const asset = (file: string): AssetPath => `${dir}/${file}`
  // Country logos are named after the country code (logo-be.svg), matching the generator script.
  const suffix = family.countryLogos ? `-${input.country.toLowerCase()}` : ''
  const logo = asset(`logo${suffix}.svg`)
  const emailDomain = input.canonicalHost.replace(/^www\./, '')

  const organizationStructuredData: OrganizationStructuredData = {
    name: `${brand} ${input.countryName}`,
    url: `https://${input.canonicalHost}/`,
    description: DESCRIPTIONS[input.defaultLanguage](brand, input.catalogueSize),
    logo,
    customerService: {
      telephone: input.telephone,
      email: `service@${emailDomain}`,
      contactType: 'customer service',
      availableLanguage: input.languages,
    },
    address: { ...input.address, addressCountry: input.country },
    // Spread so storefronts without opening hours have no `openingHours` key at all.
    ...(input.openingHours ? { openingHours: input.openingHours } : {}),
  }

  return {
    colors: family.colors,
    logo: { src: logo, altKey: 'logo', href: 'home' },
    logoV2: { src: asset(`logo-v2${suffix}.svg`), altKey: 'logo', href: 'home' },
    footerClockIcon: asset('footer-clock.svg'),
    footerLogo: { src: asset(`footer-logo${suffix}.svg`), altKey: 'logo', href: 'home' },
    modalLogo: { src: asset('modal-logo.svg'), altKey: 'logo' },
    pdpFeaturedBlock: { src: asset('pdp-featured.svg'), altKey: 'choiceGiftCard', href: 'choiceCard' },
    pdpPromotionBlock: { src: asset('pdp-promotion.svg'), altKey: 'doubler', href: 'doubler' },
    trustMarks: trustMarks(dir, 80),
    trustMarksTopbar: trustMarks(dir, 24, 2),
    trustMarksBottomBar: trustMarks(dir, 56),
    trustMarksHeader: trustMarks(dir, 40, 1),
    notFoundImage: asset('not-found.svg'),
    headerDecoration: asset('header-decoration.svg'),
    footerDecoration: asset('footer-decoration.svg'),
    faq: 'helpdesk',
    doubler: { src: asset('doubler.svg'), altKey: 'doubler', href: 'doubler' },
    doublerPageBg: asset('doubler-bg.svg'),
    doublerHeroCardImage: asset('doubler-hero-card.svg'),
    paymentLogos: paymentLogosFor(input.country, input.business),
    alternativeChoiceAllInOne: { src: asset('alternative-choice.svg'), altKey: 'choiceGiftCard', href: 'choiceCard' },
    pdpBusinessLogo: asset('business-logo.svg'),
    mobilePdpBusinessLogo: asset('business-logo-mobile.svg'),
    pdpBusinessLogoWidth: 160,
    organizationStructuredData,
    socialLinks: family.socialLinks,
  }
}
