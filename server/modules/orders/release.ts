import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import * as repo from '../order/order-repository'
import { cancelPendingOrder, moveShipmentsToOrder, releaseToBasket, setOrderFields } from '../order/order-lifecycle-repository'
import { findBasket } from '../cart/cart-service'
import { ownedOrder, type ShopperRequest } from '../order/shopper-request'
import { returnCardPayments } from './card-payments'
import { transition } from './order-status'
import { restock } from './stock'

/** Puts reserved stock back (release and cancellation). */
/** docs/rules/checkout.md: leaving checkout deletes the pending order; its packages are a basket again. */
export async function releasePendingOrder(request: ShopperRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  const order = owned.value
  // An activation order never becomes a basket: unpaid, it simply stays PENDING for a retry.
  if (order.status !== 'PENDING' || order.orderType === 'ACTIVATION') return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  const basket = order.orderType === 'REDEEM' ? await releaseRedeemOrder(request.db, order) : await releaseRegularOrder(request.db, order, await findBasket(request))
  return basket ? ok(basket) : fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
}

/**
 * A PENDING regular order's packages become a basket again and its reserved stock returns: the order
 * itself turns back into the basket, or, when its owner started a new basket meanwhile (`other`), it
 * is cancelled and its packages join that basket. Every step is conditional on the order still being
 * PENDING, so a payment that completes it at the same moment wins or loses as a whole. Returns the
 * basket now holding the packages, or null when the order was no longer PENDING.
 */
export async function releaseRegularOrder(db: Db, order: repo.OrderRow, other: repo.OrderRow | null, idleBefore?: Date): Promise<repo.OrderRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date()
    if (!other) {
      const row = await releaseToBasket(tx, order.id, transition('release').to, now, idleBefore)
      if (row) await restock(tx, order.id)
      return row
    }
    const cancelled = await cancelPendingOrder(tx, order.id, transition('cancel').to, now, idleBefore)
    if (!cancelled) return null
    await restock(tx, order.id)
    await moveShipmentsToOrder(tx, order.id, other.id)
    // The basket changed: its last change is what the retention of anonymous baskets counts from.
    await setOrderFields(tx, other.id, { updatedAt: now })
    return other
  })
}

/** A pending redeem order goes back to being the redeem token's cart; its card balance returns. */
export async function releaseRedeemOrder(db: Db, order: repo.OrderRow, idleBefore?: Date): Promise<repo.OrderRow | null> {
  return db.transaction(async (tx) => {
    const row = await releaseToBasket(tx, order.id, transition('release').to, new Date(), idleBefore)
    if (!row) return null
    await restock(tx, order.id)
    await returnCardPayments(tx, order.id)
    return row
  })
}
