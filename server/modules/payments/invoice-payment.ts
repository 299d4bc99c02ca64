import 'server-only'
import type { Storefront } from '@/config/storefronts/types'
import { payments } from '@/server/db/schema'
import type { OrderRow } from '../order/order-repository'
import type { Db } from '@/server/db/types'
import { applyPaymentResultIn } from './payment-application'
import { movePayment, paymentInitiated } from './payment-lifecycle'

/**
 * A placed order on invoice starts waiting for its transfer, inside the caller's transaction: its
 * payment attempt (nothing to ask a provider: PENDING until the bank statement shows the money),
 * then what every order on invoice gets from applyPaymentResultIn: AWAITING_BANK_TRANSFER, its
 * transfer instructions (communication and due date, kept on the order), and the confirmation naming
 * them. Its invoice comes when the transfer pays it. Returns the outbox ids.
 */
export async function awaitInvoicePaymentIn(tx: Db, storefront: Storefront, order: OrderRow, now: Date): Promise<string[]> {
  const [row] = await tx.insert(payments).values({
    orderId: order.id, attempt: 1, provider: 'invoice', method: 'invoice', reference: order.reference, orderVersion: order.version,
    amount: order.totals?.grandTotal ?? 0, currency: order.currency, createdAt: now, updatedAt: now,
  }).returning({ id: payments.id })
  await paymentInitiated(tx, row!.id, now)
  await movePayment(tx, row!.id, 'PENDING', 'on invoice: paid when the transfer arrives', now)
  const applied = await applyPaymentResultIn(tx, storefront, order.id,
    { code: 'PENDING', pspReference: null, reference: order.reference, refusalReason: null }, { awaitTransfer: true, cause: 'business order on invoice' })
  return applied.mailIds
}
