import 'server-only'
import { eq } from 'drizzle-orm'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import { orders, paymentEvents } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { PaymentNotification, PaymentResultCode } from '@/server/services/payments/types'
import { applyPaymentResultIn, deliverQueuedMail } from './payment-application'

export type NotificationOutcome = 'APPLIED' | 'DUPLICATE' | 'UNKNOWN_ORDER' | 'AMOUNT_MISMATCH' | 'RECORDED'

/**
 * Applies one provider notification exactly once (ARCHITECTURE: delivered three times, applied
 * once). The event's key (provider, pspReference, eventCode, success) is recorded first; a repeat
 * finds it and changes nothing. The amount and currency must be the order's, or nothing is applied.
 */
export async function handleNotification(db: Db, provider: string, notification: PaymentNotification): Promise<NotificationOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, notification.reference)).limit(1)
  const outcome: NotificationOutcome = !order ? 'UNKNOWN_ORDER'
    : notification.eventCode !== 'AUTHORISATION' ? 'RECORDED'
      : order.currency !== notification.amount.currency || order.totals?.grandTotal !== notification.amount.value ? 'AMOUNT_MISMATCH'
        : 'APPLIED'
  // The event is recorded in the transaction that applies it: both commit or neither does, so a
  // redelivery after a failure is applied instead of being taken for a duplicate.
  const handled = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({
      provider, pspReference: notification.pspReference, eventCode: notification.eventCode, success: notification.success,
      orderId: order?.id ?? null, outcome,
    }).onConflictDoNothing().returning({ pspReference: paymentEvents.pspReference })
    if (!fresh) return { outcome: 'DUPLICATE' as NotificationOutcome, mailIds: [] as string[] }
    if (outcome !== 'APPLIED' || !order || !isStorefrontCode(order.storefront)) return { outcome, mailIds: [] as string[] }
    const code: PaymentResultCode = notification.success ? 'AUTHORISED' : 'REFUSED'
    const applied = await applyPaymentResultIn(tx, getStorefront(order.storefront), order.id,
      { code, pspReference: notification.pspReference, reference: notification.reference, refusalReason: notification.reason },
      { awaitTransfer: false })
    return { outcome: (applied.result.ok || code === 'REFUSED' ? 'APPLIED' : 'RECORDED') as NotificationOutcome, mailIds: applied.mailIds }
  })
  if (handled.outcome === 'AMOUNT_MISMATCH') console.error(`payment ${notification.pspReference}: amount differs from order ${order?.reference}; not applied`)
  await deliverQueuedMail(db, handled.mailIds)
  return handled.outcome
}
