// @vitest-environment jsdom
// jsdom provides DOMParser, which checks the SVG is well-formed XML.
import { describe, expect, it } from 'vitest'
import { ALL_BRANDS } from '@/server/brand-catalogue/brands'
import { GET as getBackground } from './background/route'
import { GET as getCardArt, generateStaticParams } from './route'
import { GET as getCardArtPng } from './png/route'

function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  expect(doc.documentElement.nodeName).toBe('svg')
  return doc
}

describe('GET /card-art/<brand>/', () => {
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

  it('serves the art as PNG for mail clients, cached for a year, and 404 for an unknown brand', async () => {
    const response = await getCardArtPng(new Request('http://shop.test/card-art/pomme-store/png/'), { params: Promise.resolve({ brand: 'pomme-store' }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const missing = await getCardArtPng(new Request('http://shop.test/card-art/nope/png/'), { params: Promise.resolve({ brand: 'nope' }) })
    expect(missing.status).toBe(404)
  })
})
