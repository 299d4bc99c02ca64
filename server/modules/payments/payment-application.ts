import 'server-only'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Language, Storefront } from '@/config/storefronts/types'
import { ERROR_CODES } from '@/graphql/error-codes'
import { paymentTransitions, payments, refunds } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import type { MinorAmount, PaymentResult } from '@/server/services/payments/types'
import { fail, ok, type Result } from '../common/result'
import { activationPaidIn } from '../activation/activation-fulfilment'
import * as repo from '../order/order-repository'
import { moveOrder, orderById } from '../order/order-payment-repository'
import { findOrderForUpdate, setOrderFields } from '../order/order-lifecycle-repository'
import { fulfilOrder, queueOrderConfirmation } from '../orders/fulfilment'
import { orderDocumentLinks } from '../invoicing/document-links'
import { issueInvoiceIn } from '../invoicing/invoice-issue'
import { transferInstructionsIn } from '../invoicing/transfer-instructions'
import { transition } from '../orders/order-status'
import { priceOfBasket } from '../order/order-price'
import { reattachReleasedOrder } from '../orders/reattach'
import { restock } from '../orders/stock'
import { settlementOf } from '@/config/payment-methods'
import { bindingRefusal, type BindingRefusal } from './payment-binding'
import { MONEY_RECEIVED, movePayment, type PaymentStatus } from './payment-lifecycle'
import { executeRefunds, refundDueIn, type RefundReason } from './refunds'

type PaymentRow = typeof payments.$inferSelect

/**
 * The attempt a result is about: by the provider's reference, else (a hosted page or a session, whose
 * payment is known by our reference until its result names its own) the latest attempt without one
 * that was started under the result's reference (and for the amount paid, when it is known).
 */
async function attemptOf(tx: Db, orderId: string, result: Pick<PaymentResult, 'pspReference' | 'reference'>, amount?: MinorAmount) {
  if (!result.pspReference) return null
  const [known] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.pspReference, result.pspReference)))
  if (known) return known
  // A payment of another amount (the provider told it) is not that attempt's: it gets a row of its own.
  const [latest] = await tx.select().from(payments)
    .where(and(
      eq(payments.orderId, orderId), isNull(payments.pspReference), result.reference ? eq(payments.reference, result.reference) : undefined,
      amount ? and(eq(payments.amount, amount.value), eq(payments.currency, amount.currency)) : undefined,
    ))
    .orderBy(desc(payments.attempt)).limit(1)
  return latest ?? null
}

/** Whether the provider payment is already going back (a refund row exists for it). */
async function isRefunded(tx: Db, pspReference: string | null): Promise<boolean> {
  if (!pspReference) return false
  const [refunded] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.pspReference, pspReference))
  return Boolean(refunded)
}

/**
 * Writes what the provider said onto the attempt it is about, as a lifecycle transition. A hosted
 * payment page gives its reference only in the result: the order's latest attempt without one takes
 * it, so the attempt that paid an order is always known (a second report of it is then told from
 * another payment). Money that arrived under a payment the shop never started (the provider took a
 * second payment for the order) gets an attempt of its own, so the books see it.
 */
async function recordPayment(db: Db, orderId: string, result: PaymentResult, cause: string, options: PaymentResultOptions = { awaitTransfer: false }): Promise<void> {
  if (!result.pspReference) return
  const attempt = await attemptOf(db, orderId, result, options.amount)
  if (attempt) {
    if (attempt.pspReference === null) await db.update(payments).set({ pspReference: result.pspReference }).where(eq(payments.id, attempt.id))
    await movePayment(db, attempt.id, result.code, cause)
    return
  }
  if (result.code !== 'AUTHORISED') return
  const order = await orderById(db, orderId)
  if (!order) return
  const now = new Date()
  const [last] = await db.select({ attempt: payments.attempt }).from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt)).limit(1)
  const amount = options.amount ?? { currency: order.currency, value: order.totals?.grandTotal ?? 0 }
  const [row] = await db.insert(payments).values({
    orderId, attempt: (last?.attempt ?? 0) + 1, provider: options.provider ?? 'unknown', method: order.paymentMethod ?? 'unknown',
    pspReference: result.pspReference, reference: result.reference ?? order.reference, amount: amount.value, currency: amount.currency,
    createdAt: now, updatedAt: now,
  }).returning({ id: payments.id })
  await db.insert(paymentTransitions).values({ paymentId: row!.id, fromStatus: null, toStatus: 'INITIATED', cause: 'a payment the shop did not start', at: now })
  await movePayment(db, row!.id, 'AUTHORISED', cause, now)
}

export interface PaymentResultOptions {
  awaitTransfer: boolean
  provider?: string
  /** Who reported the result (return page, webhook, …), kept with the payment's transition. */
  cause?: string
  /** The amount the provider reported (a notification carries it; a return does not). */
  amount?: MinorAmount
}

async function markPaid(tx: Db, orderId: string, now: Date) {
  const { from, to } = transition('paid')
  return moveOrder(tx, orderId, from, { status: to, paidAt: now, updatedAt: now })
}


/** A late authorisation of an attempt whose order was let go since takes the unchanged basket back (reattach.ts). */
async function reattachLatePayment(tx: Db, storefront: Storefront, orderId: string, attempt: PaymentRow | null, refunded: boolean, now: Date): Promise<boolean> {
  if (!attempt?.reference || attempt.orderVersion === null || refunded) return false
  return reattachReleasedOrder(tx, storefront, orderId, {
    reference: attempt.reference, orderVersion: attempt.orderVersion, amount: { currency: attempt.currency, value: attempt.amount },
  }, now)
}

/** What applying a result did: the answer, the outbox ids and refunds to act on after the commit, and for an authorisation that did not pay, why. */
export interface AppliedResult {
  result: Result<void>
  mailIds: string[]
  refundIds: string[]
  refusal?: BindingRefusal | null
}

/**
 * Applies what a payment provider said about an order, inside the caller's transaction: the status
 * change is a conditional update and the delivery (cards, queue, e-mails) joins the same
 * transaction, so a result reported twice (return page and webhook, or a webhook delivered three
 * times) delivers once. Returns the outbox ids to send after the commit.
 */
export async function applyPaymentResultIn(
  tx: Db,
  storefront: Storefront,
  orderId: string,
  result: PaymentResult,
  options: PaymentResultOptions,
): Promise<AppliedResult> {
  const now = new Date()
  const cause = options.cause ?? 'provider result'
  if (result.code === 'AUTHORISED') {
    const before = await findOrderForUpdate(tx, orderId)
    const attempt = await attemptOf(tx, orderId, result, options.amount)
    const refunded = await isRefunded(tx, result.pspReference)
    // The one rule (payment-binding.ts): only an attempt for exactly this order as it is now pays it.
    const refusal = before ? bindingRefusal(before, attempt, { refunded, amount: options.amount }) : 'NO_ATTEMPT'
    let order = refusal === null ? await markPaid(tx, orderId, now) : null
    // Paid after the shopper left or the order expired: the unchanged basket becomes the order again.
    const reattached = !order && before?.status === 'CART' && await reattachLatePayment(tx, storefront, orderId, attempt, refunded, now)
    if (reattached) order = await markPaid(tx, orderId, now)
    if (!order) return unusableAuthorisation(tx, storefront, orderId, result, options.provider, cause, options.amount, refusal)
    await recordPayment(tx, orderId, result, reattached ? `${cause}, after the order was let go: re-attached` : cause, options)
    // An activation order has no packages: the paid amount goes onto the shop-bought card instead.
    if (order.orderType === 'ACTIVATION') {
      const activation = await activationPaidIn(tx, storefront, order, now)
      if (activation.applied) {
        await issueInvoiceIn(tx, order.id, now)
        return { result: ok(undefined), mailIds: activation.mailIds, refundIds: [] }
      }
      // Another order loaded the card meanwhile: this one is cancelled and its payment goes back.
      await setOrderFields(tx, order.id, { status: transition('refund').to, canceledAt: now, updatedAt: now })
      return refundPayment(tx, storefront, order, result, options.provider, 'CARD_TAKEN')
    }
    const basket = await repo.loadBasket(tx, order, order.language)
    const price = priceOfBasket(storefront, basket)
    const mailIds = await fulfilOrder(tx, storefront, basket, price, now)
    // Paid: the invoice is issued in this transaction, with the next number of the gapless sequence;
    // an order that waited for its transfer gets its number now, never while it might still be dropped.
    await issueInvoiceIn(tx, order.id, now)
    // The confirmation of the payment links the invoice; an order that waited for its transfer had
    // one when it started waiting (how to pay), which could not link an invoice yet.
    if (before?.status === 'PENDING' || before?.status === 'AWAITING_BANK_TRANSFER' || reattached) {
      const documents = await orderDocumentLinks(tx, storefront, order.id, order.language as Language)
      mailIds.unshift(await queueOrderConfirmation(tx, storefront, basket, order.totals?.grandTotal ?? 0, false, { documents }))
    }
    return { result: ok(undefined), mailIds, refundIds: [] }
  }
  if (result.code === 'PENDING' && options.awaitTransfer) {
    const { from, to } = transition('awaitTransfer')
    const order = await moveOrder(tx, orderId, from, { status: to, updatedAt: now })
    await recordPayment(tx, orderId, result, cause)
    if (!order) return { result: ok(undefined), mailIds: [], refundIds: [] }
    // An order on invoice may wait 30 days and may never be paid: it holds no limited stock until its
    // transfer arrives, which takes the cards then (docs/invoicing.md, bank-statement-import.ts).
    if (settlementOf(order.paymentMethod) === 'invoice') await restock(tx, order.id)
    // No invoice yet, so no number of the gapless sequence: only how to pay (communication, due date).
    const instructions = await transferInstructionsIn(tx, storefront, order, now)
    const basket = await repo.loadBasket(tx, order, order.language)
    return { result: ok(undefined), mailIds: [await queueOrderConfirmation(tx, storefront, basket, order.totals?.grandTotal ?? 0, true, { transfer: instructions })], refundIds: [] }
  }
  await recordPayment(tx, orderId, result, cause)
  return { result: result.code === 'FRAUD' ? fail(ERROR_CODES.PAYMENT_FRAUD) : ok(undefined), mailIds: [], refundIds: [] }
}

/**
 * An authorisation that does not pay its order as the order is now (released, changed and placed
 * again, cancelled, paid by another attempt, another amount). The same authorisation reported again
 * (return page and webhook) changes nothing; any other goes back to the shopper in full. The
 * attempt's row keeps what the provider said.
 */
async function unusableAuthorisation(
  tx: Db, storefront: Storefront, orderId: string, result: PaymentResult, provider: string | undefined, cause: string, amount: MinorAmount | undefined,
  refusal: BindingRefusal | null,
) {
  const order = await orderById(tx, orderId)
  const attempt = await attemptOf(tx, orderId, result, amount)
  if (!order || !result.pspReference) return { result: ok(undefined), mailIds: [], refundIds: [], refusal }
  // Reported again: a payment already going back stays refunded; the one that paid stays paid.
  if (await isRefunded(tx, result.pspReference)) return { result: fail(ERROR_CODES.PAYMENT_REFUNDED), mailIds: [], refundIds: [], refusal }
  if (attempt?.pspReference === result.pspReference && MONEY_RECEIVED.includes(attempt.status as PaymentStatus)) return { result: ok(undefined), mailIds: [], refundIds: [], refusal }
  await recordPayment(tx, orderId, result, cause, { awaitTransfer: false, provider, amount })
  const open = order.status === 'PENDING' || order.status === 'AWAITING_BANK_TRANSFER'
  const reason: RefundReason = order.status === 'COMPLETED' ? 'ALREADY_PAID' : open && refusal === 'OTHER_AMOUNT' && amount ? 'AMOUNT_MISMATCH' : 'NOT_PAYABLE'
  const [recorded] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.pspReference, result.pspReference)))
  return { ...await refundPayment(tx, storefront, order, result, provider ?? recorded?.provider, reason, recorded, amount), refusal }
}

/** Makes the payment of `result` due for a full refund (once) and answers the shopper's request with 2037. */
async function refundPayment(
  tx: Db,
  storefront: Storefront,
  order: repo.OrderRow,
  result: PaymentResult,
  provider: string | undefined,
  reason: RefundReason,
  attempt?: PaymentRow,
  reported?: MinorAmount,
) {
  const [row] = attempt ? [attempt] : await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.pspReference, result.pspReference ?? '')))
  // What goes back is what was paid: the provider's word first, else what the attempt asked for.
  const amount = reported ?? (row ? { currency: row.currency, value: row.amount } : { currency: order.currency, value: order.totals?.grandTotal ?? 0 })
  const due = await refundDueIn(tx, {
    provider: provider ?? row?.provider ?? 'unknown', pspReference: result.pspReference ?? '', storefront, order,
    reference: result.reference || order.reference, amount, reason,
  })
  return { result: fail(ERROR_CODES.PAYMENT_REFUNDED), mailIds: due.mailIds, refundIds: due.refundId ? [due.refundId] : [] }
}

/** applyPaymentResultIn in its own transaction, then the mails it queued are sent and its refunds asked for. */
export async function applyPaymentResult(
  db: Db,
  storefront: Storefront,
  orderId: string,
  result: PaymentResult,
  options: PaymentResultOptions,
): Promise<Result<void>> {
  const applied = await db.transaction((tx) => applyPaymentResultIn(tx, storefront, orderId, result, options))
  await deliverQueuedMail(db, applied.mailIds)
  await executeRefunds(db, applied.refundIds)
  return applied.result
}
