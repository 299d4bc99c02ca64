/**
 * The documents a storefront's sitemap URLs answer with, from a source of pages: /sitemap.xml is the
 * whole sitemap while its entries fit one file, else a sitemap index of /sitemap-<n>.xml; part N is
 * rendered from its own slice only (sitemap-split.ts), so no request holds more than one part's pages.
 */
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin, type StorefrontUrlEnv } from '@/config/storefronts/urls'
import { SITEMAP_URL_LIMIT, sitemapEntryCount, sitemapPartCount, sitemapPartPath, sitemapPartSlices, type SitemapSection } from './sitemap-split'
import { sitemapEntries, sitemapIndexXml, sitemapXml, type SitemapEntry, type SitemapPage } from './sitemap-xml'

/** The catalogue lists a sitemap reads in slices, in this order after the pages known up front. */
export const SITEMAP_LISTS = ['products', 'locationOverviews', 'locations'] as const
export type SitemapList = (typeof SITEMAP_LISTS)[number]

export interface SitemapSource {
  /** The indexable languages (none: an empty sitemap). */
  languages: readonly Language[]
  /** Home, listing, category and content pages: few enough to hold at once. */
  headPages: readonly SitemapPage[]
  /** Pages per catalogue list; each page has an entry in every indexable language. */
  counts: Readonly<Record<SitemapList, number>>
  /** `count` pages of a list from its `first` (0-based), in the list's stable order. */
  pages: (list: SitemapList, first: number, count: number) => Promise<SitemapPage[]>
}

export interface SitemapOptions {
  /** Entries per file; tests pass a small one. */
  limit?: number
  env?: StorefrontUrlEnv
}

function sectionsOf(source: SitemapSource, head: readonly SitemapEntry[]): SitemapSection[] {
  return [
    { units: head.length, entriesPerUnit: 1 },
    ...SITEMAP_LISTS.map((list) => ({ units: source.languages.length ? source.counts[list] : 0, entriesPerUnit: source.languages.length })),
  ]
}

/** /sitemap.xml: the one sitemap, or the index of its parts when the entries exceed the limit. */
export async function sitemapRootXml(storefront: Storefront, source: SitemapSource, { limit = SITEMAP_URL_LIMIT, env }: SitemapOptions = {}): Promise<string> {
  const head = sitemapEntries(storefront, source.languages, source.headPages, env)
  const sections = sectionsOf(source, head)
  const parts = sitemapPartCount(sections, limit)
  if (parts === 0) return sitemapXml(await partEntries(storefront, source, head, sections, 1, Math.max(1, sitemapEntryCount(sections)), env))
  const origin = storefrontOrigin(storefront, env)
  return sitemapIndexXml(Array.from({ length: parts }, (_, index) => `${origin}${sitemapPartPath(index + 1)}`))
}

/** /sitemap-<part>.xml, or null when the sitemap has no such part (no index, or past its last part). */
export async function sitemapPartXml(
  storefront: Storefront, source: SitemapSource, part: number, { limit = SITEMAP_URL_LIMIT, env }: SitemapOptions = {},
): Promise<string | null> {
  const head = sitemapEntries(storefront, source.languages, source.headPages, env)
  const sections = sectionsOf(source, head)
  if (part < 1 || part > sitemapPartCount(sections, limit)) return null
  return sitemapXml(await partEntries(storefront, source, head, sections, part, limit, env))
}

async function partEntries(
  storefront: Storefront, source: SitemapSource, head: readonly SitemapEntry[], sections: readonly SitemapSection[],
  part: number, limit: number, env: StorefrontUrlEnv | undefined,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (const slice of sitemapPartSlices(sections, part, limit)) {
    const list = SITEMAP_LISTS[slice.section - 1]
    const sliceEntries = list
      ? sitemapEntries(storefront, source.languages, await source.pages(list, slice.firstUnit, slice.units), env)
      : head.slice(slice.firstUnit, slice.firstUnit + slice.units)
    for (const entry of sliceEntries.slice(slice.skip, slice.skip + slice.take)) entries.push(entry)
  }
  return entries
}
