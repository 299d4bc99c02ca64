// @vitest-environment jsdom
// jsdom provides DOMParser, which checks the SVG is well-formed XML.
import { describe, expect, it } from 'vitest'
import { GET as getBackground } from '@/app/card-art/[brand]/background/route'
import { GET as getCardArt, generateStaticParams } from '@/app/card-art/[brand]/route'
import { ALL_BRANDS, GIFTCARD_BRANDS, VALUE_LADDER, brandByKey, type Brand } from './brands'
import { backgroundSvg, cardArtSvg, escapeXml } from './card-art'
import { contrastRatio } from './colour'
import { blankPackPrice, SUPPORTED_CURRENCIES, toMinor } from './currencies'

function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  expect(doc.documentElement.nodeName).toBe('svg')
  return doc
}

const tricky: Brand = {
  ...(brandByKey('bolero-books') as Brand),
  key: 'tricky',
  name: `Tom & Jerry's <"Best"> Café`,
}

describe('brands', () => {
  it('has about 320 fictional gift-card brands with unique kebab-case keys and names', () => {
    expect(GIFTCARD_BRANDS.length).toBeGreaterThanOrEqual(310)
    expect(GIFTCARD_BRANDS.length).toBeLessThanOrEqual(340)
    const keys = ALL_BRANDS.map((brand) => brand.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(ALL_BRANDS.map((brand) => brand.name.toLowerCase())).size).toBe(ALL_BRANDS.length)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('has exactly one Apple-family issuer; every other brand is its own family', () => {
    const apple = ALL_BRANDS.filter((brand) => brand.issuerFamily === 'apple')
    expect(apple.map((brand) => brand.key)).toEqual(['pomme-store'])
    for (const brand of ALL_BRANDS) if (brand.issuerFamily !== 'apple') expect(brand.issuerFamily).toBe(brand.key)
  })

  it('gives every brand readable text (WCAG AA) and sensible amounts, channels and categories', () => {
    for (const brand of ALL_BRANDS) {
      expect(brand.colour).toMatch(/^#[0-9A-F]{6}$/i)
      expect(contrastRatio(brand.colour, brand.textColour), brand.name).toBeGreaterThanOrEqual(4.5)
      expect(brand.digital || brand.physical).toBe(true)
      if (brand.fixedValues) {
        expect(brand.fixedValues.length).toBeGreaterThanOrEqual(brand.kind === 'blank' ? 1 : 3)
        for (const value of brand.fixedValues) expect(VALUE_LADDER).toContain(value)
      } else {
        expect(brand.customRange.min).toBeLessThan(brand.customRange.max)
      }
      if (brand.kind === 'giftcard') {
        expect(brand.categorySlugs.length).toBeGreaterThanOrEqual(1)
        expect(brand.categorySlugs.length).toBeLessThanOrEqual(3)
        const visited = brand.categorySlugs.some((slug) => ['restaurants', 'experiences', 'wellness', 'cinema'].includes(slug))
        expect(brand.hasLocations).toBe(visited)
      }
    }
  })

  it('maps reference amounts to each currency in minor units', () => {
    expect([10, 25, 50].map((v) => toMinor('EUR', v as 10))).toEqual([1000, 2500, 5000])
    expect([10, 25, 50].map((v) => toMinor('GBP', v as 10))).toEqual([1000, 2500, 5000])
    expect([10, 25, 50].map((v) => toMinor('SEK', v as 10))).toEqual([10_000, 25_000, 50_000])
    expect([10, 25, 50].map((v) => toMinor('PLN', v as 10))).toEqual([5000, 10_000, 20_000])
    expect([10, 25, 50].map((v) => toMinor('BRL', v as 10))).toEqual([5000, 10_000, 25_000])
    expect([10, 25, 50].map((v) => toMinor('MXN', v as 10))).toEqual([20_000, 50_000, 100_000])
    expect([10, 25, 50].map((v) => toMinor('AED', v as 10))).toEqual([5000, 10_000, 20_000])
    for (const currency of SUPPORTED_CURRENCIES) {
      const ladder = VALUE_LADDER.map((value) => toMinor(currency, value))
      expect([...ladder].sort((a, b) => a - b)).toEqual(ladder)
      expect(new Set(ladder).size).toBe(ladder.length)
      expect(Number.isInteger(blankPackPrice(currency))).toBe(true)
    }
  })
})

describe('card art', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    // The well-formedness check below would catch an unescaped name.
    const broken = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><text>Tom & Jerry</text></svg>', 'image/svg+xml')
    expect(broken.getElementsByTagName('parsererror').length).toBeGreaterThan(0)
  })

  it('renders well-formed SVG for every brand, with the colour, a chip and the caption', () => {
    for (const brand of ALL_BRANDS) {
      const svg = cardArtSvg(brand)
      const doc = parseSvg(svg)
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 252')
      expect(svg).toContain(`fill="${brand.colour}"`)
      expect(svg).toContain('rx="16"')
      expect(svg).toContain(brand.kind === 'donation' ? '>DONATION</text>' : '>GIFT CARD</text>')
      if (brand.kind !== 'blank') expect(doc.documentElement.textContent?.replace(/\s+/g, ' ')).toContain(brand.name.split(' ')[0])
      parseSvg(backgroundSvg(brand))
    }
  })

  it('keeps a hostile name inert: escaped in text and attributes', () => {
    const svg = cardArtSvg(tricky)
    const doc = parseSvg(svg)
    expect(svg).not.toContain('<"Best">')
    expect(svg).toContain('&lt;&quot;Best&quot;&gt;')
    expect(doc.documentElement.getAttribute('aria-label')).toBe(`${tricky.name} gift card`)
    const texts = [...doc.getElementsByTagName('text')].map((node) => node.textContent).join(' ')
    expect(texts).toContain("Tom & Jerry's")
    expect(texts).toContain('<"Best"> Café')
  })

  it('serves the art with long-lived caching, and 404 for an unknown brand', async () => {
    const params = generateStaticParams()
    expect(params).toHaveLength(ALL_BRANDS.length)
    const response = await getCardArt(new Request('http://shop.test/card-art/pomme-store/'), { params: Promise.resolve({ brand: 'pomme-store' }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    parseSvg(await response.text())
    const background = await getBackground(new Request('http://shop.test/card-art/pomme-store/background/'), { params: Promise.resolve({ brand: 'pomme-store' }) })
    expect(background.status).toBe(200)
    const missing = await getCardArt(new Request('http://shop.test/card-art/nope/'), { params: Promise.resolve({ brand: '../nope' }) })
    expect(missing.status).toBe(404)
  })
})
