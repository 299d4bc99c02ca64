import 'server-only'
import { WRAPPERS } from '@/config/charges'
import type { Storefront } from '@/config/storefronts/types'
import type * as repo from './order-repository'
import { priceBasket, type PricedPackage } from './pricing'
import type { ShopperRequest } from './shopper-request'

/** A stored order's packages as pricing.ts reads them. */
export function toPricedPackages(lines: repo.PackageLine[], shipmentRows: repo.ShipmentRow[]): PricedPackage[] {
  const tagOf = new Map(shipmentRows.map((shipment) => [shipment.id, shipment]))
  return lines.map((line) => {
    const shipment = tagOf.get(line.shipmentId)!
    return {
      id: line.id,
      shipmentTag: shipment.tag,
      deliveryType: shipment.deliveryType,
      kind: line.kind as PricedPackage['kind'],
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      brandKey: line.product.brandKey,
      wine: line.product.wine,
      variationId: line.variationId,
      wrapper: WRAPPERS.find((wrapper) => wrapper.id === line.wrapper) ?? null,
      giftPacking: line.giftPacking,
      message: line.message,
    }
  })
}

/** A stored basket priced for its storefront's country; a redeem order pays no service fee. */
export function priceOfBasket(storefront: Storefront, basket: repo.BasketRecord) {
  return priceBasket({
    currency: basket.order.currency, country: storefront.country,
    packages: toPricedPackages(basket.packages, basket.shipments), serviceFee: basket.order.orderType !== 'REDEEM',
  })
}

export async function priceOf(request: ShopperRequest, basket: repo.BasketRecord) {
  return priceOfBasket(request.shopper.storefront, basket)
}
