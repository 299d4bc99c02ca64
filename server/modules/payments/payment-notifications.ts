import 'server-only'
import { loggerFor } from '@/server/services/log/logger'
import { and, eq, isNull, or } from 'drizzle-orm'
import { DEFAULT_STOREFRONT_CODE, getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import { paymentEvents, payments } from '@/server/db/schema'
import { findOrderForUpdate } from '../order/order-lifecycle-repository'
import { orderById, orderByReference } from '../order/order-payment-repository'
import type { Db } from '@/server/db/types'
import type { PaymentNotification, PaymentResultCode } from '@/server/services/payments/types'
import { executeRefunds, refundDueIn, settleRefund } from './refunds'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { applyPaymentResultIn } from './payment-application'
import { movePayment, paymentByPspReference } from './payment-lifecycle'

const log = loggerFor('payments')

export type NotificationOutcome = 'APPLIED' | 'DUPLICATE' | 'UNKNOWN_ORDER' | 'AMOUNT_MISMATCH' | 'RECORDED' | 'REFUNDED'

/** Provider events that settle a refund we asked for (Adyen modification webhooks). */
const REFUND_EVENTS = new Set(['CANCEL_OR_REFUND', 'REFUND', 'CANCELLATION', 'REFUND_FAILED'])

/**
 * The order a notification is about: by our reference, or, for a released order (which no longer
 * carries it), by the payment attempt that the provider's reference (or, for a hosted page, our
 * reference) names.
 */
async function orderOf(db: Db, provider: string, notification: PaymentNotification) {
  const byReference = notification.reference ? await orderByReference(db, notification.reference) : null
  if (byReference) return byReference
  const [attempt] = await db.select({ orderId: payments.orderId }).from(payments)
    .where(and(eq(payments.provider, provider), or(
      eq(payments.pspReference, notification.pspReference),
      // A hosted page's payment is known by our reference only until its result names its own.
      notification.reference ? and(eq(payments.reference, notification.reference), isNull(payments.pspReference)) : undefined,
    ))).limit(1)
  if (!attempt) return null
  return orderById(db, attempt.orderId)
}

/**
 * Applies one provider notification exactly once (ARCHITECTURE: delivered three times, applied
 * once). The event's key (provider, pspReference, eventCode, success) is recorded first; a repeat
 * finds it and changes nothing. An authorisation must carry the order's amount and currency; one
 * that does not, or that arrives for an order that can no longer take it, is refunded in full.
 * Refund events settle the refund they answer.
 */
/**
 * An authorisation no order of ours can be found for (a reference we never gave, or an order deleted
 * since): the money goes back in full. Our references start with the storefront's code; the refund
 * is booked there, or on the default storefront. Nobody to mail: no order names the shopper.
 */
async function refundOrphan(tx: Db, provider: string, notification: PaymentNotification) {
  const code = notification.reference.split('-')[0] ?? ''
  const storefront = getStorefront(isStorefrontCode(code) ? code : DEFAULT_STOREFRONT_CODE)
  const due = await refundDueIn(tx, {
    provider, pspReference: notification.pspReference, storefront, order: null, reference: notification.reference || null,
    amount: notification.amount, reason: 'UNKNOWN_ORDER',
  })
  return { outcome: 'UNKNOWN_ORDER' as NotificationOutcome, mailIds: due.mailIds, refundIds: due.refundId ? [due.refundId] : [] }
}

/** Adyen captures an authorisation (automatically, by default) after it: the payment moves on. */
async function captured(tx: Db, provider: string, notification: PaymentNotification): Promise<void> {
  const payment = await paymentByPspReference(tx, provider, notification.originalReference ?? notification.pspReference)
  if (payment) await movePayment(tx, payment.id, 'CAPTURED', `${provider} notification CAPTURE`)
}

export async function handleNotification(db: Db, provider: string, notification: PaymentNotification): Promise<NotificationOutcome> {
  const found = await orderOf(db, provider, notification)
  const authorisation = notification.eventCode === 'AUTHORISATION'
  // The event is recorded in the transaction that applies it: both commit or neither does, so a
  // redelivery after a failure is applied instead of being taken for a duplicate.
  const handled = await db.transaction(async (tx) => {
    const none = { mailIds: [] as string[], refundIds: [] as string[] }
    // The order is locked before anything that references it is written: the event row's foreign
    // key takes a share lock on the order, and two notifications of one order that each held that
    // share lock while waiting for the update lock deadlocked on PostgreSQL.
    const order = found ? await findOrderForUpdate(tx, found.id) : null
    // Whether an authorisation pays the order is decided by applyPaymentResultIn alone (payment-binding.ts);
    // a refusal of another amount than an open order's is not about this order's payment and changes nothing.
    const open = order?.status === 'PENDING' || order?.status === 'AWAITING_BANK_TRANSFER'
    const otherAmount = order?.currency !== notification.amount.currency || order?.totals?.grandTotal !== notification.amount.value
    const outcome: NotificationOutcome = !order ? 'UNKNOWN_ORDER' : !authorisation ? 'RECORDED'
      : open && otherAmount && !notification.success ? 'AMOUNT_MISMATCH' : 'APPLIED'
    const [fresh] = await tx.insert(paymentEvents).values({
      provider, pspReference: notification.pspReference, eventCode: notification.eventCode, success: notification.success,
      orderId: order?.id ?? null, outcome,
    }).onConflictDoNothing().returning({ pspReference: paymentEvents.pspReference })
    if (!fresh) return { outcome: 'DUPLICATE' as NotificationOutcome, ...none }
    if (!order) return authorisation && notification.success ? refundOrphan(tx, provider, notification) : { outcome, ...none }
    if (!isStorefrontCode(order.storefront)) return { outcome, ...none }
    if (notification.eventCode === 'CAPTURE' && notification.success) await captured(tx, provider, notification)
    const storefront = getStorefront(order.storefront)
    if (outcome !== 'APPLIED') return { outcome, ...none }
    const code: PaymentResultCode = notification.success ? 'AUTHORISED' : 'REFUSED'
    const applied = await applyPaymentResultIn(tx, storefront, order.id,
      { code, pspReference: notification.pspReference, reference: notification.reference, refusalReason: notification.reason },
      { awaitTransfer: false, provider, cause: `${provider} notification ${notification.eventCode}`, amount: notification.amount })
    const result: NotificationOutcome = open && applied.refusal === 'OTHER_AMOUNT' ? 'AMOUNT_MISMATCH'
      : applied.refundIds.length > 0 ? 'REFUNDED' : applied.result.ok || code === 'REFUSED' ? 'APPLIED' : 'RECORDED'
    // The event row keeps what applying it came to (it was written first, to tell a redelivery).
    if (result !== outcome) {
      await tx.update(paymentEvents).set({ outcome: result }).where(and(
        eq(paymentEvents.provider, provider), eq(paymentEvents.pspReference, notification.pspReference),
        eq(paymentEvents.eventCode, notification.eventCode), eq(paymentEvents.success, notification.success),
      ))
    }
    return { outcome: result, mailIds: applied.mailIds, refundIds: applied.refundIds }
  })
  if (handled.outcome === 'AMOUNT_MISMATCH') log.error({ pspReference: notification.pspReference, order: found?.reference }, 'payment amount differs from the order: not applied, refunded')
  if (handled.outcome !== 'DUPLICATE' && REFUND_EVENTS.has(notification.eventCode) && notification.originalReference) {
    await settleRefund(db, provider, notification.originalReference, notification.success && notification.eventCode !== 'REFUND_FAILED')
  }
  await deliverQueuedMail(db, handled.mailIds)
  await executeRefunds(db, handled.refundIds)
  return handled.outcome
}
