/**
 * sitemap.xml of one storefront (pure): every indexable page in every indexable language, each with
 * its hreflang alternates as xhtml:link elements (Google's format for multilingual sitemaps).
 */
import type { Language, Storefront } from '@/config/storefronts/types'
import type { StorefrontUrlEnv } from '@/config/storefronts/urls'
import { isEntityPath } from '@/i18n/language-switch'
import type { RouteName, RouteParams } from '@/i18n/localize'
import { parseLocalizedPath } from '@/i18n/parse-localized-path'
import { absoluteUrl, alternateLanguages } from '@/i18n/seo'

export interface SitemapPage {
  route: RouteName
  params: RouteParams
  /** Only in these languages (a content page that exists in some languages); absent: every indexable one. */
  languages?: readonly Language[]
  /** False for a slug of one language (an article, a giving moment): it has no equivalents to list. */
  alternates?: boolean
}

export interface SitemapEntry {
  loc: string
  /** hreflang → absolute URL, the entry's own URL included (as Google asks); empty for one-language pages. */
  alternates: Record<string, string>
}

/**
 * The pages a sitemap lists: home, every page of the product listing, the pages given by public paths
 * in the default language whose slugs are the same in every language (products, the choice card,
 * categories and their pages, product locations; as the API returns them, anything that is not a
 * route of the storefront is skipped), then the content pages given per language. A content path
 * with a slug of its language (a blog article) is listed in that language only, without alternates;
 * a fixed content route (terms, the blog overview) is listed, with alternates, in the languages that
 * have it.
 */
export function sitemapPages(
  storefront: Pick<Storefront, 'languages' | 'defaultLanguage'>,
  listingPages: number,
  paths: readonly string[],
  contentPaths: Partial<Record<Language, readonly string[]>> = {},
): SitemapPage[] {
  const pages: SitemapPage[] = [{ route: 'home', params: {} }]
  for (let page = 1; page <= listingPages; page++) pages.push({ route: 'productListing', params: page > 1 ? { page } : {} })
  const seen = new Set<string>()
  for (const path of paths) {
    const parsed = parseLocalizedPath(path, storefront.languages, storefront.defaultLanguage)
    if (!parsed || parsed.language !== storefront.defaultLanguage || seen.has(path)) continue
    seen.add(path)
    pages.push({ route: parsed.route, params: parsed.params })
  }
  const shared = new Map<string, SitemapPage & { languages: Language[] }>()
  for (const language of storefront.languages) {
    for (const path of contentPaths[language] ?? []) {
      const parsed = parseLocalizedPath(path, storefront.languages, storefront.defaultLanguage)
      if (!parsed || parsed.language !== language || seen.has(path)) continue
      seen.add(path)
      if (isEntityPath(parsed.route, parsed.params)) {
        pages.push({ route: parsed.route, params: parsed.params, languages: [language], alternates: false })
        continue
      }
      const key = `${parsed.route} ${JSON.stringify(parsed.params)}`
      const page = shared.get(key)
      if (page) page.languages.push(language)
      else {
        const added = { route: parsed.route, params: parsed.params, languages: [language] }
        shared.set(key, added)
        pages.push(added)
      }
    }
  }
  return pages
}

/** One entry per page and language; `languages` are the indexable ones (none: an empty sitemap). */
export function sitemapEntries(
  storefront: Storefront,
  languages: readonly Language[],
  pages: readonly SitemapPage[],
  env?: StorefrontUrlEnv,
): SitemapEntry[] {
  return pages.flatMap(({ route, params, languages: only, alternates: withAlternates = true }) => {
    const pageLanguages = languages.filter((language) => !only || only.includes(language))
    if (pageLanguages.length === 0) return []
    const alternates = withAlternates
      ? alternateLanguages(route, params, storefront, { languages: pageLanguages, ...(env ? { env } : {}) })
      : {}
    return storefront.languages
      .filter((language) => pageLanguages.includes(language))
      .map((language) => ({ loc: absoluteUrl(route, params, language, storefront, env), alternates }))
  })
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates).map(
      ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    return ['  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** A sitemap index: the absolute URLs of the sitemaps it lists, in order (https://www.sitemaps.org/protocol.html#index). */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapUrls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}
