import 'server-only'
import { and, asc, eq, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { invoices, moneyMovements, orders, payments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { OrderRow } from './order-repository'

/*
 * The statements on an order that the payment walk runs (server/modules/payments): finding the order
 * a payment, a notification or a transfer names, its transitions while it is paid, refunded or
 * withdrawn, and the reads of reconciliation. Each on the handle it is given (the caller's
 * transaction, where the order row is locked first).
 */

export type OrderStatus = OrderRow['status']
type OrderFields = Partial<typeof orders.$inferInsert>

/** The order by its id (primary key). */
export async function orderById(db: Db, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  return order ?? null
}

/** The order that carries this reference. */
export async function orderByReference(db: Db, reference: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference)).limit(1)
  return order ?? null
}

/** The order that carries this reference, locked for the rest of the transaction. */
export async function orderByReferenceForUpdate(db: Db, reference: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference)).for('update')
  return order ?? null
}

/** The order that carries this reference (a transfer names it). */
export async function orderNamedByReference(db: Db, reference: string): Promise<OrderRow | null> {
  return (await db.select().from(orders).where(eq(orders.reference, reference)))[0] ?? null
}

/** The order given this structured communication when it started waiting for its transfer. */
export async function orderByTransferCommunication(db: Db, communication: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.transferCommunication, communication))
  return order ?? null
}

/** The order of the invoice (never a credit note) that `where` finds. */
export async function orderOfInvoice(db: Db, where: SQL | undefined): Promise<OrderRow | null> {
  const [row] = await db.select({ order: orders }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.kind, 'INVOICE'), where))
  return row?.order ?? null
}

/** The order's status, reference and version, locked while a payment attempt is recorded for it. */
export async function lockOrderForAttempt(db: Db, orderId: string) {
  const [locked] = await db.select({ status: orders.status, reference: orders.reference, version: orders.version }).from(orders).where(eq(orders.id, orderId)).for('update')
  return locked ?? null
}

/** Counts a payment attempt on the order (activity: its expiry counts from the last one); the attempt's number. */
export async function countPaymentAttempt(db: Db, orderId: string, method: string, now: Date): Promise<number> {
  const [counted] = await db.update(orders).set({ paymentAttempts: sql`${orders.paymentAttempts} + 1`, paymentMethod: method, updatedAt: now })
    .where(eq(orders.id, orderId)).returning({ attempts: orders.paymentAttempts })
  return counted!.attempts
}

/** The order moves on while it is in one of `from`; null when it no longer is. */
export async function moveOrder(db: Db, orderId: string, from: readonly OrderStatus[], fields: OrderFields): Promise<OrderRow | null> {
  const [order] = await db.update(orders).set(fields)
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]))).returning()
  return order ?? null
}

/** moveOrder without reading the row back. */
export async function moveOrderQuietly(db: Db, orderId: string, from: readonly OrderStatus[], fields: OrderFields): Promise<void> {
  await db.update(orders).set(fields).where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
}

/** Open attempts (INITIATED, PENDING) of orders that no longer wait for them, or unpaid and older than `tooOld`. */
export async function staleAttempts(db: Db, tooOld: Date, limit: number) {
  return db.select({ id: payments.id, orderStatus: orders.status }).from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(
      inArray(payments.status, ['INITIATED', 'PENDING']),
      or(notInArray(orders.status, ['PENDING', 'AWAITING_BANK_TRANSFER']), and(eq(orders.status, 'PENDING'), lt(payments.createdAt, tooOld))),
    ))
    .orderBy(asc(payments.createdAt)).limit(limit)
}

/** What reconciliation compares of each order: its reference, status and frozen totals. */
export async function orderBooks(db: Db, orderIds: string[]) {
  return db.select({ id: orders.id, reference: orders.reference, status: orders.status, totals: orders.totals })
    .from(orders).where(inArray(orders.id, orderIds))
}

/** Card balance still spent on orders that did not go through (basket again, or cancelled). */
export async function cardsKeptByUnpaidOrders(db: Db) {
  return db.select({ orderId: moneyMovements.orderId, net: sql<number>`sum(${moneyMovements.amount})::int` }).from(moneyMovements)
    .innerJoin(orders, eq(orders.id, moneyMovements.orderId))
    .where(and(inArray(moneyMovements.kind, ['CARD_SPENT', 'CARD_RETURNED']), inArray(orders.status, ['CART', 'CANCELED'])))
    .groupBy(moneyMovements.orderId).having(sql`sum(${moneyMovements.amount}) <> 0`)
}
