/**
 * The shape of the seed copy of one language (texts-<lang>.ts): plain data, no block structure. The
 * builder (build-content.ts) turns it into blocks. Pure: no Node imports, no `server-only`.
 */

/** Storefront facts the copy mentions (brand name from the registry, fictional contact details). */
export interface ContentFacts {
  brand: string
  /** The storefront's country (ISO 3166, e.g. 'BR'), where one language's copy differs per market (pt-BR and pt-PT). */
  country: string
  phone: string
  email: string
  /** Street line, then postcode and town. */
  address: [string, string]
  catalogueSize: number
  /** "€300" in the language's format. */
  registeredMailThreshold: string
}

export interface Section {
  title: string
  paragraphs: string[]
}

export interface Callout {
  title: string
  paragraphs: string[]
  linkLabel: string
  /** A canonical route name of i18n/pathnames.ts. */
  route: string
}

export interface Quote {
  quote: string
  author: string
  role: string
}

export interface PageText {
  title: string
  description: string
  intro: string[]
  sections: Section[]
  callout?: Callout
  /** Shown one after another; on phones more than one open in the mobile testimonials modal (docs/rules/catalogue.md). */
  testimonials?: readonly Quote[]
}

export type MomentKey = 'birthday' | 'thankYou' | 'christmas' | 'wedding' | 'newBaby' | 'retirement'
export type BusinessKey = 'employeeGifts' | 'clientGifts' | 'incentives'

/** Giving-moments pages have a hero title and no title of their own (docs/rules/catalogue.md: title falls back to it). */
export interface MomentText extends Omit<PageText, 'title'> {
  slug: string
  heroTitle: string
  productsTitle: string
}

export interface SlugPage extends PageText {
  slug: string
}

export interface ArticleText extends SlugPage {
  /** YYYY-MM-DD. */
  date: string
  excerpt: string
}

export interface ContentTexts {
  readAlso: string
  givingMoments: PageText & { moments: Record<MomentKey, MomentText> }
  business: PageText & { productsTitle: string; pages: Record<BusinessKey, SlugPage> }
  blog: PageText & { articles: ArticleText[] }
  terms: PageText
  privacy: PageText
  cookies: PageText
  contact: PageText & { contactTitle: string; hours: string[] }
  cancelationPolicy: PageText
  delivery: PageText
  landing: [SlugPage & { productsTitle: string }, SlugPage & { productsTitle: string }]
}

export type ContentTextsBuilder = (facts: ContentFacts) => ContentTexts
