import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { paymentMethodsFor } from '@/config/payment-methods'
import { testProviderPayments } from '@/server/db/schema'
import { getDb } from '@/server/db/client'
import type { Db } from '@/server/db/types'
import type { PaymentNotification, PaymentProvider, PaymentResult, PaymentResultCode } from './types'

/**
 * The built-in test payment provider: a stand-in payment service inside the app, so the whole
 * checkout works offline. Starting a payment records it and sends the shopper to the test payment
 * page, where a tester authorises, refuses, cancels or simulates fraud; the return to the shop reads
 * that decision back. The page also plays what a real provider does to a shop (TEST_SCENARIOS): an
 * authorisation told only by notification (the shopper never came back), a second authorisation of
 * the same order, and a payment whose refund fails. Its notifications are delivered in-process by
 * the page's route handler, to the same handler Adyen's webhooks reach.
 */
export const TEST_OUTCOMES = ['AUTHORISED', 'REFUSED', 'CANCELLED', 'FRAUD'] as const
export type TestOutcome = (typeof TEST_OUTCOMES)[number]

/** What the tester can make the provider do besides answering (all of them authorise). */
export const TEST_SCENARIOS = ['NO_RETURN', 'TWICE', 'REFUND_FAILS'] as const
export type TestScenario = (typeof TEST_SCENARIOS)[number]

export interface TestPayment {
  id: string
  reference: string
  amount: { currency: string; value: number }
  methodId: string
  issuerId: string | null
  returnUrl: string
  outcome: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether the test provider may take payments: never by default in production. */
export function testPaymentsAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.ALLOW_TEST_PAYMENTS === '1'
}

/** A test payment for the test payment page (and the return); null when unknown. */
export async function getTestPayment(id: string, db?: Db): Promise<TestPayment | null> {
  if (!UUID.test(id)) return null
  db ??= await getDb()
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id)).limit(1)
  if (!row) return null
  return {
    id: row.id, reference: row.reference, amount: { currency: row.currency, value: row.amount },
    methodId: row.methodId, issuerId: row.issuerId, returnUrl: row.returnUrl, outcome: row.outcome,
  }
}

/**
 * Records the tester's decision once; a second decision for the same payment is ignored. Returns the
 * payment, and whether this call decided it.
 */
export async function decideTestPayment(
  db: Db, id: string, outcome: TestOutcome, options: { refundFails?: boolean } = {},
): Promise<(TestPayment & { decidedNow: boolean }) | null> {
  if (!UUID.test(id)) return null
  const decided = await db.update(testProviderPayments).set({ outcome, decidedAt: new Date(), refundFails: options.refundFails ?? false })
    .where(and(eq(testProviderPayments.id, id), isNull(testProviderPayments.outcome))).returning({ id: testProviderPayments.id })
  const payment = await getTestPayment(id, db)
  return payment && { ...payment, decidedNow: decided.length > 0 }
}

/**
 * "Authorise twice": the provider took a second, separate payment for the same order (a shopper
 * paying in two tabs, a double submit at the bank). Returns that second payment, authorised.
 */
export async function secondAuthorisation(db: Db, first: TestPayment): Promise<TestPayment> {
  const [row] = await db.insert(testProviderPayments).values({
    reference: first.reference, amount: first.amount.value, currency: first.amount.currency, methodId: first.methodId,
    issuerId: first.issuerId, returnUrl: first.returnUrl, outcome: 'AUTHORISED', decidedAt: new Date(),
  }).returning({ id: testProviderPayments.id })
  return (await getTestPayment(row!.id, db))!
}

/** The notification a provider sends the shop about a decided test payment (as Adyen's AUTHORISATION webhook). */
export function testNotification(payment: TestPayment): PaymentNotification {
  return {
    eventCode: 'AUTHORISATION', success: payment.outcome === 'AUTHORISED', pspReference: payment.id, originalReference: null,
    reference: payment.reference, amount: payment.amount, paymentMethod: payment.methodId,
    reason: payment.outcome === 'AUTHORISED' ? null : (payment.outcome ?? '').toLowerCase(),
  }
}

/** The URL the shopper returns to, with the test payment id added. */
export function returnUrlWithPayment(payment: TestPayment): string {
  const url = new URL(payment.returnUrl)
  url.searchParams.set('payment', payment.id)
  return url.toString()
}

export function testPaymentProvider(db: Db, pageUrl: (paymentId: string) => string): PaymentProvider {
  return {
    name: 'test',
    async paymentMethods({ countryCode }) {
      // Business-only methods are filtered by the order service, which knows the customer type.
      return paymentMethodsFor(countryCode, 'BUSINESS').map((method) => ({
        id: method.id,
        banks: method.issuers.map((issuer) => ({ id: issuer.id, issuer: issuer.issuer })),
        rawData: null,
      }))
    },
    async startPayment(request) {
      const [row] = await db.insert(testProviderPayments).values({
        reference: request.reference, amount: request.amount.value, currency: request.amount.currency,
        methodId: request.methodId, issuerId: request.issuerId, returnUrl: request.returnUrl,
      }).returning({ id: testProviderPayments.id })
      return { kind: 'redirect', url: pageUrl(row!.id), httpMethod: 'GET', data: {}, pspReference: row!.id }
    },
    async paymentDetails(params): Promise<PaymentResult> {
      const payment = await getTestPayment(params.payment ?? '', db)
      if (!payment) return { code: 'ERROR', pspReference: null, reference: null, refusalReason: 'unknown test payment' }
      const code: PaymentResultCode = (TEST_OUTCOMES as readonly string[]).includes(payment.outcome ?? '')
        ? (payment.outcome as TestOutcome)
        : 'CANCELLED'
      return { code, pspReference: payment.id, reference: payment.reference, refusalReason: code === 'AUTHORISED' ? null : code.toLowerCase() }
    },
    async readNotifications() {
      return null
    },
    async refund({ pspReference, amount }) {
      const [payment] = UUID.test(pspReference) ? await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, pspReference)) : []
      if (!payment || payment.outcome !== 'AUTHORISED') return { status: 'FAILED', reason: 'not an authorised test payment', retry: false }
      if (payment.refundFails) return { status: 'FAILED', reason: 'the tester chose that this refund fails', retry: false }
      if (payment.amount !== amount.value || payment.currency !== amount.currency) return { status: 'FAILED', reason: 'amount differs from the payment', retry: false }
      // Refunding twice is refunding once: the first time stands.
      await db.update(testProviderPayments).set({ refundedAt: new Date() })
        .where(and(eq(testProviderPayments.id, pspReference), isNull(testProviderPayments.refundedAt)))
      return { status: 'REFUNDED', refundReference: `refund-${pspReference}` }
    },
  }
}
