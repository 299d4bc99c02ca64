import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gte, inArray, lte } from 'drizzle-orm'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { defaultSalesEmail } from '@/config/business'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import {
  businessRequests, fulfilmentQueue, giftCards, invoices, mailOutbox, orders, packages, payments, productVariations, products, shipments,
} from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { orderDocument } from '@/server/modules/invoicing/invoice-service'
import { importBankStatement } from '@/server/modules/payments/bank-statement-import'
import { withdrawOrder } from '@/server/modules/payments/order-withdrawal'
import { camt053v2 } from '@/tests/fixtures/camt053'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const INVOICE = `mutation ($userData: UserDataInput!, $input: BusinessRequestInput!) {
  placeBusinessInvoiceOrder(userData: $userData, input: $input) { request { id kind email orderReference } errors { message code referencedRequestParameter } }
}`

interface Payload {
  request: { id: string; kind: string; email: string; orderReference: string | null } | null
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

let sequence = 0
const uniqueEmail = () => `finance${++sequence}-${Date.now()}@peeters.example`

describe.each(testBackends())('business orders on invoice on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let ip = 0
  let digital: { slug: string; variationId: number }
  let physical: { slug: string; variationId: number }
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` })
  const address = { street: 'Kerkstraat', houseNumber: '12', suffix: 'b', postCode: '9000', city: 'Gent' }
  const input = (overrides: Record<string, unknown> = {}) => ({
    companyName: 'Peeters bv', firstName: 'An', lastName: 'Peeters', email: uniqueEmail(), phoneNumber: '+32 9 123 45 67',
    vatNumber: 'BE 0123.456.749', companyRegistrationNumber: '0123456749', referenceNumber: 'PO-7781', remark: null, address,
    cards: [
      { productSlug: digital.slug, amount: 37, quantity: 3, deliveryType: 'DIGITAL', message: 'Bedankt voor 2026!' },
      { productSlug: physical.slug, amount: 45, quantity: 2, deliveryType: 'PHYSICAL', message: null },
    ],
    captchaToken: DEVELOPMENT_CAPTCHA_TOKEN, ...overrides,
  })
  const place = (values: Record<string, unknown>) => browser().call<Payload>(INVOICE, { userData, input: values })
  const orderOf = async (reference: string) => (await testDb.db.select().from(orders).where(eq(orders.reference, reference)))[0]!
  const mailsTo = (recipient: string) => testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))

  /** A published business card of CBBE sold with this delivery whose range holds 37 and 45 euro. */
  async function cardWith(variationType: 'digital' | 'physical', productType: string) {
    const [row] = await testDb.db.select({ slug: products.slug, variationId: productVariations.id }).from(products)
      .innerJoin(productVariations, eq(productVariations.productId, products.id))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.published, true), eq(products.productType, productType), eq(productVariations.variationType, variationType),
        eq(productVariations.hasFixedPrices, false), lte(productVariations.minPrice, 3700), gte(productVariations.maxPrice, 4500)))
      .limit(1)
    return row!
  }

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    delete process.env.SALES_EMAIL
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    digital = await cardWith('digital', 'GIFTCARD_DIGITAL')
    physical = await cardWith('physical', 'GIFTCARD_PHYSICAL')
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  it('places an order that waits for its transfer, and the bank statement pays it, invoices it and issues its cards once', async () => {
    const values = input()
    const placed = await place(values)
    expect(placed.data.errors).toEqual([])
    const reference = placed.data.request!.orderReference!
    expect(reference).toMatch(/^CBBE-\d{8}-\d{6}$/)

    const order = await orderOf(reference)
    expect(order).toMatchObject({
      status: 'AWAITING_BANK_TRANSFER', orderType: 'REGULAR', customerType: 'BUSINESS', paymentMethod: 'invoice', language: 'nl', currency: 'EUR',
      customerEmail: values.email,
    })
    expect(order.billingAddress).toMatchObject({
      companyName: 'Peeters bv', firstName: 'An', lastName: 'Peeters', street: 'Kerkstraat', houseNumber: '12', suffix: 'b', postCode: '9000', city: 'Gent',
      countryCode: 'BE', vatNumber: 'BE 0123.456.749', kvkNumber: '0123456749', referenceNumber: 'PO-7781',
    })
    // 3 × 37 + 2 × 45 = 201.00, the service fee 0.95 and postage 1.95 of the one parcel.
    expect(order.totals).toMatchObject({ subTotal: 20_100, grandTotal: 20_390 })

    const lines = await testDb.db.select().from(packages).where(eq(packages.orderId, order.id))
    expect(lines.map((line) => [line.variationId, line.quantity, line.unitAmount, line.message]).sort()).toEqual([
      [digital.variationId, 3, 3700, 'Bedankt voor 2026!'], [physical.variationId, 2, 4500, null],
    ].sort())
    const parcels = await testDb.db.select().from(shipments).where(eq(shipments.orderId, order.id))
    expect(parcels.find((shipment) => shipment.deliveryType === 'DIGITAL')!.deliveryAddress).toMatchObject({ email: values.email, firstName: 'An' })
    expect(parcels.find((shipment) => shipment.deliveryType === 'PHYSICAL')!.deliveryAddress).toMatchObject({ street: 'Kerkstraat', city: 'Gent', companyName: 'Peeters bv' })

    // Waiting, it has how to pay but no invoice: a made-up company takes no number of the gapless sequence.
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, order.id))).toBe(0)
    const transfer = { communication: order.transferCommunication! }
    expect(transfer.communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)
    const [attempt] = await testDb.db.select().from(payments).where(eq(payments.orderId, order.id))
    expect(attempt).toMatchObject({ provider: 'invoice', method: 'invoice', status: 'PENDING', amount: 20_390 })

    // Sales hears of the order; the buyer gets the order's confirmation with how to pay, not a second letter.
    const [request] = await testDb.db.select().from(businessRequests).where(eq(businessRequests.email, values.email))
    expect(request!.details).toMatchObject({ orderReference: reference })
    const sales = (await mailsTo(defaultSalesEmail(CBBE))).find((mail) => mail.text.includes(reference))!
    expect(sales.text).toContain('Kerkstraat 12 b, 9000 Gent, BE')
    const toBuyer = await mailsTo(values.email)
    expect(toBuyer.map((mail) => mail.subject)).toEqual([`Uw bestelling ${reference} bij Cadorama`])
    expect(toBuyer[0]!.text).toContain(transfer.communication)
    expect(toBuyer[0]!.text).toMatch(/Gelieve €\s203,90 vóór/)
    expect(toBuyer[0]!.text).not.toContain('/invoice/')
    expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(0)

    const statement = camt053v2(CBBE.seller.iban!, [{ bankReference: `${backend}-B2B-0001`, amount: '203.90', structured: transfer.communication.replace(/\D/g, '') }])
    expect((await importBankStatement(testDb.db, statement)).map((line) => line.outcome)).toEqual(['PAID'])
    expect((await importBankStatement(testDb.db, statement)).map((line) => line.outcome)).toEqual(['ALREADY_IMPORTED'])
    expect((await orderOf(reference)).status).toBe('COMPLETED')
    const cards = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, order.id))
    expect(cards.map((card) => card.initialAmount)).toEqual([3700, 3700, 3700])
    expect(await testDb.db.$count(fulfilmentQueue, eq(fulfilmentQueue.orderId, order.id))).toBe(1)
    expect((await mailsTo(values.email)).filter((mail) => mail.kind === 'gift-card')).toHaveLength(3)
    // Paid, it is invoiced; the confirmation of the payment links the invoice, which opens without an
    // account or the browser the order was placed in.
    const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, order.id))
    expect(invoice!.number).toMatch(/^INV-BE-\d{4}-\d{6}$/)
    expect(invoice!.document.buyer).toMatchObject({ vatNumber: 'BE 0123.456.749', companyNumber: '0123456749' })
    const paidConfirmation = (await mailsTo(values.email)).find((mail) => mail.kind === 'order-confirmation' && mail.text.includes(`Factuur ${invoice!.number}`))!
    const link = new RegExp(`Factuur ${invoice!.number} \\(pdf\\): (\\S+)`).exec(paidConfirmation.text)![1]!
    expect(link).toMatch(new RegExp(`^https://www\\.cadorama\\.be/api/orders/${order.id}/invoice/\\?key=[A-Za-z0-9_-]{43}$`))
    const key = new URL(link).searchParams.get('key')
    const pdf = await orderDocument(testDb.db, order.id, 'INVOICE', null, null, key)
    expect(pdf?.fileName).toBe(`${invoice!.number}.pdf`)
    expect(await orderDocument(testDb.db, order.id, 'CREDIT_NOTE', null, null, key)).toBeNull()
    expect(await orderDocument(testDb.db, order.id, 'INVOICE', null, null, `${key!.slice(0, -2)}xx`)).toBeNull()
    expect(await orderDocument(testDb.db, order.id, 'INVOICE', null, null, null)).toBeNull()
    // A transfer is paid back by hand: the withdrawal command leaves it to an operator.
    expect(await withdrawOrder(testDb.db, reference)).toEqual({ outcome: 'PAID_BY_TRANSFER' })
  })

  /** The transfer that pays an order on invoice, as its bank statement line states it. */
  async function transferFor(reference: string, bankReference: string) {
    const order = await orderOf(reference)
    const communication = order.transferCommunication ?? reference
    const amount = (order.totals!.grandTotal / 100).toFixed(2)
    return camt053v2(CBBE.seller.iban!, [{ bankReference, amount, structured: communication.replace(/\D/g, '') }])
  }
  const onSale = async () => (await testDb.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, physical.variationId)))[0]!.stock

  it('holds no limited stock while waiting for its transfer, takes it when the transfer arrives, and refuses an order beyond what is on sale', async () => {
    await testDb.db.update(productVariations).set({ stock: 11 }).where(eq(productVariations.id, physical.variationId))
    try {
      // A made-up company with only a captcha holds nothing: both orders of 8 are placed, 11 stay on sale.
      const first = await place(input({ cards: [{ productSlug: physical.slug, amount: 45, quantity: 8, deliveryType: 'PHYSICAL' }] }))
      const second = await place(input({ cards: [{ productSlug: physical.slug, amount: 45, quantity: 8, deliveryType: 'PHYSICAL' }] }))
      expect([first.data.errors, second.data.errors]).toEqual([[], []])
      expect(await onSale()).toBe(11)

      // The first transfer takes its 8 (11 - 8 = 3 left); the second finds too few and waits for an operator.
      const paid = await importBankStatement(testDb.db, await transferFor(first.data.request!.orderReference!, `${backend}-STOCK-1`))
      expect(paid.map((line) => line.outcome)).toEqual(['PAID'])
      expect(await onSale()).toBe(3)
      const short = await importBankStatement(testDb.db, await transferFor(second.data.request!.orderReference!, `${backend}-STOCK-2`))
      expect(short.map((line) => line.outcome)).toEqual(['OUT_OF_STOCK'])
      expect((await orderOf(second.data.request!.orderReference!)).status).toBe('AWAITING_BANK_TRANSFER')
      expect(await onSale()).toBe(3)

      const email = uniqueEmail()
      const beyond = await place(input({ email, cards: [{ productSlug: physical.slug, amount: 45, quantity: 4, deliveryType: 'PHYSICAL' }] }))
      expect(beyond.data.request).toBeNull()
      expect(beyond.data.errors).toMatchObject([{ code: ERROR_CODES.OUT_OF_STOCK, referencedRequestParameter: 'input.cards' }])
      expect(await testDb.db.$count(orders, eq(orders.customerEmail, email))).toBe(0)
      expect(await testDb.db.$count(businessRequests, eq(businessRequests.email, email))).toBe(0)
      expect(await testDb.db.$count(mailOutbox, inArray(mailOutbox.recipient, [email]))).toBe(0)
    } finally {
      await testDb.db.update(productVariations).set({ stock: null }).where(eq(productVariations.id, physical.variationId))
    }
  })

  it('gives the last cards to one of two transfers imported at the same moment', async () => {
    await testDb.db.update(productVariations).set({ stock: 3 }).where(eq(productVariations.id, physical.variationId))
    try {
      const placed = await Promise.all([0, 1].map(() => place(input({ cards: [{ productSlug: physical.slug, amount: 45, quantity: 2, deliveryType: 'PHYSICAL' }] }))))
      expect(placed.map((result) => result.data.errors)).toEqual([[], []])
      const statements = await Promise.all(placed.map((result, index) => transferFor(result.data.request!.orderReference!, `${backend}-RACE-${index}`)))
      const imported = await Promise.all(statements.map((statement) => importBankStatement(testDb.db, statement)))
      expect(imported.map((lines) => lines[0]!.outcome).sort()).toEqual(['OUT_OF_STOCK', 'PAID'])
      expect(await onSale()).toBe(1)
    } finally {
      await testDb.db.update(productVariations).set({ stock: null }).where(eq(productVariations.id, physical.variationId))
    }
  })

  it.each([
    ['no address', { address: null }, [
      [ERROR_CODES.FIELD_REQUIRED, 'input.address.street'], [ERROR_CODES.FIELD_REQUIRED, 'input.address.houseNumber'],
      [ERROR_CODES.FIELD_REQUIRED, 'input.address.postCode'], [ERROR_CODES.FIELD_REQUIRED, 'input.address.city'],
    ]],
    ['a Dutch postcode in Belgium', { address: { ...address, postCode: '1011 AB' } }, [[ERROR_CODES.FIELD_INVALID, 'input.address.postCode']]],
    ['house number 0', { address: { ...address, houseNumber: '0' } }, [[ERROR_CODES.FIELD_INVALID, 'input.address.houseNumber']]],
    ['51 cards (docs/rules/errors.md 2030: 50 per order)', { cards: [{ productSlug: 'x', amount: 37, quantity: 26 }, { productSlug: 'x', amount: 37, quantity: 25 }] }, [
      [ERROR_CODES.GIFTCARD_LIMIT, 'input.cards'],
    ]],
  ])('refuses %s with its errors and keeps nothing', async (_name, overrides, expected) => {
    const email = uniqueEmail()
    const fields = { ...overrides } as Record<string, unknown>
    if (Array.isArray(fields.cards)) fields.cards = (fields.cards as Array<Record<string, unknown>>).map((line) => ({ ...line, productSlug: digital.slug, deliveryType: 'DIGITAL' }))
    const result = await place(input({ email, ...fields }))
    expect(result.data.request).toBeNull()
    expect(result.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual(expected)
    expect(await testDb.db.$count(orders, eq(orders.customerEmail, email))).toBe(0)
    expect(await testDb.db.$count(businessRequests, eq(businessRequests.email, email))).toBe(0)
  })

  it('accepts exactly 50 cards', async () => {
    const placed = await place(input({ cards: [{ productSlug: digital.slug, amount: 37, quantity: 50, deliveryType: 'DIGITAL' }] }))
    expect(placed.data.errors).toEqual([])
    expect((await orderOf(placed.data.request!.orderReference!)).totals?.grandTotal).toBe(50 * 3700 + 95)
  })
})
