import { gql, type TypedDocumentNode } from '@apollo/client'
import type { UserDataInput } from '@/graphql/generated/operations'

/**
 * The order details and reorder calls of the orders pages, over HTTP from the browser. Cart.graphql's
 * whole GiftcardOrderFields is deeper and costlier than the API's limits allow a browser request
 * (depth 12, cost 12 000), so these select only what the modals show, as the basket and checkout do.
 */

type Money = { currency: string; value: number }
type DeliveryAddress = {
  firstName: string; lastName: string; companyName: string | null; street: string | null; houseNumber: string | null
  suffix: string | null; postCode: string | null; city: string | null; email: string | null
}

/** The order as the details modals show it (GiftcardOrderFieldsFragment is a superset). */
export interface OrderDetails {
  id: string
  reference: string | null
  quantity: number
  shipments: Array<{
    id: string
    deliveryType: 'DIGITAL' | 'PHYSICAL'
    deliveryDate: string | null
    deliveryAddress: DeliveryAddress | null
    packages: Array<{
      id: string
      giftcardItem: { qty: number; variation: { price: Money; product: { title: string } } }
      message: { text: string } | null
      totalPrice: Money
    }>
  }>
  totals: { subTotal: Money; grandTotal: Money; adjustments: Array<{ title: string; adjustmentType: string; price: Money }> }
}

type Errors = Array<{ message: string; code: number; referencedRequestParameter: string | null }>

export const OrderDetailsDocument: TypedDocumentNode<
  { cartV2: { order: OrderDetails | null; errors: Errors } },
  { userData: UserDataInput; orderUuid: string | null }
> = gql`
  query AccountOrderDetails($userData: UserDataInput!, $orderUuid: ID) {
    cartV2(userData: $userData, orderUuid: $orderUuid) {
      order {
        id
        reference
        quantity
        shipments {
          id
          deliveryType
          deliveryDate
          deliveryAddress { firstName lastName companyName street houseNumber suffix postCode city email }
          packages {
            id
            giftcardItem { qty variation { id price { currency value } product { id title } } }
            message { text }
            totalPrice { currency value }
          }
        }
        totals {
          subTotal { currency value }
          grandTotal { currency value }
          adjustments { title adjustmentType price { currency value } }
        }
      }
      errors { message code referencedRequestParameter }
    }
  }
`

export const AccountReorderDocument: TypedDocumentNode<
  { reorder: { skipped: number; order: { id: string; quantity: number } | null; errors: Errors } },
  { userData: UserDataInput; orderUuid: string }
> = gql`
  mutation AccountReorder($userData: UserDataInput!, $orderUuid: ID!) {
    reorder(userData: $userData, orderUuid: $orderUuid) {
      skipped
      order { id quantity }
      errors { message code referencedRequestParameter }
    }
  }
`
