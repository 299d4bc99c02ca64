import 'server-only'
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import { orders, packages, productVariations } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/** Whose orders count together: the account, else the browser's basket cookie or the redeem token. */
function sameShopper(order: Pick<typeof orders.$inferSelect, 'customerId' | 'ownerTokenHash'>): SQL | null {
  if (order.customerId) return eq(orders.customerId, order.customerId)
  if (order.ownerTokenHash) return eq(orders.ownerTokenHash, order.ownerTokenHash)
  return null
}

/**
 * Whether placing `order` would leave its shopper holding more than `max` cards of limited editions
 * in unpaid orders (docs/rules/errors.md 2032): its own limited cards plus those the shopper's other
 * PENDING orders still hold. Asked inside the placing transaction, before stock is taken. One
 * shopper must not take a whole edition out of sale with orders they never pay.
 */
export async function exceedsHeldLimit(tx: Db, order: typeof orders.$inferSelect, max: number): Promise<boolean> {
  const limitedUnits = (where: SQL | undefined) => tx.select({ units: sql<number>`coalesce(sum(${packages.quantity}), 0)::int` }).from(packages)
    .innerJoin(productVariations, eq(productVariations.id, packages.variationId))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .where(and(isNotNull(productVariations.stock), where))
  const [own] = await limitedUnits(eq(packages.orderId, order.id))
  if (own!.units === 0) return false
  const shopper = sameShopper(order)
  const [held] = shopper ? await limitedUnits(and(shopper, ne(orders.id, order.id), eq(orders.status, 'PENDING'), eq(orders.stockHeld, true))) : [{ units: 0 }]
  return own!.units + held!.units > max
}
