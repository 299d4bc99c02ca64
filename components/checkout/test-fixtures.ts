/** A small order in the shape graphql/operations/Checkout.graphql selects, for the checkout's component tests. */
import type { CheckoutOrder } from './order'

const money = (value: number) => ({ __typename: 'Money' as const, currency: 'EUR', value })

export function testOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    __typename: 'GiftcardOrder', id: '0b5c3c1e-0000-4000-8000-000000000001', status: 'PENDING', quantity: 1, reference: 'CB-100001',
    customerType: 'PRIVATE', customerEmail: null, billingAddress: null,
    shipments: [{
      __typename: 'Shipment', id: 's1', tag: 'digital', deliveryType: 'DIGITAL', deliveryDate: null, deliveryAddress: null,
      packages: [{
        __typename: 'Package', id: 'p1', totalPrice: money(25),
        giftcardItem: {
          __typename: 'GiftcardOrderItem', qty: 1,
          variation: {
            __typename: 'OrderVariation', id: 'v1', title: 'Bol gift card', variationType: 'digital', price: money(25),
            product: { __typename: 'OrderProduct', id: 'bol', title: 'Bol gift card' },
          },
        },
      }],
    }],
    totals: { __typename: 'OrderTotals', subTotal: money(25), grandTotal: money(25.95), adjustments: [{ __typename: 'Adjustment', title: 'Service fee', adjustmentType: 'SERVICE_FEE', price: money(0.95) }] },
    ...overrides,
  }
}
