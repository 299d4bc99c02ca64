import { createRequire } from 'node:module'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib'
import { PNG } from 'pngjs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { getStorefront } from '@/config/storefronts/resolve'
import { brandByKey, ALL_BRANDS } from '@/server/brand-catalogue/brands'
import { minorAmountText } from '@/server/modules/common/money'
import { decodePng } from '@/tests/helpers/decode-code'
import { overlappingTexts, pdfText, qrCodesOn } from '@/tests/helpers/pdf-text'
import { A5, cardPdf, type PrintableCard } from './card-pdf'

/**
 * The gift card to print at home, read back the way its readers meet it: as text (a screen reader, a
 * search), as pictures (the art and the codes) and through a scanner (the barcode and QR code decode).
 */
const CBBE = getStorefront('CBBE')
const NUMBER = '6000000011234567897'
const LINK = 'https://cbbe.example/kaartgegevens/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdEFGH/'
const brand = ALL_BRANDS.find((candidate) => candidate.kind === 'giftcard')!

const facts = (values: Partial<PrintableCard> = {}): PrintableCard => ({
  storefront: { brandName: CBBE.brandName, colors: CBBE.branding.colors },
  language: 'nl',
  locale: 'nl-BE',
  title: brand.name,
  brand,
  amount: minorAmountText(3745, 'EUR', 'nl-BE'),
  giver: { name: 'Zoë Łukasiewicz', message: 'Gefeliciteerd met je verjaardag!\nGeniet ervan, liefs van ons allemaal.' },
  cardNumber: NUMBER,
  pin: '047110',
  cardPageLink: LINK,
  expiry: '27 november 2029',
  howToUse: ['In de winkel: toon deze kaart aan de kassa.', 'Online: vul het kaartnummer en de pincode in wanneer u betaalt.'],
  choiceBrands: null,
  ...values,
})

interface RasterImage { width: number; height: number; png: Buffer }

/**
 * The page's image XObjects as PNGs. pdf-lib stores an embedded PNG as its 8-bit RGB pixels, deflated,
 * with any transparency in a separate soft mask; that is all it takes to rebuild one.
 */
async function imagesOf(bytes: Uint8Array): Promise<RasterImage[]> {
  const document = await PDFDocument.load(bytes)
  const [page] = document.getPages()
  const xObjects = page!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  const images: RasterImage[] = []
  for (const [, ref] of xObjects?.entries() ?? []) {
    const stream = document.context.lookup(ref)
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue
    const width = (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber()
    const height = (stream.dict.get(PDFName.of('Height')) as PDFNumber).asNumber()
    const rgbPixels = inflateSync(stream.contents)
    const png = new PNG({ width, height })
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      png.data[pixel * 4] = rgbPixels[pixel * 3]!
      png.data[pixel * 4 + 1] = rgbPixels[pixel * 3 + 1]!
      png.data[pixel * 4 + 2] = rgbPixels[pixel * 3 + 2]!
      png.data[pixel * 4 + 3] = 255
    }
    images.push({ width, height, png: PNG.sync.write(png) })
  }
  return images
}

/** The baseline (points from the bottom) of every line of text on the page, as pdf.js reads it. */
async function baselines(bytes: Uint8Array): Promise<Array<{ text: string; y: number }>> {
  const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise
  const content = await (await document.getPage(1)).getTextContent()
  const items = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, y: item.transform[5] as number }] : []))
  await document.destroy()
  return items
}

describe('the gift card PDF', () => {
  it('is one A5 page with the card\'s facts in the receiver\'s language, the PIN apart from the number', async () => {
    const bytes = await cardPdf(facts())
    const document = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(document.getPageCount()).toBe(1)
    const { width, height } = document.getPages()[0]!.getSize()
    expect([width, height]).toEqual([A5.width, A5.height])
    expect(document.getTitle()).toBe(`Cadeaubon ${brand.name}, € 37,45`)
    expect(document.catalog.get(PDFName.of('Lang'))?.toString()).toContain('nl-BE')

    const text = await pdfText(bytes)
    expect(text).toContain('€ 37,45')
    expect(text).toContain('Van Zoë Łukasiewicz')
    expect(text).toContain('“Gefeliciteerd met je verjaardag!')
    expect(text).toContain('Geniet ervan, liefs van ons allemaal.”')
    expect(text).toContain('Geldig tot 27 november 2029')
    expect(text).toContain(CBBE.brandName)
    // Label and value of number and PIN stand side by side, each in its own box.
    expect(text).toContain('Kaartnummer Pincode')
    expect(text).toContain('6000 0000 1123 4567 897 047110')
    expect(await overlappingTexts(bytes)).toEqual([])
  })

  it('carries the art, a barcode a till scans back to the card number and a QR code of the card page', async () => {
    const bytes = await cardPdf(facts())
    const images = await imagesOf(bytes)
    expect(images).toHaveLength(3)
    const barcode = images.find((image) => image.width > 2.5 * image.height)
    expect(barcode).toBeDefined()
    expect(decodePng(barcode!.png, 'CODE_128')).toBe(NUMBER)
    expect(await qrCodesOn(bytes)).toEqual([LINK])
  })

  it('leaves out the giver when there is none, and a message when there is only a name', async () => {
    expect((await pdfText(await cardPdf(facts({ giver: null })))).join('\n')).not.toMatch(/^Van /m)
    const text = await pdfText(await cardPdf(facts({ giver: { name: 'Oma', message: null } })))
    expect(text).toContain('Van Oma')
    expect(text.join('\n')).not.toContain('“')
  })

  it('names the brands a choice card opens, and speaks the receiver\'s language', async () => {
    const choice = brandByKey(ALL_BRANDS.find((candidate) => candidate.kind === 'choice')!.key)!
    const text = await pdfText(await cardPdf(facts({
      language: 'de', locale: 'de-DE', title: choice.name, brand: choice, amount: minorAmountText(3745, 'EUR', 'de-DE'),
      expiry: '27. November 2029', choiceBrands: ['Kino Nord', 'Buchhaus Süd'], giver: { name: 'Jürgen', message: null },
    })))
    expect(text.join('\n')).toContain('Kino Nord, Buchhaus Süd')
    expect(text).toContain('Von Jürgen')
    expect(text).toContain('Kartennummer PIN')
    expect(text).toContain('37,45 €')
    expect(text).toContain('Gültig bis 27. November 2029')
  })

  it('keeps the longest message and title on the page without running into each other', async () => {
    const bytes = await cardPdf(facts({
      title: 'Wellness- en Beautycentrum De Zeven Fonteinen Cadeaubon Extra Lang',
      giver: { name: 'Maximiliaan van Oostveldt-Vandenbroucke', message: 'Lieve '.repeat(25).trim() },
      choiceBrands: ['A'.repeat(30), 'B'.repeat(30), 'C'.repeat(30), 'D'.repeat(30), 'E'.repeat(30)],
    }))
    expect(await overlappingTexts(bytes)).toEqual([])
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    // Everything stands above the foot's warning, the foot above the page's edge.
    const items = await baselines(bytes)
    const foot = items.find((item) => item.text.startsWith('Houd het kaartnummer'))!
    expect(foot.y).toBeGreaterThan(10)
    const body = items.filter((item) => item.y > foot.y)
    expect(body.map((item) => item.text).join(' ')).toContain('EEEE en nog veel meer.')
    expect(Math.min(...body.map((item) => item.y))).toBeGreaterThan(foot.y + 8)
    expect(items.filter((item) => item.y < foot.y).map((item) => item.text)).toEqual([CBBE.brandName])
  })
})
