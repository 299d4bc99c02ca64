import 'server-only'
import { and, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm'
import { cardLedger, giftCards, orderCardPayments, orders, paymentEvents, payments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/*
 * The retention job's delete of anonymous baskets (server/modules/retention): at most `batch` rows,
 * found through an index and locked with FOR UPDATE SKIP LOCKED, as every delete of that job.
 */

// Constant conditions stay literal SQL (no parameters), so the planner matches the partial index
// orders_anonymous_cart_idx.
const isCart = sql`${orders.status} = 'CART'`

/**
 * Anonymous baskets (status CART, no account) untouched since `untouchedBefore`, with their
 * shipments and packages (ON DELETE CASCADE). A basket that ever met money is kept, as the books:
 * one with a payment attempt (a placed order the shopper released), card payments, ledger entries,
 * cards or provider notifications. An order in any other status is never touched.
 */
export async function purgeAnonymousBaskets(db: Db, untouchedBefore: Date, batch: number): Promise<number> {
  const one = sql`1`
  const stale = db.select({ id: orders.id }).from(orders)
    .where(and(
      isCart, isNull(orders.customerId), lte(orders.updatedAt, untouchedBefore), eq(orders.paymentAttempts, 0),
      notExists(db.select({ one }).from(payments).where(eq(payments.orderId, orders.id))),
      notExists(db.select({ one }).from(orderCardPayments).where(eq(orderCardPayments.orderId, orders.id))),
      notExists(db.select({ one }).from(cardLedger).where(eq(cardLedger.orderId, orders.id))),
      notExists(db.select({ one }).from(giftCards).where(eq(giftCards.orderId, orders.id))),
      notExists(db.select({ one }).from(paymentEvents).where(eq(paymentEvents.orderId, orders.id))),
    ))
    .limit(batch)
    .for('update', { skipLocked: true })
  const removed = await db.delete(orders)
    .where(and(inArray(orders.id, stale), isCart, isNull(orders.customerId)))
    .returning({ id: orders.id })
  return removed.length
}
