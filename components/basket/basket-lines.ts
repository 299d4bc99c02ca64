/** Sorts a basket's packages for the page: digital first, then physical, each in the API's order. */
import type { BasketOrder } from './cart-api'

export type BasketShipment = BasketOrder['shipments'][number]
export type BasketPackage = BasketShipment['packages'][number]

export interface BasketLine {
  shipmentTag: string
  deliveryType: BasketShipment['deliveryType']
  pkg: BasketPackage
}

export function basketLines(order: BasketOrder | null): { digital: BasketLine[]; physical: BasketLine[] } {
  const lines = (order?.shipments ?? []).flatMap((shipment) => shipment.packages.map((pkg) => ({ shipmentTag: shipment.tag, deliveryType: shipment.deliveryType, pkg })))
  return { digital: lines.filter((line) => line.deliveryType === 'DIGITAL'), physical: lines.filter((line) => line.deliveryType === 'PHYSICAL') }
}

export const isEmptyBasket = (order: BasketOrder | null) => !order || order.shipments.every((shipment) => shipment.packages.length === 0)
