import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '@/tests/helpers/capture-logs'
import { and, desc, eq } from 'drizzle-orm'
import { mailOutbox, orders, paymentEvents, paymentTransitions, payments, refunds } from '@/server/db/schema'
import type { PaymentNotification } from '@/server/services/payments/types'
import { insertBareOrder, insertPaymentAttempt } from '@/tests/helpers/payment-rows'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { handleNotification } from './payment-notifications'

/**
 * A provider's notifications on their own, on a bare database (orders without baskets): which order
 * one is about, applied once, money that pays nothing goes back, refunds settled. Journeys with a
 * real basket, cards and races are in tests/integration/refunds.test.ts.
 */
describe.each(testBackends())('payment notifications on %s', (backend) => {
  let testDb: TestDb
  let serial = 0
  beforeAll(async () => {
    testDb = await createTestDb(backend)
  })
  afterAll(async () => testDb?.close())

  const next = () => ++serial
  const reference = () => `CBBE-20261125-${200_000 + next()}`

  const order = (values: Partial<typeof orders.$inferInsert> = {}) => insertBareOrder(testDb.db, 4_337, {
    language: 'fr', reference: reference(), customerEmail: 'lea@example.be', billingAddress: { firstName: 'Léa', lastName: 'Dubois' } as never, ...values,
  })
  const attempt = (orderId: string, values: Partial<typeof payments.$inferInsert> = {}) => insertPaymentAttempt(testDb.db, orderId, 4_337, values)

  const notification = (values: Partial<PaymentNotification>): PaymentNotification => ({
    eventCode: 'AUTHORISATION', success: true, pspReference: `PSP-${backend}-${next()}`, originalReference: null, reference: '',
    amount: { currency: 'EUR', value: 4_337 }, paymentMethod: 'bcmc', reason: null, ...values,
  })
  const notify = (values: Partial<PaymentNotification>, provider = 'test') => handleNotification(testDb.db, provider, notification(values))
  const orderRow = async (id: string) => (await testDb.db.select().from(orders).where(eq(orders.id, id)))[0]!
  const refundOf = async (pspReference: string) => (await testDb.db.select().from(refunds).where(eq(refunds.pspReference, pspReference)))[0]
  const eventOf = async (pspReference: string) => (await testDb.db.select().from(paymentEvents).where(eq(paymentEvents.pspReference, pspReference)))
  const statusOf = async (id: string) => (await testDb.db.select().from(payments).where(eq(payments.id, id)))[0]!.status

  describe('the order a notification is about', () => {
    it('by our reference: the authorisation of the amount due pays it, once', async () => {
      const open = await order()
      // A hosted page's attempt, known by our reference until its notification names the payment.
      await attempt(open.id)
      const sent = notification({ reference: open.reference! })
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('APPLIED')
      expect(await orderRow(open.id)).toMatchObject({ status: 'COMPLETED', paidAt: expect.any(Date) })
      expect(await eventOf(sent.pspReference)).toEqual([expect.objectContaining({ eventCode: 'AUTHORISATION', success: true, orderId: open.id, outcome: 'APPLIED' })])
      // The confirmation of an order that was waiting for its payment.
      expect(await testDb.db.$count(mailOutbox, and(eq(mailOutbox.recipient, 'lea@example.be'), eq(mailOutbox.kind, 'order-confirmation')))).toBe(1)

      // Delivered three times, applied once.
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('DUPLICATE')
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('DUPLICATE')
      expect(await eventOf(sent.pspReference)).toHaveLength(1)
      expect(await testDb.db.$count(mailOutbox, and(eq(mailOutbox.recipient, 'lea@example.be'), eq(mailOutbox.kind, 'order-confirmation')))).toBe(1)
    })

    it("by the provider's reference of an attempt, for an order that no longer carries our reference", async () => {
      const open = await order({ reference: null })
      const pspReference = `PSP-${backend}-attempt-${next()}`
      const started = await attempt(open.id, { pspReference })
      expect(await notify({ pspReference, reference: 'CBBE-20261125-999999', success: false, reason: 'Refused' })).toBe('APPLIED')
      expect(await statusOf(started.id)).toBe('REFUSED')
      expect((await orderRow(open.id)).status).toBe('PENDING')
    })

    it("by our reference on a hosted page's attempt that has no provider reference yet", async () => {
      const open = await order({ reference: null })
      const hosted = await attempt(open.id, { reference: `CBBE-20261125-${300_000 + next()}` })
      const sent = notification({ reference: hosted.reference!, success: false })
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('APPLIED')
      expect((await testDb.db.select().from(payments).where(eq(payments.id, hosted.id)))[0]).toMatchObject({ pspReference: sent.pspReference, status: 'REFUSED' })
      const [transition] = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, hosted.id))
      expect(transition).toMatchObject({ fromStatus: 'INITIATED', toStatus: 'REFUSED', cause: 'test notification AUTHORISATION' })
    })

    it("an attempt at another provider does not name the order", async () => {
      const open = await order({ reference: null })
      const pspReference = `PSP-${backend}-other-${next()}`
      await attempt(open.id, { pspReference, provider: 'adyen' })
      expect(await notify({ pspReference, success: false })).toBe('UNKNOWN_ORDER')
    })
  })

  describe('money that pays nothing goes back', () => {
    it('an authorisation for no order of ours is refunded on the storefront its reference names, with nobody to mail', async () => {
      const pspReference = `PSP-${backend}-orphan-${next()}`
      expect(await notify({ pspReference, reference: 'CBFR-20261125-123457', amount: { currency: 'EUR', value: 1_999 } })).toBe('UNKNOWN_ORDER')
      expect(await refundOf(pspReference)).toMatchObject({ storefront: 'CBFR', orderId: null, amount: 1_999, currency: 'EUR', reason: 'UNKNOWN_ORDER' })
      expect(await eventOf(pspReference)).toEqual([expect.objectContaining({ orderId: null, outcome: 'UNKNOWN_ORDER' })])

      const elsewhere = `PSP-${backend}-orphan-${next()}`
      expect(await notify({ pspReference: elsewhere, reference: 'nonsense' })).toBe('UNKNOWN_ORDER')
      expect((await refundOf(elsewhere))!.storefront).toBe('CBBE')
      const noReference = `PSP-${backend}-orphan-${next()}`
      expect(await notify({ pspReference: noReference, reference: '' })).toBe('UNKNOWN_ORDER')
      expect(await refundOf(noReference)).toMatchObject({ storefront: 'CBBE', reason: 'UNKNOWN_ORDER' })
    })

    it('a refusal, or any other event, for no order of ours refunds nothing', async () => {
      const refused = `PSP-${backend}-orphan-${next()}`
      expect(await notify({ pspReference: refused, reference: 'CBBE-20261125-000001', success: false })).toBe('UNKNOWN_ORDER')
      const captured = `PSP-${backend}-orphan-${next()}`
      expect(await notify({ pspReference: captured, reference: 'CBBE-20261125-000002', eventCode: 'CAPTURE' })).toBe('UNKNOWN_ORDER')
      expect(await refundOf(refused)).toBeUndefined()
      expect(await refundOf(captured)).toBeUndefined()
    })

    it('an authorisation of another amount or currency than the open order is due goes back; the order stays open', async () => {
      const logs = captureLogs()
      for (const amount of [{ currency: 'EUR', value: 4_336 }, { currency: 'EUR', value: 4_338 }, { currency: 'USD', value: 4_337 }]) {
        const open = await order()
        const sent = notification({ reference: open.reference!, amount })
        expect(await handleNotification(testDb.db, 'test', sent)).toBe('AMOUNT_MISMATCH')
        expect(logs.lines()).toContainEqual(expect.objectContaining({
          level: 'error', component: 'payments', pspReference: sent.pspReference, order: open.reference,
          msg: 'payment amount differs from the order: not applied, refunded',
        }))
        expect((await orderRow(open.id)).status).toBe('PENDING')
        // Asked for at once (the test provider knows no such payment, so it is FAILED for an operator).
        expect(await refundOf(sent.pspReference)).toMatchObject({
          orderId: open.id, amount: amount.value, currency: amount.currency, reason: 'AMOUNT_MISMATCH', status: 'FAILED', attempts: 1,
        })
        // The shopper is told, in the order's language.
        expect(await testDb.db.$count(mailOutbox, and(eq(mailOutbox.recipient, 'lea@example.be'), eq(mailOutbox.kind, 'payment-refund')))).toBeGreaterThan(0)
      }
      // Only a mismatch is logged as one.
      logs.clear()
      const paying = await order()
      await attempt(paying.id)
      expect(await notify({ reference: paying.reference! })).toBe('APPLIED')
      expect(logs.lines().filter((line) => line.level === 'error')).toEqual([])
      logs.restore()
    })

    it("a mismatch found by the provider's reference names the order's reference in the refund mail", async () => {
      const open = await order()
      const pspReference = `PSP-${backend}-mismatch-${next()}`
      await attempt(open.id, { pspReference })
      expect(await notify({ pspReference, reference: '', amount: { currency: 'EUR', value: 1 } })).toBe('AMOUNT_MISMATCH')
      const [mail] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'lea@example.be'), eq(mailOutbox.kind, 'payment-refund')))
        .orderBy(desc(mailOutbox.createdAt)).limit(1)
      expect(mail!.text).toContain(`pour la commande ${open.reference}`)
    })

    it('money already due to go back is not made due twice: an orphan or a mismatch whose payment has a refund answers without a second one', async () => {
      const orphan = `PSP-${backend}-known-${next()}`
      const open = await order()
      const mismatch = `PSP-${backend}-known-${next()}`
      for (const pspReference of [orphan, mismatch]) {
        await testDb.db.insert(refunds).values({ provider: 'test', pspReference, storefront: 'CBBE', amount: 1, currency: 'EUR', reason: 'NOT_PAYABLE', status: 'REQUESTED' })
      }
      expect(await notify({ pspReference: orphan, reference: 'CBBE-20261125-000004' })).toBe('UNKNOWN_ORDER')
      expect(await notify({ pspReference: mismatch, reference: open.reference!, amount: { currency: 'EUR', value: 2 } })).toBe('AMOUNT_MISMATCH')
      expect(await testDb.db.$count(refunds, eq(refunds.pspReference, orphan))).toBe(1)
      expect((await refundOf(mismatch))!.status).toBe('REQUESTED')
    })

    it('an authorisation for a released order whose payment is already going back is recorded, not refunded again', async () => {
      const released = await order({ status: 'CART' })
      const pspReference = `PSP-${backend}-returned-${next()}`
      await testDb.db.insert(refunds).values({ provider: 'test', pspReference, storefront: 'CBBE', orderId: released.id, amount: 4_337, currency: 'EUR', reason: 'NOT_PAYABLE', status: 'REQUESTED' })
      expect(await notify({ pspReference, reference: released.reference! })).toBe('RECORDED')
      expect(await testDb.db.$count(refunds, eq(refunds.pspReference, pspReference))).toBe(1)
    })

    it('a refusal of another amount changes nothing and refunds nothing', async () => {
      const open = await order()
      const sent = notification({ reference: open.reference!, amount: { currency: 'EUR', value: 1 }, success: false })
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('AMOUNT_MISMATCH')
      expect(await refundOf(sent.pspReference)).toBeUndefined()
      expect((await orderRow(open.id)).status).toBe('PENDING')
    })

    it('an order waiting for a bank transfer is open: its amount is compared too', async () => {
      const waiting = await order({ status: 'AWAITING_BANK_TRANSFER' })
      await attempt(waiting.id, { status: 'PENDING' })
      expect(await notify({ reference: waiting.reference!, amount: { currency: 'EUR', value: 4_000 } })).toBe('AMOUNT_MISMATCH')
      expect(await notify({ reference: waiting.reference! })).toBe('APPLIED')
      expect((await orderRow(waiting.id)).status).toBe('COMPLETED')
    })

    it('an authorisation for an order that was paid already is refunded in full, whatever its amount', async () => {
      const paid = await order({ status: 'COMPLETED' })
      const sent = notification({ reference: paid.reference!, amount: { currency: 'EUR', value: 4_000 } })
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('REFUNDED')
      expect(await refundOf(sent.pspReference)).toMatchObject({ orderId: paid.id, reason: 'ALREADY_PAID', amount: 4_000 })
      expect((await orderRow(paid.id)).status).toBe('COMPLETED')
    })

    it('the refund is asked for at once: this deployment has no Adyen, so an Adyen payment is left FAILED for an operator', async () => {
      const pspReference = `PSP-${backend}-orphan-${next()}`
      expect(await notify({ pspReference, reference: 'CBBE-20261125-000003' }, 'adyen')).toBe('UNKNOWN_ORDER')
      expect(await refundOf(pspReference)).toMatchObject({ provider: 'adyen', status: 'FAILED', lastError: 'no adyen provider configured' })
    })
  })

  describe('other events', () => {
    it('a capture moves the payment it names on and changes nothing else', async () => {
      const paid = await order({ status: 'COMPLETED' })
      const pspReference = `PSP-${backend}-captured-${next()}`
      const authorised = await attempt(paid.id, { pspReference, status: 'AUTHORISED' })
      expect(await notify({ eventCode: 'CAPTURE', pspReference: `PSP-${backend}-capture-${next()}`, originalReference: pspReference, reference: paid.reference! })).toBe('RECORDED')
      expect(await statusOf(authorised.id)).toBe('CAPTURED')
      const [transition] = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, authorised.id))
      expect(transition).toMatchObject({ fromStatus: 'AUTHORISED', toStatus: 'CAPTURED', cause: 'test notification CAPTURE' })
      expect((await orderRow(paid.id)).status).toBe('COMPLETED')
    })

    it('a capture without an original reference names the payment by its own; a failed capture moves nothing', async () => {
      const paid = await order({ status: 'COMPLETED' })
      const pspReference = `PSP-${backend}-captured-${next()}`
      const authorised = await attempt(paid.id, { pspReference, status: 'AUTHORISED' })
      expect(await notify({ eventCode: 'CAPTURE', success: false, pspReference, reference: paid.reference! })).toBe('RECORDED')
      expect(await statusOf(authorised.id)).toBe('AUTHORISED')
      expect(await notify({ eventCode: 'CAPTURE', pspReference, reference: paid.reference! })).toBe('RECORDED')
      expect(await statusOf(authorised.id)).toBe('CAPTURED')
    })

    it("the provider's refund events settle the refund they answer, once", async () => {
      const paid = await order({ status: 'COMPLETED' })
      const pspReference = `PSP-${backend}-refunded-${next()}`
      const authorised = await attempt(paid.id, { pspReference, status: 'AUTHORISED' })
      await testDb.db.insert(refunds).values({
        provider: 'test', pspReference, storefront: 'CBBE', orderId: paid.id, amount: 4_337, currency: 'EUR', reason: 'ALREADY_PAID', status: 'REQUESTED',
      })
      const refundEvent = { eventCode: 'REFUND', pspReference: `PSP-${backend}-refund-${next()}`, originalReference: pspReference, reference: paid.reference! }
      expect(await notify(refundEvent)).toBe('RECORDED')
      expect((await refundOf(pspReference))!.status).toBe('REFUNDED')
      expect(await statusOf(authorised.id)).toBe('REFUNDED')
      // Straight from authorised to refunded: only a capture event captures.
      const transitions = await testDb.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentId, authorised.id))
      expect(transitions.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['AUTHORISED→REFUNDED'])
      expect(await notify(refundEvent)).toBe('DUPLICATE')
    })

    it('REFUND_FAILED fails the refund even though the event itself is a success', async () => {
      const paid = await order({ status: 'COMPLETED' })
      const pspReference = `PSP-${backend}-refund-failing-${next()}`
      const authorised = await attempt(paid.id, { pspReference, status: 'AUTHORISED' })
      await testDb.db.insert(refunds).values({
        provider: 'test', pspReference, storefront: 'CBBE', orderId: paid.id, amount: 4_337, currency: 'EUR', reason: 'ALREADY_PAID', status: 'REQUESTED',
      })
      expect(await notify({ eventCode: 'REFUND_FAILED', pspReference: `PSP-${backend}-refund-${next()}`, originalReference: pspReference, reference: paid.reference! })).toBe('RECORDED')
      expect(await refundOf(pspReference)).toMatchObject({ status: 'FAILED', lastError: 'the provider reported the refund failed' })
      expect(await statusOf(authorised.id)).toBe('REFUND_FAILED')
    })

    it('an unsuccessful CANCEL_OR_REFUND fails the refund; an event that is no refund event settles none', async () => {
      const paid = await order({ status: 'COMPLETED' })
      const pspReference = `PSP-${backend}-cancel-${next()}`
      await testDb.db.insert(refunds).values({
        provider: 'test', pspReference, storefront: 'CBBE', orderId: paid.id, amount: 4_337, currency: 'EUR', reason: 'ALREADY_PAID', status: 'REQUESTED',
      })
      expect(await notify({ eventCode: 'REPORT_AVAILABLE', pspReference: `PSP-${backend}-report-${next()}`, originalReference: pspReference, reference: paid.reference! })).toBe('RECORDED')
      expect((await refundOf(pspReference))!.status).toBe('REQUESTED')
      expect(await notify({ eventCode: 'CANCEL_OR_REFUND', success: false, pspReference: `PSP-${backend}-cancel-${next()}`, originalReference: pspReference, reference: paid.reference! })).toBe('RECORDED')
      expect((await refundOf(pspReference))!.status).toBe('FAILED')
    })

    it('an order of a storefront this deployment does not serve is recorded only', async () => {
      const foreign = await order({ storefront: 'XXXX' })
      const sent = notification({ reference: foreign.reference! })
      expect(await handleNotification(testDb.db, 'test', sent)).toBe('APPLIED')
      expect((await orderRow(foreign.id)).status).toBe('PENDING')
      expect(await eventOf(sent.pspReference)).toHaveLength(1)
    })
  })
})
