import 'server-only'
import { and, eq, lt, sql } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { orders, packages, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import * as repo from '../order/order-repository'
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
    const stillPending = and(eq(orders.id, order.id), eq(orders.status, 'PENDING'), idleBefore ? lt(orders.updatedAt, idleBefore) : undefined)
    if (!other) {
      const [row] = await tx.update(orders)
        .set({ status: transition('release').to, reference: null, totals: null, placedAt: null, version: sql`${orders.version} + 1`, updatedAt: now })
        .where(stillPending).returning()
      if (row) await restock(tx, order.id)
      return row ?? null
    }
    const [cancelled] = await tx.update(orders).set({ status: transition('cancel').to, canceledAt: now, updatedAt: now })
      .where(stillPending).returning()
    if (!cancelled) return null
    await restock(tx, order.id)
    const moving = await tx.select().from(shipments).where(eq(shipments.orderId, order.id))
    let position = await tx.$count(shipments, eq(shipments.orderId, other.id))
    for (const shipment of moving) {
      position += 1
      await tx.update(shipments).set({ orderId: other.id, tag: `${shipment.deliveryType}-${100 + position}`, position }).where(eq(shipments.id, shipment.id))
      await tx.update(packages).set({ orderId: other.id }).where(eq(packages.shipmentId, shipment.id))
    }
    // The basket changed: its last change is what the retention of anonymous baskets counts from.
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, other.id))
    return other
  })
}

/** A pending redeem order goes back to being the redeem token's cart; its card balance returns. */
export async function releaseRedeemOrder(db: Db, order: repo.OrderRow, idleBefore?: Date): Promise<repo.OrderRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(orders)
      .set({ status: transition('release').to, reference: null, totals: null, placedAt: null, version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING'), idleBefore ? lt(orders.updatedAt, idleBefore) : undefined)).returning()
    if (!row) return null
    await restock(tx, order.id)
    await returnCardPayments(tx, order.id)
    return row
  })
}
