import 'server-only'
/**
 * The content pages of one storefront as `blocks` rows (docs/rules/catalogue.md content block kinds): giving moments,
 * business, blog, legal and service pages, two landing pages and the restaurant pages, for every language of the storefront.
 * Queue ids follow `page:<route>` / `page:<route>:<slug>`; each page starts with its PAGE_META block.
 *
 * Pure and deterministic (no randomness, no clock): the same storefront always yields the same rows.
 */
import { shownLanguage, type Language, type Storefront } from '@/config/storefronts/types'
import {
  pageQueueId, type BlockDataByType, type BlockType, type ContentRoute, type PageMetaBlockData, type RouteReference,
} from '@/server/modules/content/block-types'
import type { blocks } from '../../schema'
import { PAGE_KEYWORDS } from './page-keywords'
import { CONTACT_FAQ } from './contact-faq'
import { BUSINESS_PRODUCTS, LANDING_PRODUCTS, MOMENT_PRODUCTS, pickProducts } from './products'
import { RESTAURANT_LABELS, RESTAURANT_SLUGS, RESTAURANT_TEXTS } from './restaurants'
import { contentFacts, contentTexts } from './content-texts'
import type { ArticleText, BusinessKey, MomentKey, PageText } from './types'

export type ContentBlockRow = Omit<typeof blocks.$inferInsert, 'id' | 'termIds'>

const MOMENT_COLOURS: Readonly<Record<MomentKey, string>> = {
  birthday: '#FDE2E4', thankYou: '#E2ECE9', christmas: '#F8E1C4', wedding: '#EDE7F6', newBaby: '#DDEFFB', retirement: '#E9F5DB',
}
const CALLOUT_COLOUR = '#FFF3D6'

export interface CatalogueSummary {
  /** Every published product slug of the storefront. */
  slugs: ReadonlySet<string>
  /** Slugs by popularity, most popular first (fills product rows). */
  popular: readonly string[]
  /** The seeded locations of each product that has some, first location first. */
  locations: ReadonlyMap<string, readonly LocationSummary[]>
}

/** A seeded location, as a restaurant page shows its address. */
export interface LocationSummary {
  name: string
  street: string
  postCode: string
  locality: string
}

type Draft = { [K in BlockType]: { blockType: K; data: BlockDataByType[K] } }[BlockType]

export function buildContentBlocks(storefront: Storefront, catalogue: CatalogueSummary): ContentBlockRow[] {
  return storefront.languages.flatMap((language) => {
    const texts = contentTexts(storefront, language)
    const keywords = PAGE_KEYWORDS[shownLanguage(language)]
    const facts = contentFacts(storefront, language)
    const pick = (preferred: readonly string[]) => pickProducts(preferred, catalogue.slugs, catalogue.popular)
    const pages: Array<{ queueId: string; drafts: Draft[] }> = []
    const add = (route: ContentRoute, slug: string | null, drafts: Draft[]) => pages.push({ queueId: pageQueueId(route, slug), drafts })

    // Giving moments: overview and one page per moment (heroTitle only: the title falls back to it).
    add('givingMoments', null, [meta(texts.givingMoments, { keywords: keywords.givingMoments }), ...body(texts.givingMoments)])
    const momentKeys = Object.keys(texts.givingMoments.moments) as MomentKey[]
    momentKeys.forEach((key, index) => {
      const moment = texts.givingMoments.moments[key]
      const slugs = pick(MOMENT_PRODUCTS[key])
      const article = texts.blog.articles[index % texts.blog.articles.length]
      add('givingMoments', moment.slug, [
        { blockType: 'PAGE_META', data: { heroTitle: moment.heroTitle, description: moment.description, keywords: keywords.moments[key], backgroundColor: MOMENT_COLOURS[key], image: cardImage(slugs[0], moment.heroTitle), order: index + 1, translationKey: `moment:${key}` } },
        { blockType: 'WITH_HAND', data: { title: moment.productsTitle, paragraphs: moment.intro, image: cardImage(slugs[0], ''), showHand: true, backgroundColor: MOMENT_COLOURS[key] } },
        ...productRow(null, slugs),
        ...sections(moment.sections),
        ...(moment.testimonials ?? []).map(testimonial),
        ...(article ? [{ blockType: 'TITLE', data: { title: texts.readAlso, level: 2 } } as Draft, blogTeaser(article)] : []),
      ])
    })

    // Business: overview and the business product pages.
    add('business', null, [meta(texts.business, { keywords: keywords.business }), ...body(texts.business, pick(BUSINESS_PRODUCTS.employeeGifts))])
    const businessKeys = Object.keys(texts.business.pages) as BusinessKey[]
    businessKeys.forEach((key, index) => {
      const page = texts.business.pages[key]
      const slugs = pick(BUSINESS_PRODUCTS[key])
      add('business', page.slug, [
        meta(page, { order: index + 1, image: cardImage(slugs[0], page.title), translationKey: `business:${key}`, keywords: keywords.businessPages[key] }),
        ...body(page),
        ...productRow(texts.business.productsTitle, slugs),
        callout(texts.business.callout),
      ].filter((draft): draft is Draft => draft !== null))
    })

    // Blog: overview and articles (each suggests the next one).
    add('blog', null, [meta(texts.blog, { keywords: keywords.blog }), ...body(texts.blog)])
    texts.blog.articles.forEach((article, index, all) => {
      const next = all[(index + 1) % all.length]
      const slugs = pick(MOMENT_PRODUCTS[momentKeys[index % momentKeys.length] ?? 'birthday']).slice(0, 2)
      add('blog', article.slug, [
        // Every language's texts list the same articles in the same order.
        meta(article, { date: article.date, image: cardImage(slugs[0], article.title), translationKey: `article:${index}`, keywords: keywords.articles[index] ?? [] }),
        ...body(article),
        ...productRow(null, slugs),
        ...(next && next !== article ? [{ blockType: 'TITLE', data: { title: texts.readAlso, level: 2 } } as Draft, blogTeaser(next)] : []),
      ])
    })

    // Legal and service pages.
    for (const route of ['terms', 'privacy', 'cookies', 'cancelationPolicy', 'delivery'] as const) {
      add(route, null, [meta(texts[route]), ...body(texts[route])])
    }
    add('contact', null, [
      meta(texts.contact),
      ...body({ ...texts.contact, callout: undefined }),
      { blockType: 'CONTACT', data: { title: texts.contact.contactTitle, phone: facts.phone, email: facts.email, hours: texts.contact.hours, address: [facts.brand, ...facts.address] } },
      { blockType: 'FAQ', data: CONTACT_FAQ[shownLanguage(language)](facts) },
      ...[callout(texts.contact.callout)].filter((draft): draft is Draft => draft !== null),
    ])

    // Landing pages (`/<slug>/`).
    texts.landing.forEach((page, index) => {
      const slugs = pick(LANDING_PRODUCTS[index as 0 | 1])
      add('landing', page.slug, [
        meta(page, { image: cardImage(slugs[0], page.title), translationKey: `landing:${index}`, keywords: keywords.landing[index as 0 | 1] }),
        { blockType: 'WITH_HAND', data: { title: page.productsTitle, paragraphs: page.intro, image: cardImage(slugs[0], ''), showHand: true } },
        ...productRow(null, slugs),
        ...[callout(texts.givingMoments.callout)].filter((draft): draft is Draft => draft !== null),
      ])
    })

    // Restaurant pages (`/restaurants/<product slug>/`): only restaurants the storefront sells at a location.
    for (const slug of RESTAURANT_SLUGS) {
      const locations = catalogue.locations.get(slug) ?? []
      const first = locations[0]
      if (!catalogue.slugs.has(slug) || !first) continue
      add('restaurant', slug, restaurantPage(slug, language, first, locations.length))
    }

    return pages.flatMap(({ queueId, drafts }) => drafts.map((draft, position) => ({
      storefront: storefront.code, language, queueId, blockType: draft.blockType, position, data: { ...draft.data },
    })))
  })
}

/**
 * A restaurant: its story with the card art, its kitchen, the address and opening hours of its first
 * location, its gift card and, with more than one location, a link to all of them.
 */
function restaurantPage(slug: (typeof RESTAURANT_SLUGS)[number], language: Language, first: LocationSummary, locationCount: number): Draft[] {
  const text = RESTAURANT_TEXTS[shownLanguage(language)][slug]
  const labels = RESTAURANT_LABELS[shownLanguage(language)]
  return [
    { blockType: 'PAGE_META', data: { title: text.title, description: text.description, keywords: text.keywords, image: cardImage(slug, text.title), translationKey: `restaurant:${slug}` } },
    { blockType: 'IMAGE_BODY', data: { paragraphs: text.intro, image: cardImage(slug, '')!, imagePosition: 'right' } },
    ...sections([text.kitchen]),
    { blockType: 'CONTACT', data: { title: labels.addressTitle, hours: text.hours, address: [first.name, first.street, `${first.postCode} ${first.locality}`] } },
    { blockType: 'PRODUCT_REFERENCE', data: { productSlug: slug, text: text.giftLine } },
    ...(locationCount > 1 ? [{
      blockType: 'COLORED', data: {
        title: labels.locationsTitle, paragraphs: [labels.locationsText(text.title, locationCount)], backgroundColor: CALLOUT_COLOUR,
        link: { label: labels.locationsLink, reference: { route: 'locations', params: { product: slug } } },
      },
    } as Draft] : []),
  ]
}

function meta(page: PageText, extra: Partial<PageMetaBlockData> = {}): Draft {
  return { blockType: 'PAGE_META', data: { title: page.title, description: page.description, ...extra } }
}

/** Intro, sections, testimonials and callout of a page; with slugs, the intro shows the first card. */
function body(page: Omit<PageText, 'title'>, slugs: readonly string[] = []): Draft[] {
  const intro: Draft[] = page.intro.length
    ? [{ blockType: 'IMAGE_BODY', data: { paragraphs: page.intro, ...(slugs[0] ? { image: cardImage(slugs[0], ''), imagePosition: 'right' } : {}) } }]
    : []
  return [
    ...intro,
    ...sections(page.sections),
    ...(page.testimonials ?? []).map(testimonial),
    ...[callout(page.callout)].filter((draft): draft is Draft => draft !== null),
  ]
}

function sections(list: PageText['sections']): Draft[] {
  return list.flatMap((section): Draft[] => [
    { blockType: 'TITLE', data: { title: section.title, level: 2 } },
    { blockType: 'IMAGE_BODY', data: { paragraphs: section.paragraphs } },
  ])
}

function productRow(title: string | null, slugs: readonly string[]): Draft[] {
  return [
    ...(title ? [{ blockType: 'TITLE', data: { title, level: 2 } } as Draft] : []),
    ...slugs.map((productSlug): Draft => ({ blockType: 'PRODUCT_REFERENCE', data: { productSlug } })),
  ]
}

function testimonial(quote: NonNullable<PageText['testimonials']>[number]): Draft {
  return { blockType: 'TESTIMONIAL', data: { quote: quote.quote, author: quote.author, role: quote.role } }
}

function callout(value: PageText['callout']): Draft | null {
  if (!value) return null
  const reference: RouteReference = { route: value.route }
  return { blockType: 'COLORED', data: { title: value.title, paragraphs: value.paragraphs, backgroundColor: CALLOUT_COLOUR, link: { label: value.linkLabel, reference } } }
}

function blogTeaser(article: ArticleText): Draft {
  return { blockType: 'BLOG_BLOCK', data: { title: article.title, excerpt: article.excerpt, articlePath: article.slug, date: article.date } }
}

function cardImage(slug: string | undefined, alt: string): { url: string; alt: string } | undefined {
  return slug ? { url: `/card-art/${slug}/`, alt } : undefined
}
