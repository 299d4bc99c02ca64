import 'server-only'
import type { Metadata } from 'next'
import { getToggles } from '@/config/storefronts/toggles'
import type { RouteName, RouteParams } from '@/i18n/localize'
import {
  absoluteUrl,
  alternateLanguages,
  isIndexableLanguage,
  openGraphLocale,
  robotsFor,
  type PageRobotsFlag,
} from '@/i18n/seo'
import type { Language } from '@/config/storefronts/types'
import type { PageContext } from './page-context'

export interface PageMetadataInput {
  context: PageContext
  /** The page's route in i18n/pathnames.ts. */
  route: RouteName
  /** The route's params, e.g. `{ page: 2 }` or `{ product: slug }` (slugs are the same in every language). */
  params?: RouteParams
  /**
   * The page title; the layout's template adds ` | <brand>`. `{ absolute }` skips the template.
   * Null, undefined or blank means "no metadata": docs/rules/pages-and-seo.md's default, an empty title with noindex, nofollow.
   */
  title?: string | { absolute: string } | null
  description?: string | null
  /** The page's keywords meta tag (docs/rules/pages-and-seo.md page metadata); none without any. */
  keywords?: readonly string[]
  /** The page's own flags (content metadata noindex / nofollow). */
  robots?: PageRobotsFlag
  /** Params per language when they differ (content slugs); a language without them has no version of the page. */
  paramsByLanguage?: Partial<Record<Language, RouteParams>>
}

/**
 * Next `Metadata` for a storefront page (docs/rules/pages-and-seo.md page metadata, search engines):
 * title and description, an absolute self-canonical (page numbers included: page 2 is its own,
 * indexable page), hreflang alternates (`nl-be`, `fr-be`, `x-default`; only languages that may be
 * indexed, and only on an indexable page), robots directives (toggles, the French CBBE build, the
 * page's flags) and Open Graph basics. URLs use the storefront's configured origin, never the Host
 * header, so cached pages cannot carry a request-controlled host.
 *
 * Usage in a page:
 * ```ts
 * export async function generateMetadata({ params }: { params: Promise<ProductParams> }): Promise<Metadata> {
 *   const context = await pageContext(params)
 *   const { product } = await loadProduct(context, (await params).product)
 *   return pageMetadata({ context, route: 'productDetail', params: { product: product.slug }, title: product.title, description })
 * }
 * ```
 * Spread the result to add page-specific fields: `{ ...pageMetadata(…), openGraph: { ...base.openGraph, images } }`.
 */
export function pageMetadata({ context, route, params = {}, title, description, keywords, robots: flag, paramsByLanguage }: PageMetadataInput): Metadata {
  const { storefront, language } = context
  const toggles = getToggles(storefront)
  const text = typeof title === 'string' ? title.trim() : title?.absolute.trim()
  const hasMetadata = Boolean(text)
  const robots = robotsFor({ storefront, language, toggles, ...(flag ? { flag } : {}), hasMetadata })
  const canonical = absoluteUrl(route, params, language, storefront)
  const indexableLanguages = storefront.languages.filter((lang) => isIndexableLanguage(storefront, lang, toggles))
  const languages = robots.index ? alternateLanguages(route, params, storefront, { languages: indexableLanguages, ...(paramsByLanguage ? { paramsByLanguage } : {}) }) : undefined

  return {
    title: hasMetadata && title ? title : { absolute: '' },
    ...(description ? { description } : {}),
    ...(keywords && keywords.length > 0 ? { keywords: [...keywords] } : {}),
    alternates: { canonical, ...(languages ? { languages } : {}) },
    robots: { index: robots.index, follow: robots.follow },
    openGraph: {
      type: 'website',
      siteName: storefront.brandName,
      locale: openGraphLocale(language, storefront.country),
      alternateLocale: indexableLanguages.filter((lang) => lang !== language).map((lang) => openGraphLocale(lang, storefront.country)),
      url: canonical,
      ...(text ? { title: text } : {}),
      ...(description ? { description } : {}),
    },
  }
}
