import 'server-only'
import type { Brand } from '@/server/brand-catalogue/brands'
import { CARD_HEIGHT, CARD_WIDTH, cardArtSvg, escapeXml } from '@/server/brand-catalogue/card-art'
import { svgToPng } from '../gift-assets/card-art-png'

type ArtBrand = Pick<Brand, 'key' | 'name' | 'colour' | 'textColour' | 'kind'>

/** Apple's required images of a store card (Wallet developer guide, "Pass design"): point size and @2x. */
export const PASS_IMAGE_SIZES = {
  icon: { width: 29, height: 29 },
  logo: { width: Math.round((50 * CARD_WIDTH) / CARD_HEIGHT), height: 50 },
  strip: { width: 375, height: 123 },
} as const

/** The card art's own content, without its root element, to place inside another picture. */
const artContent = (art: string) => art.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '')

/**
 * The whole card on a band of its brand colour, scaled to fit: never cropped, because resvg aborts the
 * process on a translucent element that a crop pushes entirely off the canvas.
 */
function artOnBand(brand: ArtBrand, art: string, width: number, height: number, margin: number): string {
  const scale = Math.min((height - 2 * margin) / CARD_HEIGHT, (width - 2 * margin) / CARD_WIDTH)
  const x = (width - CARD_WIDTH * scale) / 2
  const y = (height - CARD_HEIGHT * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + (margin > 0 ? `<rect width="${width}" height="${height}" fill="${escapeXml(brand.colour)}"/>` : '')
    + `<g transform="translate(${x} ${y}) scale(${scale})">${artContent(art)}</g></svg>`
}

/**
 * The icon (lock screen, notifications) is too small for the card art: the brand's initial on its colour,
 * as the shop's favicons are (a square crop of the art would also trip resvg, see artOnBand).
 */
function iconSvg(brand: ArtBrand): string {
  const initial = escapeXml([...brand.name.trim()][0]?.toUpperCase() ?? '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="58" height="58" viewBox="0 0 58 58"><rect width="58" height="58" rx="12" fill="${escapeXml(brand.colour)}"/>`
    + `<text x="29" y="40" text-anchor="middle" font-size="32" font-weight="700" fill="${escapeXml(brand.textColour)}">${initial}</text></svg>`
}

/** The files passkit-generator puts in the pass, each at 1x and 2x: logo and strip are the card's own art. */
export function passImages(brand: ArtBrand): Record<string, Buffer> {
  const art = cardArtSvg(brand)
  const svgs: Record<keyof typeof PASS_IMAGE_SIZES, string> = {
    icon: iconSvg(brand),
    logo: artOnBand(brand, art, PASS_IMAGE_SIZES.logo.width, PASS_IMAGE_SIZES.logo.height, 0),
    strip: artOnBand(brand, art, PASS_IMAGE_SIZES.strip.width, PASS_IMAGE_SIZES.strip.height, 12),
  }
  const files: Record<string, Buffer> = {}
  for (const [name, size] of Object.entries(PASS_IMAGE_SIZES) as Array<[keyof typeof PASS_IMAGE_SIZES, { width: number }]>) {
    files[`${name}.png`] = svgToPng(svgs[name], size.width)
    files[`${name}@2x.png`] = svgToPng(svgs[name], size.width * 2)
  }
  return files
}
