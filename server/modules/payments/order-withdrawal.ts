import 'server-only'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import { cardLedger, fulfilmentQueue, giftCards, payments, refunds } from '@/server/db/schema'
import { moveOrderQuietly, orderByReferenceForUpdate } from '../order/order-payment-repository'
import type { Db } from '@/server/db/types'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import type { MinorAmount } from '@/server/services/payments/types'
import { issueCreditNoteIn } from '../invoicing/credit-notes'
import { findInvoice } from '../invoicing/invoice-rows'
import { transition } from '../orders/order-status'
import { restock } from '../orders/stock'
import { MONEY_RECEIVED, type PaymentStatus } from './payment-lifecycle'
import { executeRefunds, refundDueIn } from './refunds'

/**
 * Payments no provider can give back: an order on invoice's attempt, paid by a transfer the bank
 * statement import applied (it keeps the attempt's provider, 'invoice'), or one the import recorded.
 */
const PAID_OUTSIDE_A_PROVIDER: readonly string[] = ['invoice', 'bank']

/** The ledger kind that voids what a withdrawn order's card still held. */
const WITHDRAWN_LEDGER_KIND = 'WITHDRAWN'

export type WithdrawalResult =
  | { outcome: 'WITHDRAWN'; reference: string; amount: MinorAmount; creditNote: string | null; refundId: string }
  /** No order has this reference. */
  | { outcome: 'NOT_FOUND' }
  /** Not a paid order of gift cards bought with a provider payment (open, cancelled, a redeem or activation order). */
  | { outcome: 'NOT_REFUNDABLE'; status: string }
  /** Paid by bank transfer: the money goes back by hand, outside this command. */
  | { outcome: 'PAID_BY_TRANSFER' }
  /** A card was spent (in part) or a parcel left the warehouse: the sale can no longer be undone whole. */
  | { outcome: 'CARDS_USED'; cards: string[] }
  | { outcome: 'SHIPPED' }

/**
 * Takes back a delivered order in full (the buyer withdraws from the purchase, or customer service
 * cancels it): the operator command `npm run orders:withdraw REFERENCE`. Only a paid order whose
 * cards are all unspent and whose parcels have not left the warehouse can be taken back whole; in
 * one transaction its digital cards are blocked and their balance voided in the ledger (a card spent
 * at the same moment either keeps the order from being withdrawn or finds nothing left: both lock
 * the card row), its waiting parcels leave the queue, limited stock returns, the order is CANCELED,
 * a credit note cancels its invoice, and its payment becomes due for a full refund with the mail
 * that names the credit note. The provider is asked after the commit (the `refunds` job retries).
 * Orders paid by bank transfer are left to an operator: their money goes back by a transfer.
 */
export async function withdrawOrder(db: Db, reference: string, now = new Date()): Promise<WithdrawalResult> {
  const result = await db.transaction(async (tx): Promise<{ result: WithdrawalResult; mailIds: string[] }> => {
    const none = { mailIds: [] as string[] }
    const order = await orderByReferenceForUpdate(tx, reference)
    if (!order) return { result: { outcome: 'NOT_FOUND' }, ...none }
    if (order.status !== 'COMPLETED' || order.orderType !== 'REGULAR' || !isStorefrontCode(order.storefront)) {
      return { result: { outcome: 'NOT_REFUNDABLE', status: `${order.status} ${order.orderType}` }, ...none }
    }
    // The payment that paid the order: money received and not going back already (a second payment is).
    const [paid] = await tx.select({ payment: payments }).from(payments)
      .leftJoin(refunds, and(eq(refunds.provider, payments.provider), eq(refunds.pspReference, payments.pspReference)))
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, [...MONEY_RECEIVED] as PaymentStatus[]), isNull(refunds.id)))
      .then((rows) => rows.map((row) => row.payment))
    if (!paid?.pspReference) return { result: { outcome: 'NOT_REFUNDABLE', status: 'no payment received' }, ...none }
    if (PAID_OUTSIDE_A_PROVIDER.includes(paid.provider)) return { result: { outcome: 'PAID_BY_TRANSFER' }, ...none }

    const cards = await tx.select({ id: giftCards.id, number: giftCards.number, initialAmount: giftCards.initialAmount })
      .from(giftCards).where(eq(giftCards.orderId, order.id)).orderBy(giftCards.id).for('update')
    const balances = cards.length === 0 ? [] : await tx.select({ cardId: cardLedger.cardId, balance: sql<number>`sum(${cardLedger.amount})::int` })
      .from(cardLedger).where(inArray(cardLedger.cardId, cards.map((card) => card.id))).groupBy(cardLedger.cardId)
    const balanceOf = new Map(balances.map((row) => [row.cardId, Number(row.balance)]))
    const used = cards.filter((card) => balanceOf.get(card.id) !== card.initialAmount)
    if (used.length > 0) return { result: { outcome: 'CARDS_USED', cards: used.map((card) => card.number) }, ...none }
    const parcels = await tx.select({ status: fulfilmentQueue.status }).from(fulfilmentQueue).where(eq(fulfilmentQueue.orderId, order.id))
    if (parcels.some((parcel) => parcel.status !== 'WAITING')) return { result: { outcome: 'SHIPPED' }, ...none }

    if (cards.length > 0) {
      await tx.update(giftCards).set({ status: 'BLOCKED' }).where(inArray(giftCards.id, cards.map((card) => card.id)))
      await tx.insert(cardLedger).values(cards.map((card) => ({ cardId: card.id, amount: -card.initialAmount, kind: WITHDRAWN_LEDGER_KIND, orderId: order.id, createdAt: now })))
    }
    await tx.update(fulfilmentQueue).set({ status: 'CANCELED' }).where(eq(fulfilmentQueue.orderId, order.id))
    const { from, to } = transition('refund')
    await moveOrderQuietly(tx, order.id, from, { status: to, canceledAt: now, updatedAt: now })
    await restock(tx, order.id)
    const invoice = await findInvoice(tx, order.id, 'INVOICE')
    const note = await issueCreditNoteIn(tx, order.id, now)
    const amount = { currency: paid.currency, value: paid.amount }
    const due = await refundDueIn(tx, {
      provider: paid.provider, pspReference: paid.pspReference, storefront: getStorefront(order.storefront), order, reference, amount, reason: 'WITHDRAWN',
      creditNote: invoice && note ? { number: note.number, invoiceNumber: invoice.number } : null,
    })
    // Unreachable while the lock holds (the payment was chosen without a refund); a guard against a second refund.
    if (!due.refundId) throw new Error(`payment ${paid.pspReference} of order ${reference} is already being refunded`)
    return { result: { outcome: 'WITHDRAWN', reference, amount, creditNote: note?.number ?? null, refundId: due.refundId }, mailIds: due.mailIds }
  })
  await deliverQueuedMail(db, result.mailIds)
  if (result.result.outcome === 'WITHDRAWN') await executeRefunds(db, [result.result.refundId])
  return result.result
}
