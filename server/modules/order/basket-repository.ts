import 'server-only'
import { getTableColumns, sql } from 'drizzle-orm'
import { orders, packages, shipments } from '@/server/db/schema'
import { preparedPerDb } from '@/server/db/prepared'
import type { Db } from '@/server/db/types'
import type { OrderRow, PackageRow, ShipmentRow } from './order-repository'

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
