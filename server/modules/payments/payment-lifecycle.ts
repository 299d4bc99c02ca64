import 'server-only'
import { and, eq } from 'drizzle-orm'
import { paymentTransitions, payments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * The life of one payment attempt (docs/orders.md "Payment states"). INITIATED is written before the
 * provider is called; the provider's word moves it on. Money was received once a payment reached
 * AUTHORISED (and stays received through CAPTURED); REFUNDED gives it back, REFUND_FAILED leaves it
 * with an operator. A later word may still overturn a non-final one: a refusal or cancellation
 * followed by an authorisation (providers report out of order), or an attempt that expired with its
 * order and is authorised afterwards (the late authorisation that is then re-attached or refunded).
 */
export type PaymentStatus =
  | 'INITIATED' | 'PENDING' | 'AUTHORISED' | 'CAPTURED' | 'REFUSED' | 'CANCELLED' | 'FRAUD' | 'ERROR' | 'EXPIRED'
  | 'REFUNDED' | 'REFUND_FAILED'

const UNSETTLED: readonly PaymentStatus[] = ['PENDING', 'AUTHORISED', 'REFUSED', 'CANCELLED', 'FRAUD', 'ERROR', 'EXPIRED']

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  INITIATED: UNSETTLED,
  PENDING: UNSETTLED.filter((status) => status !== 'PENDING'),
  ERROR: UNSETTLED.filter((status) => status !== 'ERROR'),
  REFUSED: ['AUTHORISED'],
  CANCELLED: ['AUTHORISED'],
  FRAUD: ['AUTHORISED'],
  EXPIRED: ['AUTHORISED', 'REFUSED', 'CANCELLED'],
  AUTHORISED: ['CAPTURED', 'REFUNDED', 'REFUND_FAILED'],
  CAPTURED: ['REFUNDED', 'REFUND_FAILED'],
  REFUND_FAILED: ['REFUNDED'],
  REFUNDED: [],
}

/** Statuses in which the shop holds the shopper's money for this attempt. */
export const MONEY_RECEIVED: readonly PaymentStatus[] = ['AUTHORISED', 'CAPTURED', 'REFUNDED', 'REFUND_FAILED']

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to)
}

/** The statuses a payment may be in to move to `to`. */
export function statusesBefore(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(NEXT) as PaymentStatus[]).filter((from) => canMove(from, to))
}

const isStatus = (value: string): value is PaymentStatus => value in NEXT

/**
 * Moves one payment to `to` if its lifecycle allows it, inside the caller's transaction, and writes
 * the transition with its time and cause. The update is conditional on the current status, so two
 * reports of one payment racing each other move it once. Returns whether it moved.
 */
export async function movePayment(tx: Db, paymentId: string, to: PaymentStatus, cause: string, at = new Date()): Promise<boolean> {
  const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId))
  if (!current || !isStatus(current.status) || !canMove(current.status, to)) return false
  const [moved] = await tx.update(payments).set({ status: to, updatedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, current.status))).returning({ id: payments.id })
  if (!moved) return false
  await tx.insert(paymentTransitions).values({ paymentId, fromStatus: current.status, toStatus: to, cause, at })
  return true
}

/** Writes the first transition of a payment just inserted as INITIATED. */
export async function paymentInitiated(tx: Db, paymentId: string, at: Date): Promise<void> {
  await tx.insert(paymentTransitions).values({ paymentId, fromStatus: null, toStatus: 'INITIATED', cause: 'payment started', at })
}

/** The attempt a provider payment belongs to, by its provider and reference. */
export async function paymentByPspReference(db: Db, provider: string, pspReference: string) {
  const [row] = await db.select().from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.pspReference, pspReference))).limit(1)
  return row ?? null
}
