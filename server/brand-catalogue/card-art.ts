/**
 * SVG artwork of a brand's gift card (and a wide background for highlighted blocks), generated from
 * the brand data. Pure (no Node imports, no `server-only`): the card-art route handlers import it.
 */
import type { Brand } from './brands'
import { hashString } from './random'

export const CARD_WIDTH = 400
export const CARD_HEIGHT = 252
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif"

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes text for XML content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

type ArtBrand = Pick<Brand, 'key' | 'name' | 'colour' | 'textColour' | 'kind'>

/** A subtle, brand-specific pattern in the text colour at low opacity (so text contrast holds). */
function pattern(brand: ArtBrand, width: number, height: number): string {
  const seed = hashString(brand.key)
  const ink = `fill="${brand.textColour}"`
  const offset = (seed >>> 4) % 60
  switch (seed % 4) {
    case 0:
      return [
        `<circle cx="${width - 40 - offset}" cy="${-10 + offset / 2}" r="${height * 0.55}" ${ink} opacity="0.07"/>`,
        `<circle cx="${width - 10}" cy="${height + 20}" r="${height * 0.45}" ${ink} opacity="0.06"/>`,
        `<circle cx="${width * 0.45 + offset}" cy="${height * 0.9}" r="${height * 0.18}" ${ink} opacity="0.05"/>`,
      ].join('')
    case 1: {
      const stripes: string[] = []
      for (let x = -height + offset; x < width; x += 56) {
        stripes.push(`<path d="M${x} ${height}L${x + height} 0h18L${x + 18} ${height}z" ${ink} opacity="0.06"/>`)
      }
      return stripes.join('')
    }
    case 2: {
      const waves: string[] = []
      for (let i = 0; i < 4; i++) {
        const y = height * 0.35 + i * 26 + offset / 3
        waves.push(`<path d="M0 ${y}C${width * 0.25} ${y - 40} ${width * 0.5} ${y + 40} ${width} ${y - 10}" fill="none" stroke="${brand.textColour}" stroke-width="10" opacity="0.06"/>`)
      }
      return waves.join('')
    }
    default: {
      const dots: string[] = []
      for (let y = 18; y < height; y += 24) {
        for (let x = width * 0.5 + ((y / 24) % 2) * 12; x < width; x += 24) dots.push(`<circle cx="${x}" cy="${y}" r="3" ${ink} opacity="0.1"/>`)
      }
      return dots.join('')
    }
  }
}

/** One or two lines, broken at the space closest to the middle when the name is long. */
function nameLines(name: string): string[] {
  if (name.length <= 20 || !name.includes(' ')) return [name]
  const middle = name.length / 2
  let best = -1
  for (let i = 0; i < name.length; i++) {
    if (name[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i
  }
  return [name.slice(0, best), name.slice(best + 1)]
}

function nameFontSize(lines: readonly string[]): number {
  const longest = Math.max(...lines.map((line) => line.length))
  return longest <= 12 ? 30 : longest <= 16 ? 26 : longest <= 20 ? 22 : 19
}

const CAPTIONS: Readonly<Record<ArtBrand['kind'], string>> = {
  giftcard: 'Gift card', choice: 'Gift card', blank: 'Gift card', donation: 'Donation',
}

/** The card: 400×252 rounded rectangle in the brand colour with a pattern, a chip, the name and a "GIFT CARD" caption. */
export function cardArtSvg(brand: ArtBrand): string {
  const w = CARD_WIDTH
  const h = CARD_HEIGHT
  const text = brand.textColour
  const caption = CAPTIONS[brand.kind]
  const lines = brand.kind === 'blank' ? [] : nameLines(brand.name)
  const size = nameFontSize(lines.length ? lines : [''])
  const firstBaseline = lines.length > 1 ? h - 34 - size * 1.15 : h - 34
  const name = lines.map((line, i) =>
    `<text x="32" y="${(firstBaseline + i * size * 1.15).toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${text}">${escapeXml(line)}</text>`,
  ).join('')
  const label = escapeXml(`${brand.name} ${caption.toLowerCase()}`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<clipPath id="card"><rect width="${w}" height="${h}" rx="16" ry="16"/></clipPath>`,
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>',
    '</defs>',
    '<g clip-path="url(#card)">',
    `<rect width="${w}" height="${h}" fill="${brand.colour}"/>`,
    pattern(brand, w, h),
    `<rect width="${w}" height="${h}" fill="url(#sheen)"/>`,
    '</g>',
    '<g transform="translate(32 78)">',
    '<rect width="48" height="36" rx="7" fill="#E9C46A" stroke="#A8862B" stroke-width="1.5"/>',
    '<path d="M0 12h17M0 24h17M31 12h17M31 24h17M17 0v36M31 0v36M17 18h14" fill="none" stroke="#A8862B" stroke-width="1.5"/>',
    '</g>',
    // Small caps drawn as small capitals, so every SVG renderer shows them alike.
    `<text x="${w - 28}" y="40" text-anchor="end" font-family="${FONT}" font-size="12" font-weight="600" letter-spacing="2.5" fill="${text}" opacity="0.85">${escapeXml(caption.toUpperCase())}</text>`,
    name,
    '</svg>',
  ].join('')
}

/** A wide 800×400 background (no text) in the brand colour with the same pattern, for highlighted blocks. */
export function backgroundSvg(brand: ArtBrand): string {
  const w = 800
  const h = 400
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">`,
    `<rect width="${w}" height="${h}" fill="${brand.colour}"/>`,
    pattern(brand, w, h),
    '</svg>',
  ].join('')
}

export const SVG_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened directly, an SVG is a document: it may run nothing and load nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}
