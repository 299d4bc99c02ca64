import { describe, expect, it } from 'vitest'
import { decodePng } from '@/tests/helpers/decode-code'
import { cardBarcodePng, cardBarcodeSvg, linkQrPng } from './card-codes'

describe('card codes', () => {
  it('draws a Code 128 barcode that scans back to the card number, without its spaces', async () => {
    expect(decodePng(await cardBarcodePng('6000 0031 9915 9295 667'), 'CODE_128')).toBe('6000003199159295667')
  })

  it('still scans at the smallest scale the mails use', async () => {
    expect(decodePng(await cardBarcodePng('6000003199159295668', 2), 'CODE_128')).toBe('6000003199159295668')
  })

  it('draws a QR code that opens the card page link', async () => {
    const link = 'https://www.cadeaubon.be/kaartgegevens/AbC_123-xyz/'
    expect(decodePng(await linkQrPng(link), 'QR_CODE')).toBe(link)
  })

  it('draws the barcode as SVG for the card page', () => {
    const svg = cardBarcodeSvg('6000003199159295667')
    expect(svg).toMatch(/^<svg[^>]*viewBox=/)
    expect(svg).toContain('<path')
  })

  it('refuses what is not a card number instead of drawing it', () => {
    expect(() => cardBarcodeSvg('6000-0031')).toThrow(RangeError)
    expect(() => cardBarcodeSvg('<script>')).toThrow(RangeError)
  })
})
