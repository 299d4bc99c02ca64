import 'server-only'
import { loggerFor } from '@/server/services/log/logger'
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { refunds } from '@/server/db/schema'
import type { OrderRow } from '../order/order-repository'
import type { Db } from '@/server/db/types'
import { orderWithdrawnMail, refundMail } from '@/server/services/mail/mails/refund-mails'
import { enqueueMail } from '@/server/services/mail/outbox'
import { paymentProviderFor } from '@/server/services/payments/provider'
import type { MinorAmount, PaymentProvider } from '@/server/services/payments/types'
import { minorAmountText } from '../common/money'
import { orderDocumentLinks } from '../invoicing/document-links'
import { movePayment, paymentByPspReference } from './payment-lifecycle'

const log = loggerFor('refunds')

/** Why money goes back; WITHDRAWN undoes a delivered sale (order-withdrawal.ts), the others a payment the order could not take. */
export type RefundReason = 'NOT_PAYABLE' | 'ALREADY_PAID' | 'CARD_TAKEN' | 'AMOUNT_MISMATCH' | 'UNKNOWN_ORDER' | 'WITHDRAWN'
export type RefundRow = typeof refunds.$inferSelect

/** Tries per refund before it is FAILED and waits for an operator (payments:reconcile lists it). */
export const REFUND_MAX_ATTEMPTS = 8
/** How long one try holds a refund; a crashed try is taken over after it. */
const CLAIM_MS = 2 * 60_000
/** Refunds a job run takes on. */
const JOB_BATCH = 50

export interface RefundDue {
  provider: string
  pspReference: string
  storefront: Storefront
  /** The order the payment was for, when known (for the mail and the books). */
  order: OrderRow | null
  /** Our reference the payment was made under (a released order no longer carries it). */
  reference: string | null
  amount: MinorAmount
  reason: RefundReason
  /** The credit note that cancels the order's invoice, for the mail to name (a withdrawn sale). */
  creditNote?: { number: string; invoiceNumber: string } | null
}

/**
 * Records, inside the caller's transaction, that a provider payment goes back in full, and queues the
 * shopper's e-mail. Once per provider payment: a payment reported again (return page, webhook,
 * redelivery) finds the row and changes nothing. Returns the refund's id (null when it was already
 * due) and the outbox ids to send after the commit; the provider is called after the commit
 * (executeRefund), never inside a transaction.
 */
export async function refundDueIn(tx: Db, due: RefundDue): Promise<{ refundId: string | null; mailIds: string[] }> {
  const [row] = await tx.insert(refunds).values({
    provider: due.provider, pspReference: due.pspReference, storefront: due.storefront.code, orderId: due.order?.id ?? null,
    amount: due.amount.value, currency: due.amount.currency, reason: due.reason,
  }).onConflictDoNothing().returning({ id: refunds.id })
  if (!row) return { refundId: null, mailIds: [] }
  const email = due.order?.customerEmail ?? due.order?.billingAddress?.email ?? null
  if (!email || !due.order) return { refundId: row.id, mailIds: [] }
  return { refundId: row.id, mailIds: [await queueRefundMail(tx, due, due.order, email)] }
}

async function queueRefundMail(tx: Db, due: RefundDue, order: OrderRow, email: string): Promise<string> {
  const { storefront } = due
  const language = order.language as Language
  const common = {
    firstName: order.billingAddress?.firstName || null,
    amount: minorAmountText(due.amount.value, due.amount.currency, `${language}-${storefront.country}`),
    reference: due.reference ?? due.pspReference,
    contactUrl: storefrontOrigin(storefront) + localizePath('contact', {}, language, storefront.defaultLanguage),
  }
  return enqueueMail(tx, due.reason === 'WITHDRAWN'
    // A withdrawn sale's invoice and the credit note that cancels it, openable without an account.
    ? await orderWithdrawnMail(storefront, language, email, {
      ...common, creditNote: due.creditNote ?? null, documents: await orderDocumentLinks(tx, storefront, order.id, language),
    })
    : await refundMail(storefront, language, email, common))
}

/**
 * Asks the provider to give one due refund back. The try is claimed with a conditional update, so two
 * instances (or the job and the request that made the refund due) never both call the provider; the
 * provider's idempotency key covers a lost answer. A failure that may pass is retried by the job
 * until REFUND_MAX_ATTEMPTS; then the refund is FAILED for an operator. Returns the new status, or
 * null when someone else holds the refund or it is no longer due.
 */
type ProviderOf = (db: Db, storefront: Storefront) => PaymentProvider | null
const configuredProvider: ProviderOf = (db, storefront) => paymentProviderFor(db, storefront, storefront.defaultLanguage)

export async function executeRefund(db: Db, refundId: string, now = new Date(), providerOf: ProviderOf = configuredProvider): Promise<RefundRow['status'] | null> {
  const [claimed] = await db.update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, claimedUntil: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'DUE'), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now))))
    .returning()
  if (!claimed) return null
  const provider = isStorefrontCode(claimed.storefront) ? providerOf(db, getStorefront(claimed.storefront)) : null
  const settle = (values: Partial<typeof refunds.$inferInsert>) =>
    db.update(refunds).set({ ...values, updatedAt: new Date() }).where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'DUE')))
  if (!provider || provider.name !== claimed.provider) {
    // The payment was taken by a provider this deployment no longer talks to: an operator refunds it.
    await settle({ status: 'FAILED', lastError: `no ${claimed.provider} provider configured`, claimedUntil: null })
    return 'FAILED'
  }
  const outcome = await provider.refund({
    pspReference: claimed.pspReference,
    amount: { currency: claimed.currency, value: claimed.amount },
    reference: `refund-${claimed.id}`,
    idempotencyKey: `refund-${claimed.id}`,
  }).catch((error: unknown) => ({ status: 'FAILED' as const, reason: error instanceof Error ? error.message : String(error), retry: true }))
  if (outcome.status !== 'FAILED') {
    await settle({ status: outcome.status, refundReference: outcome.refundReference, lastError: null, claimedUntil: null })
    if (outcome.status === 'REFUNDED') await paymentRefunded(db, claimed, true, 'refunded by the provider at once')
    return outcome.status
  }
  const final = !outcome.retry || claimed.attempts >= REFUND_MAX_ATTEMPTS
  log.error({ provider: claimed.provider, pspReference: claimed.pspReference, attempt: claimed.attempts, reason: outcome.reason }, 'refund failed')
  // Retried a minute later by the job (the claim lapses at once), at most REFUND_MAX_ATTEMPTS times.
  await settle(final ? { status: 'FAILED', lastError: outcome.reason, claimedUntil: null } : { lastError: outcome.reason, claimedUntil: null })
  if (final) await paymentRefunded(db, claimed, false, `refund failed: ${outcome.reason}`)
  return final ? 'FAILED' : 'DUE'
}

/** The refunded payment's own lifecycle follows its refund (a payment of no known order has none). */
async function paymentRefunded(db: Db, refund: { provider: string; pspReference: string }, success: boolean, cause: string): Promise<void> {
  const payment = await paymentByPspReference(db, refund.provider, refund.pspReference)
  if (payment) await movePayment(db, payment.id, success ? 'REFUNDED' : 'REFUND_FAILED', cause)
}

/** Sends refunds made due in a transaction that just committed (the job catches whatever this misses). */
export async function executeRefunds(db: Db, refundIds: readonly string[]): Promise<void> {
  for (const id of refundIds) await executeRefund(db, id)
}

/** The minute job `refunds`: every due refund nobody holds, oldest first. */
export async function executeDueRefunds(db: Db, now: Date, providerOf: ProviderOf = configuredProvider): Promise<number> {
  const due = await db.select({ id: refunds.id }).from(refunds)
    .where(and(eq(refunds.status, 'DUE'), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now))))
    .orderBy(asc(refunds.createdAt)).limit(JOB_BATCH)
  let done = 0
  for (const { id } of due) if (await executeRefund(db, id, now, providerOf)) done += 1
  return done
}

/**
 * The provider's word on a requested refund (Adyen CANCEL_OR_REFUND, REFUND, CANCELLATION,
 * REFUND_FAILED): settles it once; a repeat or an unknown payment changes nothing. A success after a
 * failure settles it too (an operator refunded it by hand).
 */
export async function settleRefund(db: Db, provider: string, paymentPspReference: string, success: boolean): Promise<boolean> {
  const settled = await db.update(refunds)
    .set({ status: success ? 'REFUNDED' : 'FAILED', lastError: success ? null : 'the provider reported the refund failed', updatedAt: new Date() })
    // A refund that failed may still succeed: an operator retries it at the provider, whose REFUND says so.
    .where(and(eq(refunds.provider, provider), eq(refunds.pspReference, paymentPspReference), inArray(refunds.status, success ? ['DUE', 'REQUESTED', 'FAILED'] : ['DUE', 'REQUESTED'])))
    .returning({ id: refunds.id })
  if (settled.length === 0) return false
  await paymentRefunded(db, { provider, pspReference: paymentPspReference }, success, success ? `${provider} confirmed the refund` : `${provider} reported the refund failed`)
  return true
}
