/**
 * The English addresses of storefronts whose language was not complete yet (docs/recipes/add-a-language.md
 * step 6). Until 28 November 2026 the es, it, pl, pt, sv, da and nb storefronts showed English pages
 * at English paths ('/gift-cards/…', '/basket/'); those addresses are linked and indexed. Now each
 * answers with a permanent redirect to the same page at its localized path. Content pages (articles,
 * giving moments, business pages, landings) have a slug per language: the English slug the storefront
 * served is paired with the language's slug of the same seeded page, from a table of those past
 * addresses (config/legacy-english-content-slugs.ts): the proxy runs on every request and reads no
 * database and no seed code. A content manager who publishes a page under a new slug adds its
 * redirect in the CMS, not here.
 */
import { LEGACY_ENGLISH_CONTENT_SLUGS, type LegacyContentRoute } from '@/config/legacy-english-content-slugs'
import { FALLBACK_LANGUAGE, type Language, type Storefront } from '@/config/storefronts/types'
import { localizePath, type RouteName } from '@/i18n/localize'
import { parseLocalizedPath } from '@/i18n/parse-localized-path'

/** The languages whose storefronts served FALLBACK_LANGUAGE's paths before they had their own. */
export const ENGLISH_PATH_LANGUAGES: readonly Language[] = ['es', 'it', 'pl', 'pt', 'sv', 'da', 'nb']

/** Routes whose param is the slug of one language's content page, and that param. */
const CONTENT_SLUG_PARAMS: Record<LegacyContentRoute, string> = { givingMomentsPage: 'product', businessProduct: 'product', blogArticle: 'path', landing: 'path' }

const isContentRoute = (route: RouteName): route is RouteName & LegacyContentRoute => Object.hasOwn(CONTENT_SLUG_PARAMS, route)

/**
 * Where an English path of `storefront` lives now, or null when it is not one (or is the same page's
 * address already). `served` is the route the storefront's own paths give it (null: none): those
 * win, except a content page's, whose slug may be the English page's ('/blog/<English slug>/').
 */
export function legacyEnglishRedirect(pathname: string, storefront: Storefront, served: RouteName | null): string | null {
  if (served !== null && served !== 'notFound' && !isContentRoute(served)) return null
  for (const language of storefront.languages) {
    if (!ENGLISH_PATH_LANGUAGES.includes(language)) continue
    const prefix = language === storefront.defaultLanguage ? '' : `/${language}`
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue
    const english = parseLocalizedPath(pathname.slice(prefix.length) || '/', [FALLBACK_LANGUAGE], FALLBACK_LANGUAGE)
    if (!english || english.route === 'home' || english.route === 'notFound') continue
    const params = { ...english.params }
    if (isContentRoute(english.route)) {
      const slugParam = CONTENT_SLUG_PARAMS[english.route]
      const slug = contentSlug(language, english.route, params[slugParam])
      // Not a page the storefront served: nothing to send it to.
      if (!slug) continue
      params[slugParam] = slug
    }
    const target = localizePath(english.route, params, language, storefront.defaultLanguage)
    if (target !== pathname && target !== `${pathname}/`) return target
  }
  return null
}

/** The language's slug of the content page the storefront served at `englishSlug`, if it had one. */
function contentSlug(language: Language, route: LegacyContentRoute, englishSlug: string | undefined): string | undefined {
  const slugs = LEGACY_ENGLISH_CONTENT_SLUGS[language]?.[route]
  return englishSlug !== undefined && slugs && Object.hasOwn(slugs, englishSlug) ? slugs[englishSlug] : undefined
}
