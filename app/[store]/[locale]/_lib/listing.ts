import { notFound } from 'next/navigation'
import type { ProductType } from '@/graphql/generated/operations'

/** Spec §9: 16 products per page (17 on small desktop arrives with the responsive listing). */
export const PRODUCTS_PER_PAGE = 16

/** The normal listing shows gift cards only (spec §5); donations belong to the redeem listing. */
export const LISTING_PRODUCT_TYPES: ProductType[] = ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']

/** The optional page segment: absent is page 1; anything but a canonical number ≥ 2 is a 404. */
export function listingPageNumber(segments: string[] | undefined): number {
  if (!segments || segments.length === 0) return 1
  const [segment] = segments
  if (segments.length > 1 || !segment || !/^[1-9]\d{0,5}$/.test(segment) || segment === '1') notFound()
  return Number(segment)
}
