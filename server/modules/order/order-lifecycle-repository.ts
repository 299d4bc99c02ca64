import 'server-only'
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { orders, packages, productVariations, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { OrderRow } from './order-repository'

/*
 * The statements of an order's life (server/modules/orders: placing, releasing, expiring, taking a
 * late payment's order back, stock): each conditional update is the rule that makes a transition
 * happen once, on the handle it is given (the caller's transaction).
 */

export type OrderStatus = OrderRow['status']
type OrderFields = Partial<typeof orders.$inferInsert>

/** Sets fields of one order, whatever its status. */
export async function setOrderFields(db: Db, orderId: string, fields: OrderFields): Promise<void> {
  await db.update(orders).set(fields).where(eq(orders.id, orderId))
}

export async function setShipmentFields(db: Db, shipmentId: string, fields: Partial<typeof shipments.$inferInsert>): Promise<void> {
  await db.update(shipments).set(fields).where(eq(shipments.id, shipmentId))
}

/** The basket becomes a placed order while it is still in `from`; null when it no longer is. */
export async function placeBasket(db: Db, orderId: string, from: OrderStatus, fields: OrderFields): Promise<OrderRow | null> {
  const [row] = await db.update(orders).set({ ...fields, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from))).returning()
  return row ?? null
}

/** A released order placed again under the payment's reference, while it is in `from` and has no reference. */
export async function placeReleasedOrder(db: Db, orderId: string, from: OrderStatus, fields: OrderFields): Promise<boolean> {
  const [placed] = await db.update(orders).set({ ...fields, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), isNull(orders.reference))).returning({ id: orders.id })
  return Boolean(placed)
}

/** The order row, locked for the rest of the transaction. */
export async function findOrderForUpdate(db: Db, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}

/** Whether an order carries this reference. */
export async function referenceTaken(db: Db, reference: string): Promise<boolean> {
  const [taken] = await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)).limit(1)
  return Boolean(taken)
}

/** Locks the order against a concurrent change of its key (a card mail resend counts within it). */
export async function lockOrderKey(db: Db, orderId: string): Promise<void> {
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('no key update')
}

const stillPending = (orderId: string, idleBefore?: Date) =>
  and(eq(orders.id, orderId), eq(orders.status, 'PENDING'), idleBefore ? lt(orders.updatedAt, idleBefore) : undefined)

/** A PENDING order (idle since `idleBefore`, when given) is the basket again (`to`); null when it no longer was. */
export async function releaseToBasket(db: Db, orderId: string, to: OrderStatus, now: Date, idleBefore?: Date): Promise<OrderRow | null> {
  const [row] = await db.update(orders)
    .set({ status: to, reference: null, totals: null, placedAt: null, version: sql`${orders.version} + 1`, updatedAt: now })
    .where(stillPending(orderId, idleBefore)).returning()
  return row ?? null
}

/** A PENDING order (idle since `idleBefore`, when given) is cancelled (`to`); null when it no longer was. */
export async function cancelPendingOrder(db: Db, orderId: string, to: OrderStatus, now: Date, idleBefore?: Date): Promise<OrderRow | null> {
  const [cancelled] = await db.update(orders).set({ status: to, canceledAt: now, updatedAt: now })
    .where(stillPending(orderId, idleBefore)).returning()
  return cancelled ?? null
}

/** An order PENDING and idle since `idleBefore` is cancelled (`to`); false when it no longer was. */
export async function cancelIdleOrder(db: Db, orderId: string, to: OrderStatus, now: Date, idleBefore: Date): Promise<boolean> {
  const cancelled = await db.update(orders).set({ status: to, canceledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING'), lt(orders.updatedAt, idleBefore))).returning({ id: orders.id })
  return cancelled.length > 0
}

/** The shipments of one order, with their packages, join another (after its own, with fresh tags). */
export async function moveShipmentsToOrder(db: Db, fromOrderId: string, toOrderId: string): Promise<void> {
  const moving = await db.select().from(shipments).where(eq(shipments.orderId, fromOrderId))
  let position = await db.$count(shipments, eq(shipments.orderId, toOrderId))
  for (const shipment of moving) {
    position += 1
    await db.update(shipments).set({ orderId: toOrderId, tag: `${shipment.deliveryType}-${100 + position}`, position }).where(eq(shipments.id, shipment.id))
    await db.update(packages).set({ orderId: toOrderId }).where(eq(packages.shipmentId, shipment.id))
  }
}

/** PENDING orders idle since `timeoutBefore`, or holding stock and idle since `holdBefore`, the longest idle first. */
export async function idlePendingOrders(db: Db, timeoutBefore: Date, holdBefore: Date, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders)
    .where(and(eq(orders.status, 'PENDING'), or(lt(orders.updatedAt, timeoutBefore), and(eq(orders.stockHeld, true), lt(orders.updatedAt, holdBefore)))))
    .orderBy(asc(orders.updatedAt)).limit(limit)
}

/** The variation and quantity of each package of an order. */
export async function packageQuantitiesOf(db: Db, orderId: string): Promise<Array<{ variationId: number; quantity: number }>> {
  return db.select({ variationId: packages.variationId, quantity: packages.quantity }).from(packages).where(eq(packages.orderId, orderId))
}

/** Marks the order as holding limited stock; false when it held it already. */
export async function markStockHeld(db: Db, orderId: string): Promise<boolean> {
  const [taken] = await db.update(orders).set({ stockHeld: true }).where(and(eq(orders.id, orderId), eq(orders.stockHeld, false))).returning({ id: orders.id })
  return Boolean(taken)
}

/** Clears the order's limited-stock mark; false when it held none. */
export async function clearStockHeld(db: Db, orderId: string): Promise<boolean> {
  const [given] = await db.update(orders).set({ stockHeld: false }).where(and(eq(orders.id, orderId), eq(orders.stockHeld, true))).returning({ id: orders.id })
  return Boolean(given)
}

/** Whose orders count together: the account, else the browser's basket cookie or the redeem token. */
function sameShopper(order: Pick<OrderRow, 'customerId' | 'ownerTokenHash'>): SQL | null {
  if (order.customerId) return eq(orders.customerId, order.customerId)
  if (order.ownerTokenHash) return eq(orders.ownerTokenHash, order.ownerTokenHash)
  return null
}

const limitedUnits = async (db: Db, where: SQL | undefined) => {
  const [row] = await db.select({ units: sql<number>`coalesce(sum(${packages.quantity}), 0)::int` }).from(packages)
    .innerJoin(productVariations, eq(productVariations.id, packages.variationId))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .where(and(isNotNull(productVariations.stock), where))
  return row!.units
}

/** Cards of limited editions in the order. */
export const limitedUnitsOfOrder = (db: Db, orderId: string) => limitedUnits(db, eq(packages.orderId, orderId))

/** Cards of limited editions that the order's shopper's other PENDING orders hold (0 for an order of nobody). */
export async function limitedUnitsHeldBesides(db: Db, order: OrderRow): Promise<number> {
  const shopper = sameShopper(order)
  return shopper ? limitedUnits(db, and(shopper, ne(orders.id, order.id), eq(orders.status, 'PENDING'), eq(orders.stockHeld, true))) : 0
}

/** A customer's orders of one storefront in these statuses, with their card counts, the latest placed first. */
export async function ordersOfCustomer(db: Db, customerId: string, storefront: string, statuses: OrderStatus[]) {
  return db
    .select({ order: orders, quantity: sql<number>`coalesce(sum(${packages.quantity}), 0)::int` })
    .from(orders)
    .leftJoin(packages, eq(packages.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), eq(orders.storefront, storefront), inArray(orders.status, statuses)))
    .groupBy(orders.id)
    .orderBy(desc(orders.placedAt))
}
