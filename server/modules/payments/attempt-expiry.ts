import 'server-only'
import { staleAttempts } from '../order/order-payment-repository'
import type { Db } from '@/server/db/types'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { paymentTimeoutMs } from '../orders/order-expiry'
import { movePayment } from './payment-lifecycle'

/** Attempts one run closes; the rest wait a minute. */
const EXPIRY_BATCH = 200

/**
 * Payment attempts nobody answered expire (INITIATED or PENDING → EXPIRED): those whose order no
 * longer waits for them (the shopper left, the order expired or was cancelled, or another attempt
 * paid it) and those of an unpaid order older than the payment timeout. An order waiting for a bank
 * transfer keeps its attempt open: the transfer may take days. A provider's answer arriving later
 * still moves an EXPIRED attempt on (EXPIRED → AUTHORISED), and is then re-attached or refunded.
 */
export async function expireUnansweredAttempts(db: Db, now: Date): Promise<number> {
  const tooOld = new Date(now.getTime() - paymentTimeoutMs())
  const stale = await staleAttempts(db, tooOld, EXPIRY_BATCH)
  let expired = 0
  for (const attempt of stale) {
    const cause = attempt.orderStatus === 'PENDING' ? 'no answer within the payment timeout' : `order ${attempt.orderStatus.toLowerCase()} without this payment`
    if (await movePayment(db, attempt.id, 'EXPIRED', cause, now)) expired += 1
  }
  return expired
}

export const attemptExpiryJob: MinuteJob = { name: 'payment-attempt-expiry', run: expireUnansweredAttempts }
