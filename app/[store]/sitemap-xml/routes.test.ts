import { describe, expect, it, vi } from 'vitest'
import type { SitemapSource } from '../[locale]/_lib/sitemap-document'
import { SITEMAP_URL_LIMIT } from '../[locale]/_lib/sitemap-split'
import { GET as getPart } from './[part]/route'
import { GET as getRoot } from './route'

// 30,000 products in nl and fr and 5 head entries: 60,005 entries, past the protocol's limit once.
const source: SitemapSource = {
  languages: ['nl', 'fr'],
  headPages: [{ route: 'home', params: {} }, { route: 'productListing', params: {} }, { route: 'terms', params: {}, languages: ['nl'] }],
  counts: { products: 30_000, locationOverviews: 0, locations: 0 },
  pages: async (_list, first, count) => Array.from({ length: count }, (_, index) => ({ route: 'productDetail', params: { product: `p${first + index}` } })),
}
vi.mock('../[locale]/_lib/sitemap-data', () => ({ storefrontSitemapSource: async () => source }))

const root = (store: string) => getRoot(new Request('http://cbbe.localhost:3100/sitemap.xml'), { params: Promise.resolve({ store }) })
const part = (store: string, segment: string) =>
  getPart(new Request(`http://cbbe.localhost:3100/sitemap-${segment}.xml`), { params: Promise.resolve({ store, part: segment }) })
const count = (text: string, element: string) => text.split(`<${element}>`).length - 1

describe('the sitemap routes of a storefront past 50,000 URLs', () => {
  it('/sitemap.xml is the index of two parts', async () => {
    const response = await root('cbbe')
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const text = await response.text()
    expect(text).toContain('<sitemapindex ')
    expect([...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname)).toEqual(['/sitemap-1.xml', '/sitemap-2.xml'])
  })

  it('/sitemap-1.xml holds 50,000 URLs, /sitemap-2.xml the other 10,005, and there is no third', async () => {
    const first = await part('cbbe', '1')
    expect(first.status).toBe(200)
    const text = await first.text()
    expect(count(text, 'url')).toBe(SITEMAP_URL_LIMIT)
    // The protocol's other limit: 50 MB uncompressed.
    expect(Buffer.byteLength(text)).toBeLessThan(50 * 1024 * 1024)
    const second = await (await part('cbbe', '2')).text()
    expect(count(second, 'url')).toBe(10_005)
    expect(second).toContain('/fr/cartes-cadeaux/p29999/</loc>')
    expect((await part('cbbe', '3')).status).toBe(404)
  })

  it('answers 404 for what is not a part number, and for an unknown storefront', async () => {
    for (const segment of ['0', '01', 'x', '-1']) expect((await part('cbbe', segment)).status).toBe(404)
    expect((await part('nope', '1')).status).toBe(404)
    expect((await root('nope')).status).toBe(404)
  })
})
