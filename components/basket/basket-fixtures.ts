/** A basket as the API answers it, for component tests (types of the generated CartPayloadFields). */
import type { GiftcardOrderFieldsFragment as BasketOrder } from '@/graphql/generated/operations'

const eur = (value: number) => ({ __typename: 'Money' as const, currency: 'EUR', value })

type Package = BasketOrder['shipments'][number]['packages'][number]

export function packageOf(id: string, options: { title: string; amount: number; qty: number; type: 'digital' | 'physical'; wrapper?: string; giftPacking?: boolean; message?: string }): Package {
  return {
    __typename: 'Package',
    id,
    kind: 'GIFTCARD',
    giftcardItem: {
      __typename: 'GiftcardOrderItem',
      qty: options.qty,
      variation: {
        __typename: 'OrderVariation',
        id: `v-${id}`,
        title: options.title,
        sku: `sku-${id}`,
        variationType: options.type,
        price: eur(options.amount),
        product: { __typename: 'OrderProduct', id: `p-${id}`, title: options.title, productType: 'GIFTCARD_DIGITAL', path: `/cadeaubonnen/${id}/`, image: `/card-art/${id}/`, backgroundColor: '#123456' },
      },
    },
    wrapper: options.wrapper ? { __typename: 'ExtraItem', qty: 1, variation: { __typename: 'ExtraVariation', id: 'birthday', title: options.wrapper, price: eur(1.95) } } : null,
    giftPacking: options.giftPacking ? { __typename: 'ExtraItem', qty: 1, variation: { __typename: 'ExtraVariation', id: 'gift-packing', title: 'Gift packing', price: eur(2.95) } } : null,
    message: options.message ? { __typename: 'MessageItem', qty: 1, text: options.message } : null,
    totalPrice: eur(options.amount * options.qty),
  }
}

export function basketOf(shipments: Array<{ tag: string; type: 'DIGITAL' | 'PHYSICAL'; packages: Package[] }>, extras: Partial<BasketOrder> = {}): BasketOrder {
  const cards = shipments.flatMap((shipment) => shipment.packages.map((pkg) => ({ type: shipment.type, qty: pkg.giftcardItem.qty, total: pkg.totalPrice.value })))
  const sum = (type: string) => cards.filter((card) => card.type === type)
  const qtyPrice = (type: string) => ({ __typename: 'QtyPrice' as const, qty: sum(type).reduce((n, card) => n + card.qty, 0), price: eur(sum(type).reduce((n, card) => n + card.total, 0)) })
  const subTotal = cards.reduce((n, card) => n + card.total, 0)
  return {
    __typename: 'GiftcardOrder',
    id: 'order-1',
    status: 'CART',
    reference: null,
    deliveryGrouping: 'DEFAULT',
    customerType: 'PRIVATE',
    quantity: cards.reduce((n, card) => n + card.qty, 0),
    needsDigitalAddress: true,
    needsPhysicalAddress: false,
    customerEmail: null,
    paymentMethod: null,
    placedAt: null,
    billingAddress: null,
    shipments: shipments.map((shipment) => ({ __typename: 'Shipment', id: shipment.tag, tag: shipment.tag, deliveryType: shipment.type, deliveryDate: null, registeredMail: false, deliveryAddress: null, packages: shipment.packages })),
    groupedTotals: { __typename: 'GroupedTotals', digitalTotal: qtyPrice('DIGITAL'), physicalTotal: qtyPrice('PHYSICAL'), extra: eur(0) },
    totals: {
      __typename: 'OrderTotals',
      subTotal: eur(subTotal),
      grandTotalWithoutTax: eur(subTotal),
      grandTotal: eur(subTotal + 0.95),
      adjustments: [{ __typename: 'Adjustment', title: 'Service fee', adjustmentType: 'SERVICE_FEE', price: eur(0.95) }],
    },
    packagesGroups: [],
    ...extras,
  }
}
