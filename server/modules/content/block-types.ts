/**
 * The `data` of each stored block kind (server/db/schema/content.ts). Products are referenced by
 * slug and routes by canonical name, so seeds and edits never depend on serial ids or on a language.
 *
 * Every text is plain text: pages render it as text, never as HTML. Paragraphs are separate strings.
 * Links are either an absolute URL with an allowed scheme (tel:, mailto:, http:, https:) or a route
 * reference; anything else is dropped when the block is read (block-views.ts).
 */

export interface RouteReference {
  route: string
  params?: Record<string, string>
}

/** A link: `href` (allowed schemes only) or `reference` (an internal route). */
export interface LinkData {
  label: string
  href?: string
  reference?: RouteReference
}

/** A site path ('/card-art/…') or an https URL. */
export interface ImageData {
  url: string
  alt: string
}

/** Home "Most chosen" (docs/rules/catalogue.md and docs/rules/limits.md): at most 2 top products combined with the list. */
export interface MostChosenBlockData {
  title: string
  linkTitle: string
  /** At most 2; the first leads, the second leads on large desktop and trails otherwise. */
  topProductSlugs: string[]
  productSlugs: string[]
}

/** Search "highlighted blocks" (docs/rules/catalogue.md popular search data). */
export interface HighlightedBlockData {
  title: string
  description: string
  cardImage: string
  backgroundImage: string
  reference: RouteReference
  showHand: boolean
}

/** Teaser of a blog article (docs/rules/catalogue.md "blog block"). */
export interface BlogBlockData {
  title: string
  excerpt: string
  image?: ImageData
  /** The article's slug (its `blogArticle` path param). */
  articlePath: string
  /** ISO date, YYYY-MM-DD. */
  date: string
}

export interface ColoredBlockData {
  title: string
  paragraphs: string[]
  /** `#RRGGBB`; anything else falls back to the theme's surface colour. */
  backgroundColor: string
  link?: LinkData
}

/** Questions and answers (docs/rules/pages-and-seo.md FAQ); the page names them as FAQPage structured data. */
export interface FaqBlockData {
  title: string
  items: Array<{ question: string; answer: string }>
}

export interface ContactBlockData {
  title: string
  phone?: string
  email?: string
  /** Lines such as "Monday to Friday, 9:00–17:00". */
  hours: string[]
  /** Address lines. */
  address: string[]
}

export interface ImageBodyBlockData {
  title?: string
  paragraphs: string[]
  image?: ImageData
  /** Which side the image takes on wide screens. */
  imagePosition?: 'left' | 'right'
  link?: LinkData
}

export interface ProductReferenceBlockData {
  productSlug: string
  /** Optional line shown above the card, e.g. why this gift fits. */
  text?: string
}

export interface TestimonialBlockData {
  quote: string
  author: string
  /** E.g. "HR manager, Ghent". */
  role?: string
}

/** TITLE (title only) and TITLE_SUBTITLE share this shape. */
export interface TitleBlockData {
  title: string
  subtitle?: string
  /** Heading level 2–4 (the page's h1 comes from PAGE_META). */
  level?: number
}

export interface TitleWithImagesBlockData {
  title: string
  images: ImageData[]
}

export interface WithHandBlockData {
  title: string
  paragraphs: string[]
  image?: ImageData
  showHand: boolean
  backgroundColor?: string
  link?: LinkData
}

/**
 * A content page's own metadata: one per page queue (`page:<route>` or `page:<route>:<slug>`).
 * Giving-moments pages have a heroTitle; their title falls back to it (docs/rules/catalogue.md).
 */
export interface PageMetaBlockData {
  title?: string
  heroTitle?: string
  description: string
  /** docs/rules/pages-and-seo.md page metadata keywords: the words shoppers search the page by, in its language. */
  keywords?: string[]
  noindex?: boolean
  backgroundColor?: string
  image?: ImageData
  /** ISO date (blog articles): orders overviews, newest first. */
  date?: string
  /** Position in its overview (pages without a date). */
  order?: number
  /**
   * The same page in the storefront's other languages has the same key (its slug differs per
   * language: 'verjaardag', 'anniversaire'), so its hreflang alternates can name them.
   */
  translationKey?: string
}

/**
 * docs/rules/chrome.md redeem header: the informative message under the redeem header's bar, one per storefront and
 * language (queue BLOCK_QUEUES.redeemHeader). One line of plain text; `npm run content:redeem-message` sets it.
 */
export interface InfoMessageBlockData {
  text: string
}

/** The longest informative message the redeem header takes: one or two lines on a phone. */
export const INFO_MESSAGE_MAX_LENGTH = 200

export interface BlockDataByType {
  MOST_CHOSEN: MostChosenBlockData
  HIGHLIGHTED: HighlightedBlockData
  BLOG_BLOCK: BlogBlockData
  COLORED: ColoredBlockData
  CONTACT: ContactBlockData
  FAQ: FaqBlockData
  IMAGE_BODY: ImageBodyBlockData
  PRODUCT_REFERENCE: ProductReferenceBlockData
  TESTIMONIAL: TestimonialBlockData
  TITLE: TitleBlockData
  TITLE_SUBTITLE: TitleBlockData
  TITLE_WITH_IMAGES: TitleWithImagesBlockData
  WITH_HAND: WithHandBlockData
  PAGE_META: PageMetaBlockData
  INFO_MESSAGE: InfoMessageBlockData
}
export type BlockType = keyof BlockDataByType

/** Queue ids used by the pages. */
export const BLOCK_QUEUES = {
  home: 'home',
  searchHighlighted: 'search-highlighted',
  /** The redeem header's informative message (docs/rules/chrome.md): at most one INFO_MESSAGE block. */
  redeemHeader: 'redeem-header',
} as const

/**
 * Routes that have content pages. Overviews (`blog`, `givingMoments`, `business`) list the pages
 * queued under `page:<route>:<slug>`; `landing` and `restaurant` pages exist only with a slug.
 */
export const CONTENT_ROUTES = [
  'givingMoments', 'business', 'blog', 'terms', 'privacy', 'cookies', 'contact', 'cancelationPolicy', 'delivery',
  'notFound', 'landing', 'restaurant',
] as const
export type ContentRoute = (typeof CONTENT_ROUTES)[number]

/** The route of one listed page of an overview, and the name of its slug param. */
export const CONTENT_ITEM_ROUTES = {
  givingMoments: { route: 'givingMomentsPage', param: 'product' },
  business: { route: 'businessProduct', param: 'product' },
  blog: { route: 'blogArticle', param: 'path' },
  landing: { route: 'landing', param: 'path' },
  restaurant: { route: 'restaurant', param: 'product' },
} as const satisfies Partial<Record<ContentRoute, { route: string; param: string }>>

/** Routes whose pages all have a slug: there is no page without one (no overview). */
export const SLUG_ONLY_ROUTES: ReadonlySet<ContentRoute> = new Set<ContentRoute>(['landing', 'restaurant'])

/** `page:<route>` or `page:<route>:<slug>`. */
export function pageQueueId(route: ContentRoute, slug?: string | null): string {
  return slug ? `page:${route}:${slug}` : `page:${route}`
}
