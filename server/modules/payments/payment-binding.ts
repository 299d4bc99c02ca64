import type { MinorAmount } from '@/server/services/payments/types'

/**
 * docs/orders.md "A payment pays exactly its order": the one rule that decides whether an
 * authorisation may mark an order paid. A payment attempt is bound, when it starts, to the order's
 * reference, version, amount and currency; the order may have been released, changed and placed again
 * since (go back, add cards, place), and an old payment's return page or notification must then not
 * pay the new, larger order. Every path that reports a result (return page, session result,
 * notification, test provider, bank transfer) reaches this through applyPaymentResultIn.
 */

/** What an order is now, as far as paying it goes. */
export interface PayableOrder {
  reference: string | null
  version: number
  currency: string
  totals: { grandTotal: number } | null
}

/** What the payment attempt was started for (the `payments` row). */
export interface BoundAttempt {
  reference: string | null
  orderVersion: number | null
  amount: number
  currency: string
  status: string
}

/** Why an authorisation does not pay the order as it is now. */
export type BindingRefusal = 'NO_ATTEMPT' | 'REFUNDED' | 'OTHER_ORDER' | 'OTHER_AMOUNT'

/** Attempt statuses whose money has gone, or is going, back: such an attempt never pays an order. */
const RETURNED_STATUSES: readonly string[] = ['REFUNDED', 'REFUND_FAILED']

/**
 * Null when the authorisation pays exactly `order`: not refunded, authorised (when the provider told
 * the amount, as a notification does) for the order's total in its currency, and made by an attempt
 * the shop started for the order's current reference and version and for that same total. Otherwise
 * the reason; an amount that differs is named first, so a payment of another sum is refunded (or
 * found refunded already) as the amount mismatch it is.
 */
export function bindingRefusal(
  order: PayableOrder,
  attempt: BoundAttempt | null,
  reported: { refunded: boolean; amount?: MinorAmount | null },
): BindingRefusal | null {
  const total = order.totals ? { currency: order.currency, value: order.totals.grandTotal } : null
  if (!total || (reported.amount && !sameAmount(reported.amount, total))) return 'OTHER_AMOUNT'
  if (reported.refunded) return 'REFUNDED'
  if (!attempt) return 'NO_ATTEMPT'
  if (RETURNED_STATUSES.includes(attempt.status)) return 'REFUNDED'
  if (attempt.orderVersion === null || attempt.orderVersion !== order.version || attempt.reference === null || attempt.reference !== order.reference) {
    return 'OTHER_ORDER'
  }
  return sameAmount({ currency: attempt.currency, value: attempt.amount }, total) ? null : 'OTHER_AMOUNT'
}

const sameAmount = (a: MinorAmount, b: MinorAmount) => a.currency === b.currency && a.value === b.value
