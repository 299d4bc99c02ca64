import type { PaginationLink } from '@/components/catalog/pagination'
import type { RedeemShopProduct } from './redeem-product-grid'

interface ListedProduct {
  slug: string
  title: string
  image: { url: string }
  backgroundColor: string
  digitalVariationConfig?: { minPrice: { currency: string; value: number }; maxPrice: { currency: string; value: number } } | null
  physicalVariationConfig?: { minPrice: { currency: string; value: number }; maxPrice: { currency: string; value: number } } | null
}

/**
 * A listed product as the redeem shop's grid shows it. The price range is the digital card's, else
 * the physical card's (a product chosen with the balance may have either, docs/rules/redeem.md address needs).
 */
export function toRedeemShopProduct(product: ListedProduct): RedeemShopProduct {
  const config = product.digitalVariationConfig ?? product.physicalVariationConfig ?? null
  return {
    slug: product.slug,
    title: product.title,
    imageUrl: product.image.url,
    backgroundColor: product.backgroundColor,
    minPrice: config?.minPrice ?? null,
    maxPrice: config?.maxPrice ?? null,
  }
}

/** The page links of a redeem listing: every page, the current one marked. */
export function redeemPageLinks(totalPages: number, current: number, hrefOf: (page: number) => string): PaginationLink[] {
  return Array.from({ length: totalPages }, (_, index) => ({ page: index + 1, href: hrefOf(index + 1), current: index + 1 === current }))
}
