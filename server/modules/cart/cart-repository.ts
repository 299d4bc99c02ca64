import 'server-only'
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import {
  orders, packages, productTranslations, productVariations, products, shipments,
} from '@/server/db/schema'
import { preparedPerDb } from '@/server/db/prepared'
import type { Db } from '@/server/db/types'

export type OrderRow = typeof orders.$inferSelect
export type ShipmentRow = typeof shipments.$inferSelect
export type PackageRow = typeof packages.$inferSelect
export type VariationRow = typeof productVariations.$inferSelect

export type ProductRow = typeof products.$inferSelect

export interface PackageLine extends PackageRow {
  product: Pick<ProductRow, 'id' | 'slug' | 'productType' | 'brandKey' | 'wine' | 'image' | 'backgroundColor' | 'isChoiceCard'> & { title: string }
  variation: VariationRow
}

/** A package as a basket lists it, from rows this request already holds. */
export function packageLine(pkg: PackageRow, product: ProductRow, title: string, variation: VariationRow): PackageLine {
  const { id, slug, productType, brandKey, wine, image, backgroundColor, isChoiceCard } = product
  return { ...pkg, product: { id, slug, productType, brandKey, wine, image, backgroundColor, isChoiceCard, title }, variation }
}

export interface BasketRecord {
  order: OrderRow
  shipments: ShipmentRow[]
  packages: PackageLine[]
}

export async function findCartOfCustomer(db: Db, customerId: string, storefront: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.storefront, storefront), eq(orders.status, 'CART'), eq(orders.orderType, 'REGULAR'))).limit(1)
  return row ?? null
}

export async function findCartOfOwner(db: Db, ownerTokenHash: string, storefront: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders)
    .where(and(eq(orders.ownerTokenHash, ownerTokenHash), eq(orders.storefront, storefront), eq(orders.status, 'CART'), eq(orders.orderType, 'REGULAR'))).limit(1)
  return row ?? null
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return row ?? null
}

/** The basket with its shipments and packages, product texts in the language. */
export async function loadBasket(db: Db, order: OrderRow, language: string): Promise<BasketRecord> {
  const shipmentRows = await db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.position))
  const rows = await db
    .select({
      pkg: packages,
      product: {
        id: products.id, slug: products.slug, productType: products.productType, brandKey: products.brandKey, wine: products.wine,
        image: products.image, backgroundColor: products.backgroundColor, isChoiceCard: products.isChoiceCard, title: productTranslations.title,
      },
      variation: productVariations,
    })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .innerJoin(productVariations, eq(productVariations.id, packages.variationId))
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(eq(packages.orderId, order.id))
    .orderBy(asc(packages.createdAt), asc(packages.id))
  return { order, shipments: shipmentRows, packages: rows.map((row) => ({ ...row.pkg, product: row.product, variation: row.variation })) }
}

const variationQuery = preparedPerDb((db) => db
  .select({ variation: productVariations, product: products, title: productTranslations.title })
  .from(productVariations)
  .innerJoin(products, eq(products.id, productVariations.productId))
  .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, sql.placeholder('language'))))
  .where(and(eq(productVariations.id, sql.placeholder('variationId')), eq(products.storefront, sql.placeholder('storefront')), eq(products.published, true)))
  .limit(1)
  .prepare('cart_find_variation'))

/** A published variation with its product, and the product's title in the language (null when it has none). */
export async function findVariation(db: Db, storefront: string, variationId: number, language: string) {
  const [row] = await variationQuery(db).execute({ storefront, variationId, language })
  return row ?? null
}

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

export async function stockOfVariations(db: Db, variationIds: number[]): Promise<Map<number, number | null>> {
  if (variationIds.length === 0) return new Map()
  const rows = await db.select({ id: productVariations.id, stock: productVariations.stock })
    .from(productVariations).where(inArray(productVariations.id, variationIds))
  return new Map(rows.map((row) => [row.id, row.stock]))
}
