/**
 * The order life cycle (docs/rules/checkout.md order status), enforced here and nowhere else; docs/orders.md draws it.
 *
 *   CART ──place──▶ PENDING ──paid──▶ COMPLETED
 *     ▲               │  └──pending bank transfer / invoice──▶ AWAITING_BANK_TRANSFER ──paid──▶ COMPLETED
 *     └──release──────┘                                          │
 *   PENDING / AWAITING_BANK_TRANSFER ──cancel (refused for good, expired; an invoice unpaid after 30 days)──▶ CANCELED
 *
 *   CART ──redeem (balance pays all)──▶ COMPLETED            (redeem orders; a remainder goes via place)
 *   COMPLETED ──refund (paid, but nothing can be delivered; or taken back whole)──▶ CANCELED
 *
 * A refused or cancelled payment leaves the order PENDING, so the shopper can retry (docs/rules/checkout.md).
 */
export type OrderStatus = 'CART' | 'PENDING' | 'AWAITING_BANK_TRANSFER' | 'COMPLETED' | 'CANCELED'
export type OrderEvent = 'place' | 'release' | 'paid' | 'awaitTransfer' | 'cancel' | 'redeem' | 'refund'

const TRANSITIONS: Readonly<Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus }>> = {
  place: { from: ['CART'], to: 'PENDING' },
  release: { from: ['PENDING'], to: 'CART' },
  paid: { from: ['PENDING', 'AWAITING_BANK_TRANSFER'], to: 'COMPLETED' },
  awaitTransfer: { from: ['PENDING'], to: 'AWAITING_BANK_TRANSFER' },
  cancel: { from: ['PENDING', 'AWAITING_BANK_TRANSFER'], to: 'CANCELED' },
  /** A redeem order the card balance pays in full: completed in the transaction that debits the cards. */
  redeem: { from: ['CART'], to: 'COMPLETED' },
  /** A paid order that cannot deliver (an activation whose card another order loaded), or one taken back whole: its payment goes back. */
  refund: { from: ['COMPLETED'], to: 'CANCELED' },
}

/** The statuses an event may start from and the one it leads to; used in conditional updates. */
export function transition(event: OrderEvent): { from: readonly OrderStatus[]; to: OrderStatus } {
  return TRANSITIONS[event]
}

/** Payment attempts per order, method and amount before the retry-limit message (2036)… */
export const MAX_PAYMENT_ATTEMPTS = 5
/** …within this window: after it, "try again later" holds (docs/rules/errors.md 2036). */
export const PAYMENT_RETRY_WINDOW_MS = 30 * 60_000
