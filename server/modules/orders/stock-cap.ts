import 'server-only'
import type { Db } from '@/server/db/types'
import type { OrderRow } from '../order/order-repository'
import { limitedUnitsHeldBesides, limitedUnitsOfOrder } from '../order/order-lifecycle-repository'

/**
 * Whether placing `order` would leave its shopper holding more than `max` cards of limited editions
 * in unpaid orders (docs/rules/errors.md 2032): its own limited cards plus those the shopper's other
 * PENDING orders still hold. Asked inside the placing transaction, before stock is taken. One
 * shopper must not take a whole edition out of sale with orders they never pay.
 */
export async function exceedsHeldLimit(tx: Db, order: OrderRow, max: number): Promise<boolean> {
  const own = await limitedUnitsOfOrder(tx, order.id)
  if (own === 0) return false
  return own + await limitedUnitsHeldBesides(tx, order) > max
}
