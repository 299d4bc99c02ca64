import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '@/tests/helpers/capture-logs'
import { eq } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { mailOutbox, orders, paymentTransitions, payments, refunds } from '@/server/db/schema'
import type { PaymentProvider, RefundOutcome, RefundRequest } from '@/server/services/payments/types'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { REFUND_MAX_ATTEMPTS, executeDueRefunds, executeRefund, refundDueIn, settleRefund, type RefundDue } from './refunds'

/**
 * The refund rules on their own, on a bare database: a payment goes back once, a try is claimed so
 * two instances never both call the provider, a failure is retried a bounded number of times, and
 * the provider's word settles a refund once. The journeys that make refunds due (late payments,
 * double payments) are in tests/integration/refunds.test.ts.
 */
const CBBE = getStorefront('CBBE')
const NOW = new Date('2026-11-25T10:00:00.000Z')

describe.each(testBackends())('refunds on %s', (backend) => {
  let testDb: TestDb
  let serial = 0
  beforeAll(async () => {
    testDb = await createTestDb(backend)
  })
  afterAll(async () => testDb?.close())

  const psp = () => `PSP-${backend}-${++serial}`

  async function order(values: Partial<typeof orders.$inferInsert> = {}) {
    const [row] = await testDb.db.insert(orders).values({
      storefront: 'CBBE', language: 'nl', currency: 'EUR', status: 'COMPLETED', reference: `CBBE-20261125-${100_000 + ++serial}`,
      customerEmail: 'an@example.be', billingAddress: { firstName: 'An', lastName: 'Peeters', email: 'billing@example.be' } as never, ...values,
    }).returning()
    return row!
  }

  /** An authorised attempt of `orderId`, so the refund's effect on the payment's lifecycle shows. */
  async function authorisedPayment(orderId: string, pspReference: string, provider = 'test') {
    const [row] = await testDb.db.insert(payments).values({
      orderId, attempt: 1, provider, method: 'bancontact', pspReference, reference: 'ref', amount: 2_599, currency: 'EUR', status: 'AUTHORISED',
    }).returning()
    return row!
  }

  async function dueRefund(values: Partial<typeof refunds.$inferInsert> = {}) {
    const [row] = await testDb.db.insert(refunds).values({
      provider: 'test', pspReference: psp(), storefront: 'CBBE', amount: 2_599, currency: 'EUR', reason: 'NOT_PAYABLE', ...values,
    }).returning()
    return row!
  }

  const refundRow = async (id: string) => (await testDb.db.select().from(refunds).where(eq(refunds.id, id)))[0]!
  const paymentStatus = async (id: string) => (await testDb.db.select().from(payments).where(eq(payments.id, id)))[0]!.status

  /** A provider that answers `outcome` (or throws it) and remembers what it was asked. */
  function provider(outcome: RefundOutcome | Error, name: 'test' | 'adyen' = 'test') {
    const calls: RefundRequest[] = []
    const value = {
      name,
      refund: async (request: RefundRequest) => {
        calls.push(request)
        if (outcome instanceof Error) throw outcome
        return outcome
      },
    } as unknown as PaymentProvider
    return { of: () => value, calls }
  }

  describe('refundDueIn', () => {
    const due = (overrides: Partial<RefundDue> = {}): RefundDue => ({
      provider: 'test', pspReference: psp(), storefront: CBBE, order: null, reference: 'CBBE-20261125-104711', amount: { currency: 'EUR', value: 2_599 },
      reason: 'ALREADY_PAID', ...overrides,
    })

    it("records the refund once per provider payment and mails the shopper once, in the order's language", async () => {
      const paid = await order()
      const first = due({ order: paid, amount: { currency: 'EUR', value: 4_337 } })
      const made = await refundDueIn(testDb.db, first)
      expect(made.refundId).toEqual(expect.any(String))
      expect(made.mailIds).toHaveLength(1)
      expect(await refundRow(made.refundId!)).toMatchObject({
        provider: 'test', pspReference: first.pspReference, storefront: 'CBBE', orderId: paid.id, amount: 4_337, currency: 'EUR', reason: 'ALREADY_PAID',
        status: 'DUE', attempts: 0,
      })
      const [mail] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, made.mailIds[0]!))
      expect(mail).toMatchObject({ kind: 'payment-refund', recipient: 'an@example.be', subject: 'We betalen uw betaling bij Cadorama terug' })
      expect(mail!.text).toContain('Beste An,')
      expect(mail!.text).toContain('Uw betaling van €\u00a043,37 voor bestelling CBBE-20261125-104711 kwam binnen')
      expect(mail!.text).toContain('Contact opnemen met de klantenservice: https://www.cadorama.be/klantenservice/contact/')
      expect(mail!.text).toContain('Het team van Cadorama')
      expect(mail!.text).toContain('U ontvangt deze e-mail omdat u een bestelling plaatste bij Cadorama.')

      // Reported again (return page, webhook, redelivery): nothing new, no second mail.
      expect(await refundDueIn(testDb.db, { ...first, reason: 'NOT_PAYABLE' })).toEqual({ refundId: null, mailIds: [] })
      expect(await testDb.db.$count(refunds, eq(refunds.pspReference, first.pspReference))).toBe(1)
      expect(await testDb.db.$count(mailOutbox, eq(mailOutbox.id, made.mailIds[0]!))).toBe(1)
    })

    it('the same reference at another provider is another payment', async () => {
      const first = due()
      expect((await refundDueIn(testDb.db, first)).refundId).not.toBeNull()
      expect((await refundDueIn(testDb.db, { ...first, provider: 'adyen' })).refundId).not.toBeNull()
    })

    it('mails the billing address when the order has no customer e-mail, greets without a name when there is none, names the payment when the reference is gone, and mails nobody without an order', async () => {
      const guest = await order({ customerEmail: null })
      const pspReference = psp()
      const made = await refundDueIn(testDb.db, due({ order: guest, pspReference, reference: null }))
      const [mail] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, made.mailIds[0]!))
      expect(mail!.recipient).toBe('billing@example.be')
      expect(mail!.text).toContain(`voor bestelling ${pspReference} kwam binnen`)

      // An activation order has an e-mail address and no billing address: greeted without a name.
      const activation = await refundDueIn(testDb.db, due({ order: await order({ billingAddress: null, orderType: 'ACTIVATION' }) }))
      const [nameless] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, activation.mailIds[0]!))
      expect(nameless!.recipient).toBe('an@example.be')
      expect(nameless!.text.startsWith('Beste klant,\n')).toBe(true)

      const unknown = await refundDueIn(testDb.db, due())
      expect(unknown.refundId).not.toBeNull()
      expect(unknown.mailIds).toEqual([])
      const noAddress = await refundDueIn(testDb.db, due({ order: await order({ customerEmail: null, billingAddress: null }) }))
      expect(noAddress.refundId).not.toBeNull()
      expect(noAddress.mailIds).toEqual([])
    })
  })

  describe('executeRefund', () => {
    it('asks the provider once for the full amount under one idempotency key; REFUNDED moves the payment', async () => {
      const paid = await order()
      const refund = await dueRefund({ orderId: paid.id, amount: 2_599 })
      const payment = await authorisedPayment(paid.id, refund.pspReference)
      const refunded = provider({ status: 'REFUNDED', refundReference: 'RF-1' })
      expect(await executeRefund(testDb.db, refund.id, NOW, refunded.of)).toBe('REFUNDED')
      expect(refunded.calls).toEqual([{
        pspReference: refund.pspReference, amount: { currency: 'EUR', value: 2_599 }, reference: `refund-${refund.id}`, idempotencyKey: `refund-${refund.id}`,
      }])
      expect(await refundRow(refund.id)).toMatchObject({ status: 'REFUNDED', refundReference: 'RF-1', attempts: 1, claimedUntil: null, lastError: null })
      expect(await paymentStatus(payment.id)).toBe('REFUNDED')
      const [last] = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, payment.id))
      expect(last).toMatchObject({ fromStatus: 'AUTHORISED', toStatus: 'REFUNDED', cause: 'refunded by the provider at once' })
      // Settled: a second try does nothing.
      expect(await executeRefund(testDb.db, refund.id, NOW, refunded.of)).toBeNull()
      expect(refunded.calls).toHaveLength(1)
    })

    it('REQUESTED waits for the webhook: the payment stays authorised', async () => {
      const paid = await order()
      const refund = await dueRefund({ orderId: paid.id })
      const payment = await authorisedPayment(paid.id, refund.pspReference)
      expect(await executeRefund(testDb.db, refund.id, NOW, provider({ status: 'REQUESTED', refundReference: 'RF-2' }).of)).toBe('REQUESTED')
      expect(await refundRow(refund.id)).toMatchObject({ status: 'REQUESTED', refundReference: 'RF-2', claimedUntil: null })
      expect(await paymentStatus(payment.id)).toBe('AUTHORISED')
    })

    it('holds the refund for two minutes while the provider is asked; another try meanwhile does nothing', async () => {
      const refund = await dueRefund()
      let seen: Date | null = null
      let competing: string | null | undefined
      const holding = {
        name: 'test',
        refund: async () => {
          seen = (await refundRow(refund.id)).claimedUntil
          competing = await executeRefund(testDb.db, refund.id, new Date(NOW.getTime() + 119_999), provider({ status: 'REFUNDED', refundReference: 'twice' }).of)
          return { status: 'REFUNDED' as const, refundReference: 'once' }
        },
      } as unknown as PaymentProvider
      expect(await executeRefund(testDb.db, refund.id, NOW, () => holding)).toBe('REFUNDED')
      expect(seen).toEqual(new Date('2026-11-25T10:02:00.000Z'))
      expect(competing).toBeNull()
      expect(await refundRow(refund.id)).toMatchObject({ refundReference: 'once', attempts: 1 })
    })

    it('takes over a claim only once it has lapsed', async () => {
      const refund = await dueRefund({ claimedUntil: NOW })
      const refunded = provider({ status: 'REFUNDED', refundReference: 'RF-3' })
      expect(await executeRefund(testDb.db, refund.id, NOW, refunded.of)).toBeNull()
      expect(refunded.calls).toHaveLength(0)
      expect(await executeRefund(testDb.db, refund.id, new Date(NOW.getTime() + 1), refunded.of)).toBe('REFUNDED')
    })

    it('a refund that is no longer due is left alone', async () => {
      for (const status of ['REQUESTED', 'REFUNDED', 'FAILED'] as const) {
        const refund = await dueRefund({ status })
        const refunded = provider({ status: 'REFUNDED', refundReference: 'RF-4' })
        expect(await executeRefund(testDb.db, refund.id, NOW, refunded.of)).toBeNull()
        expect(refunded.calls).toHaveLength(0)
        expect(await refundRow(refund.id)).toMatchObject({ status, attempts: 0 })
      }
    })

    it('FAILED for an operator when no provider, another provider or an unknown storefront would have to pay it back', async () => {
      const paid = await order()
      const payment = await authorisedPayment(paid.id, 'PSP-adyen-gone', 'adyen')
      const atAdyen = await dueRefund({ provider: 'adyen', pspReference: 'PSP-adyen-gone', orderId: paid.id })
      const testOnly = provider({ status: 'REFUNDED', refundReference: 'wrong one' })
      expect(await executeRefund(testDb.db, atAdyen.id, NOW, testOnly.of)).toBe('FAILED')
      expect(testOnly.calls).toHaveLength(0)
      expect(await refundRow(atAdyen.id)).toMatchObject({ status: 'FAILED', lastError: 'no adyen provider configured', claimedUntil: null, attempts: 1 })
      // The operator refunds it by hand; the payment's own state is not guessed.
      expect(await paymentStatus(payment.id)).toBe('AUTHORISED')

      const none = await dueRefund()
      expect(await executeRefund(testDb.db, none.id, NOW, () => null)).toBe('FAILED')
      expect((await refundRow(none.id)).lastError).toBe('no test provider configured')

      const elsewhere = await dueRefund({ storefront: 'XXXX' })
      const refunded = provider({ status: 'REFUNDED', refundReference: 'RF-5' })
      expect(await executeRefund(testDb.db, elsewhere.id, NOW, refunded.of)).toBe('FAILED')
      expect(refunded.calls).toHaveLength(0)
    })

    it('a refusal that trying again cannot change is FAILED at once and the payment REFUND_FAILED', async () => {
      const paid = await order()
      const refund = await dueRefund({ orderId: paid.id })
      const payment = await authorisedPayment(paid.id, refund.pspReference)
      expect(await executeRefund(testDb.db, refund.id, NOW, provider({ status: 'FAILED', reason: 'payment too old', retry: false }).of)).toBe('FAILED')
      expect(await refundRow(refund.id)).toMatchObject({ status: 'FAILED', lastError: 'payment too old', attempts: 1, claimedUntil: null })
      expect(await paymentStatus(payment.id)).toBe('REFUND_FAILED')
      const transitions = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, payment.id))
      expect(transitions.map((row) => row.cause)).toEqual(['refund failed: payment too old'])
    })

    it(`a failure that may pass is retried, ${REFUND_MAX_ATTEMPTS} tries in all, released at once after each; an error thrown counts as one`, async () => {
      expect(REFUND_MAX_ATTEMPTS).toBe(8)
      const paid = await order()
      const refund = await dueRefund({ orderId: paid.id })
      const payment = await authorisedPayment(paid.id, refund.pspReference)
      const unreachable = provider(new Error('connect ETIMEDOUT'))
      const logs = captureLogs()
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        expect(await executeRefund(testDb.db, refund.id, NOW, unreachable.of)).toBe('DUE')
        // An operator reading the log sees which payment, which try and why.
        expect(logs.lines().at(-1)).toMatchObject({
          level: 'error', component: 'refunds', msg: 'refund failed', provider: 'test', pspReference: refund.pspReference, attempt, reason: 'connect ETIMEDOUT',
        })
        expect(await refundRow(refund.id)).toMatchObject({ status: 'DUE', attempts: attempt, lastError: 'connect ETIMEDOUT', claimedUntil: null })
        expect(await paymentStatus(payment.id)).toBe('AUTHORISED')
      }
      expect(await executeRefund(testDb.db, refund.id, NOW, unreachable.of)).toBe('FAILED')
      expect(await refundRow(refund.id)).toMatchObject({ status: 'FAILED', attempts: 8, lastError: 'connect ETIMEDOUT' })
      expect(await paymentStatus(payment.id)).toBe('REFUND_FAILED')
      expect(unreachable.calls).toHaveLength(8)
      logs.restore()
    })

    it('a value thrown that is not an Error is kept as text', async () => {
      const refund = await dueRefund()
      const throwing = { name: 'test', refund: async () => { throw 'socket hang up' } } as unknown as PaymentProvider
      expect(await executeRefund(testDb.db, refund.id, NOW, () => throwing)).toBe('DUE')
      expect((await refundRow(refund.id)).lastError).toBe('socket hang up')
    })
  })

  describe('executeDueRefunds', () => {
    it('tries every due refund nobody holds, oldest first', async () => {
      await testDb.db.update(refunds).set({ status: 'FAILED' }).where(eq(refunds.status, 'DUE'))
      const older = await dueRefund({ createdAt: new Date('2026-11-25T08:00:00.000Z') })
      const held = await dueRefund({ createdAt: new Date('2026-11-25T07:00:00.000Z'), claimedUntil: new Date(NOW.getTime() + 60_000) })
      const lapsed = await dueRefund({ createdAt: new Date('2026-11-25T09:00:00.000Z'), claimedUntil: new Date(NOW.getTime() - 1) })
      const newest = await dueRefund({ createdAt: new Date('2026-11-25T09:30:00.000Z') })
      await dueRefund({ status: 'REQUESTED', createdAt: new Date('2026-11-25T06:00:00.000Z') })
      const refunded = provider({ status: 'REFUNDED', refundReference: 'RF-job' })
      expect(await executeDueRefunds(testDb.db, NOW, refunded.of)).toBe(3)
      expect(refunded.calls.map((call) => call.pspReference)).toEqual([older.pspReference, lapsed.pspReference, newest.pspReference])
      expect((await refundRow(held.id)).status).toBe('DUE')
    })

    it("without a provider given, this deployment's provider is asked (here the test provider, which knows none of these payments)", async () => {
      await testDb.db.update(refunds).set({ status: 'FAILED' }).where(eq(refunds.status, 'DUE'))
      const unknown = await dueRefund()
      expect(await executeDueRefunds(testDb.db, NOW)).toBe(1)
      expect(await refundRow(unknown.id)).toMatchObject({ status: 'FAILED', lastError: 'not an authorised test payment' })
    })

    it('takes at most 50 refunds a run', async () => {
      await testDb.db.update(refunds).set({ status: 'FAILED' }).where(eq(refunds.status, 'DUE'))
      for (let i = 0; i < 51; i += 1) await dueRefund({ createdAt: new Date(NOW.getTime() - (51 - i) * 1_000) })
      expect(await executeDueRefunds(testDb.db, NOW)).toBe(50)
      expect(await testDb.db.$count(refunds, eq(refunds.status, 'DUE'))).toBe(1)
      expect(await executeDueRefunds(testDb.db, NOW)).toBe(1)
    })
  })

  describe('settleRefund', () => {
    it("the provider's success settles a requested refund once and moves the payment", async () => {
      const paid = await order()
      const refund = await dueRefund({ orderId: paid.id, status: 'REQUESTED', lastError: 'earlier try timed out' })
      const payment = await authorisedPayment(paid.id, refund.pspReference)
      expect(await settleRefund(testDb.db, 'test', refund.pspReference, true)).toBe(true)
      expect(await refundRow(refund.id)).toMatchObject({ status: 'REFUNDED', lastError: null })
      expect(await paymentStatus(payment.id)).toBe('REFUNDED')
      const transitions = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, payment.id))
      expect(transitions.map((row) => row.cause)).toEqual(['test confirmed the refund'])
      expect(await settleRefund(testDb.db, 'test', refund.pspReference, true)).toBe(false)
      expect(await settleRefund(testDb.db, 'test', refund.pspReference, false)).toBe(false)
      expect((await refundRow(refund.id)).status).toBe('REFUNDED')
    })

    it("the provider's failure fails a due or requested refund, never a settled one", async () => {
      const paid = await order()
      const requested = await dueRefund({ orderId: paid.id, status: 'REQUESTED' })
      const payment = await authorisedPayment(paid.id, requested.pspReference)
      expect(await settleRefund(testDb.db, 'test', requested.pspReference, false)).toBe(true)
      expect(await refundRow(requested.id)).toMatchObject({ status: 'FAILED', lastError: 'the provider reported the refund failed' })
      expect(await paymentStatus(payment.id)).toBe('REFUND_FAILED')
      const transitions = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, payment.id))
      expect(transitions.map((row) => row.cause)).toEqual(['test reported the refund failed'])
      // Failed twice is failed once.
      expect(await settleRefund(testDb.db, 'test', requested.pspReference, false)).toBe(false)

      const due = await dueRefund()
      expect(await settleRefund(testDb.db, 'test', due.pspReference, false)).toBe(true)
      expect((await refundRow(due.id)).status).toBe('FAILED')
    })

    it('a success after a failure settles it (an operator refunded it by hand)', async () => {
      const failed = await dueRefund({ status: 'FAILED', lastError: 'payment too old' })
      expect(await settleRefund(testDb.db, 'test', failed.pspReference, true)).toBe(true)
      expect(await refundRow(failed.id)).toMatchObject({ status: 'REFUNDED', lastError: null })
    })

    it('an unknown payment, or the same reference at another provider, settles nothing', async () => {
      const requested = await dueRefund({ status: 'REQUESTED' })
      expect(await settleRefund(testDb.db, 'adyen', requested.pspReference, true)).toBe(false)
      expect(await settleRefund(testDb.db, 'test', 'PSP-never-seen', true)).toBe(false)
      expect((await refundRow(requested.id)).status).toBe('REQUESTED')
    })
  })
})
