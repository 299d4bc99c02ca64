/** Catalogue shapes as the API shows them (already localized for one storefront and language). */
import type { MoneyView } from '../common/money'
import type { GiftCardBrandView } from './gift-card-brand'

export const PRODUCT_TYPES = ['DONATION', 'GIFTCARD_BLANK', 'GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export const VOCABULARIES = ['cb_api_giftcard_categories', 'cb_api_giftcard_promotions', 'cb_api_giftcard_types'] as const
export type Vocabulary = (typeof VOCABULARIES)[number]

export type Money = MoneyView

export interface VariationConfig {
  id: string
  pricesToShow: Money[]
  hasFixedPrices: boolean
  fixedValues: Money[]
  minPrice: Money
  maxPrice: Money
}

export interface TaxonomyTermView {
  id: string
  vocabulary: Vocabulary
  slug: string
  title: string
}

export interface ProductView {
  id: string
  slug: string
  title: string
  description: string
  path: string
  productType: ProductType
  image: { url: string; alt: string }
  backgroundColor: string
  showHand: boolean
  showShadow: boolean
  cardType: 'LARGE' | 'SMALL'
  label: { color: string; icon: string | null; title: string } | null
  freeLabel: boolean
  isChoiceCard: boolean
  shopUrl: string | null
  /** A gift card's brand (docs/rules/redeem.md brand redirect); null for a donation or a blank card pack. */
  giftCardBrand: GiftCardBrandView | null
  variationsToShow: Array<'digital' | 'physical'>
  digitalVariationConfig: VariationConfig | null
  physicalVariationConfig: VariationConfig | null
  redeemData: {
    title: string | null
    description: string | null
    minimumRemainingBalance: Money | null
    minCustomAmount: Money | null
    maxCustomAmount: Money | null
  } | null
  terms: TaxonomyTermView[]
}

export interface TaxonomyFilter {
  vocabulary: Vocabulary
  termIds: readonly string[]
}

export interface ProductFilters {
  filterByProductType?: readonly ProductType[] | null
  filterByTaxonomy?: readonly TaxonomyFilter[] | null
  filterByPage?: { fieldName: string; pageId: string; pageType: string } | null
  filterByFeatured?: boolean | null
}

export interface PagingInput {
  itemsPerPage: number
  pageNumber: number
}

export interface Paging extends PagingInput {
  totalItems: number
  totalPages: number
}
