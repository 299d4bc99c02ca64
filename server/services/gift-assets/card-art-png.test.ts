import { describe, expect, it } from 'vitest'
import { PNG } from 'pngjs'
import { ALL_BRANDS, brandByKey, type Brand } from '@/server/brand-catalogue/brands'
import { cardArtPng } from './card-art-png'

describe('card art as PNG', () => {
  const brand = brandByKey('bolero-books') as Brand

  it('is a PNG at twice the card width, in the card aspect ratio', () => {
    const image = PNG.sync.read(cardArtPng(brand))
    expect(image.width).toBe(800)
    expect(image.height).toBe(504)
  })

  it('paints the brand colour and draws the name in white with the shop font (no host font needed)', () => {
    // Bolero Books: #7B2D26 with white text.
    const image = PNG.sync.read(cardArtPng(brand, 400))
    let white = 0
    let red = 0
    for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
      const [r, g, b] = image.data.subarray(pixel * 4, pixel * 4 + 3)
      if (r! > 245 && g! > 245 && b! > 245) white += 1
      else if (Math.abs(r! - 0x7b) < 12 && Math.abs(g! - 0x2d) < 24 && Math.abs(b! - 0x26) < 24) red += 1
    }
    expect(red / (image.width * image.height)).toBeGreaterThan(0.5)
    // The name and the value are text: without a font no pixel would be white.
    expect(white).toBeGreaterThan(400)
  })

  // resvg ends the whole process (a native panic, not an exception) on some drawings; the route
  // prerenders every brand at build, so every brand is drawn here once, small to keep it quick.
  it('renders every brand of the catalogue', () => {
    for (const each of ALL_BRANDS) expect(PNG.sync.read(cardArtPng(each, 200)).width).toBe(200)
  }, 120_000)
})
