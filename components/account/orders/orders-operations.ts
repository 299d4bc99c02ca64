/**
 * The order as the account's order details modals read it (graphql/operations/AccountOrders.graphql
 * `AccountOrderDetails`); the generated result must fit it, so the two cannot drift apart.
 */

type Money = { currency: string; value: number }
type DeliveryAddress = {
  firstName: string; lastName: string; companyName: string | null; countryCode: string; street: string | null; houseNumber: string | null
  suffix: string | null; addressLine2: string | null; postCode: string | null; city: string | null; email: string | null
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
    deliveryTime: string | null
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
