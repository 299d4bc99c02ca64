import 'server-only'
import { getStorefront } from '@/config/storefronts/resolve'
import type { StorefrontCatalogue } from '../catalogue'
import { buildContentBlocks, type ContentBlockRow } from './build-content'

export type { ContentBlockRow } from './build-content'

/** The content pages of a seeded storefront, recommending only products its catalogue has. */
export function contentBlocksOf(catalogue: StorefrontCatalogue): ContentBlockRow[] {
  const published = catalogue.products.filter((plan) => plan.product.published !== false)
  const popular = published
    .filter((plan) => plan.product.productType === 'GIFTCARD_DIGITAL' || plan.product.productType === 'GIFTCARD_PHYSICAL')
    .sort((a, b) => (b.product.popularity ?? 0) - (a.product.popularity ?? 0) || a.product.slug.localeCompare(b.product.slug))
    .map((plan) => plan.product.slug)
  const locations = new Map(published.filter((plan) => plan.locations.length > 0).map((plan) => [plan.product.slug, plan.locations]))
  return buildContentBlocks(getStorefront(catalogue.storefront), { slugs: new Set(published.map((plan) => plan.product.slug)), popular, locations })
}
