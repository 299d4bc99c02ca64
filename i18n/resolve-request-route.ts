import type { Language, Storefront } from '@/config/storefronts/types'
import { internalPath, type RouteName } from './localize'
import { parseLocalizedPath } from './parse-localized-path'

export interface RequestRoute {
  language: Language
  /** The route of the path, or null when no route has it. */
  route: RouteName | null
  /** /<store>/<language>/<internal path>/ — the app router path that renders the request. */
  internalPath: string
  /** No route has this address (or it is the 404 page itself): answered with status 404. */
  notFound: boolean
}

const base = (storefront: Storefront, language: Language) => `/${storefront.code.toLowerCase()}/${language}`

/** The internal path for a shopper-facing path; unknown paths land on the language's 404 page. */
export function resolveRequestRoute(pathname: string, storefront: Storefront): RequestRoute {
  const parsed = parseLocalizedPath(pathname, storefront.languages, storefront.defaultLanguage)
  if (parsed) {
    return { language: parsed.language, route: parsed.route, internalPath: withSlash(base(storefront, parsed.language) + internalPath(parsed.route, parsed.params)), notFound: parsed.route === 'notFound' }
  }
  const prefix = pathname.split('/')[1] ?? ''
  const language = storefront.languages.find((lang) => lang === prefix && lang !== storefront.defaultLanguage) ?? storefront.defaultLanguage
  return notFoundRoute(storefront, language)
}

/** The storefront's 404 page in `language`. */
export function notFoundRoute(storefront: Storefront, language: Language): RequestRoute {
  return { language, route: null, internalPath: `${base(storefront, language)}/not-found/`, notFound: true }
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}
