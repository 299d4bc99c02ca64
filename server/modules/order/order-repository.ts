import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  orders, packages, productTranslations, productVariations, products, shipments,
} from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/*
 * The order record, from basket to delivered order: its rows and the reads every module shares. Only
 * the order module touches the orders, shipments and packages tables (eslint-rules/boundaries.mjs).
 */

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

/** How many orders are in each status (the business figures of the metrics endpoint). */
export async function ordersByStatus(db: Db) {
  return db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status)
}
