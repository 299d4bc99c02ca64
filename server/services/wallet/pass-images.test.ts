import { describe, expect, it } from 'vitest'
import { ALL_BRANDS } from '@/server/brand-catalogue/brands'
import { PASS_IMAGE_SIZES, passImages } from './pass-images'

const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

describe('pass images', () => {
  // A renderer panic aborts the whole server process, so every brand's art is drawn once here.
  it('draws icon, logo and strip of every brand at Apple\'s sizes, 1x and 2x', () => {
    for (const brand of ALL_BRANDS) {
      const files = passImages(brand)
      for (const [name, size] of Object.entries(PASS_IMAGE_SIZES)) {
        expect(sizeOf(files[`${name}.png`]!), `${brand.key} ${name}`).toEqual([size.width, size.height])
        expect(sizeOf(files[`${name}@2x.png`]!), `${brand.key} ${name}@2x`).toEqual([size.width * 2, size.height * 2])
      }
    }
  }, 120_000)
})
