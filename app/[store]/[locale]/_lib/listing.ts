import { notFound } from 'next/navigation'
import type { ProductType } from '@/graphql/generated/operations'

/**
 * docs/rules/limits.md: 16 products per page, the page the server renders (and crawlers see); small desktop pages
 * by 17 in the browser (components/catalog/listing-layout.ts).
 */
export { PRODUCTS_PER_PAGE } from '@/components/catalog/listing-layout'

/** The normal listing shows gift cards only (docs/rules/catalogue.md); donations belong to the redeem listing. */
export const LISTING_PRODUCT_TYPES: ProductType[] = ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']

/**
 * docs/rules/redeem.md listings: the redeem shop keeps giftcard and donation products (digital: they are sent by
 * e-mail); they are what a checked card, the choice gift card too, can be swapped for.
 */
export const REDEEM_PRODUCT_TYPES: ProductType[] = ['GIFTCARD_DIGITAL', 'DONATION']

/** The optional page segment: absent is page 1; anything but a canonical number ≥ 2 is a 404. */
export function listingPageNumber(segments: string[] | undefined): number {
  if (!segments || segments.length === 0) return 1
  const [segment] = segments
  if (segments.length > 1 || !segment || !/^[1-9]\d{0,5}$/.test(segment) || segment === '1') notFound()
  return Number(segment)
}
