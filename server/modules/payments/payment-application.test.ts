import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { cardActivations, giftCards, invoices, mailOutbox, orders, paymentTransitions, payments, refunds } from '@/server/db/schema'
import type { PaymentResult } from '@/server/services/payments/types'
import { insertActivationOrder, insertBareOrder, insertBasketOrder, insertPaymentAttempt } from '@/tests/helpers/payment-rows'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { applyPaymentResult, type PaymentResultOptions } from './payment-application'

/**
 * What a provider's result does to an order and its payment attempts, on a bare database (orders
 * without a catalogue; a basket of one test card where cards are issued): paid once, waiting for a
 * transfer, refused, fraud, late payments re-attached to a released basket or refunded, and
 * authorisations the order can no longer take. Activation orders need retail cards:
 * tests/integration/activation.test.ts and refunds.test.ts.
 */
const CBBE = getStorefront('CBBE')

describe.each(testBackends())('applying payment results on %s', (backend) => {
  let testDb: TestDb
  let serial = 0
  beforeAll(async () => {
    testDb = await createTestDb(backend)
  })
  afterAll(async () => testDb?.close())

  const next = () => ++serial
  const psp = () => `PSP-${backend}-${next()}`

  const order = (values: Partial<typeof orders.$inferInsert> = {}) => insertBareOrder(testDb.db, 2_711, {
    reference: `CBBE-20261125-${400_000 + next()}`,
    customerEmail: `shopper-${serial}@example.be`, billingAddress: { firstName: 'Jan', lastName: 'Claes' } as never, paymentMethod: 'bancontact', ...values,
  })
  const attempt = (orderId: string, values: Partial<typeof payments.$inferInsert> = {}) => insertPaymentAttempt(testDb.db, orderId, 2_711, values)

  const apply = (orderId: string, result: Pick<PaymentResult, 'code' | 'pspReference'> & Partial<PaymentResult>, options: Partial<PaymentResultOptions> = {}) =>
    applyPaymentResult(testDb.db, CBBE, orderId, { reference: null, refusalReason: null, ...result }, { awaitTransfer: false, provider: 'test', ...options })
  const failed = (code: number) => ({ ok: false, errors: [{ code, parameter: undefined, values: undefined }] })
  const orderRow = async (id: string) => (await testDb.db.select().from(orders).where(eq(orders.id, id)))[0]!
  const attemptsOf = (orderId: string) => testDb.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attempt))
  const causes = async (paymentId: string) => (await testDb.db.select().from(paymentTransitions)
    .where(eq(paymentTransitions.paymentId, paymentId)).orderBy(asc(paymentTransitions.at))).map((row) => `${row.fromStatus ?? '-'}→${row.toStatus}: ${row.cause}`)
  const mails = (recipient: string, kind: string) => testDb.db.$count(mailOutbox, and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))

  it('an authorisation pays an open order once, on the attempt it names, and confirms it once', async () => {
    const open = await order()
    const pspReference = psp()
    const started = await attempt(open.id, { pspReference })
    expect(await apply(open.id, { code: 'AUTHORISED', pspReference }, { cause: 'return page' })).toEqual({ ok: true, value: undefined })
    expect(await orderRow(open.id)).toMatchObject({ status: 'COMPLETED', paidAt: expect.any(Date) })
    expect(await causes(started.id)).toEqual(['INITIATED→AUTHORISED: return page'])
    expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(1)
    // The same result again (the webhook after the return page): nothing changes, nothing goes back.
    expect(await apply(open.id, { code: 'AUTHORISED', pspReference }, { cause: 'webhook' })).toEqual({ ok: true, value: undefined })
    expect(await causes(started.id)).toEqual(['INITIATED→AUTHORISED: return page'])
    expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(1)
    expect(await testDb.db.$count(refunds, eq(refunds.pspReference, pspReference))).toBe(0)
  })

  it("a hosted page's result gives the latest attempt without a reference its reference", async () => {
    const open = await order()
    await attempt(open.id, { attempt: 1, pspReference: 'PSP-earlier', status: 'REFUSED' })
    await attempt(open.id, { attempt: 2 })
    const latest = await attempt(open.id, { attempt: 3 })
    const pspReference = psp()
    await apply(open.id, { code: 'AUTHORISED', pspReference })
    const rows = await attemptsOf(open.id)
    expect(rows.map((row) => [row.attempt, row.pspReference, row.status])).toEqual([
      [1, 'PSP-earlier', 'REFUSED'], [2, null, 'INITIATED'], [3, pspReference, 'AUTHORISED'],
    ])
    expect(latest.id).toBe(rows[2]!.id)
  })

  it('an order paid by transfer is invoiced when its payment arrives, and that confirmation links the invoice', async () => {
    const waiting = await order({ status: 'AWAITING_BANK_TRANSFER' })
    // The attempt that started the wait, known by our reference until the money names its own.
    await attempt(waiting.id, { status: 'PENDING' })
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, waiting.id))).toBe(0)
    await apply(waiting.id, { code: 'AUTHORISED', pspReference: psp(), reference: waiting.reference })
    expect((await orderRow(waiting.id)).status).toBe('COMPLETED')
    const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, waiting.id))
    expect(invoice!.number).toMatch(/^INV-BE-\d{4}-\d{6}$/)
    // The mail when it started waiting could link no invoice: the confirmation of the payment does.
    expect(await mails(waiting.customerEmail!, 'order-confirmation')).toBe(1)
    expect(await mailText(waiting.customerEmail!, 'order-confirmation')).toContain(`Factuur ${invoice!.number} (pdf): `)
  })

  it('a pending transfer puts the order in AWAITING_BANK_TRANSFER once and mails the instructions once', async () => {
    const open = await order()
    const pspReference = psp()
    const started = await attempt(open.id, { pspReference })
    expect(await apply(open.id, { code: 'PENDING', pspReference }, { awaitTransfer: true })).toEqual({ ok: true, value: undefined })
    expect((await orderRow(open.id)).status).toBe('AWAITING_BANK_TRANSFER')
    expect((await attemptsOf(open.id))[0]!.status).toBe('PENDING')
    expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(1)
    expect(await apply(open.id, { code: 'PENDING', pspReference }, { awaitTransfer: true })).toEqual({ ok: true, value: undefined })
    expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(1)
    expect(await causes(started.id)).toEqual(['INITIATED→PENDING: provider result'])
  })

  it('a pending result of a method that is no transfer leaves the order open', async () => {
    const open = await order()
    const pspReference = psp()
    await attempt(open.id, { pspReference })
    expect(await apply(open.id, { code: 'PENDING', pspReference })).toEqual({ ok: true, value: undefined })
    expect((await orderRow(open.id)).status).toBe('PENDING')
    expect((await attemptsOf(open.id))[0]!.status).toBe('PENDING')
    expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(0)
  })

  it('a refusal is written on the attempt and leaves the order open; fraud answers 2035', async () => {
    const open = await order()
    const refused = psp()
    await attempt(open.id, { pspReference: refused })
    expect(await apply(open.id, { code: 'REFUSED', pspReference: refused })).toEqual({ ok: true, value: undefined })
    const fraud = psp()
    await attempt(open.id, { attempt: 2, pspReference: fraud })
    expect(await apply(open.id, { code: 'FRAUD', pspReference: fraud })).toEqual(failed(ERROR_CODES.PAYMENT_FRAUD))
    expect((await attemptsOf(open.id)).map((row) => row.status)).toEqual(['REFUSED', 'FRAUD'])
    expect((await orderRow(open.id)).status).toBe('PENDING')
  })

  it('a result without a provider reference moves no attempt', async () => {
    const open = await order()
    const started = await attempt(open.id)
    await apply(open.id, { code: 'REFUSED', pspReference: null })
    expect((await attemptsOf(open.id))[0]!.status).toBe('INITIATED')
    expect(await causes(started.id)).toEqual([])
  })

  it('money under a payment the shop never started gets an attempt of its own, so the books see it', async () => {
    const paid = await order({ status: 'COMPLETED' })
    await attempt(paid.id, { attempt: 4, pspReference: 'PSP-the-one-that-paid', status: 'AUTHORISED' })
    const second = psp()
    const outcome = await apply(paid.id, { code: 'AUTHORISED', pspReference: second, reference: 'CBBE-second' }, { provider: 'test', amount: { currency: 'EUR', value: 2_711 } })
    expect(outcome).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
    const rows = await attemptsOf(paid.id)
    expect(rows[1]).toMatchObject({ attempt: 5, provider: 'test', method: 'bancontact', pspReference: second, reference: 'CBBE-second', amount: 2_711, currency: 'EUR', status: 'REFUND_FAILED' })
    expect((await causes(rows[1]!.id)).slice(0, 2)).toEqual(['-→INITIATED: a payment the shop did not start', 'INITIATED→AUTHORISED: provider result'])
    expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, second)))[0]).toMatchObject({ reason: 'ALREADY_PAID', amount: 2_711, orderId: paid.id })
  })

  it("an unknown payment's attempt takes the order's reference, total and method when the result names none", async () => {
    const released = await order({ status: 'CART', paymentMethod: null, totals: { subTotal: 1_999, grandTotal: 1_999, grandTotalWithoutTax: 1_999, adjustments: [] } as never })
    const pspReference = psp()
    expect(await apply(released.id, { code: 'AUTHORISED', pspReference }, { provider: undefined })).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
    expect((await attemptsOf(released.id))[0]).toMatchObject({ attempt: 1, provider: 'unknown', method: 'unknown', reference: released.reference, amount: 1_999, currency: 'EUR' })
    expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, pspReference)))[0]).toMatchObject({ reason: 'NOT_PAYABLE', amount: 1_999, provider: 'unknown', status: 'FAILED' })
  })

  it('an authorisation for an order that was let go is refunded in full, once, whatever is reported after', async () => {
    const released = await order({ status: 'CART' })
    const pspReference = psp()
    const started = await attempt(released.id, { pspReference, amount: 3_001 })
    expect(await apply(released.id, { code: 'AUTHORISED', pspReference })).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
    expect((await orderRow(released.id)).status).toBe('CART')
    // The attempt's own amount goes back, and the shopper is told.
    expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, pspReference)))[0]).toMatchObject({ reason: 'NOT_PAYABLE', amount: 3_001, orderId: released.id })
    expect(await mails(released.customerEmail!, 'payment-refund')).toBe(1)
    // The test provider knows no such payment, so the refund fails for an operator; the attempt shows it.
    expect(await causes(started.id)).toEqual(['INITIATED→AUTHORISED: provider result', 'AUTHORISED→REFUND_FAILED: refund failed: not an authorised test payment'])
    // Reported again: still refunded, no second refund, no second mail.
    expect(await apply(released.id, { code: 'AUTHORISED', pspReference })).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
    expect(await testDb.db.$count(refunds, eq(refunds.pspReference, pspReference))).toBe(1)
    expect(await mails(released.customerEmail!, 'payment-refund')).toBe(1)
  })

  it('an authorisation with no provider reference for an order that cannot take it changes nothing', async () => {
    const released = await order({ status: 'CART' })
    expect(await apply(released.id, { code: 'AUTHORISED', pspReference: null })).toEqual({ ok: true, value: undefined })
    expect(await testDb.db.$count(refunds, eq(refunds.orderId, released.id))).toBe(0)
  })

  const mailText = async (recipient: string, kind: string) =>
    (await testDb.db.select({ text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind))))[0]?.text ?? ''
  const AWAITING_LINE = 'We versturen uw cadeaubonnen zodra we uw betaling hebben ontvangen.'

  it('the confirmation of a paid order says it is paid and links its invoice; it does not ask for a transfer', async () => {
    const open = await order()
    const pspReference = psp()
    await attempt(open.id, { pspReference })
    await apply(open.id, { code: 'AUTHORISED', pspReference })
    const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, open.id))
    const text = await mailText(open.customerEmail!, 'order-confirmation')
    expect(text).toMatch(/^Beste Jan,\n\nBedankt voor uw bestelling CBBE-20261125-\d+ van €\s27,11\./)
    expect(text).not.toContain(AWAITING_LINE)
    expect(text).not.toContain('Gelieve')
    expect(text).toMatch(new RegExp(`Factuur ${invoice!.number} \\(pdf\\): https://www\\.cadorama\\.be/api/orders/${open.id}/invoice/\\?key=`))
  })

  it('the confirmation of an order on invoice asks for the transfer with the order\'s communication, and no invoice is issued yet', async () => {
    const open = await order({ paymentMethod: 'invoice', customerType: 'BUSINESS' })
    await apply(open.id, { code: 'PENDING', pspReference: null }, { awaitTransfer: true })
    const waiting = await orderRow(open.id)
    expect(waiting).toMatchObject({ status: 'AWAITING_BANK_TRANSFER', transferCommunication: expect.stringMatching(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/) })
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, open.id))).toBe(0)
    const text = await mailText(open.customerEmail!, 'order-confirmation')
    expect(text).toContain(AWAITING_LINE)
    expect(text).toContain(`naar IBAN ${CBBE.seller.iban} (BIC GEBABEBB) met vermelding van ${waiting.transferCommunication}. De factuur van bestelling ${open.reference} volgt zodra uw betaling binnen is.`)
    expect(text).toMatch(/Gelieve €\s27,11 vóór/)
    expect(text).not.toContain('(pdf)')
  })

  it('a refusal of a transfer leaves the order open: only a pending transfer waits', async () => {
    const open = await order()
    const pspReference = psp()
    await attempt(open.id, { pspReference })
    expect(await apply(open.id, { code: 'REFUSED', pspReference }, { awaitTransfer: true })).toEqual({ ok: true, value: undefined })
    expect((await orderRow(open.id)).status).toBe('PENDING')
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, open.id))).toBe(0)
    expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(0)
  })

  it('a refusal under a payment the shop never started records no attempt', async () => {
    const open = await order()
    expect(await apply(open.id, { code: 'REFUSED', pspReference: psp() })).toEqual({ ok: true, value: undefined })
    expect(await attemptsOf(open.id)).toEqual([])
  })

  it('the refund of an authorisation the order cannot take goes to the provider that reported it, and its mail names the result\'s reference', async () => {
    const released = await order({ status: 'CART' })
    const pspReference = psp()
    await attempt(released.id, { pspReference, provider: 'adyen', amount: 2_711 })
    await apply(released.id, { code: 'AUTHORISED', pspReference, reference: 'CBBE-20261125-999001' }, { provider: 'test' })
    expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, pspReference)))[0]).toMatchObject({ provider: 'test', reason: 'NOT_PAYABLE' })
    expect(await mailText(released.customerEmail!, 'payment-refund')).toContain('bestelling CBBE-20261125-999001')
  })

  it('without a reported provider the refund goes to the provider of the attempt, and the mail names the order\'s reference', async () => {
    const released = await order({ status: 'CART' })
    const pspReference = psp()
    await attempt(released.id, { pspReference, provider: 'adyen', amount: 2_711 })
    await apply(released.id, { code: 'AUTHORISED', pspReference }, { provider: undefined })
    expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, pspReference)))[0]).toMatchObject({ provider: 'adyen', reason: 'NOT_PAYABLE' })
    expect(await mailText(released.customerEmail!, 'payment-refund')).toContain(`bestelling ${released.reference}`)
  })

  describe('orders with a basket', () => {
    const cardsOf = (orderId: string) => testDb.db.select().from(giftCards).where(eq(giftCards.orderId, orderId))

    it('a paid basket issues each card once with its mail, and confirms the order to the buyer', async () => {
      const receiver = `receiver-${next()}@example.be`
      const { order: open } = await insertBasketOrder(testDb.db, { reference: `CBBE-20261125-${500_000 + next()}`, customerEmail: `buyer-${serial}@example.be`, receiver, quantity: 2, unitAmount: 1_250 })
      const pspReference = psp()
      await attempt(open.id, { pspReference, amount: 2_595 })
      await apply(open.id, { code: 'AUTHORISED', pspReference })
      expect((await cardsOf(open.id)).map((card) => [card.initialAmount, card.status])).toEqual([[1_250, 'ACTIVE'], [1_250, 'ACTIVE']])
      expect(await mails(receiver, 'gift-card')).toBe(2)
      expect(await mails(open.customerEmail!, 'order-confirmation')).toBe(1)
      await apply(open.id, { code: 'AUTHORISED', pspReference })
      expect(await cardsOf(open.id)).toHaveLength(2)
    })

    it('a late authorisation takes back the unchanged released basket under its old reference and pays it', async () => {
      const reference = `CBBE-20261125-${600_000 + next()}`
      // Released: a basket again (no reference), its version one past the one the payment started at.
      const { order: released, grandTotal } = await insertBasketOrder(testDb.db, { status: 'CART', reference: null, version: 4, customerEmail: `late-${serial}@example.be` })
      const pspReference = psp()
      const started = await attempt(released.id, { pspReference, reference, orderVersion: 3, amount: grandTotal })
      expect(await apply(released.id, { code: 'AUTHORISED', pspReference }, { cause: 'webhook' })).toEqual({ ok: true, value: undefined })
      expect(await orderRow(released.id)).toMatchObject({ status: 'COMPLETED', reference, totals: { grandTotal: 2_095 } })
      expect(await cardsOf(released.id)).toHaveLength(2)
      expect(await causes(started.id)).toEqual(['INITIATED→AUTHORISED: webhook, after the order was let go: re-attached'])
      expect(await mails(released.customerEmail!, 'order-confirmation')).toBe(1)
      expect(await testDb.db.$count(refunds, eq(refunds.pspReference, pspReference))).toBe(0)
    })

    it.each([
      ['the basket changed after the payment started', { orderVersion: 2 }],
      ['the payment was for another amount', { amount: 2_094 }],
    ])('a late authorisation is refunded when %s', async (_case, change) => {
      const { order: released, grandTotal } = await insertBasketOrder(testDb.db, { status: 'CART', reference: null, version: 4 })
      const pspReference = psp()
      await attempt(released.id, { pspReference, reference: `CBBE-20261125-${700_000 + next()}`, orderVersion: 3, amount: grandTotal, ...change })
      expect(await apply(released.id, { code: 'AUTHORISED', pspReference })).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
      expect(await orderRow(released.id)).toMatchObject({ status: 'CART', reference: null })
      expect(await cardsOf(released.id)).toEqual([])
    })

    it('a late payment refunded before stays refunded, even once the basket could take it', async () => {
      const { order: released, grandTotal } = await insertBasketOrder(testDb.db, { status: 'CART', reference: null, version: 4 })
      const pspReference = psp()
      await attempt(released.id, { pspReference, reference: `CBBE-20261125-${800_000 + next()}`, orderVersion: 3, amount: grandTotal })
      await testDb.db.insert(refunds).values({ provider: 'test', pspReference, storefront: 'CBBE', orderId: released.id, amount: grandTotal, currency: 'EUR', reason: 'NOT_PAYABLE' })
      expect(await apply(released.id, { code: 'AUTHORISED', pspReference })).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
      expect((await orderRow(released.id)).status).toBe('CART')
      expect(await cardsOf(released.id)).toEqual([])
    })
  })

  describe('activation orders', () => {
    it('a paid activation loads its card once its time comes, and the order gets its invoice', async () => {
      const { order: activation, cardId } = await insertActivationOrder(testDb.db, 2_500, { reference: `CBBE-A20261126-${100_000 + next()}`, customerEmail: `holder-${serial}@example.be` })
      const pspReference = psp()
      await attempt(activation.id, { pspReference, amount: 2_500 })
      const before = Date.now()
      expect(await apply(activation.id, { code: 'AUTHORISED', pspReference })).toEqual({ ok: true, value: undefined })
      expect((await orderRow(activation.id)).status).toBe('COMPLETED')
      const [row] = await testDb.db.select().from(cardActivations).where(eq(cardActivations.orderId, activation.id))
      // ACTIVATION_DELAY_MINUTES (60 by default) after the payment.
      expect(row!.activateAfter!.getTime()).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1_000)
      expect((await testDb.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0]!.status).toBe('NOT_ACTIVATED')
      expect(await testDb.db.$count(invoices, eq(invoices.orderId, activation.id))).toBe(1)
      expect(await testDb.db.$count(refunds, eq(refunds.orderId, activation.id))).toBe(0)
    })

    it('an activation of a card another order loaded meanwhile is cancelled and its payment refunded in full', async () => {
      const { order: first, cardId } = await insertActivationOrder(testDb.db, 2_500, { reference: `CBBE-A20261126-${200_000 + next()}` })
      const firstPayment = psp()
      await attempt(first.id, { pspReference: firstPayment, amount: 2_500 })
      await apply(first.id, { code: 'AUTHORISED', pspReference: firstPayment })
      const { order: second } = await insertActivationOrder(testDb.db, 3_000, { cardId, reference: `CBBE-A20261126-${300_000 + next()}`, customerEmail: `second-${serial}@example.be` })
      const secondPayment = psp()
      await attempt(second.id, { pspReference: secondPayment, amount: 3_000 })
      expect(await apply(second.id, { code: 'AUTHORISED', pspReference: secondPayment })).toEqual(failed(ERROR_CODES.PAYMENT_REFUNDED))
      expect(await orderRow(second.id)).toMatchObject({ status: 'CANCELED', canceledAt: expect.any(Date) })
      expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, secondPayment)))[0]).toMatchObject({ reason: 'CARD_TAKEN', amount: 3_000, orderId: second.id })
      expect(await mails(second.customerEmail!, 'payment-refund')).toBe(1)
      expect(await testDb.db.$count(invoices, eq(invoices.orderId, second.id))).toBe(0)
      // The first stays paid and its card's activation untouched.
      expect((await orderRow(first.id)).status).toBe('COMPLETED')
    })
  })

  it('a cancelled order refunds the authorisation as not payable', async () => {
    const cancelled = await order({ status: 'CANCELED' })
    const pspReference = psp()
    await apply(cancelled.id, { code: 'AUTHORISED', pspReference })
    expect((await testDb.db.select().from(refunds).where(eq(refunds.pspReference, pspReference)))[0]!.reason).toBe('NOT_PAYABLE')
  })
})
