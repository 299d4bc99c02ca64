/**
 * How a storefront's sitemap splits into parts (pure). The sitemap protocol allows 50,000 <url>
 * entries (and 50 MB) per file, more go through a sitemap index (https://www.sitemaps.org/protocol.html).
 * Every URL is its own <url> entry: a page in three languages is three entries, its xhtml:link
 * alternates are inside them and count for nothing.
 *
 * The entries form one sequence of sections (the pages known up front, then products, location
 * overviews and locations); a section is made of units (a page) of a fixed number of entries (one per
 * language), so part N is found by arithmetic: which units of which sections it covers, without
 * reading any row of the parts before it.
 */

/**
 * Entries per sitemap file (the protocol's maximum). The 50 MB bound follows: an entry of a storefront
 * with three languages (the most any has) is about 600 bytes with its alternates, so 50,000 make ~30 MB.
 */
export const SITEMAP_URL_LIMIT = 50_000

export interface SitemapSection {
  /** Pages in the section. */
  units: number
  /** Entries each page gives (the indexable languages; 1 for the section of entries known up front). */
  entriesPerUnit: number
}

/** The part of one section a sitemap part covers: read `units` pages from `firstUnit`, then keep entries [skip, skip + take). */
export interface SectionSlice {
  section: number
  firstUnit: number
  units: number
  skip: number
  take: number
}

export function sitemapEntryCount(sections: readonly SitemapSection[]): number {
  return sections.reduce((total, section) => total + section.units * section.entriesPerUnit, 0)
}

/** Parts a sitemap index lists; 0 when the entries fit one sitemap (served as it is, no index). */
export function sitemapPartCount(sections: readonly SitemapSection[], limit = SITEMAP_URL_LIMIT): number {
  const total = sitemapEntryCount(sections)
  return total > limit ? Math.ceil(total / limit) : 0
}

/** The slices part `part` (1-based) holds: entries [(part - 1) × limit, part × limit) of the sequence. */
export function sitemapPartSlices(sections: readonly SitemapSection[], part: number, limit = SITEMAP_URL_LIMIT): SectionSlice[] {
  const start = (part - 1) * limit
  const end = Math.min(part * limit, sitemapEntryCount(sections))
  const slices: SectionSlice[] = []
  let offset = 0
  sections.forEach((section, index) => {
    const size = section.units * section.entriesPerUnit
    const from = Math.max(start, offset) - offset
    const to = Math.min(end, offset + size) - offset
    offset += size
    if (to <= from) return
    const firstUnit = Math.floor(from / section.entriesPerUnit)
    const lastUnit = Math.ceil(to / section.entriesPerUnit)
    slices.push({ section: index, firstUnit, units: lastUnit - firstUnit, skip: from - firstUnit * section.entriesPerUnit, take: to - from })
  })
  return slices
}

/** The part number of a `sitemap-<n>.xml` segment, or null for anything else (a leading zero included). */
export function parseSitemapPart(segment: string): number | null {
  const match = /^([1-9]\d{0,5})$/.exec(segment)
  return match ? Number(match[1]) : null
}

/** The public path of part `part`. */
export function sitemapPartPath(part: number): string {
  return `/sitemap-${part}.xml`
}
