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
    variation: { id: string; title: string; price: RedeemMoney; product: { title: string; image: string; backgroundColor: string } }
  }
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
          giftcardItem {
            qty
            variation {
              id
              title
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
