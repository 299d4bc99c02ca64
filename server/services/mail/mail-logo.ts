import 'server-only'
import type { Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'

/**
 * The storefront's logo for its e-mails. Branding logos are SVG files under public/, and most mail
 * clients refuse SVG, so the mail shows a PNG drawn from the same file (mail-logo-png.ts): app/mail-logo/[file]
 * serves it (prerendered for every storefront at build), and the mail references it by absolute URL.
 */

/** The logo as the mail shows it, in CSS pixels (the branding logos are 200 × 80). */
export const MAIL_LOGO_SIZE = { width: 160, height: 64 } as const

/** A file-like name (`cbbe.png`): the proxy leaves paths with an extension alone, and no trailing slash is added. */
export const mailLogoFileName = (storefront: Pick<Storefront, 'code'>) => `${storefront.code.toLowerCase()}.png`

export function mailLogoUrl(storefront: Storefront): string {
  return `${storefrontOrigin(storefront)}/mail-logo/${mailLogoFileName(storefront)}`
}
