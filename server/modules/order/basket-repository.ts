import 'server-only'
import { and, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm'
import { orders, packages, shipments } from '@/server/db/schema'
import { preparedPerDb } from '@/server/db/prepared'
import type { Db } from '@/server/db/types'
import { findCartOfCustomer, type OrderRow, type PackageRow, type ShipmentRow } from './order-repository'

/** What a new basket is made of: its owner, and its first shipment and package. */
export interface NewBasket {
  storefront: string
  language: string
  currency: string
  customerId: string | null
  ownerTokenHash: string | null
  deliveryType: 'DIGITAL' | 'PHYSICAL'
  productId: number
  variationId: number
  kind: PackageRow['kind']
  quantity: number
  unitAmount: number
  wrapper: string | null
  giftPacking: boolean
  message: string | null
  /** The package's date when one transaction adds several (it has one now()); null for now(). */
  createdAt: Date | null
}

/** The row's fields of a common table expression, by the table's own keys, so Drizzle decodes them as the table's. */
const fieldsOf = <Expression extends object, Columns extends object>(expression: Expression, columns: Columns) =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, expression[key as keyof Expression]])) as Pick<Expression, keyof Columns & keyof Expression>

const placeholder = (name: keyof NewBasket) => sql.placeholder(name)

/*
 * The first add of a basket writes the order, its shipment and its package in one statement (one round
 * trip, one plan), the shipment and package only when the order was written: when the owner already has
 * a basket (a concurrent first add won, at the partial unique index) the statement writes nothing.
 */
const newBasketQuery = preparedPerDb((db) => {
  const order = db.$with('new_order').as(db.insert(orders).values({
    storefront: placeholder('storefront'), language: placeholder('language'), currency: placeholder('currency'),
    customerId: placeholder('customerId'), ownerTokenHash: placeholder('ownerTokenHash'),
  }).onConflictDoNothing().returning())
  const shipmentColumns = getTableColumns(shipments)
  const shipment = db.$with('new_shipment', shipmentColumns).as(sql`
    insert into ${shipments} (${sql.identifier(shipments.orderId.name)}, ${sql.identifier(shipments.tag.name)}, ${sql.identifier(shipments.deliveryType.name)}, ${sql.identifier(shipments.position.name)})
    select ${order.id}, ${placeholder('deliveryType')}::text || '-1', ${placeholder('deliveryType')}::text, 1 from ${order}
    returning *`)
  const packageColumns = getTableColumns(packages)
  const pkg = db.$with('new_package', packageColumns).as(sql`
    insert into ${packages} (${sql.join([
      packages.orderId, packages.shipmentId, packages.productId, packages.variationId, packages.kind, packages.quantity,
      packages.unitAmount, packages.wrapper, packages.giftPacking, packages.message, packages.createdAt,
    ].map((column) => sql.identifier(column.name)), sql`, `)})
    select ${shipment.orderId}, ${shipment.id}, ${placeholder('productId')}::integer, ${placeholder('variationId')}::integer,
      ${placeholder('kind')}::text, ${placeholder('quantity')}::integer, ${placeholder('unitAmount')}::integer,
      ${placeholder('wrapper')}::text, ${placeholder('giftPacking')}::boolean, ${placeholder('message')}::text,
      coalesce(${placeholder('createdAt')}::timestamptz, now())
    from ${shipment}
    returning *`)
  return db.with(order, shipment, pkg)
    .select({ order: fieldsOf(order, getTableColumns(orders)), shipment: fieldsOf(shipment, shipmentColumns), pkg: fieldsOf(pkg, packageColumns) })
    .from(order).innerJoin(shipment, sql`true`).innerJoin(pkg, sql`true`)
    .prepare('cart_new_basket')
})

/** Writes a new basket with its first package; null when its owner has a basket already. */
export async function insertBasketWithPackage(db: Db, basket: NewBasket): Promise<{ order: OrderRow; shipment: ShipmentRow; pkg: PackageRow } | null> {
  const [row] = await newBasketQuery(db).execute({ ...basket })
  return row ?? null
}

export type NewShipment = typeof shipments.$inferInsert
export type NewPackage = typeof packages.$inferInsert

/*
 * The statements of basket editing (server/modules/cart): each is the one the change ran before it
 * moved here, on the handle it is given (a transaction's when the change is one).
 */

export async function insertShipment(db: Db, shipment: NewShipment): Promise<ShipmentRow> {
  const [created] = await db.insert(shipments).values(shipment).returning()
  return created!
}

export async function insertPackage(db: Db, pkg: NewPackage): Promise<void> {
  await db.insert(packages).values(pkg)
}

/** Bumps the basket version (every change does), so a payment is only started for what was seen. */
export const touchBasket = (db: Db, orderId: string) =>
  db.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, orderId))

/** One package of one order (null for another order's). */
export async function findPackageOfOrder(db: Db, orderId: string, packageId: string): Promise<PackageRow | null> {
  const [pkg] = await db.select().from(packages).where(and(eq(packages.id, packageId), eq(packages.orderId, orderId)))
  return pkg ?? null
}

export async function findShipment(db: Db, shipmentId: string): Promise<ShipmentRow | null> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId))
  return shipment ?? null
}

export async function findShipmentByTag(db: Db, orderId: string, tag: string): Promise<ShipmentRow | null> {
  const [shipment] = await db.select().from(shipments).where(and(eq(shipments.orderId, orderId), eq(shipments.tag, tag)))
  return shipment ?? null
}

export async function setPackageFields(db: Db, packageId: string, fields: Partial<NewPackage>): Promise<void> {
  await db.update(packages).set(fields).where(eq(packages.id, packageId))
}

/** Deletes one package of the shipment; false when the shipment has no such package. */
export async function deletePackageOfShipment(db: Db, packageId: string, shipmentId: string): Promise<boolean> {
  const removed = await db.delete(packages)
    .where(and(eq(packages.id, packageId), eq(packages.shipmentId, shipmentId))).returning({ id: packages.id })
  return removed.length > 0
}

export const countPackagesOfShipment = (db: Db, shipmentId: string) => db.$count(packages, eq(packages.shipmentId, shipmentId))

export const countShipmentsOfOrder = (db: Db, orderId: string) => db.$count(shipments, eq(shipments.orderId, orderId))

export async function deleteShipment(db: Db, shipmentId: string): Promise<void> {
  await db.delete(shipments).where(eq(shipments.id, shipmentId))
}

export async function deleteShipments(db: Db, shipmentIds: string[]): Promise<void> {
  await db.delete(shipments).where(inArray(shipments.id, shipmentIds))
}

export async function physicalShipmentsOf(db: Db, orderId: string): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(and(eq(shipments.orderId, orderId), eq(shipments.deliveryType, 'PHYSICAL')))
}

export async function packagesOfShipments(db: Db, shipmentIds: string[]): Promise<PackageRow[]> {
  return db.select().from(packages).where(inArray(packages.shipmentId, shipmentIds))
}

/** Moves the packages of the shipments `from` into shipment `to`. */
export async function movePackagesToShipment(db: Db, from: string[], to: string): Promise<void> {
  await db.update(packages).set({ shipmentId: to }).where(inArray(packages.shipmentId, from))
}

export async function setDeliveryGroupingOf(db: Db, orderId: string, grouping: OrderRow['deliveryGrouping']): Promise<void> {
  await db.update(orders).set({ deliveryGrouping: grouping, version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, orderId))
}

/** Who owns a basket: an account, or a browser by the hash of its basket token. */
export type BasketOwner = { customerId: string } | { ownerTokenHash: string }

/** Cards in the owner's basket plus those of the order being paid (docs/rules/api.md cartQuantity). */
export async function basketQuantity(db: Db, owner: BasketOwner, storefront: string): Promise<number> {
  const ownedBy = 'customerId' in owner ? eq(orders.customerId, owner.customerId) : eq(orders.ownerTokenHash, owner.ownerTokenHash)
  const regular = and(ownedBy, eq(orders.storefront, storefront), eq(orders.orderType, 'REGULAR'))
  // One round trip on every page view: the basket's cards and those of the order being paid.
  const basket = db.select({ id: orders.id }).from(orders).where(and(regular, eq(orders.status, 'CART'))).limit(1)
  const beingPaid = db.select({ id: orders.id }).from(orders)
    .where(and(regular, eq(orders.status, 'PENDING'))).orderBy(desc(orders.placedAt)).limit(1)
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${packages.quantity}), 0)::int` })
    .from(packages).where(or(inArray(packages.orderId, basket), inArray(packages.orderId, beingPaid)))
  return Number(row?.total ?? 0)
}

/**
 * Gives an anonymous basket to an account: it becomes the account's basket, or, when the account
 * already has one, its packages move there (same shipment tags where they exist).
 */
export async function mergeBasketInto(db: Db, anonymous: OrderRow, customerId: string, storefront: string): Promise<void> {
  await db.transaction(async (tx) => {
    const accountBasket = await findCartOfCustomer(tx, customerId, storefront)
    if (!accountBasket) {
      await tx.update(orders).set({ customerId, updatedAt: new Date() }).where(eq(orders.id, anonymous.id))
      return
    }
    const target = await tx.select().from(shipments).where(eq(shipments.orderId, accountBasket.id))
    const moving = await tx.select().from(shipments).where(eq(shipments.orderId, anonymous.id))
    let position = target.length
    for (const shipment of moving) {
      const same = target.find((candidate) => candidate.tag === shipment.tag && candidate.deliveryType === shipment.deliveryType)
      if (same && !shipment.deliveryAddress) {
        await tx.update(packages).set({ shipmentId: same.id, orderId: accountBasket.id }).where(eq(packages.shipmentId, shipment.id))
      } else {
        const tag = same ? `${shipment.deliveryType}-${target.length + moving.length + position}` : shipment.tag
        await tx.update(shipments).set({ orderId: accountBasket.id, tag, position: ++position }).where(eq(shipments.id, shipment.id))
        await tx.update(packages).set({ orderId: accountBasket.id }).where(eq(packages.shipmentId, shipment.id))
      }
    }
    await tx.delete(orders).where(eq(orders.id, anonymous.id))
    await tx.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, accountBasket.id))
  })
}
