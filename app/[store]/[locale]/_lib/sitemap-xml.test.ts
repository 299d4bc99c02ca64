import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { escapeXml, sitemapEntries, sitemapIndexXml, sitemapPages, sitemapXml } from './sitemap-xml'

const env = { STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3100' }
const cbbe = getStorefront('CBBE')

describe('sitemapPages', () => {
  it('lists home, every listing page and the product pages (deduplicated, unknown paths skipped)', () => {
    expect(
      sitemapPages(cbbe, 3, ['/cadeaubonnen/bol-com/', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/', '/cadeaubonnen/bol-com/', '/nope/x/y/z/']),
    ).toEqual([
      { route: 'home', params: {} },
      { route: 'productListing', params: {} },
      { route: 'productListing', params: { page: 2 } },
      { route: 'productListing', params: { page: 3 } },
      { route: 'productDetail', params: { product: 'bol-com' } },
      { route: 'choiceCard', params: {} },
    ])
  })
})

describe('sitemapPages with categories, locations and content', () => {
  const pages = sitemapPages(
    cbbe,
    1,
    [
      '/categorie/alle-cadeaubonnen/', '/categorie/restaurants/', '/categorie/restaurants/2/',
      '/cadeaubonnen/bol-com/locaties/', '/cadeaubonnen/bol-com/locaties/bol-com-gent/',
      '/fr/cartes-cadeaux/bol-com/', // not a default-language path: products come once, in the default language
    ],
    {
      nl: ['/zakelijk/', '/algemene-voorwaarden/', '/blog/cadeautips/', '/geefmomenten/verjaardag/'],
      fr: ['/fr/conditions-generales/', '/fr/blog/idees-cadeaux/', '/algemene-voorwaarden/'],
    },
  )

  it('lists the category pages and the product location pages in every language', () => {
    expect(pages).toEqual(expect.arrayContaining([
      { route: 'allCategories', params: {} },
      { route: 'category', params: { url: 'restaurants' } },
      { route: 'category', params: { url: 'restaurants', page: '2' } },
      { route: 'locations', params: { product: 'bol-com' } },
      { route: 'locationDetail', params: { product: 'bol-com', location: 'bol-com-gent' } },
    ]))
    expect(pages.filter((page) => page.route === 'productDetail')).toEqual([])
  })

  it('lists fixed content pages in the languages that have them, slug pages in their own language only', () => {
    const content = pages.filter((page) => ['terms', 'business', 'blogArticle', 'givingMomentsPage'].includes(page.route))
    expect(content).toEqual([
      { route: 'business', params: {}, languages: ['nl'] },
      { route: 'terms', params: {}, languages: ['nl', 'fr'] },
      { route: 'blogArticle', params: { path: 'cadeautips' }, languages: ['nl'], alternates: false },
      { route: 'givingMomentsPage', params: { product: 'verjaardag' }, languages: ['nl'], alternates: false },
      { route: 'blogArticle', params: { path: 'idees-cadeaux' }, languages: ['fr'], alternates: false },
    ])
  })

  it('gives a one-language page one entry without alternates, a fixed page alternates in its languages', () => {
    const entries = sitemapEntries(cbbe, ['nl', 'fr'], pages.filter((page) => ['business', 'blogArticle'].includes(page.route)), env)
    expect(entries).toEqual([
      { loc: 'http://cbbe.localhost:3100/zakelijk/', alternates: { 'nl-be': 'http://cbbe.localhost:3100/zakelijk/', 'x-default': 'http://cbbe.localhost:3100/zakelijk/' } },
      { loc: 'http://cbbe.localhost:3100/blog/cadeautips/', alternates: {} },
      { loc: 'http://cbbe.localhost:3100/fr/blog/idees-cadeaux/', alternates: {} },
    ])
    expect(sitemapXml(entries)).not.toContain('<xhtml:link rel="alternate" hreflang="fr-be" href="http://cbbe.localhost:3100/fr/blog/')
  })

  it('names a restaurant page, whose slug is its product slug in every language, in both languages with alternates', () => {
    const restaurant = sitemapPages(cbbe, 1, [], { nl: ['/restaurants/brasserie-mosselbank/'], fr: ['/fr/restaurants/brasserie-mosselbank/'] })
      .filter((page) => page.route === 'restaurant')
    expect(restaurant).toEqual([{ route: 'restaurant', params: { product: 'brasserie-mosselbank' }, languages: ['nl', 'fr'] }])
    expect(sitemapEntries(cbbe, ['nl', 'fr'], restaurant, env)[1]).toEqual({
      loc: 'http://cbbe.localhost:3100/fr/restaurants/brasserie-mosselbank/',
      alternates: {
        'nl-be': 'http://cbbe.localhost:3100/restaurants/brasserie-mosselbank/',
        'fr-be': 'http://cbbe.localhost:3100/fr/restaurants/brasserie-mosselbank/',
        'x-default': 'http://cbbe.localhost:3100/restaurants/brasserie-mosselbank/',
      },
    })
  })

  it('leaves out a page whose languages may not be indexed', () => {
    expect(sitemapEntries(cbbe, ['nl'], [{ route: 'blogArticle', params: { path: 'idees-cadeaux' }, languages: ['fr'], alternates: false }], env)).toEqual([])
  })
})

describe('sitemapEntries', () => {
  it('has one entry per page and language, each with all alternates and x-default', () => {
    const entries = sitemapEntries(cbbe, ['nl', 'fr'], [{ route: 'productListing', params: { page: 2 } }], env)
    const alternates = {
      'nl-be': 'http://cbbe.localhost:3100/cadeaubonnen/2/',
      'fr-be': 'http://cbbe.localhost:3100/fr/cartes-cadeaux/2/',
      'x-default': 'http://cbbe.localhost:3100/cadeaubonnen/2/',
    }
    expect(entries).toEqual([
      { loc: 'http://cbbe.localhost:3100/cadeaubonnen/2/', alternates },
      { loc: 'http://cbbe.localhost:3100/fr/cartes-cadeaux/2/', alternates },
    ])
  })

  it('leaves out languages that may not be indexed (the French CBBE build)', () => {
    const entries = sitemapEntries(cbbe, ['nl'], [{ route: 'home', params: {} }], env)
    expect(entries).toEqual([
      { loc: 'http://cbbe.localhost:3100/', alternates: { 'nl-be': 'http://cbbe.localhost:3100/', 'x-default': 'http://cbbe.localhost:3100/' } },
    ])
  })
})

describe('sitemapXml', () => {
  it('writes a urlset with xhtml:link alternates', () => {
    const xml = sitemapXml([{ loc: 'http://cbde.localhost:3100/', alternates: { 'de-de': 'http://cbde.localhost:3100/' } }])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        '    <loc>http://cbde.localhost:3100/</loc>',
        '    <xhtml:link rel="alternate" hreflang="de-de" href="http://cbde.localhost:3100/"/>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
    const xml = sitemapXml([{ loc: 'http://x/?a=1&b=<2>', alternates: { 'x-default': 'http://x/"' } }])
    expect(xml).toContain('<loc>http://x/?a=1&amp;b=&lt;2&gt;</loc>')
    expect(xml).toContain('href="http://x/&quot;"')
  })

  it('an empty sitemap is still a valid urlset', () => {
    expect(sitemapXml([])).toContain('<urlset')
    expect(sitemapXml([])).toContain('</urlset>')
  })
})

describe('sitemapIndexXml', () => {
  it('writes a sitemapindex listing each sitemap by absolute URL, escaped', () => {
    expect(sitemapIndexXml(['http://cbbe.localhost:3100/sitemap-1.xml', 'http://x/sitemap-2.xml?a=1&b=2'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>',
        '    <loc>http://cbbe.localhost:3100/sitemap-1.xml</loc>',
        '  </sitemap>',
        '  <sitemap>',
        '    <loc>http://x/sitemap-2.xml?a=1&amp;b=2</loc>',
        '  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    )
  })
})
