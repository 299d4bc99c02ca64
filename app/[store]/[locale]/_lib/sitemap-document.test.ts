import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { sitemapPartXml, sitemapRootXml, type SitemapList, type SitemapSource } from './sitemap-document'
import type { SitemapPage } from './sitemap-xml'

const env = { STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3100' }
const cbbe = getStorefront('CBBE')
const origin = 'http://cbbe.localhost:3100'

/** A catalogue of numbered products and locations; records every slice a part asks for. */
function fakeSource(products: number, locationProducts: number, locations: number, languages = ['nl', 'fr'] as const) {
  const reads: Array<[SitemapList, number, number]> = []
  const pageOf: Record<SitemapList, (index: number) => SitemapPage> = {
    products: (index) => ({ route: 'productDetail', params: { product: `p${index}` } }),
    locationOverviews: (index) => ({ route: 'locations', params: { product: `p${index}` } }),
    locations: (index) => ({ route: 'locationDetail', params: { product: 'p0', location: `l${index}` } }),
  }
  const counts = { products, locationOverviews: locationProducts, locations }
  const source: SitemapSource = {
    languages,
    headPages: [{ route: 'home', params: {} }, { route: 'productListing', params: {} }, { route: 'terms', params: {}, languages: ['nl'] }],
    counts,
    pages: async (list, first, count) => {
      reads.push([list, first, count])
      return Array.from({ length: Math.max(0, Math.min(count, counts[list] - first)) }, (_, index) => pageOf[list](first + index))
    },
  }
  return { source, reads }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string)

describe('a sitemap within the limit', () => {
  it('is served whole at /sitemap.xml and has no parts', async () => {
    const { source } = fakeSource(2, 1, 1)
    const xml = await sitemapRootXml(cbbe, source, { limit: 13, env })
    expect(xml).toContain('<urlset ')
    // home and listing in 2 languages, terms in nl, 2 products, 1 overview and 1 location in 2 languages.
    expect(locsOf(xml)).toEqual([
      `${origin}/`, `${origin}/fr/`, `${origin}/cadeaubonnen/`, `${origin}/fr/cartes-cadeaux/`, `${origin}/algemene-voorwaarden/`,
      `${origin}/cadeaubonnen/p0/`, `${origin}/fr/cartes-cadeaux/p0/`, `${origin}/cadeaubonnen/p1/`, `${origin}/fr/cartes-cadeaux/p1/`,
      `${origin}/cadeaubonnen/p0/locaties/`, `${origin}/fr/cartes-cadeaux/p0/locaties/`,
      `${origin}/cadeaubonnen/p0/locaties/l0/`, `${origin}/fr/cartes-cadeaux/p0/locatie/l0/`,
    ])
    expect(await sitemapPartXml(cbbe, source, 1, { limit: 13, env })).toBeNull()
  })

  it('is an empty urlset without indexable languages', async () => {
    const { source } = fakeSource(5, 0, 0, [] as never)
    expect(locsOf(await sitemapRootXml(cbbe, source, { limit: 2, env }))).toEqual([])
  })
})

describe('a sitemap over the limit', () => {
  // 5 head entries + (23 products + 4 overviews + 9 locations) × 2 languages = 77 entries: 8 parts of at most 10.
  const limit = 10
  const whole = fakeSource(23, 4, 9)
  const split = fakeSource(23, 4, 9)

  it('is an index of its parts at /sitemap.xml', async () => {
    const xml = await sitemapRootXml(cbbe, split.source, { limit, env })
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locsOf(xml)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((part) => `${origin}/sitemap-${part}.xml`))
    expect(split.reads).toEqual([])
  })

  it('has parts that together hold every URL exactly once, each at most the limit', async () => {
    const every = locsOf(await sitemapRootXml(cbbe, whole.source, { limit: 1000, env }))
    expect(every).toHaveLength(77)
    const parts: string[][] = []
    for (let part = 1; part <= 8; part++) parts.push(locsOf((await sitemapPartXml(cbbe, split.source, part, { limit, env })) ?? ''))
    expect(parts.map((part) => part.length)).toEqual([10, 10, 10, 10, 10, 10, 10, 7])
    expect(parts.flat()).toEqual(every)
    expect(new Set(every).size).toBe(77)
  })

  it('reads only its own slice for a part', async () => {
    const { source, reads } = fakeSource(23, 4, 9)
    // Part 5 is entries 40..49: products 17..22 (entries 35..50 of the sequence hold products 15..22 and overview 0).
    const xml = await sitemapPartXml(cbbe, source, 5, { limit, env })
    expect(reads).toEqual([['products', 17, 6]])
    expect(locsOf(xml ?? '')).toEqual([
      `${origin}/fr/cartes-cadeaux/p17/`, `${origin}/cadeaubonnen/p18/`, `${origin}/fr/cartes-cadeaux/p18/`, `${origin}/cadeaubonnen/p19/`,
      `${origin}/fr/cartes-cadeaux/p19/`, `${origin}/cadeaubonnen/p20/`, `${origin}/fr/cartes-cadeaux/p20/`, `${origin}/cadeaubonnen/p21/`,
      `${origin}/fr/cartes-cadeaux/p21/`, `${origin}/cadeaubonnen/p22/`,
    ])
  })

  it('has no part 0 or past the last', async () => {
    expect(await sitemapPartXml(cbbe, split.source, 0, { limit, env })).toBeNull()
    expect(await sitemapPartXml(cbbe, split.source, 9, { limit, env })).toBeNull()
  })
})
