import 'server-only'
import type { products } from '@/server/db/schema'

/**
 * The brand behind a gift card as the API answers it (docs/rules/redeem.md redeem order data and brand
 * redirect): its key, its webshop to frame, or the page the redeem shop sends the shopper to after a
 * countdown, and the page where it presents its products. Every address is https only; anything
 * else is not answered at all.
 */
export interface GiftCardBrandView {
  id: string
  iframeUrl: string | null
  redirectLink: string | null
  redirectTime: number | null
  productExternalLink: { title: string; url: string } | null
}

type BrandRow = Pick<typeof products.$inferSelect, 'productType' | 'brandKey' | 'shopUrl' | 'shopRedirectUrl' | 'shopRedirectSeconds' | 'productLinkUrl'>

const httpsOnly = (url: string | null): string | null => (url?.startsWith('https://') ? url : null)

/** Null for a product that is not a gift card of a brand (a donation, a blank card pack). */
export function giftCardBrandOf(row: BrandRow, productLinkTitle: string | null | undefined): GiftCardBrandView | null {
  if (row.productType !== 'GIFTCARD_DIGITAL' && row.productType !== 'GIFTCARD_PHYSICAL') return null
  const redirectLink = httpsOnly(row.shopRedirectUrl)
  const redirect = redirectLink && row.shopRedirectSeconds ? { redirectLink, redirectTime: row.shopRedirectSeconds } : { redirectLink: null, redirectTime: null }
  const linkUrl = httpsOnly(row.productLinkUrl)
  return {
    id: row.brandKey,
    iframeUrl: httpsOnly(row.shopUrl),
    ...redirect,
    productExternalLink: linkUrl && productLinkTitle ? { title: productLinkTitle, url: linkUrl } : null,
  }
}
