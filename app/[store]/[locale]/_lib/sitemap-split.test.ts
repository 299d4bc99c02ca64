import { describe, expect, it } from 'vitest'
import { SITEMAP_URL_LIMIT, parseSitemapPart, sitemapEntryCount, sitemapPartCount, sitemapPartPath, sitemapPartSlices } from './sitemap-split'

// 7 entries up front, 5 products, 2 location overviews and 3 locations in 2 languages: 7 + 10 + 4 + 6 = 27.
const sections = [
  { units: 7, entriesPerUnit: 1 },
  { units: 5, entriesPerUnit: 2 },
  { units: 2, entriesPerUnit: 2 },
  { units: 3, entriesPerUnit: 2 },
]

describe('sitemapPartCount', () => {
  it('is the protocol limit of 50,000 entries', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000)
    expect(sitemapPartCount([{ units: 25_000, entriesPerUnit: 2 }])).toBe(0)
    expect(sitemapPartCount([{ units: 25_000, entriesPerUnit: 2 }, { units: 1, entriesPerUnit: 1 }])).toBe(2)
  })

  it('is 0 (no index) up to the limit, then as many parts as the limit needs', () => {
    expect(sitemapEntryCount(sections)).toBe(27)
    expect(sitemapPartCount(sections, 27)).toBe(0)
    expect(sitemapPartCount(sections, 26)).toBe(2)
    expect(sitemapPartCount(sections, 10)).toBe(3)
    expect(sitemapPartCount(sections, 1)).toBe(27)
    expect(sitemapPartCount([], 10)).toBe(0)
  })
})

describe('sitemapPartSlices', () => {
  it('cuts the sequence in parts of the limit, a page split between parts by language', () => {
    expect(sitemapPartSlices(sections, 1, 10)).toEqual([
      { section: 0, firstUnit: 0, units: 7, skip: 0, take: 7 },
      { section: 1, firstUnit: 0, units: 2, skip: 0, take: 3 },
    ])
    expect(sitemapPartSlices(sections, 2, 10)).toEqual([
      { section: 1, firstUnit: 1, units: 4, skip: 1, take: 7 },
      { section: 2, firstUnit: 0, units: 2, skip: 0, take: 3 },
    ])
    expect(sitemapPartSlices(sections, 3, 10)).toEqual([
      { section: 2, firstUnit: 1, units: 1, skip: 1, take: 1 },
      { section: 3, firstUnit: 0, units: 3, skip: 0, take: 6 },
    ])
  })

  it('covers every entry exactly once, no part over the limit', () => {
    const sectionStart = [0, 7, 17, 21]
    for (const limit of [1, 2, 3, 5, 8, 13, 26]) {
      const covered: number[] = []
      for (let part = 1; part <= sitemapPartCount(sections, limit); part++) {
        const slices = sitemapPartSlices(sections, part, limit)
        expect(slices.reduce((sum, slice) => sum + slice.take, 0)).toBeLessThanOrEqual(limit)
        for (const slice of slices) {
          const first = (sectionStart[slice.section] ?? 0) + slice.firstUnit * (sections[slice.section]?.entriesPerUnit ?? 0) + slice.skip
          for (let entry = 0; entry < slice.take; entry++) covered.push(first + entry)
        }
      }
      expect(covered).toEqual(Array.from({ length: 27 }, (_, index) => index))
    }
  })

  it('skips empty sections and has no slice past the end', () => {
    expect(sitemapPartSlices([{ units: 0, entriesPerUnit: 2 }, { units: 2, entriesPerUnit: 3 }], 1, 4)).toEqual([
      { section: 1, firstUnit: 0, units: 2, skip: 0, take: 4 },
    ])
    expect(sitemapPartSlices(sections, 4, 10)).toEqual([])
  })
})

describe('sitemap part numbers and paths', () => {
  it('reads /sitemap-<n>.xml numbers from 1, nothing else', () => {
    expect(parseSitemapPart('1')).toBe(1)
    expect(parseSitemapPart('42')).toBe(42)
    for (const segment of ['0', '01', '-1', '1.5', 'x', '', '1234567']) expect(parseSitemapPart(segment)).toBeNull()
    expect(sitemapPartPath(3)).toBe('/sitemap-3.xml')
  })
})
