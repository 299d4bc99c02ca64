import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { Storefront } from '@/config/storefronts/types'
import { ERROR_CODES } from '@/graphql/error-codes'
import { orders, payments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { deliverMail } from '@/server/services/mail/outbox'
import { mailSenderFromEnv, mailTransportFromEnv } from '@/server/services/mail/transport'
import type { PaymentResult } from '@/server/services/payments/types'
import { fail, ok, type Result } from '../common/result'
import { activationPaidIn } from '../activation/activation-fulfilment'
import * as repo from './cart-repository'
import { fulfilOrder, queueOrderConfirmation } from './fulfilment'
import { transition } from './order-status'
import { priceBasket } from './pricing'
import { toPricedPackages } from './cart-service'

/** Sends queued mails right away; whatever fails (or a crash skips) the outbox sweep sends later. */
export async function deliverQueuedMail(db: Db, mailIds: readonly string[]): Promise<void> {
  const transport = mailTransportFromEnv()
  const from = mailSenderFromEnv()
  for (const id of mailIds) await deliverMail(db, id, transport, from)
}

async function recordPayment(db: Db, orderId: string, result: PaymentResult): Promise<void> {
  if (!result.pspReference) return
  await db.update(payments).set({ status: result.code, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.pspReference, result.pspReference)))
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
  options: { awaitTransfer: boolean },
): Promise<{ result: Result<void>; mailIds: string[] }> {
  const now = new Date()
  if (result.code === 'AUTHORISED') {
    const { from, to } = transition('paid')
    const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    const [order] = await tx.update(orders).set({ status: to, paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]))).returning()
    await recordPayment(tx, orderId, result)
    if (!order) return { result: ok(undefined), mailIds: [] }
    // An activation order has no packages: the paid amount goes onto the shop-bought card instead.
    if (order.orderType === 'ACTIVATION') return { result: ok(undefined), mailIds: await activationPaidIn(tx, storefront, order, now) }
    const basket = await repo.loadBasket(tx, order, order.language)
    const price = priceBasket({ currency: order.currency, country: storefront.country, packages: toPricedPackages(basket.packages, basket.shipments), serviceFee: order.orderType !== 'REDEEM' })
    const mailIds = await fulfilOrder(tx, storefront, basket, price, now)
    // Orders paid by bank transfer or invoice had their confirmation when they started waiting.
    if (before?.status === 'PENDING') mailIds.unshift(await queueOrderConfirmation(tx, storefront, basket, order.totals?.grandTotal ?? 0, false))
    return { result: ok(undefined), mailIds }
  }
  if (result.code === 'PENDING' && options.awaitTransfer) {
    const { from, to } = transition('awaitTransfer')
    const [order] = await tx.update(orders).set({ status: to, updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]))).returning()
    await recordPayment(tx, orderId, result)
    if (!order) return { result: ok(undefined), mailIds: [] }
    const basket = await repo.loadBasket(tx, order, order.language)
    return { result: ok(undefined), mailIds: [await queueOrderConfirmation(tx, storefront, basket, order.totals?.grandTotal ?? 0, true)] }
  }
  await recordPayment(tx, orderId, result)
  return { result: result.code === 'FRAUD' ? fail(ERROR_CODES.PAYMENT_FRAUD) : ok(undefined), mailIds: [] }
}

/** applyPaymentResultIn in its own transaction, then the mails it queued are sent. */
export async function applyPaymentResult(
  db: Db,
  storefront: Storefront,
  orderId: string,
  result: PaymentResult,
  options: { awaitTransfer: boolean },
): Promise<Result<void>> {
  const applied = await db.transaction((tx) => applyPaymentResultIn(tx, storefront, orderId, result, options))
  await deliverQueuedMail(db, applied.mailIds)
  return applied.result
}
