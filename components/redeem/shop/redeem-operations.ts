/**
 * What the redeem shop and the redeem checkout read of their calls (graphql/operations/
 * RedeemShop.graphql): the views the components take. The generated results must fit them, so the
 * compiler notices when an operation and its view drift apart.
 */
import type { ApiError } from '@/graphql/error-codes'

export interface RedeemMoney { currency: string; value: number }

export interface RedeemPackage {
  id: string
  totalPrice: RedeemMoney
  giftcardItem: {
    qty: number
    variation: { id: string; title: string; variationType?: string; price: RedeemMoney; product: { title: string; image: string; backgroundColor: string } }
  }
  /** The personal note (docs/rules/redeem.md, 1 to 150 characters), when the card has one. */
  message?: { text: string } | null
}

export interface RedeemOrderView {
  order: {
    id: string
    status: 'CART' | 'PENDING' | 'AWAITING_BANK_TRANSFER' | 'COMPLETED' | 'CANCELED'
    shipments: Array<{ id: string; packages: RedeemPackage[] }>
    totals: { grandTotal: RedeemMoney }
  } | null
  cards: Array<{ cardNumberEnd: string; balance: RedeemMoney }>
  balance: RedeemMoney
  priceToPay: RedeemMoney
  remainingBalance: RedeemMoney
  /** docs/rules/redeem.md address needs: a chosen card goes by post, so the checkout asks for a postal address. */
  needsPhysicalAddress?: boolean
  errors: ApiError[]
}

/** Every chosen package of the order, in shipment order. */
export function redeemPackages(view: Pick<RedeemOrderView, 'order'> | null | undefined): RedeemPackage[] {
  return view?.order?.shipments.flatMap((shipment) => shipment.packages) ?? []
}

/** A variation of a redeemable product: the prices the amount choice offers (docs/rules/redeem.md price rules). */
export interface RedeemVariationConfig {
  id: string
  hasFixedPrices: boolean
  fixedValues: RedeemMoney[]
  minPrice: RedeemMoney
  maxPrice: RedeemMoney
}

/**
 * A gift card's brand as the redeem shop uses it: its webshop to frame, or the page it sends the shopper
 * to after `redirectTime` seconds, and the page where it presents its products.
 */
export interface RedeemBrand {
  iframeUrl: string | null
  redirectLink: string | null
  redirectTime: number | null
  productExternalLink: { title: string; url: string } | null
}

/** What the gift card and "more information" modals show of a product (docs/rules/redeem.md Product, redeemData). */
export interface RedeemProductDetails {
  slug: string
  title: string
  description: string
  productType: string
  image: { url: string; alt: string }
  backgroundColor: string
  /** The brand of a gift card (docs/rules/redeem.md brand redirect); null for a donation. */
  giftCardBrand: RedeemBrand | null
  digitalVariationConfig: RedeemVariationConfig | null
  physicalVariationConfig: RedeemVariationConfig | null
  redeemData: {
    title: string | null
    description: string | null
    minimumRemainingBalance: RedeemMoney | null
    minCustomAmount: RedeemMoney | null
    maxCustomAmount: RedeemMoney | null
  } | null
}
