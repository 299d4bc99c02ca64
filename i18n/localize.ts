/**
 * Turning routes into localized URLs and back (docs/rules/storefronts.md): this file builds them,
 * parse-localized-path.ts reads them, both from the route table compiled in compiled-routes.ts. Pure
 * functions without Next imports: the proxy runs parseLocalizedPath on every request, server code and
 * components use localizePath.
 *
 * URL rules:
 *  - the storefront's default language has no prefix; every other language gets '/<language>';
 *    the default language's own prefix (e.g. '/nl/…' on CBBE) is not a valid URL;
 *  - page 1 has no page segment, and only the canonical spelling of a page number is accepted, so
 *    every listing page has exactly one URL;
 *  - literal segments win over parameters, so '/cadeaubonnen/2/' is a listing page and
 *    '/some-page/' only falls through to the generic landing page.
 */
import { shownLanguage, type Language } from '@/config/storefronts/types'
import { ROUTE_NAMES, routeDefinition, type RouteName } from './pathnames'
import { INTERNAL_SEGMENTS, MAX_PAGE, PAGE_PARAM, PUBLIC_SEGMENTS, type Segment } from './compiled-routes'

export type { RouteName } from './pathnames'
export type RouteParams = Record<string, string | number | undefined>

const DIGITS = /^[0-9]+$/

// ---------------------------------------------------------------------------------------------
// Building paths
// ---------------------------------------------------------------------------------------------

/** The page number to put in a URL, or undefined for "no segment" (absent or page 1). */
function pageSegment(route: RouteName, value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined
  const page = typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : Number.NaN
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new Error(`Route "${route}": invalid page number ${JSON.stringify(value)}`)
  }
  return page === 1 ? undefined : String(page)
}

function fillSegments(
  route: RouteName,
  segments: readonly Segment[],
  params: RouteParams,
  trailingSlash: boolean,
): string {
  const parts: string[] = []
  for (const segment of segments) {
    if (segment.kind === 'literal') {
      parts.push(segment.value)
      continue
    }
    if (segment.kind === 'page') {
      const page = pageSegment(route, params[PAGE_PARAM])
      if (page !== undefined) parts.push(page)
      continue
    }
    const value = params[segment.name]
    if (value === undefined || value === '') {
      if (segment.optional) continue
      throw new Error(`Route "${route}": missing parameter "${segment.name}"`)
    }
    const text = String(value)
    // '.' and '..' would be collapsed by URL normalisation and point somewhere else.
    if (text === '.' || text === '..') throw new Error(`Route "${route}": invalid parameter "${segment.name}"`)
    if (segment.nonNumeric && DIGITS.test(text)) {
      throw new Error(`Route "${route}": parameter "${segment.name}" cannot be a number (it would read as a page)`)
    }
    parts.push(encodeURIComponent(text))
  }
  if (parts.length === 0) return '/'
  return `/${parts.join('/')}${trailingSlash ? '/' : ''}`
}

/**
 * The public URL path of a route in a language, e.g. ('productListing', { page: 2 }, 'fr', 'nl') →
 * '/fr/cartes-cadeaux/2/'. Throws on a missing required parameter or an invalid page number, because
 * that is a programming error that must not produce a broken link.
 */
export function localizePath(
  route: RouteName,
  params: RouteParams,
  language: Language,
  defaultLanguage: Language,
): string {
  const path = fillSegments(route, PUBLIC_SEGMENTS[shownLanguage(language)][route], params, true)
  return language === defaultLanguage ? path : `/${language}${path}`
}

/** The internal app path of a route, e.g. ('productListing', { page: '2' }) → '/products/2'. */
export function internalPath(route: RouteName, params: RouteParams): string {
  return fillSegments(route, INTERNAL_SEGMENTS[route], params, false)
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value)
}

/** The public pattern of a route in a language (with the English fallback applied). */
export function routePattern(route: RouteName, language: Language): string {
  return routeDefinition(route).paths[shownLanguage(language)]
}

/** Whether the route has a page-number segment. */
export function isPaginatedRoute(route: RouteName): boolean {
  return INTERNAL_SEGMENTS[route].some((segment) => segment.kind === 'page')
}
