import 'server-only'
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { paymentEvents, payments, refunds } from '@/server/db/schema'
import { cardsKeptByUnpaidOrders, orderBooks } from '../order/order-payment-repository'
import type { Db } from '@/server/db/types'
import { MONEY_RECEIVED } from './payment-lifecycle'

/** A refund still due after this long is a finding: the job retries every minute. */
export const REFUND_OVERDUE_MS = 60 * 60_000

export type Mismatch =
  /** Money received minus money returned is not what the order delivers. */
  | { kind: 'BOOKS'; orderId: string; reference: string | null; status: string; received: number; returned: number; delivers: number }
  /** A refund the provider refused for good, or that has been due for over an hour. */
  | { kind: 'REFUND'; refundId: string; pspReference: string; status: string; lastError: string | null }
  /** An authorisation whose order nobody could find, and no refund of it: money held for no order. */
  | { kind: 'ORPHAN_AUTHORISATION'; provider: string; pspReference: string }
  /** A payment and its refund disagree on whether the money went back. */
  | { kind: 'PAYMENT_STATE'; paymentId: string; paymentStatus: string; refundStatus: string }
  /** Gift-card balance an order that did not go through still holds. */
  | { kind: 'CARDS'; orderId: string; kept: number }

const RETURNED = ['DUE', 'REQUESTED', 'REFUNDED'] as const

/**
 * Every order and payment whose states disagree (`npm run payments:reconcile`). The invariant of
 * docs/orders.md: for an order with provider payments or refunds, money received (attempts that
 * were authorised) minus money returned (refunds due, requested or done) is its total when it is
 * COMPLETED and nothing otherwise. Orders paid outside a provider (invoice, a card balance) have no
 * such rows and are not judged here.
 */
export async function findMoneyMismatches(db: Db, now = new Date()): Promise<Mismatch[]> {
  const received = await db.select({ orderId: payments.orderId, sum: sql<number>`sum(${payments.amount})::int` })
    .from(payments).where(inArray(payments.status, [...MONEY_RECEIVED])).groupBy(payments.orderId)
  const returned = await db.select({ orderId: refunds.orderId, sum: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds).where(inArray(refunds.status, [...RETURNED])).groupBy(refunds.orderId)
  const receivedBy = new Map(received.map((row) => [row.orderId, Number(row.sum)]))
  const returnedBy = new Map(returned.flatMap((row) => (row.orderId ? [[row.orderId, Number(row.sum)] as const] : [])))
  const ids = [...new Set([...receivedBy.keys(), ...returnedBy.keys()])]
  const findings: Mismatch[] = []
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await orderBooks(db, ids.slice(start, start + 500))
    for (const order of rows) {
      const inflow = receivedBy.get(order.id) ?? 0
      const outflow = returnedBy.get(order.id) ?? 0
      const delivers = order.status === 'COMPLETED' ? order.totals?.grandTotal ?? 0 : 0
      if (inflow - outflow !== delivers) {
        findings.push({ kind: 'BOOKS', orderId: order.id, reference: order.reference, status: order.status, received: inflow, returned: outflow, delivers })
      }
    }
  }
  const stuck = await db.select().from(refunds)
    .where(or(eq(refunds.status, 'FAILED'), and(eq(refunds.status, 'DUE'), lt(refunds.createdAt, new Date(now.getTime() - REFUND_OVERDUE_MS)))))
  for (const refund of stuck) findings.push({ kind: 'REFUND', refundId: refund.id, pspReference: refund.pspReference, status: refund.status, lastError: refund.lastError })
  const orphans = await db.select({ provider: paymentEvents.provider, pspReference: paymentEvents.pspReference }).from(paymentEvents)
    .leftJoin(refunds, and(eq(refunds.provider, paymentEvents.provider), eq(refunds.pspReference, paymentEvents.pspReference)))
    .where(and(eq(paymentEvents.eventCode, 'AUTHORISATION'), eq(paymentEvents.success, true), eq(paymentEvents.outcome, 'UNKNOWN_ORDER'), isNull(refunds.id)))
  for (const orphan of orphans) findings.push({ kind: 'ORPHAN_AUTHORISATION', provider: orphan.provider, pspReference: orphan.pspReference })
  // A refund the provider confirmed whose payment does not say so (or the other way round).
  const disagreeing = await db.select({ paymentId: payments.id, paymentStatus: payments.status, refundStatus: refunds.status }).from(refunds)
    .innerJoin(payments, and(eq(payments.provider, refunds.provider), eq(payments.pspReference, refunds.pspReference)))
    .where(or(
      and(eq(refunds.status, 'REFUNDED'), ne(payments.status, 'REFUNDED')),
      and(eq(payments.status, 'REFUNDED'), ne(refunds.status, 'REFUNDED')),
    ))
  for (const row of disagreeing) findings.push({ kind: 'PAYMENT_STATE', ...row })
  // Card balance spent on an order that did not go through comes back in full.
  const cards = await cardsKeptByUnpaidOrders(db)
  for (const row of cards) findings.push({ kind: 'CARDS', orderId: row.orderId!, kept: Number(row.net) })
  return findings
}

/** One line per finding, for the operator's terminal. */
export function describeMismatch(finding: Mismatch): string {
  switch (finding.kind) {
    case 'BOOKS':
      return `order ${finding.reference ?? finding.orderId} (${finding.status}): received ${finding.received}, returned ${finding.returned}, delivers ${finding.delivers} (minor units)`
    case 'REFUND':
      return `refund ${finding.refundId} of payment ${finding.pspReference}: ${finding.status}${finding.lastError ? ` (${finding.lastError})` : ''}`
    case 'ORPHAN_AUTHORISATION':
      return `${finding.provider} authorisation ${finding.pspReference} matches no order and was not refunded: refund it at the provider`
    case 'PAYMENT_STATE':
      return `payment ${finding.paymentId} is ${finding.paymentStatus} but its refund is ${finding.refundStatus}`
    case 'CARDS':
      return `order ${finding.orderId} did not go through but still holds ${finding.kept} (minor units) of gift-card balance`
  }
}
