import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Storefront } from '@/config/storefronts/types'
import { svgToPng } from '../gift-assets/card-art-png'
import { MAIL_LOGO_SIZE } from './mail-logo'

// Apart from mail-logo.ts, so rendering a mail never loads the SVG renderer: only the logo route does.

/**
 * The PNG, twice the shown size, on an opaque white ground: a client in dark mode darkens the mail
 * around it but never recolours an image, so the dark lettering of the logo stays readable.
 */
export function mailLogoPng(storefront: Storefront): Buffer {
  const file = path.join(process.cwd(), 'public', storefront.branding.logo.src)
  const svg = readFileSync(file, 'utf8')
    .replace(/(<svg\b[^>]*>)/, '$1<rect width="100%" height="100%" fill="#ffffff"/>')
    // resvg stretches only the first run of a text with textLength and pushes the rest (".be") out of
    // the picture; the document font's natural width fits the logo's box without it.
    .replace(/\s(?:textLength|lengthAdjust)="[^"]*"/g, '')
  return svgToPng(svg, MAIL_LOGO_SIZE.width * 2)
}
