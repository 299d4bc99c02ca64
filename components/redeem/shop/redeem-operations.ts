import { gql, type TypedDocumentNode } from '@apollo/client'
import type { AddToCartInput, ConfirmRedeemInput, UserDataInput } from '@/graphql/generated/operations'

/**
 * The redeem shop's and redeem checkout's calls over HTTP from the browser. RedeemOrder.graphql's
 * fragment selects the whole GiftcardOrderFields, deeper and costlier than the API allows a browser
 * request, so these select only what the basket panel and the checkout summary show.
 */

export interface RedeemMoney { currency: string; value: number }

export interface RedeemPackage {
  id: string
  totalPrice: RedeemMoney
  giftcardItem: {
    qty: number
    variation: { id: string; title: string; variationType?: string; price: RedeemMoney; product: { title: string; image: string; backgroundColor: string } }
  }
  /** The personal note (spec §5, 1 to 150 characters), when the card has one. */
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
  /** Spec §4 address needs: a chosen card goes by post, so the checkout asks for a postal address. */
  needsPhysicalAddress?: boolean
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

const FIELDS = gql`
  fragment RedeemShopMoney on Money {
    currency
    value
  }
  fragment RedeemShopOrder on RedeemOrderPayload {
    order {
      id
      status
      shipments {
        id
        packages {
          id
          totalPrice { ...RedeemShopMoney }
          message { text }
          giftcardItem {
            qty
            variation {
              id
              title
              variationType
              price { ...RedeemShopMoney }
              product { title image backgroundColor }
            }
          }
        }
      }
      totals { grandTotal { ...RedeemShopMoney } }
    }
    cards { cardNumberEnd balance { ...RedeemShopMoney } }
    balance { ...RedeemShopMoney }
    priceToPay { ...RedeemShopMoney }
    remainingBalance { ...RedeemShopMoney }
    needsPhysicalAddress
    errors { message code referencedRequestParameter }
  }
`

export const RedeemShopOrderDocument: TypedDocumentNode<{ redeemOrder: RedeemOrderView }, { userData: UserDataInput }> = gql`
  query RedeemShopOrder($userData: UserDataInput!) {
    redeemOrder(userData: $userData) { ...RedeemShopOrder }
  }
  ${FIELDS}
`

export const RedeemShopAddDocument: TypedDocumentNode<{ addRedeemPackage: RedeemOrderView }, { userData: UserDataInput; input: AddToCartInput }> = gql`
  mutation RedeemShopAdd($userData: UserDataInput!, $input: AddToCartInput!) {
    addRedeemPackage(userData: $userData, input: $input) { ...RedeemShopOrder }
  }
  ${FIELDS}
`

export const RedeemShopRemoveDocument: TypedDocumentNode<{ removeRedeemPackage: RedeemOrderView }, { userData: UserDataInput; packageId: string }> = gql`
  mutation RedeemShopRemove($userData: UserDataInput!, $packageId: ID!) {
    removeRedeemPackage(userData: $userData, packageId: $packageId) { ...RedeemShopOrder }
  }
  ${FIELDS}
`

export const RedeemShopConfirmDocument: TypedDocumentNode<{ confirmRedeemOrder: RedeemOrderView }, { userData: UserDataInput; input: ConfirmRedeemInput }> = gql`
  mutation RedeemShopConfirm($userData: UserDataInput!, $input: ConfirmRedeemInput!) {
    confirmRedeemOrder(userData: $userData, input: $input) { ...RedeemShopOrder }
  }
  ${FIELDS}
`

/** Every chosen package of the order, in shipment order. */
export function redeemPackages(view: Pick<RedeemOrderView, 'order'> | null | undefined): RedeemPackage[] {
  return view?.order?.shipments.flatMap((shipment) => shipment.packages) ?? []
}

/** A variation of a redeemable product: the prices the amount choice offers (spec §5 price rules). */
export interface RedeemVariationConfig {
  id: string
  hasFixedPrices: boolean
  fixedValues: RedeemMoney[]
  minPrice: RedeemMoney
  maxPrice: RedeemMoney
}

/** What the gift card and "more information" modals show of a product (spec §3 Product, redeemData). */
export interface RedeemProductDetails {
  slug: string
  title: string
  description: string
  productType: string
  image: { url: string; alt: string }
  backgroundColor: string
  /** The brand's webshop for the shop iframe modal (spec §2), or null. */
  shopUrl: string | null
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

export const RedeemProductDocument: TypedDocumentNode<
  { product: { product: RedeemProductDetails | null; errors: Array<{ message: string; code: number }> } },
  { userData: UserDataInput; slug: string }
> = gql`
  query RedeemProduct($userData: UserDataInput!, $slug: String!) {
    product(userData: $userData, slug: $slug) {
      product {
        slug
        title
        description
        productType
        image { url alt }
        backgroundColor
        shopUrl
        digitalVariationConfig { ...RedeemVariation }
        physicalVariationConfig { ...RedeemVariation }
        redeemData {
          title
          description
          minimumRemainingBalance { ...RedeemShopMoney }
          minCustomAmount { ...RedeemShopMoney }
          maxCustomAmount { ...RedeemShopMoney }
        }
      }
      errors { message code }
    }
  }
  fragment RedeemVariation on VariationConfig {
    id
    hasFixedPrices
    fixedValues { ...RedeemShopMoney }
    minPrice { ...RedeemShopMoney }
    maxPrice { ...RedeemShopMoney }
  }
  fragment RedeemShopMoney on Money {
    currency
    value
  }
`
