/**
 * Reading a public URL path back into its route, language and params, by the URL rules of localize.ts
 * (docs/rules/storefronts.md). The proxy runs parseLocalizedPath on every request: it only runs the
 * matchers compiled in compiled-routes.ts.
 */
import { shownLanguage, type Language } from '@/config/storefronts/types'
import type { RouteName } from './pathnames'
import { MATCHERS, MAX_PAGE, PAGE_PARAM } from './compiled-routes'

export interface ParsedPath {
  language: Language
  route: RouteName
  params: Record<string, string>
}

const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)/
const CANONICAL_PAGE = /^[1-9][0-9]*$/

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

  for (const matcher of MATCHERS[shownLanguage(language)]) {
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
