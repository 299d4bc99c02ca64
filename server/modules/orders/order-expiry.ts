import 'server-only'
import { errorField, loggerFor } from '@/server/services/log/logger'
import { STOREFRONTS } from '@/config/storefronts/registry'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import * as repo from '../order/order-repository'
import { cancelIdleOrder, idlePendingOrders } from '../order/order-lifecycle-repository'
import { releaseRedeemOrder, releaseRegularOrder } from './release'
import { transition } from './order-status'

const log = loggerFor('order-expiry')

/**
 * An unpaid order is let go after this long without activity (placing it, or starting a payment):
 * `PAYMENT_TIMEOUT_MINUTES`, default 70. A payment page the shop opens lives 60 minutes (Adyen's
 * payment link `expiresAt`), so no payment of a live page arrives after its order expired, except
 * one that races the expiry; that one is refunded (payment-application).
 */
export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 70
/** Orders one run lets go; the rest wait a minute. */
const EXPIRY_BATCH = 100

export function paymentTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const minutes = Number(env.PAYMENT_TIMEOUT_MINUTES)
  return (Number.isFinite(minutes) && minutes >= 1 ? minutes : DEFAULT_PAYMENT_TIMEOUT_MINUTES) * 60_000
}

/**
 * How long this order may stay unpaid: the payment timeout, or, while it holds cards of a limited
 * edition, its storefront's stock hold when that is shorter. One unpaid order must not keep an
 * edition from every other buyer for longer than a payment takes.
 */
function holdMs(order: Pick<repo.OrderRow, 'storefront' | 'stockHeld'>, env: Record<string, string | undefined> = process.env): number {
  const timeout = paymentTimeoutMs(env)
  if (!order.stockHeld || !isStorefrontCode(order.storefront)) return timeout
  return Math.min(timeout, getStorefront(order.storefront).stockHoldMinutes * 60_000)
}

/** The shortest stock hold of any storefront: no order holding stock is let go before it. */
const shortestStockHoldMs = () => Math.min(...Object.values(STOREFRONTS).map((storefront) => storefront.stockHoldMinutes * 60_000))

/**
 * Lets go of every PENDING order idle for the payment timeout (or, holding limited stock, for its
 * storefront's stock hold, `holdMs`): a regular order's packages become its
 * owner's basket again (joining a newer basket if there is one) and its stock returns; a redeem
 * order's card debits are reversed and it is the redeem token's cart again; an activation order is
 * cancelled (its card is free for another activation). Each step is conditional on the order still
 * being PENDING and idle, so a payment completing it at the same moment wins or loses as a whole,
 * and instances running the job together do each order once. Returns how many were let go.
 */
export async function expirePendingOrders(db: Db, now: Date): Promise<number> {
  const timeoutBefore = new Date(now.getTime() - paymentTimeoutMs())
  const holdBefore = new Date(now.getTime() - Math.min(paymentTimeoutMs(), shortestStockHoldMs()))
  const due = await idlePendingOrders(db, timeoutBefore, holdBefore, EXPIRY_BATCH)
  let expired = 0
  for (const order of due) {
    const idleBefore = new Date(now.getTime() - holdMs(order))
    // Held stock of a storefront with a longer hold than the shortest: not yet.
    if (order.updatedAt >= idleBefore) continue
    try {
      if (await expireOne(db, order, idleBefore, now)) expired += 1
    } catch (error) {
      // One order that cannot be let go (e.g. its redeem token already has a new cart) does not stop the rest.
      log.error({ order: order.reference ?? order.id, error: errorField(error) }, 'order could not be expired')
    }
  }
  return expired
}

async function expireOne(db: Db, order: repo.OrderRow, idleBefore: Date, now: Date): Promise<boolean> {
  if (order.orderType === 'ACTIVATION') {
    return cancelIdleOrder(db, order.id, transition('cancel').to, now, idleBefore)
  }
  if (order.orderType === 'REDEEM') return (await releaseRedeemOrder(db, order, idleBefore)) !== null
  const other = order.customerId
    ? await repo.findCartOfCustomer(db, order.customerId, order.storefront)
    : order.ownerTokenHash ? await repo.findCartOfOwner(db, order.ownerTokenHash, order.storefront) : null
  return (await releaseRegularOrder(db, order, other, idleBefore)) !== null
}

export const orderExpiryJob: MinuteJob = { name: 'order-expiry', run: expirePendingOrders }
