import 'server-only'
import type { Language, Storefront } from '@/config/storefronts/types'
import type { Db } from '@/server/db/types'
import type { MinorAmount } from '@/server/services/payments/types'
import * as repo from '../order/order-repository'
import { findOrderForUpdate, placeReleasedOrder, referenceTaken } from '../order/order-lifecycle-repository'
import { toPricedPackages } from '../order/order-price'
import { priceBasket } from '../order/pricing'
import { transition } from './order-status'
import { frozenTotals } from './order-totals'
import { reserveStock } from './stock'

/** The payment that arrived late, as the attempt recorded it when it started. */
export interface LatePayment {
  /** Our order reference the provider was given. */
  reference: string
  amount: MinorAmount
  /** The order's version when the payment started. */
  orderVersion: number
}

/**
 * A payment authorised after its order was let go (the shopper left the payment page, or the order
 * expired) takes the order back when nothing changed since: the order is the basket again, touched
 * only by that release (its version is one past the payment's), it still costs exactly what was
 * paid, and its cards are still in stock. The order is then PENDING again under its old reference,
 * inside the caller's transaction, ready to be marked paid. Returns false, changing nothing,
 * otherwise: the payment is then refunded.
 */
export async function reattachReleasedOrder(tx: Db, storefront: Storefront, orderId: string, payment: LatePayment, now: Date): Promise<boolean> {
  const order = await findOrderForUpdate(tx, orderId)
  if (!order || order.status !== 'CART' || order.orderType !== 'REGULAR' || order.reference !== null) return false
  if (order.version !== payment.orderVersion + 1 || order.currency !== payment.amount.currency) return false
  const basket = await repo.loadBasket(tx, order, order.language)
  if (basket.packages.length === 0) return false
  const price = priceBasket({ currency: order.currency, country: storefront.country, packages: toPricedPackages(basket.packages, basket.shipments) })
  if (price.totals.grandTotal !== payment.amount.value) return false
  // Another order may have taken the reference meanwhile (references are random): then it is not ours.
  if (await referenceTaken(tx, payment.reference)) return false
  if (!(await reserveStock(tx, order.id))) return false
  const { from, to } = transition('place')
  return placeReleasedOrder(tx, order.id, from[0]!, {
    status: to, reference: payment.reference, totals: await frozenTotals(price, order.language as Language, storefront.country), placedAt: now, updatedAt: now,
  })
}
