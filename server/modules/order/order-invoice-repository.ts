import 'server-only'
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { methodIdsSettledBy } from '@/config/payment-methods'
import { orders, transferCommunicationSequence } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { OrderRow } from './order-repository'

/*
 * The statements on an order that invoicing runs (server/modules/invoicing): locking the order while
 * its invoice or credit note is issued, the transfer instructions kept on it, and the orders on
 * invoice that wait for their transfer (reminded once, cancelled unpaid).
 */

/** The order's id and storefront, locked while its credit note is issued. */
export async function lockOrderForCreditNote(db: Db, orderId: string) {
  const [order] = await db.select({ id: orders.id, storefront: orders.storefront }).from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}

/** Keeps on the order what its transfer states and when it is due. */
export async function setTransferInstructions(db: Db, orderId: string, transferCommunication: string, paymentDueOn: string): Promise<void> {
  await db.update(orders).set({ transferCommunication, paymentDueOn }).where(eq(orders.id, orderId))
}

/**
 * The next base of a structured communication, from a database sequence: unique across instances,
 * and a rolled-back order leaves a gap, which is harmless here. Read through the order's own row, so
 * the query returns exactly one value in the driver's usual shape.
 */
export async function nextTransferSerial(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ serial: sql<string>`nextval(${transferCommunicationSequence.seqName})::text` }).from(orders).where(eq(orders.id, orderId))
  return Number(row!.serial)
}

const waitingOnInvoice = and(eq(orders.status, 'AWAITING_BANK_TRANSFER'), inArray(orders.paymentMethod, methodIdsSettledBy('invoice')))

/** Orders on invoice not reminded yet and due before `today`, the earliest due first. */
export async function unremindedPastDue(db: Db, today: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders)
    .where(and(waitingOnInvoice, isNull(orders.paymentRemindedAt), lt(orders.paymentDueOn, today))).orderBy(asc(orders.paymentDueOn)).limit(limit)
}

/** Claims the order's one reminder while it still waits for its transfer; false when another claimed it. */
export async function claimReminder(db: Db, orderId: string, now: Date): Promise<boolean> {
  const [claimed] = await db.update(orders).set({ paymentRemindedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_BANK_TRANSFER'), isNull(orders.paymentRemindedAt))).returning({ id: orders.id })
  return Boolean(claimed)
}

/** Orders on invoice due on or before `lastDueOn`, the earliest due first. */
export async function waitingDueBy(db: Db, lastDueOn: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders)
    .where(and(waitingOnInvoice, lte(orders.paymentDueOn, lastDueOn))).orderBy(asc(orders.paymentDueOn)).limit(limit)
}

/** Cancels (`to`) an order while it still waits for its transfer; false when it no longer did. */
export async function cancelWaitingOrder(db: Db, orderId: string, to: OrderRow['status'], now: Date): Promise<boolean> {
  const [row] = await db.update(orders).set({ status: to, canceledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_BANK_TRANSFER'))).returning({ id: orders.id })
  return Boolean(row)
}
