#!/usr/bin/env node
/**
 * Writes the per-country CB-family logos: the wordmark reads "Cadorama.<tld>" (e.g. Cadorama.be), so each
 * CB storefront country gets logo-<cc>.svg, logo-v2-<cc>.svg and footer-logo-<cc>.svg under
 * public/brands/cb/. The family artwork (logo.svg …) is hand-drawn; only the text varies here, which is
 * why it is generated. Run: node scripts/generate-brand-assets.mjs (idempotent; commit the output).
 *
 * The country list mirrors config/storefronts/registry.ts (CB rows and their TLDs); registry.test.ts fails
 * if a storefront points at a logo this script did not write.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'brands', 'cb')
const BRAND = 'Cadorama'
const COLORS = { primary: '#e8423f', accent: '#ffb400', text: '#1d1d1b' }
const FONT = 'font-family="Helvetica, Arial, sans-serif"'

/** Country code (file suffix) → TLD shown in the logo. */
const CB_COUNTRIES = {
  AT: 'at', AU: 'com.au', BE: 'be', BR: 'com.br', CA: 'ca', CH: 'ch', DE: 'de', DK: 'dk', ES: 'es', FR: 'fr',
  IE: 'ie', IT: 'it', MX: 'com.mx', NL: 'nl', NO: 'no', NZ: 'co.nz', PL: 'pl', SE: 'se', US: 'com',
}

/** The CB gift-box mark on a 48x48 grid, identical to public/brands/cb/modal-logo.svg. */
const mark = (fill, ribbon) =>
  `<rect x="6" y="20" width="36" height="22" rx="3" fill="${fill}"/>` +
  `<rect x="3" y="13" width="42" height="9" rx="2" fill="${fill}"/>` +
  `<rect x="21" y="13" width="6" height="29" fill="${ribbon}"/>` +
  `<path d="M24 13c-2-6-11-9-12-4-1 4 7 4 12 4zm0 0c2-6 11-9 12-4 1 4-7 4-12 4z" fill="none" stroke="${ribbon}" stroke-width="3" stroke-linejoin="round"/>`

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body}\n</svg>\n`

/** Generous advance widths (em) of a bold sans, so the text fits even in a wide fallback font. */
const emWidth = (text) =>
  [...text].reduce((sum, char) => sum + (char === '.' ? 0.36 : char === char.toUpperCase() ? 0.8 : 0.7), 0)

/**
 * Wordmark with the TLD in the brand colour. The font size shrinks with the text so ".com.au" fits as well
 * as ".be"; textLength with lengthAdjust="spacing" then evens out the width in narrower fonts without
 * distorting the glyphs.
 */
function wordmark({ x, y, width, maxSize, anchor = 'start', upper = false }, tld) {
  const [brand, suffix] = upper ? [BRAND.toUpperCase(), `.${tld.toUpperCase()}`] : [BRAND, `.${tld}`]
  const size = Math.min(maxSize, Math.floor(width / emWidth(brand + suffix)))
  const length = Math.min(width, Math.round(emWidth(brand + suffix) * size))
  return (
    `<text x="${x}" y="${y}" text-anchor="${anchor}" textLength="${length}" lengthAdjust="spacing" ${FONT} ` +
    `font-size="${size}" font-weight="700" fill="${COLORS.text}">${brand}<tspan fill="${COLORS.primary}">${suffix}</tspan></text>`
  )
}

const LOGOS = {
  // 200x80 header logo (docs/rules/storefronts.md: 200x80 desktop, scaled to 170x68 on mobile).
  logo: (tld) =>
    svg(200, 80, `<g transform="translate(4 21) scale(.8)">${mark(COLORS.primary, COLORS.accent)}</g>\n` +
      wordmark({ x: 48, y: 49, width: 148, maxSize: 26 }, tld)),
  // Stacked variant: mark above, upper-case wordmark below.
  'logo-v2': (tld) =>
    svg(200, 80, `<g transform="translate(84 2) scale(.67)">${mark(COLORS.primary, COLORS.accent)}</g>\n` +
      wordmark({ x: 100, y: 70, width: 188, maxSize: 22, anchor: 'middle', upper: true }, tld)),
  // Footer: monochrome mark so it sits quietly beside payment and trust logos.
  'footer-logo': (tld) =>
    svg(160, 64, `<g transform="translate(4 14) scale(.75)">${mark(COLORS.text, COLORS.text)}</g>\n` +
      wordmark({ x: 46, y: 40, width: 110, maxSize: 21 }, tld)),
}

mkdirSync(OUT_DIR, { recursive: true })
let written = 0
for (const [country, tld] of Object.entries(CB_COUNTRIES)) {
  for (const [name, render] of Object.entries(LOGOS)) {
    writeFileSync(join(OUT_DIR, `${name}-${country.toLowerCase()}.svg`), render(tld))
    written += 1
  }
}
console.log(`generate-brand-assets: wrote ${written} files to ${OUT_DIR}`)
