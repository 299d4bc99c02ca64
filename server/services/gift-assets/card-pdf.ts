import { createTranslator } from 'next-intl'
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib'
import type { Language } from '@/config/storefronts/types'
import type { Brand } from '@/server/brand-catalogue/brands'
import { loadLocaleMessages } from '@/i18n/messages'
import { documentFontkit, documentFonts } from '../document-fonts'
import { cardArtPng } from './card-art-png'
import { cardBarcodePng, linkQrPng } from './card-codes'

/**
 * A gift card to print at home (docs/rules/redeem.md card data page): one A5 page with the card art,
 * amount, the giver's words, number and PIN, a barcode of the number for a till's scanner and a QR
 * code of the card page. Everything it shows arrives formatted in `facts`, so the card page's download
 * and the card e-mail's attachment print the same card; the labels come from the `cardPrint` messages.
 */
export interface PrintableCard {
  storefront: { brandName: string; colors: { primary: string; primaryText: string; text: string } }
  /** The receiver's language: every label and the PDF's language tag. */
  language: Language
  /** BCP 47 locale of the formatted texts, e.g. nl-BE. */
  locale: string
  /** The product's title in the receiver's language. */
  title: string
  /** What the card art is drawn from. */
  brand: Pick<Brand, 'key' | 'name' | 'colour' | 'textColour' | 'kind'>
  /** Formatted with its currency, e.g. "€ 37,45". */
  amount: string
  giver: { name: string; message: string | null } | null
  cardNumber: string
  pin: string
  /** The card page (absolute), which the QR code opens. */
  cardPageLink: string
  /** Formatted, e.g. "27 november 2029". */
  expiry: string
  /** How to use the card, one sentence per item. */
  howToUse: readonly string[]
  /** For a choice card: brand names it can be swapped for (a few, not all). */
  choiceBrands: readonly string[] | null
}

/** A5 portrait, in points. */
export const A5 = { width: 419.53, height: 595.28 } as const

/** How many brands a printed choice card names as examples: enough to show the idea, short enough for one line or two. */
export const CHOICE_BRAND_EXAMPLES = 5

/** The PDF's file name, e.g. "cadeaubon-city-cinema.pdf": ASCII only, safe in a Content-Disposition header as it is. */
export const cardPdfFileName = (prefix: string, productSlug: string) => `${prefix}-${productSlug}.pdf`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')
const MARGIN = 32
const CONTENT_WIDTH = A5.width - 2 * MARGIN
/** The art's width on paper, and its raster width: three pixels per point keeps it sharp in print. */
const ART_WIDTH = 190
/**
 * One barcode module is drawn 1.25 pt (0.44 mm) wide: wider than the 0.25 mm most till scanners need,
 * and a 19-digit card number still fits well inside the page. The PNG has 3 pixels per module.
 */
const BARCODE_PIXELS_PER_MODULE = 3
const BARCODE_POINTS_PER_MODULE = 1.25
const QR_SIZE = 80
const BAND_HEIGHT = 28
const SECRETS_HEIGHT = 42
/** Where the foot (the warning and the storefront's name) begins: the text above never comes lower. */
const FOOT_TOP = MARGIN + 22
/** The art gives up room to long texts down to this width, still recognisable as the brand's card. */
const MIN_ART_WIDTH = 100

/** Composed characters (an "e" and its accent as one), which the font has glyphs for; no-break spaces as plain ones once lines are set. */
const printable = (text: string) => text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' ')
const grouped = (cardNumber: string) => cardNumber.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')

function colour(hex: string): RGB {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!match) return rgb(0.1, 0.1, 0.1)
  return rgb(parseInt(match[1]!, 16) / 255, parseInt(match[2]!, 16) / 255, parseInt(match[3]!, 16) / 255)
}

/** Splits a text into lines of at most `width` points; a word longer than a line is cut where it must. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  // Split at plain spaces only: a no-break space (as in "€ 37,45") keeps its words on one line.
  for (const paragraph of text.normalize('NFC').split(/\r?\n/)) {
    let line = ''
    for (let word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      while (font.widthOfTextAtSize(word, size) > width) {
        let cut = word.length - 1
        while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut -= 1
        if (line) lines.push(line)
        lines.push(word.slice(0, cut))
        line = ''
        word = word.slice(cut)
      }
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}

export async function cardPdf(facts: PrintableCard): Promise<Uint8Array> {
  const t = createTranslator({ locale: facts.language, messages: await loadLocaleMessages(facts.locale), namespace: 'cardPrint' })
  const pdf = await PDFDocument.create()
  pdf.setTitle(printable(t('documentTitle', { product: facts.title, amount: facts.amount })), { showInWindowTitleBar: true })
  pdf.setAuthor(facts.storefront.brandName)
  pdf.setLanguage(facts.locale)
  pdf.registerFontkit(documentFontkit)
  const files = await documentFonts()
  // pdf-lib checks its inputs with `instanceof Uint8Array`, which a Node Buffer fails where the global
  // Uint8Array is another realm's (a DOM test environment rendering the card mail): plain copies pass everywhere.
  const bytes = (buffer: Uint8Array) => new Uint8Array(buffer)
  const regular = await pdf.embedFont(files.regular, { subset: true })
  const bold = await pdf.embedFont(files.bold, { subset: true })
  const [art, barcode, qr] = await Promise.all([
    pdf.embedPng(bytes(cardArtPng(facts.brand, ART_WIDTH * 3))),
    cardBarcodePng(facts.cardNumber, BARCODE_PIXELS_PER_MODULE).then((png) => pdf.embedPng(bytes(png))),
    linkQrPng(facts.cardPageLink, 4).then((png) => pdf.embedPng(bytes(png))),
  ])
  const ink = colour(facts.storefront.colors.text)
  const muted = rgb(0.35, 0.35, 0.35)
  const page = pdf.addPage([A5.width, A5.height])

  /**
   * Lays the page out from the top with the art `artWidth` wide and answers where the text ends; draws
   * only when `draw`. A first, dry pass measures the text (a long title or message takes lines), so the
   * art can give up the room the text needs and the page never runs into its foot.
   */
  const compose = (artWidth: number, draw: boolean): number => {
    let y: number = A5.height
    const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: RGB; center?: boolean } = {}) => {
      const font = options.font ?? regular
      const size = options.size ?? 10
      const safe = printable(value)
      const left = options.center ? (A5.width - font.widthOfTextAtSize(safe, size)) / 2 : x
      if (draw) page.drawText(safe, { x: left, y, size, font, color: options.color ?? ink })
    }
    const lines = (value: string, options: { font?: PDFFont; size?: number; color?: RGB; center?: boolean; width?: number; x?: number } = {}) => {
      const size = options.size ?? 10
      for (const line of wrap(value, options.font ?? regular, size, options.width ?? CONTENT_WIDTH)) {
        y -= size * 1.3
        text(line, options.x ?? MARGIN, options)
      }
    }
    const image = (picture: PDFImage, x: number, width: number): number => {
      const height = (picture.height / picture.width) * width
      if (draw) page.drawImage(picture, { x, y: y - height, width, height })
      return y - height
    }

    // The storefront's band: whose shop the card comes from.
    if (draw) page.drawRectangle({ x: 0, y: A5.height - BAND_HEIGHT, width: A5.width, height: BAND_HEIGHT, color: colour(facts.storefront.colors.primary) })
    y = A5.height - BAND_HEIGHT + 9
    text(facts.storefront.brandName, MARGIN, { font: bold, size: 13, color: colour(facts.storefront.colors.primaryText) })
    y = A5.height - BAND_HEIGHT - 12

    y = image(art, (A5.width - artWidth) / 2, artWidth) - 2
    lines(facts.title, { font: bold, size: 16, center: true })
    y -= 4
    lines(facts.amount, { font: bold, size: 22, center: true })
    if (facts.giver) {
      y -= 4
      lines(t('from', { name: facts.giver.name }), { font: bold, size: 10, center: true })
      if (facts.giver.message) lines(`“${facts.giver.message}”`, { size: 10, center: true, width: CONTENT_WIDTH - 40 })
    }

    y -= 10
    if (draw) drawSecrets(page, y, { regular, bold, ink }, { numberLabel: t('cardNumber'), number: grouped(facts.cardNumber), pinLabel: t('pin'), pin: facts.pin })
    y -= SECRETS_HEIGHT + 10

    // Codes: the barcode (for a till) on the left, the QR code (for a phone) on the right.
    const codesTop = y
    const barcodeWidth = (barcode.width / BARCODE_PIXELS_PER_MODULE) * BARCODE_POINTS_PER_MODULE
    y = image(barcode, MARGIN, barcodeWidth)
    lines(t('barcodeHelp'), { size: 8, color: muted, width: barcodeWidth - 8, x: MARGIN + 4 })
    const afterBarcode = y
    y = codesTop
    y = image(qr, A5.width - MARGIN - QR_SIZE, QR_SIZE)
    lines(t('qrHelp'), { size: 8, color: muted, width: QR_SIZE + 20, x: A5.width - MARGIN - QR_SIZE - 10 })
    y = Math.min(afterBarcode, y) - 6

    lines(t('expiry', { date: facts.expiry }), { font: bold, size: 10 })
    y -= 3
    lines(t('howToTitle'), { font: bold, size: 10 })
    for (const step of facts.howToUse) lines(`• ${step}`, { size: 8 })
    lines(facts.choiceBrands?.length
      ? t('whereChoice', { brands: facts.choiceBrands.join(', ') })
      : t('whereBrand', { brand: facts.title }), { size: 8 })

    // The foot: the storefront, and the one warning that matters on paper.
    const end = y
    y = MARGIN + 8
    text(t('keepSafe'), MARGIN, { size: 7, color: muted })
    y = MARGIN - 4
    text(facts.storefront.brandName, MARGIN, { font: bold, size: 8, color: muted })
    return end
  }

  const overflow = FOOT_TOP - compose(ART_WIDTH, false)
  const artWidth = overflow > 0 ? Math.max(MIN_ART_WIDTH, ART_WIDTH - overflow * (art.width / art.height)) : ART_WIDTH
  compose(artWidth, true)
  return pdf.save()
}

/**
 * Number and PIN in two framed boxes side by side, the PIN in its own box so it is never read as part
 * of the number (and can be folded or covered apart from it), SECRETS_HEIGHT tall below `top`.
 */
function drawSecrets(
  page: PDFPage, top: number, style: { regular: PDFFont; bold: PDFFont; ink: RGB },
  texts: { numberLabel: string; number: string; pinLabel: string; pin: string },
): void {
  const height = SECRETS_HEIGHT
  const gap = 10
  const pinWidth = 92
  const numberWidth = CONTENT_WIDTH - pinWidth - gap
  const frame = { borderColor: rgb(0.55, 0.55, 0.55), borderWidth: 0.8, color: rgb(1, 1, 1) }
  page.drawRectangle({ x: MARGIN, y: top - height, width: numberWidth, height, ...frame })
  page.drawRectangle({ x: MARGIN + numberWidth + gap, y: top - height, width: pinWidth, height, ...frame, borderDashArray: [3, 2] })
  const box = (x: number, width: number, label: string, value: string) => {
    page.drawText(printable(label), { x: x + 8, y: top - 14, size: 8, font: style.regular, color: rgb(0.35, 0.35, 0.35) })
    let size = 14
    while (size > 8 && style.bold.widthOfTextAtSize(value, size) > width - 16) size -= 0.5
    page.drawText(printable(value), { x: x + 8, y: top - 33, size, font: style.bold, color: style.ink })
  }
  box(MARGIN, numberWidth, texts.numberLabel, texts.number)
  box(MARGIN + numberWidth + gap, pinWidth, texts.pinLabel, texts.pin)
}
