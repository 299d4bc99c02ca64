import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { svgToPng } from '../gift-assets/card-art-png'

/**
 * The storefront's logo for its e-mails. Branding logos are SVG files under public/, and most mail
 * clients refuse SVG, so the mail shows a PNG drawn from the same file: app/mail-logo/[file] serves it
 * (prerendered for every storefront at build), and the mail references it by absolute URL.
 */

/** The logo as the mail shows it, in CSS pixels (the branding logos are 200 × 80). */
export const MAIL_LOGO_SIZE = { width: 160, height: 64 } as const

/** A file-like name (`cbbe.png`): the proxy leaves paths with an extension alone, and no trailing slash is added. */
export const mailLogoFileName = (storefront: Pick<Storefront, 'code'>) => `${storefront.code.toLowerCase()}.png`

export function mailLogoUrl(storefront: Storefront): string {
  return `${storefrontOrigin(storefront)}/mail-logo/${mailLogoFileName(storefront)}`
}

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
