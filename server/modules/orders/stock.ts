import 'server-only'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { packages, productVariations } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * Locks the variations' rows (in id order) for the rest of the caller's transaction. A transaction
 * that inserts packages of a variation and then reserves its stock must take this lock first:
 * inserting a package takes a key-share lock on its variation, and two transactions each holding
 * one and then asking for the update lock wait on each other until PostgreSQL aborts one (deadlock).
 */
export async function lockVariations(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.select({ id: productVariations.id }).from(productVariations)
    .where(inArray(productVariations.id, [...ids])).orderBy(asc(productVariations.id)).for('update')
}

/**
 * Takes the order's cards out of limited stock, all or nothing, inside the caller's transaction: the
 * variations are locked (in id order, so two orders never wait on each other) and checked before any
 * is decremented. Returns false, changing nothing, when one has too few left.
 */
export async function reserveStock(tx: Db, wanted: ReadonlyMap<number, number>): Promise<boolean> {
  const ids = [...wanted.keys()]
  if (ids.length === 0) return true
  const rows = await tx.select({ id: productVariations.id, stock: productVariations.stock }).from(productVariations)
    .where(inArray(productVariations.id, ids)).orderBy(asc(productVariations.id)).for('update')
  if (rows.length !== ids.length) return false
  if (rows.some((row) => row.stock !== null && row.stock < wanted.get(row.id)!)) return false
  for (const row of rows) {
    if (row.stock === null) continue
    await tx.update(productVariations).set({ stock: sql`${productVariations.stock} - ${wanted.get(row.id)!}` }).where(eq(productVariations.id, row.id))
  }
  return true
}

/** How many cards of each variation an order holds. */
export async function cardsPerVariation(tx: Db, orderId: string): Promise<Map<number, number>> {
  const lines = await tx.select({ variationId: packages.variationId, quantity: packages.quantity }).from(packages).where(eq(packages.orderId, orderId))
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.variationId, (wanted.get(line.variationId) ?? 0) + line.quantity)
  return wanted
}

/** Gives an order's reserved cards back to limited stock. */
export async function restock(tx: Db, orderId: string): Promise<void> {
  for (const [variationId, quantity] of await cardsPerVariation(tx, orderId)) {
    await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${quantity}` })
      .where(and(eq(productVariations.id, variationId), sql`${productVariations.stock} is not null`))
  }
}
