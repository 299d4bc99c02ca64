/**
 * Where a language switch leads (docs/rules/storefronts.md): the same page in the other language, except
 * for content of one language, whose slug does not exist in the other.
 */
import type { Language } from '@/config/storefronts/types'
import { localizePath, type RouteName, type RouteParams } from './localize'
import { parseLocalizedPath } from './parse-localized-path'
import { routeDefinition } from './pathnames'

/** Whether these params identify content of one language (an article, a landing or giving-moments page…). */
export function isEntityPath(route: RouteName, params: RouteParams): boolean {
  return (routeDefinition(route).entityParams ?? []).some((name) => params[name] !== undefined)
}

/** Where a page of one language's content switches language to: the overview that lists such pages. */
const CONTENT_OVERVIEWS: Partial<Record<RouteName, RouteName>> = {
  blogArticle: 'blog',
  givingMomentsPage: 'givingMoments',
  businessProduct: 'business',
}

/**
 * The page a language switch leads to: the same route with the same params (product, category and
 * location slugs are the storefront's, the same in every language); for a page of one language's
 * content, whose slug does not exist in the other language, its overview or else the home page.
 */
export function languageSwitchTarget(route: RouteName, params: RouteParams): { route: RouteName; params: RouteParams } {
  if (!isEntityPath(route, params)) return { route, params }
  return { route: CONTENT_OVERVIEWS[route] ?? 'home', params: {} }
}

/**
 * The equivalent path in another language, for the store switcher (docs/rules/storefronts.md): see languageSwitchTarget.
 * Null when the path is not a known route, so the caller falls back to the language's home.
 */
export function switchLanguagePath(
  pathname: string,
  fromLanguages: readonly Language[],
  defaultLanguage: Language,
  toLanguage: Language,
): string | null {
  const parsed = parseLocalizedPath(pathname, fromLanguages, defaultLanguage)
  if (!parsed) return null
  const target = languageSwitchTarget(parsed.route, parsed.params)
  return localizePath(target.route, target.params, toLanguage, defaultLanguage)
}
