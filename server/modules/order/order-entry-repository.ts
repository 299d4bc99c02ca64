import 'server-only'
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { cardActivations, giftCards, orders, packages, products, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { OrderRow, PackageRow } from './order-repository'

/*
 * The statements of the orders that do not start as a shopper's basket: an activation order, a redeem
 * token's order, the business form's order on invoice (server/modules/activation, redeem, business,
 * doubler). Each on the handle it is given (the caller's transaction).
 */

type OrderStatus = OrderRow['status']
type OrderFields = Partial<typeof orders.$inferInsert>

/** Writes a new order (an activation order, an order on invoice) and reads it back. */
export async function insertOrder(db: Db, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [inserted] = await db.insert(orders).values(order).returning()
  return inserted!
}

/** How many orders carry this reference (0 or 1: references are unique). */
export const countOrdersWithReference = (db: Db, reference: string) => db.$count(orders, eq(orders.reference, reference))

/** A new shipment of a new order; its id. */
export async function insertShipmentId(db: Db, shipment: typeof shipments.$inferInsert): Promise<string> {
  const [row] = await db.insert(shipments).values(shipment).returning({ id: shipments.id })
  return row!.id
}

/** Several packages of a new order in one statement. */
export async function insertPackages(db: Db, rows: Array<typeof packages.$inferInsert>): Promise<void> {
  await db.insert(packages).values(rows)
}

/** Sets fields of one order and reads it back. */
export async function updateOrder(db: Db, orderId: string, fields: OrderFields): Promise<OrderRow> {
  const [placed] = await db.update(orders).set(fields).where(eq(orders.id, orderId)).returning()
  return placed!
}

/** The activation with its card and order. */
export async function findActivationWithCard(db: Db, orderId: string) {
  const [row] = await db.select({ activation: cardActivations, card: giftCards, order: orders })
    .from(cardActivations)
    .innerJoin(giftCards, eq(giftCards.id, cardActivations.cardId))
    .innerJoin(orders, eq(orders.id, cardActivations.orderId))
    .where(eq(cardActivations.orderId, orderId))
    .limit(1)
  return row ?? null
}

/** The PENDING activation orders of a card placed after `since`, with the browser that owns each. */
export async function openActivationOrdersOfCard(db: Db, cardId: string, since: Date) {
  return db.select({ id: orders.id, ownerTokenHash: orders.ownerTokenHash }).from(cardActivations)
    .innerJoin(orders, eq(orders.id, cardActivations.orderId))
    .where(and(eq(cardActivations.cardId, cardId), eq(orders.status, 'PENDING'), gt(orders.placedAt, since)))
}

/** The redeem token's open order (its cart) on the storefront. */
export async function findRedeemCartOf(db: Db, ownerTokenHash: string, storefront: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(
    eq(orders.ownerTokenHash, ownerTokenHash), eq(orders.orderType, 'REDEEM'), eq(orders.status, 'CART'),
    eq(orders.storefront, storefront),
  )).limit(1)
  return row ?? null
}

/** A new redeem cart; null when the token has one already (a concurrent first change made it). */
export async function insertRedeemCart(db: Db, { storefront, language, currency, ownerTokenHash }: { storefront: string; language: string; currency: string; ownerTokenHash: string }): Promise<OrderRow | null> {
  const [created] = await db.insert(orders).values({
    storefront, language, currency, orderType: 'REDEEM', ownerTokenHash,
  }).onConflictDoNothing().returning()
  return created ?? null
}

/** Deletes one package of the order; the deleted row, null when the order has no such package. */
export async function deletePackageOfOrder(db: Db, orderId: string, packageId: string): Promise<PackageRow | null> {
  const [removed] = await db.delete(packages).where(and(eq(packages.id, packageId), eq(packages.orderId, orderId))).returning()
  return removed ?? null
}

/** Locks the order while it is in one of `statuses`; false when it is not. */
export async function lockOrderIn(db: Db, orderId: string, statuses: OrderStatus[]): Promise<boolean> {
  const [open] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, statuses))).for('update')
  return Boolean(open)
}

/** A redeem cart placed (or paid by its cards) while it is in one of `from`; null when it no longer is. */
export async function placeRedeemOrder(db: Db, orderId: string, from: readonly OrderStatus[], fields: OrderFields): Promise<OrderRow | null> {
  const [placed] = await db.update(orders).set({ ...fields, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]))).returning()
  return placed ?? null
}

/** The address on every physical shipment of the order; how many there are. */
export async function setPhysicalShipmentsAddress(db: Db, orderId: string, address: typeof shipments.$inferInsert['deliveryAddress']): Promise<number> {
  const updated = await db.update(shipments).set({ deliveryAddress: address })
    .where(and(eq(shipments.orderId, orderId), eq(shipments.deliveryType, 'PHYSICAL'))).returning({ id: shipments.id })
  return updated.length
}

/** The product of the first gift card (or donation) of the token's newest redeem order. */
export async function firstRedeemProductSlug(db: Db, ownerTokenHash: string, storefront: string): Promise<string | null> {
  const [row] = await db.select({ slug: products.slug }).from(orders)
    .innerJoin(packages, eq(packages.orderId, orders.id))
    .innerJoin(products, eq(products.id, packages.productId))
    .where(and(
      eq(orders.ownerTokenHash, ownerTokenHash), eq(orders.orderType, 'REDEEM'),
      eq(orders.storefront, storefront), inArray(packages.kind, ['GIFTCARD', 'DONATION']),
    ))
    .orderBy(desc(orders.createdAt), packages.createdAt)
    .limit(1)
  return row?.slug ?? null
}
