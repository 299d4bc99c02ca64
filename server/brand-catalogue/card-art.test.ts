// @vitest-environment jsdom
// jsdom provides DOMParser, which checks the SVG is well-formed XML.
import { describe, expect, it } from 'vitest'
import { ALL_BRANDS, GIFTCARD_BRANDS, VALUE_LADDER, brandByKey, type Brand } from './brands'
import { backgroundSvg, cardArtSvg, escapeXml } from './card-art'
import { contrastRatio } from './colour'

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
})
