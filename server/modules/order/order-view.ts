import 'server-only'
import { createTranslator } from 'next-intl'
import { WRAPPERS, inCurrency, CHARGES } from '@/config/charges'
import type { Language } from '@/config/storefronts/types'
import { loadMessages } from '@/i18n/messages'
import type { StoredAddress } from '@/server/db/schema'
import { toMoney } from '../common/money'
import { productPagePath } from '../catalog/product-path'
import type { ShopperContext } from '../common/user-data'
import type { BasketRecord, PackageLine } from './order-repository'
import type { BasketPrice } from './pricing'
import { formatDeliveryMoment } from '@/i18n/format'
import { addressView } from '../common/address-view'
import { postalLines } from '@/i18n/address-lines'

const addressOrNull = (address: StoredAddress | null) => (address ? addressView(address) : null)

/** The GraphQL GiftcardOrder (docs/rules/basket.md) of a basket or order, texts in the shopper's language. */
export async function giftcardOrderView(shopper: ShopperContext, basket: BasketRecord, price: BasketPrice) {
  const language: Language = shopper.language
  const t = createTranslator({ locale: language, messages: await loadMessages(language, shopper.storefront.country), namespace: 'cart' })
  const { order } = basket
  const money = (minor: number) => toMoney(minor, order.currency)

  const packageView = (line: PackageLine, deliveryType: 'DIGITAL' | 'PHYSICAL') => {
    const wrapper = WRAPPERS.find((design) => design.id === line.wrapper)
    return {
      id: line.id,
      kind: line.kind,
      giftcardItem: {
        qty: line.quantity,
        variation: {
          id: String(line.variationId),
          title: t(deliveryType === 'DIGITAL' ? 'digitalVariation' : 'physicalVariation', { title: line.product.title }),
          sku: line.variation.sku,
          variationType: line.variation.variationType,
          price: money(line.unitAmount),
          product: {
            id: String(line.product.id),
            title: line.product.title,
            productType: line.product.productType,
            path: productPagePath(line.product, language, shopper.storefront),
            image: line.product.image,
            backgroundColor: line.product.backgroundColor,
          },
        },
      },
      wrapper: wrapper
        ? { kind: wrapper.deliveryType === 'DIGITAL' ? 'DIGITAL_WRAPPER' as const : 'WRAPPER' as const, qty: line.quantity, variation: { id: wrapper.id, title: t(`wrappers.${wrapper.id}` as never), price: money(inCurrency(wrapper.euroPrice, order.currency)) } }
        : null,
      giftPacking: line.giftPacking
        ? { kind: 'GIFT_PACKING' as const, qty: line.quantity, variation: { id: 'gift-packing', title: t('giftPacking'), price: money(inCurrency(CHARGES.giftPacking, order.currency)) } }
        : null,
      message: line.message ? { kind: 'PERSONAL_MESSAGE' as const, qty: 1, text: line.message } : null,
      totalPrice: money(price.packageTotals[line.id] ?? 0),
    }
  }

  const shipments = basket.shipments.map((shipment) => ({
    id: shipment.id,
    tag: shipment.tag,
    deliveryType: shipment.deliveryType,
    deliveryDate: shipment.deliveryDate,
    deliveryTime: shipment.deliveryTime,
    formattedDeliveryDate: shipment.deliveryDate ? formatDeliveryMoment(shipment.deliveryDate, shipment.deliveryTime, `${language}-${shopper.storefront.country}`) : null,
    deliveryAddress: addressOrNull(shipment.deliveryAddress),
    registeredMail: price.registeredMail.includes(shipment.tag),
    packages: basket.packages.filter((line) => line.shipmentId === shipment.id).map((line) => packageView(line, shipment.deliveryType)),
  }))

  const receiverOf = (shipment: (typeof basket.shipments)[number]) => {
    const address = shipment.deliveryAddress
    if (!address) return { title: t('receiverUnknown'), description: t(shipment.deliveryType === 'DIGITAL' ? 'digitalDescription' : 'physicalDescription') }
    const name = `${address.firstName} ${address.lastName}`
    return shipment.deliveryType === 'DIGITAL'
      ? { title: name, description: t('receiverDigital', { name, email: address.email ?? '' }) }
      : { title: name, description: postalLines(address).join(', ') }
  }

  const packagesGroups = basket.shipments.flatMap((shipment) => {
    const receiver = receiverOf(shipment)
    return basket.packages.filter((line) => line.shipmentId === shipment.id).map((line) => ({
      tag: shipment.tag,
      packageId: line.id,
      receiverTitle: receiver.title,
      receiverDescription: receiver.description,
      totalPrice: money(price.packageTotals[line.id] ?? 0),
      cardsPreviews: [{ image: line.product.image, alt: line.product.title, color: line.product.backgroundColor, productLabel: line.product.title }],
    }))
  })

  const totals = order.totals ?? {
    ...price.totals,
    adjustments: price.totals.adjustments.map((adjustment) => ({ ...adjustment, title: t(`adjustments.${adjustment.adjustmentType}`) })),
  }
  return {
    id: order.id,
    status: order.status,
    reference: order.reference,
    deliveryGrouping: order.deliveryGrouping,
    customerType: order.customerType,
    shipments,
    groupedTotals: {
      digitalTotal: { qty: price.groupedTotals.digitalTotal.qty, price: money(price.groupedTotals.digitalTotal.price) },
      physicalTotal: { qty: price.groupedTotals.physicalTotal.qty, price: money(price.groupedTotals.physicalTotal.price) },
      extra: money(price.groupedTotals.extra),
    },
    totals: {
      subTotal: money(totals.subTotal),
      grandTotalWithoutTax: money(totals.grandTotalWithoutTax),
      grandTotal: money(totals.grandTotal),
      adjustments: totals.adjustments.map((adjustment) => ({ title: adjustment.title, adjustmentType: adjustment.adjustmentType, price: money(adjustment.price) })),
    },
    billingAddress: addressOrNull(order.billingAddress),
    customerEmail: order.customerEmail,
    packagesGroups,
    quantity: basket.packages.reduce((total, line) => total + line.quantity, 0),
    needsDigitalAddress: basket.shipments.some((shipment) => shipment.deliveryType === 'DIGITAL'),
    needsPhysicalAddress: basket.shipments.some((shipment) => shipment.deliveryType === 'PHYSICAL'),
    paymentMethod: order.paymentMethod,
    placedAt: order.placedAt?.toISOString() ?? null,
  }
}

export type GiftcardOrderView = Awaited<ReturnType<typeof giftcardOrderView>>
