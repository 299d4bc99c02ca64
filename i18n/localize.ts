/**
 * Turning routes into localized URLs and back (spec §2). Pure functions without Next imports: the
 * proxy runs parseLocalizedPath on every request, server code and components use localizePath.
 *
 * URL rules:
 *  - the storefront's default language has no prefix; every other language gets '/<language>';
 *    the default language's own prefix (e.g. '/nl/…' on CBBE) is not a valid URL;
 *  - page 1 has no page segment, and only the canonical spelling of a page number is accepted, so
 *    every listing page has exactly one URL;
 *  - literal segments win over parameters, so '/cadeaubonnen/2/' is a listing page and
 *    '/some-page/' only falls through to the generic landing page.
 */
import type { Language } from '@/config/storefronts/types'
import {
  PATH_LANGUAGES,
  ROUTE_NAMES,
  pathLanguage,
  routeDefinition,
  type RouteName,
} from './pathnames'

export type { RouteName } from './pathnames'
export type RouteParams = Record<string, string | number | undefined>

export interface ParsedPath {
  language: Language
  route: RouteName
  params: Record<string, string>
}

export const PAGE_PARAM = 'page'
/** Page numbers go to the API as GraphQL Int (32-bit signed); anything larger cannot exist. */
export const MAX_PAGE = 2_147_483_647

type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'page' }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean; readonly nonNumeric: boolean }

interface Matcher {
  readonly route: RouteName
  readonly regex: RegExp
  /** What each capture group holds, in order. */
  readonly slots: readonly ({ kind: 'page' } | { kind: 'param'; name: string })[]
  /** Specificity per segment: literal 0, page 1, param 2 (lower wins). */
  readonly ranks: readonly number[]
  readonly isAlias: boolean
}

const LITERAL_SEGMENT = /^[a-z0-9-]+$/
const REQUIRED_PARAM_SEGMENT = /^\[([a-zA-Z][a-zA-Z0-9]*)\]$/
const OPTIONAL_PARAM_SEGMENT = /^\[\[([a-zA-Z][a-zA-Z0-9]*)\]\]$/
const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)/
const CANONICAL_PAGE = /^[1-9][0-9]*$/
const DIGITS = /^[0-9]+$/

// ---------------------------------------------------------------------------------------------
// Compilation (once, at module load)
// ---------------------------------------------------------------------------------------------

function compileSegments(route: RouteName, pattern: string, publicPath: boolean): Segment[] {
  const definition = routeDefinition(route)
  const wellFormed = publicPath
    ? pattern.startsWith('/') && pattern.endsWith('/')
    : pattern === '/' || (pattern.startsWith('/') && !pattern.endsWith('/'))
  if (!wellFormed) throw new Error(`Route "${route}": malformed pattern "${pattern}"`)

  const raw = pattern.split('/').filter((part) => part !== '')
  return raw.map((part, index): Segment => {
    const optional = OPTIONAL_PARAM_SEGMENT.exec(part)
    if (optional) {
      // An optional segment anywhere but last would make URLs ambiguous.
      if (index !== raw.length - 1) throw new Error(`Route "${route}": optional segment must be last in "${pattern}"`)
      const name = optional[1] as string
      if (name === PAGE_PARAM) return { kind: 'page' }
      return { kind: 'param', name, optional: true, nonNumeric: definition.nonNumericParams?.includes(name) ?? false }
    }
    const required = REQUIRED_PARAM_SEGMENT.exec(part)
    if (required) {
      const name = required[1] as string
      if (name === PAGE_PARAM) throw new Error(`Route "${route}": the page segment must be optional ("[[page]]")`)
      return { kind: 'param', name, optional: false, nonNumeric: definition.nonNumericParams?.includes(name) ?? false }
    }
    if (!LITERAL_SEGMENT.test(part)) throw new Error(`Route "${route}": invalid literal segment "${part}" in "${pattern}"`)
    return { kind: 'literal', value: part }
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function buildMatcher(route: RouteName, segments: readonly Segment[], isAlias: boolean): Matcher {
  const slots: Matcher['slots'][number][] = []
  const ranks: number[] = []
  const parts = segments.map((segment) => {
    switch (segment.kind) {
      case 'literal':
        ranks.push(0)
        return escapeRegExp(segment.value)
      case 'page':
        ranks.push(1)
        slots.push({ kind: 'page' })
        // Any digits match here, so that a non-canonical page ('1', '02') is rejected instead of being
        // taken for a slug by a less specific route.
        return '([0-9]+)'
      case 'param':
        ranks.push(2)
        slots.push({ kind: 'param', name: segment.name })
        return segment.nonNumeric ? '((?![0-9]+/)[^/]+)' : '([^/]+)'
    }
  })
  const source = parts.length === 0 ? '^/$' : `^/${parts.map((part) => `${part}/`).join('')}$`
  return { route, regex: new RegExp(source), slots, ranks, isAlias }
}

/** A pattern ending in an optional segment becomes two matchers: without it and with it. */
function expandOptional(segments: readonly Segment[]): Segment[][] {
  const last = segments[segments.length - 1]
  const isOptional = last !== undefined && (last.kind === 'page' || (last.kind === 'param' && last.optional))
  return isOptional ? [segments.slice(0, -1), [...segments]] : [[...segments]]
}

function compareMatchers(a: Matcher, b: Matcher): number {
  if (a.ranks.length !== b.ranks.length) return a.ranks.length - b.ranks.length
  for (let index = 0; index < a.ranks.length; index++) {
    const difference = (a.ranks[index] ?? 0) - (b.ranks[index] ?? 0)
    if (difference !== 0) return difference
  }
  // Equal specificity: the canonical pattern before an alias; otherwise table order (stable sort).
  return Number(a.isAlias) - Number(b.isAlias)
}

/** A record with one entry per key; Object.fromEntries would lose the key type. */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const record = {} as Record<K, V>
  for (const key of keys) record[key] = value(key)
  return record
}

const PUBLIC_SEGMENTS = recordOf(PATH_LANGUAGES, (language) =>
  recordOf(ROUTE_NAMES, (route): readonly Segment[] => compileSegments(route, routeDefinition(route).paths[language], true)),
)

const INTERNAL_SEGMENTS = recordOf(ROUTE_NAMES, (route): readonly Segment[] =>
  compileSegments(route, routeDefinition(route).internal, false),
)

const MATCHERS = recordOf(PATH_LANGUAGES, (language): readonly Matcher[] => {
  const matchers: Matcher[] = []
  for (const route of ROUTE_NAMES) {
    for (const variant of expandOptional(PUBLIC_SEGMENTS[language][route])) {
      matchers.push(buildMatcher(route, variant, false))
    }
    for (const alias of routeDefinition(route).aliases?.[language] ?? []) {
      for (const variant of expandOptional(compileSegments(route, alias, true))) {
        matchers.push(buildMatcher(route, variant, true))
      }
    }
  }
  return matchers.sort(compareMatchers)
})

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
  const path = fillSegments(route, PUBLIC_SEGMENTS[pathLanguage(language)][route], params, true)
  return language === defaultLanguage ? path : `/${language}${path}`
}

/** The internal app path of a route, e.g. ('productListing', { page: '2' }) → '/products/2'. */
export function internalPath(route: RouteName, params: RouteParams): string {
  return fillSegments(route, INTERNAL_SEGMENTS[route], params, false)
}

// ---------------------------------------------------------------------------------------------
// Parsing paths
// ---------------------------------------------------------------------------------------------

function isCanonicalPage(raw: string): boolean {
  return CANONICAL_PAGE.test(raw) && raw !== '1' && Number(raw) <= MAX_PAGE
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

function isOneOf(languages: readonly Language[], value: string): value is Language {
  return (languages as readonly string[]).includes(value)
}

/**
 * The route, language and (decoded) params of a public URL path, or null when the path is not a
 * valid URL of the storefront (unknown, default-language prefix, non-canonical page number, bad
 * percent-encoding). Accepts the path with or without trailing slash.
 */
export function parseLocalizedPath(
  pathname: string,
  languages: readonly Language[],
  defaultLanguage: Language,
): ParsedPath | null {
  if (!pathname.startsWith('/')) return null

  let language = defaultLanguage
  let rest = pathname
  const prefix = LANGUAGE_PREFIX.exec(pathname)?.[1]
  if (prefix !== undefined && isOneOf(languages, prefix)) {
    // The default language lives at the root only, so that each page has one URL.
    if (prefix === defaultLanguage) return null
    language = prefix
    rest = pathname.slice(prefix.length + 1) || '/'
  }
  const path = rest.endsWith('/') ? rest : `${rest}/`

  for (const matcher of MATCHERS[pathLanguage(language)]) {
    const match = matcher.regex.exec(path)
    if (!match) continue
    const params: Record<string, string> = {}
    for (const [index, slot] of matcher.slots.entries()) {
      const raw = match[index + 1] as string
      if (slot.kind === 'page') {
        if (!isCanonicalPage(raw)) return null
        params[PAGE_PARAM] = raw
      } else {
        const decoded = decodeSegment(raw)
        if (decoded === null) return null
        params[slot.name] = decoded
      }
    }
    return { language, route: matcher.route, params }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value)
}

/** The public pattern of a route in a language (with the English fallback applied). */
export function routePattern(route: RouteName, language: Language): string {
  return routeDefinition(route).paths[pathLanguage(language)]
}

/** Whether the route has a page-number segment. */
export function isPaginatedRoute(route: RouteName): boolean {
  return INTERNAL_SEGMENTS[route].some((segment) => segment.kind === 'page')
}

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
 * The equivalent path in another language, for the store switcher (spec §4): see languageSwitchTarget.
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
