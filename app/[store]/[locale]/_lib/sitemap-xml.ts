/**
 * sitemap.xml of one storefront (pure): every indexable page in every indexable language, each with
 * its hreflang alternates as xhtml:link elements (Google's format for multilingual sitemaps).
 */
import type { Language, Storefront } from '@/config/storefronts/types'
import type { StorefrontUrlEnv } from '@/config/storefronts/urls'
import { parseLocalizedPath, type RouteName, type RouteParams } from '@/i18n/localize'
import { absoluteUrl, alternateLanguages } from '@/i18n/seo'

export interface SitemapPage {
  route: RouteName
  params: RouteParams
}

export interface SitemapEntry {
  loc: string
  /** hreflang → absolute URL, the entry's own URL included (as Google asks). */
  alternates: Record<string, string>
}

/**
 * The pages a sitemap lists: home, every page of the product listing, and the product pages given by
 * their public paths (as the API returns them; anything that is not a route of the storefront is skipped).
 */
export function sitemapPages(
  storefront: Pick<Storefront, 'languages' | 'defaultLanguage'>,
  listingPages: number,
  productPaths: readonly string[],
): SitemapPage[] {
  const pages: SitemapPage[] = [{ route: 'home', params: {} }]
  for (let page = 1; page <= listingPages; page++) pages.push({ route: 'productListing', params: page > 1 ? { page } : {} })
  const seen = new Set<string>()
  for (const path of productPaths) {
    const parsed = parseLocalizedPath(path, storefront.languages, storefront.defaultLanguage)
    if (!parsed || seen.has(path)) continue
    seen.add(path)
    pages.push({ route: parsed.route, params: parsed.params })
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
  const options = { languages, ...(env ? { env } : {}) }
  return pages.flatMap(({ route, params }) => {
    const alternates = alternateLanguages(route, params, storefront, options)
    return storefront.languages
      .filter((language) => languages.includes(language))
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
