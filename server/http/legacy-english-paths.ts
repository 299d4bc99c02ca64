/**
 * The English addresses of storefronts whose language was not complete yet (docs/recipes/add-a-language.md
 * step 6). Until 28 November 2026 the es, it, pl, pt, sv, da and nb storefronts showed English pages
 * at English paths ('/gift-cards/…', '/basket/'); those addresses are linked and indexed. Now each
 * answers with a permanent redirect to the same page at its localized path. Content pages (articles,
 * giving moments, business pages, landings) have a slug per language: the English slug the storefront
 * served is paired with the language's slug of the same seeded page. A content manager who publishes
 * a page under a new slug adds its redirect in the CMS, not here.
 */
import { FALLBACK_LANGUAGE, type Language, type Storefront } from '@/config/storefronts/types'
import { localizePath, type RouteName } from '@/i18n/localize'
import { parseLocalizedPath } from '@/i18n/parse-localized-path'
import { contentTexts } from '@/server/db/seed/content/content-texts'
import type { BusinessKey, ContentTexts, MomentKey } from '@/server/db/seed/content/types'

/** The languages whose storefronts served FALLBACK_LANGUAGE's paths before they had their own. */
export const ENGLISH_PATH_LANGUAGES: readonly Language[] = ['es', 'it', 'pl', 'pt', 'sv', 'da', 'nb']

/** Routes whose param is the slug of one language's content page, and that param. */
const CONTENT_SLUG_PARAMS: Partial<Record<RouteName, string>> = { givingMomentsPage: 'product', businessProduct: 'product', blogArticle: 'path', landing: 'path' }

/**
 * Where an English path of `storefront` lives now, or null when it is not one (or is the same page's
 * address already). `served` is the route the storefront's own paths give it (null: none): those
 * win, except a content page's, whose slug may be the English page's ('/blog/<English slug>/').
 */
export function legacyEnglishRedirect(pathname: string, storefront: Storefront, served: RouteName | null): string | null {
  if (served !== null && served !== 'notFound' && CONTENT_SLUG_PARAMS[served] === undefined) return null
  for (const language of storefront.languages) {
    if (!ENGLISH_PATH_LANGUAGES.includes(language)) continue
    const prefix = language === storefront.defaultLanguage ? '' : `/${language}`
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue
    const english = parseLocalizedPath(pathname.slice(prefix.length) || '/', [FALLBACK_LANGUAGE], FALLBACK_LANGUAGE)
    if (!english || english.route === 'home' || english.route === 'notFound') continue
    const params = { ...english.params }
    const slugParam = CONTENT_SLUG_PARAMS[english.route]
    if (slugParam) {
      const slug = contentSlugs(storefront, language).get(`${english.route}:${params[slugParam]}`)
      // Not a page the storefront served: nothing to send it to.
      if (!slug) continue
      params[slugParam] = slug
    }
    const target = localizePath(english.route, params, language, storefront.defaultLanguage)
    if (target !== pathname && target !== `${pathname}/`) return target
  }
  return null
}

const slugMaps = new Map<string, ReadonlyMap<string, string>>()

/** '<route>:<English slug>' → the language's slug of the same seeded content page. */
function contentSlugs(storefront: Storefront, language: Language): ReadonlyMap<string, string> {
  const key = `${storefront.code}:${language}`
  let map = slugMaps.get(key)
  if (!map) {
    map = pairSlugs(contentTexts(storefront, FALLBACK_LANGUAGE), contentTexts(storefront, language))
    slugMaps.set(key, map)
  }
  return map
}

function pairSlugs(english: ContentTexts, own: ContentTexts): ReadonlyMap<string, string> {
  const pairs = new Map<string, string>()
  const pair = (route: RouteName, from: string, to: string | undefined) => to && pairs.set(`${route}:${from}`, to)
  for (const key of Object.keys(english.givingMoments.moments) as MomentKey[]) pair('givingMomentsPage', english.givingMoments.moments[key].slug, own.givingMoments.moments[key].slug)
  for (const key of Object.keys(english.business.pages) as BusinessKey[]) pair('businessProduct', english.business.pages[key].slug, own.business.pages[key].slug)
  english.blog.articles.forEach((article, index) => pair('blogArticle', article.slug, own.blog.articles[index]?.slug))
  english.landing.forEach((page, index) => pair('landing', page.slug, own.landing[index]?.slug))
  return pairs
}
