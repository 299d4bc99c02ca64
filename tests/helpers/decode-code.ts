import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library'
import { PNG } from 'pngjs'

/**
 * Reads a barcode or QR code back out of a PNG with zxing's JavaScript port, the way a scanner would:
 * from the pixels alone. A test that decodes what the shop drew catches a code that looks right but
 * does not scan (wrong symbology, no quiet zone, a digit lost).
 */
export function decodePng(png: Buffer, format: 'CODE_128' | 'QR_CODE'): string {
  const image = PNG.sync.read(png)
  const luminance = new Uint8ClampedArray(image.width * image.height)
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    const [r, g, b, a] = [image.data[pixel * 4]!, image.data[pixel * 4 + 1]!, image.data[pixel * 4 + 2]!, image.data[pixel * 4 + 3]!]
    // Transparent pixels are the page behind the code: white.
    luminance[pixel] = a === 0 ? 255 : Math.round(0.299 * r + 0.587 * g + 0.114 * b)
  }
  const reader = new MultiFormatReader()
  reader.setHints(new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format === 'CODE_128' ? BarcodeFormat.CODE_128 : BarcodeFormat.QR_CODE]],
    [DecodeHintType.TRY_HARDER, true],
  ]))
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)))).getText()
}
