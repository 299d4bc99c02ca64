import 'server-only'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { productVariations } from '@/server/db/schema'
import { clearStockHeld, markStockHeld, packageQuantitiesOf } from '../order/order-lifecycle-repository'
import type { Db } from '@/server/db/types'

/** How many cards of each variation an order holds. */
async function cardsPerVariation(tx: Db, orderId: string): Promise<Map<number, number>> {
  const lines = await packageQuantitiesOf(tx, orderId)
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.variationId, (wanted.get(line.variationId) ?? 0) + line.quantity)
  return wanted
}

/**
 * The only place limited stock changes, so that what is on sale, what unpaid orders hold and what
 * paid orders sold always add up to what was issued. An order's `stock_held` flag says whether it
 * took cards of a limited edition out of stock: taking sets it, giving back clears it, each by a conditional update in the
 * caller's transaction. So an order is taken from at most once and gives back only what it took (a
 * redeem order released twice, or an order that never held any, returns nothing). Taking is all or
 * nothing: the variations are locked in id order (two orders never wait on each other) and checked
 * before any is decremented; it answers false, changing nothing, when one has too few left.
 */
async function moveStock(tx: Db, orderId: string, move: 'take' | 'give back'): Promise<boolean> {
  const wanted = await cardsPerVariation(tx, orderId)
  const ids = [...wanted.keys()]
  if (move === 'take') {
    const rows = ids.length === 0 ? [] : await tx.select({ id: productVariations.id, stock: productVariations.stock }).from(productVariations)
      .where(inArray(productVariations.id, ids)).orderBy(asc(productVariations.id)).for('update')
    if (rows.length !== ids.length) return false
    if (rows.some((row) => row.stock !== null && row.stock < wanted.get(row.id)!)) return false
    // No limited edition among them: nothing is held, so the stock hold's shorter expiry does not apply.
    if (rows.every((row) => row.stock === null)) return true
    // Held already (a payment re-attaching an order that never let go): nothing more is taken.
    if (!(await markStockHeld(tx, orderId))) return true
  } else {
    if (!(await clearStockHeld(tx, orderId))) return true
  }
  const sign = move === 'take' ? -1 : 1
  for (const id of ids.sort((a, b) => a - b)) {
    await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${sign * wanted.get(id)!}` })
      .where(and(eq(productVariations.id, id), sql`${productVariations.stock} is not null`))
  }
  return true
}

/** Takes an order's cards out of limited stock, all or nothing; false when one has too few left. */
export const reserveStock = (tx: Db, orderId: string): Promise<boolean> => moveStock(tx, orderId, 'take')

/** Gives back the cards an order took (release, expiry, cancellation, withdrawal); nothing if it holds none. */
export async function restock(tx: Db, orderId: string): Promise<void> {
  await moveStock(tx, orderId, 'give back')
}
