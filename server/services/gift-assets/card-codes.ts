import bwipjs from 'bwip-js/node'
import QRCode from 'qrcode'

/**
 * The codes printed with a gift card: a Code 128 barcode of the card number (what a till's scanner
 * reads) and a QR code of the card page link (what a phone opens). Generated on the server, as PNG for
 * mails, PDFs and passes, and as SVG for the card page, where it stays sharp at any zoom.
 */

/** Black on white with a quiet zone of ten modules each side, which scanners need to find the code. */
const BARCODE_OPTIONS = { bcid: 'code128', height: 18, includetext: false, paddingwidth: 10, paddingheight: 4, backgroundcolor: 'FFFFFF' } as const

export function cardBarcodePng(cardNumber: string, scale = 3): Promise<Buffer> {
  return bwipjs.toBuffer({ ...BARCODE_OPTIONS, text: digitsOf(cardNumber), scale })
}

export function cardBarcodeSvg(cardNumber: string): string {
  return bwipjs.toSVG({ ...BARCODE_OPTIONS, text: digitsOf(cardNumber) })
}

/**
 * A QR code of a link, error correction M, four modules of quiet zone. Sized by whole pixels per
 * module: a fractional module size blurs module edges, and scanners then misread long links.
 */
export function linkQrPng(url: string, pixelsPerModule = 4): Promise<Buffer> {
  return QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 4, scale: pixelsPerModule, type: 'png' })
}

/** Card numbers are shown in groups of four; the code carries the digits only. */
function digitsOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\s/g, '')
  if (!/^\d{8,30}$/.test(digits)) throw new RangeError('a card number is 8 to 30 digits')
  return digits
}
