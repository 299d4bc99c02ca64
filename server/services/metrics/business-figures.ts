import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { cardLedger, giftCards, payments, refunds } from '@/server/db/schema'
import { ordersByStatus as countOrdersByStatus } from '@/server/modules/order/order-repository'
import type { Db } from '@/server/db/types'

/**
 * The shop's business totals, read from the database at each scrape (docs/operations.md "Metrics"): they
 * must agree across instances and survive restarts, which counters kept in a process would not.
 */
export interface BusinessFigures {
  ordersByStatus: Array<{ status: string; count: number }>
  paymentsByMethodAndStatus: Array<{ method: string; status: string; count: number }>
  refundsByStatus: Array<{ status: string; currency: string; count: number; amount: number }>
  /** Minor units (cents) per currency; test cards are left out. */
  cardValue: Array<{ currency: string; issued: number; redeemed: number }>
}

/** Ledger kinds that put value on a card: a sale, an activation at the till, the doubler's bonus. */
const CREDIT_KINDS = ['ISSUE', 'ACTIVATION', 'DOUBLER']
/** Ledger kinds of spending: a redeem order's debit, and the return of one that did not go through. */
const SPENDING_KINDS = ['REDEEM', 'REFUND']

const inList = (kinds: string[]) => sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)

export async function readBusinessFigures(db: Db): Promise<BusinessFigures> {
  const [ordersByStatus, paymentsByMethodAndStatus, refundsByStatus, cardValue] = await Promise.all([
    countOrdersByStatus(db),
    db.select({ method: payments.method, status: payments.status, count: sql<number>`count(*)::int` })
      .from(payments).groupBy(payments.method, payments.status),
    db.select({ status: refunds.status, currency: refunds.currency, count: sql<number>`count(*)::int`, amount: sql<number>`sum(${refunds.amount})::bigint` })
      .from(refunds).groupBy(refunds.status, refunds.currency),
    db.select({
      currency: giftCards.currency,
      issued: sql<number>`coalesce(sum(${cardLedger.amount}) filter (where ${cardLedger.kind} in (${inList(CREDIT_KINDS)})), 0)::bigint`,
      redeemed: sql<number>`coalesce(-sum(${cardLedger.amount}) filter (where ${cardLedger.kind} in (${inList(SPENDING_KINDS)})), 0)::bigint`,
    }).from(cardLedger).innerJoin(giftCards, and(eq(giftCards.id, cardLedger.cardId), eq(giftCards.test, false))).groupBy(giftCards.currency),
  ])
  return {
    ordersByStatus: ordersByStatus.map((row) => ({ status: row.status, count: Number(row.count) })),
    paymentsByMethodAndStatus: paymentsByMethodAndStatus.map((row) => ({ ...row, count: Number(row.count) })),
    refundsByStatus: refundsByStatus.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) })),
    cardValue: cardValue.map((row) => ({ currency: row.currency, issued: Number(row.issued), redeemed: Number(row.redeemed) })),
  }
}
