import 'server-only'
import { cache, type ReactNode } from 'react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { BlockList } from '@/components/content/block-list'
import { faqJsonLd, serializeJsonLd } from './structured-data'
import type { ContentBlockData, ContentTexts, PageMetaData } from '@/components/content/block-data'
import { PageHero } from '@/components/content/page-hero'
import { TeaserCard, TeaserGrid } from '@/components/content/teaser-card'
import { toProductCardData } from '@/components/catalog/product-card-data'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import type { ApiError } from '@/graphql/error-codes'
import { ContentListDocument, ContentPageDocument, type ContentBlockFieldsFragment, type ContentPageQuery } from '@/graphql/generated/operations'
import type { RouteName } from '@/i18n/localize'
import { BreadcrumbTrail } from './breadcrumb-trail'
import { pageMetadata } from './metadata'
import type { PageContext } from './page-context'

/** Routes with content pages (server/modules/content CONTENT_ROUTES); overviews list their pages. */
export type ContentRoute = 'givingMoments' | 'business' | 'blog' | 'terms' | 'privacy' | 'cookies' | 'contact' | 'cancelationPolicy' | 'delivery' | 'landing' | 'restaurant'
type ListedRoute = 'givingMoments' | 'business' | 'blog' | 'landing' | 'restaurant'
/** Listed routes whose pages sit under an overview page (landing pages have none). */
const OVERVIEW_ROUTES = ['givingMoments', 'business', 'blog'] as const

/** The route of one page of an overview and its slug param (i18n/pathnames.ts). */
const ITEM_ROUTES = {
  givingMoments: { route: 'givingMomentsPage', param: 'product' },
  business: { route: 'businessProduct', param: 'product' },
  blog: { route: 'blogArticle', param: 'path' },
  landing: { route: 'landing', param: 'path' },
  restaurant: { route: 'restaurant', param: 'product' },
} as const satisfies Record<ListedRoute, { route: RouteName; param: string }>

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 120

interface LoadedPage {
  meta: NonNullable<ContentPageQuery['contentPage']['meta']>
  blocks: ContentBlockFieldsFragment[]
}

/**
 * A content page (once per request for metadata and page). Unknown pages are a 404; a slug is first
 * checked against the overview's list (one cached query), so junk URLs never reach the page query
 * and cannot fill the data cache.
 */
export const loadContentPage = cache(async (context: PageContext, route: ContentRoute, rawSlug?: string): Promise<LoadedPage> => {
  let slug: string | null = null
  if (rawSlug !== undefined) {
    slug = safeDecode(rawSlug)
    if (!slug || slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) notFound()
    const listed = await loadContentList(context, route as ListedRoute)
    if (!listed.some((page) => page.slug === slug)) notFound()
  }
  const { contentPage } = await cachedCatalogQuery(context.shopper, ContentPageDocument, { page: { route, slug } })
  failOnErrors(contentPage.errors)
  if (!contentPage.meta) notFound()
  return { meta: contentPage.meta, blocks: contentPage.blocks }
})

/** The pages of an overview (blog articles, giving moments, business solutions, landing and restaurant pages). */
export const loadContentList = cache(async (context: PageContext, route: ListedRoute): Promise<PageMetaData[]> => {
  const { contentList } = await cachedCatalogQuery(context.shopper, ContentListDocument, { route })
  failOnErrors(contentList.errors)
  return contentList.list
})

/** Title, description, keywords, canonical URL, hreflang and robots (the page's noindex flag) of a content page. */
export async function contentMetadata(context: PageContext, route: ContentRoute, slug?: string): Promise<Metadata> {
  const { meta } = await loadContentPage(context, route, slug)
  const item = slug !== undefined ? ITEM_ROUTES[route as ListedRoute] : null
  // A content slug differs per language ('verjaardag', 'anniversaire'): each language's version is
  // named with its own slug, and a language without the page is left out.
  const paramsByLanguage = item && meta.slug
    ? Object.fromEntries([[context.language, meta.slug], ...meta.translations.map((translation) => [translation.language, translation.slug])]
      .map(([language, pageSlug]) => [language, { [item.param]: pageSlug }]))
    : undefined
  return pageMetadata({
    context,
    route: item ? item.route : (route as RouteName),
    params: paramsByLanguage?.[context.language] ?? {},
    ...(paramsByLanguage ? { paramsByLanguage } : {}),
    title: meta.title,
    description: meta.description || null,
    keywords: meta.keywords,
    robots: { noindex: meta.noindex },
  })
}

/**
 * A whole content page: the h1 from its metadata, then its blocks. An overview shows its pages as
 * cards right after the intro (the first block).
 */
export async function ContentPageView({ context, route, slug, overview, children }: {
  context: PageContext
  route: ContentRoute
  slug?: string
  overview?: 'givingMoments' | 'business' | 'blog'
  /** What the page adds after its blocks (e.g. the business form). */
  children?: ReactNode
}) {
  const { meta, blocks } = await loadContentPage(context, route, slug)
  const t = await getTranslations({ locale: context.language })
  const list = overview ? await loadContentList(context, overview) : []
  const dates = Object.fromEntries([...blocks.flatMap((block) => (block.__typename === 'BlogBlock' ? [block.date] : [])), ...list.flatMap((page) => (page.date ? [page.date] : []))]
    .map((date) => [date, formatDate(date, context.locale)]))
  const texts: ContentTexts = {
    phone: t('content.phone'), email: t('content.email'), hours: t('content.hours'), address: t('content.address'),
    products: t('content.products'), readMore: t('content.readMore'), dates,
    testimonials: { open: t('content.testimonialsOpen'), title: t('content.testimonialsTitle'), close: t('common.close') },
  }
  const cardTexts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  const data = blocks.flatMap((block): ContentBlockData[] => {
    if (block.__typename === 'ProductReferenceBlock') {
      return [{ __typename: 'ProductReferenceBlock', id: block.id, text: block.text ?? null, card: toProductCardData(block.product, context.locale, cardTexts) }]
    }
    return isShown(block) ? [block] : []
  })
  const [intro, ...rest] = data
  const trail = await trailOf(context, route, slug, meta)
  // docs/rules/chrome.md list sources: a landing page's cards are the `landing_page` list.
  const analyticsList = route === 'landing' ? 'landing_page' : undefined
  const faqItems = data.flatMap((block) => (block.__typename === 'FaqBlock' ? block.items : []))
  return (
    <PageContainer id="main">
      {trail && <BreadcrumbTrail context={context} items={trail} />}
      <PageHero title={meta.heroTitle ?? meta.title} backgroundColor={meta.backgroundColor ?? null} />
      <BlockList blocks={intro ? [intro] : []} texts={texts} list={analyticsList} />
      {overview && list.length > 0 && (
        <section aria-labelledby="content-overview">
          <h2 id="content-overview">{t(`content.overview.${overview}`)}</h2>
          <TeaserGrid>
            {list.map((page) => (
              <TeaserCard key={page.id} readMore={texts.readMore} teaser={{
                href: page.path, title: page.title, text: page.description, image: page.image ?? null,
                backgroundColor: page.backgroundColor ?? null, date: page.date ? dates[page.date] ?? page.date : null,
              }} />
            ))}
          </TeaserGrid>
        </section>
      )}
      <BlockList blocks={rest} texts={texts} list={analyticsList} />
      {faqItems.length > 0 && (
        <script
          type="application/ld+json"
          // Escaped by serializeJsonLd: no question or answer can close the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(faqItems)) }}
        />
      )}
      {children}
    </PageContainer>
  )
}

/** A page of an overview (a giving moment, a blog article) has a trail: home › overview › page. */
async function trailOf(context: PageContext, route: ContentRoute, slug: string | undefined, meta: PageMetaData) {
  if (slug === undefined || !(OVERVIEW_ROUTES as readonly string[]).includes(route)) return null
  const overview = await loadContentPage(context, route)
  return [{ name: overview.meta.title, href: overview.meta.path }, { name: meta.heroTitle ?? meta.title, href: meta.path }]
}

function isShown(block: ContentBlockFieldsFragment): block is Exclude<ContentBlockData, { __typename: 'ProductReferenceBlock' }> {
  return ['TitleBlock', 'ImageBodyBlock', 'ColoredBlock', 'ContactBlock', 'FaqBlock', 'TestimonialBlock', 'TitleWithImagesBlock', 'WithHandBlock', 'BlogBlock'].includes(block.__typename)
}

function failOnErrors(errors: readonly ApiError[]): void {
  // An error here is a fault, not a missing page: the error page, and no 404 cached in its place.
  if (errors.length) throw new Error(errors.map((error) => `${error.code} ${error.message}`).join('; '))
}

function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
