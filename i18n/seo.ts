/**
 * Search-engine rules of docs/rules/pages-and-seo.md ("Search engines"), pure and client-safe (no Next or server imports):
 * whether a page may be indexed and followed, and its alternate-language (hreflang) URLs.
 *
 * Noindex + nofollow applies when
 *  - the feature toggle `hardcodeNoindexNofollow` is on (the whole storefront, every language);
 *  - the page belongs to the French CBBE build: storefront CBBE, language fr, with the toggle
 *    `isCBBEFrench` on. In this app one deployment serves both CBBE languages, so "the French build" is
 *    the fr half of CBBE; the toggle keeps it out of search engines (e.g. while the French catalogue is
 *    incomplete) without touching the Dutch pages. Other storefronts ignore `isCBBEFrench`;
 *  - the page's own metadata flags it (content `noindex` / `nofollow`, each on its own);
 *  - the page has no metadata at all: then the title is empty and the page is noindex, nofollow.
 *
 * Alternate-language tags: the hreflang value is the language code plus the lower-case country code
 * (`nl-be`, `fr-be`, `en-gb`); the default language lives at the origin root, the others under their
 * prefix (localizePath does that), plus `x-default` pointing at the default language's URL. Origins are
 * the configured ones (storefrontOrigin), never a request's Host header.
 */
import type { FeatureToggles, Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin, type StorefrontUrlEnv } from '@/config/storefronts/urls'
import { localizePath, type RouteName, type RouteParams } from './localize'

export interface RobotsDirectives {
  index: boolean
  follow: boolean
}

/** A page's own flags (docs/rules/pages-and-seo.md page metadata: noindex, nofollow). */
export interface PageRobotsFlag {
  noindex?: boolean
  nofollow?: boolean
}

type SeoToggles = Pick<FeatureToggles, 'hardcodeNoindexNofollow' | 'isCBBEFrench'>

export interface RobotsInput {
  storefront: Pick<Storefront, 'code'>
  language: Language
  toggles: SeoToggles
  flag?: PageRobotsFlag
  /** False when the page has no metadata (no title): docs/rules/pages-and-seo.md's default applies. */
  hasMetadata: boolean
}

export const NOINDEX_NOFOLLOW: Readonly<RobotsDirectives> = Object.freeze({ index: false, follow: false })

/** The storefront whose French half the `isCBBEFrench` toggle hides. */
const CBBE = 'CBBE'

/**
 * Whether a whole language of a storefront may be indexed (toggles only, no page flag). Pages in a
 * language that may not are left out of hreflang alternates and the sitemap as well.
 */
export function isIndexableLanguage(storefront: Pick<Storefront, 'code'>, language: Language, toggles: SeoToggles): boolean {
  if (toggles.hardcodeNoindexNofollow) return false
  return !(toggles.isCBBEFrench && storefront.code === CBBE && language === 'fr')
}

/** The robots directives of one page (docs/rules/pages-and-seo.md). */
export function robotsFor({ storefront, language, toggles, flag, hasMetadata }: RobotsInput): RobotsDirectives {
  if (!hasMetadata || !isIndexableLanguage(storefront, language, toggles)) return { ...NOINDEX_NOFOLLOW }
  return { index: !flag?.noindex, follow: !flag?.nofollow }
}

/** `nl` + `BE` → `nl-be` (docs/rules/pages-and-seo.md). */
export function hreflangCode(language: Language, country: string): string {
  return `${language}-${country.toLowerCase()}`
}

/** `nl` + `BE` → `nl_BE`, the Open Graph locale format. */
export function openGraphLocale(language: Language, country: string): string {
  return `${language}_${country.toUpperCase()}`
}

/** Absolute URL of a route on the storefront's configured origin. */
export function absoluteUrl(
  route: RouteName,
  params: RouteParams,
  language: Language,
  storefront: Storefront,
  env?: StorefrontUrlEnv,
): string {
  return `${origin(storefront, env)}${localizePath(route, params, language, storefront.defaultLanguage)}`
}

/** One alternate-language tag in the shape of docs/rules/pages-and-seo.md (hreflangTags_v1). */
export interface HreflangTag {
  langCode: Language
  countryCode: string
  origin: string
  path: string
  isDefault: boolean
}

export interface AlternateOptions {
  /** Languages to list (default: all of the storefront's); pass the indexable ones. */
  languages?: readonly Language[]
  /**
   * Params per language, for a page whose slug differs per language (a content page: 'verjaardag',
   * 'anniversaire'); a language without an entry has no such page and is left out.
   */
  paramsByLanguage?: Partial<Record<Language, RouteParams>>
  env?: StorefrontUrlEnv
}

/** The hreflang tags of a route (docs/rules/pages-and-seo.md): one per language, the default language first. */
export function hreflangTags(
  route: RouteName,
  params: RouteParams,
  storefront: Storefront,
  options: AlternateOptions = {},
): HreflangTag[] {
  const wanted = options.languages ?? storefront.languages
  const base = origin(storefront, options.env)
  // Storefront order with the default first, so the map and the sitemap read the same everywhere.
  const ordered = [storefront.defaultLanguage, ...storefront.languages.filter((lang) => lang !== storefront.defaultLanguage)]
  const paramsOf = (language: Language) => (options.paramsByLanguage ? options.paramsByLanguage[language] : params)
  return ordered
    .filter((language) => wanted.includes(language) && paramsOf(language) !== undefined)
    .map((language) => ({
      langCode: language,
      countryCode: storefront.country.toLowerCase(),
      origin: base,
      // Entity params (product slugs) are the same in every language unless given per language.
      path: localizePath(route, paramsOf(language) ?? params, language, storefront.defaultLanguage),
      isDefault: language === storefront.defaultLanguage,
    }))
}

/**
 * hreflang → absolute URL, e.g. { 'nl-be': 'https://…/', 'fr-be': 'https://…/fr/', 'x-default': 'https://…/' }.
 * `x-default` points at the default language and is present only when that language is listed.
 */
export function alternateLanguages(
  route: RouteName,
  params: RouteParams,
  storefront: Storefront,
  options: AlternateOptions = {},
): Record<string, string> {
  const map: Record<string, string> = {}
  let fallback: string | undefined
  for (const tag of hreflangTags(route, params, storefront, options)) {
    const url = tag.origin + tag.path
    map[hreflangCode(tag.langCode, tag.countryCode)] = url
    if (tag.isDefault) fallback = url
  }
  if (fallback !== undefined) map['x-default'] = fallback
  return map
}

function origin(storefront: Storefront, env: StorefrontUrlEnv | undefined): string {
  // storefrontOrigin reads process.env by default; `process` is absent in some browser bundles.
  return storefrontOrigin(storefront, env ?? (typeof process === 'undefined' ? {} : process.env))
}
