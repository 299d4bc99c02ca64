import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gte, lte } from 'drizzle-orm'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { invoices, mailOutbox, orders, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { cancelUnpaidInvoices } from '@/server/modules/invoicing/unpaid-invoices'
import { importBankStatement } from '@/server/modules/payments/bank-statement-import'
import { camt053v2 } from '@/tests/fixtures/camt053'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Invoice numbers come from a gapless sequence, so only a sale may take one: anyone with a captcha
 * can place a business order on invoice for a made-up company, and such an order is often never
 * paid. The number is taken when the transfer pays the order, never while it waits.
 */
const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const INVOICE_ORDER = `mutation ($userData: UserDataInput!, $input: BusinessRequestInput!) {
  placeBusinessInvoiceOrder(userData: $userData, input: $input) { request { orderReference } errors { message code referencedRequestParameter } }
}`
const DAY = 86_400_000
const COMMUNICATION = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/

describe.each(testBackends())('invoice numbers of orders on invoice on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let slug: string
  let ip = 0

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'invoice-numbers-outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ slug: products.slug }).from(products)
      .innerJoin(productVariations, eq(productVariations.productId, products.id))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.published, true), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(productVariations.variationType, 'digital'),
        eq(productVariations.hasFixedPrices, false), lte(productVariations.minPrice, 3700), gte(productVariations.maxPrice, 3700)))
      .limit(1)
    slug = row!.slug
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  /** A business order on invoice from the form: three digital cards of 37 euro. */
  async function placed(email: string) {
    const browser = new TestBrowser(handler, { 'x-shop-client-address': `10.31.${backend === 'pglite' ? 1 : 2}.${++ip}` })
    const result = await browser.call<{ request: { orderReference: string } | null; errors: unknown[] }>(INVOICE_ORDER, {
      userData,
      input: {
        companyName: 'Verzonnen bv', firstName: 'An', lastName: 'Peeters', email, phoneNumber: '+32 9 123 45 67', vatNumber: 'BE 0123.456.749',
        companyRegistrationNumber: '0123456749', referenceNumber: 'PO-1', remark: null,
        address: { street: 'Kerkstraat', houseNumber: '12', postCode: '9000', city: 'Gent' },
        cards: [{ productSlug: slug, amount: 37, quantity: 3, deliveryType: 'DIGITAL', message: null }],
        captchaToken: DEVELOPMENT_CAPTCHA_TOKEN,
      },
    })
    expect(result.data.errors).toEqual([])
    const [order] = await testDb.db.select().from(orders).where(eq(orders.reference, result.data.request!.orderReference))
    const [confirmation] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'order-confirmation')))
    return { order: order!, communication: COMMUNICATION.exec(confirmation!.text)?.[0] ?? null }
  }
  const invoicesOf = (orderId: string) => testDb.db.select().from(invoices).where(eq(invoices.orderId, orderId))

  it('takes no number for an order cancelled unpaid: the next paid order gets the first number of the year, when its transfer is imported', async () => {
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: CBBE.seller.timeZone }).format(new Date())
    const dropped = await placed(`dropped-${backend}@verzonnen.example`)
    expect(dropped.communication).not.toBeNull()
    expect(await invoicesOf(dropped.order.id)).toEqual([])
    await cancelUnpaidInvoices(testDb.db, new Date(Date.now() + 31 * DAY))
    expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, dropped.order.id)))[0]!.status).toBe('CANCELED')
    // Nothing was issued, so nothing is credited.
    expect(await invoicesOf(dropped.order.id)).toEqual([])

    const paid = await placed(`paid-${backend}@verzonnen.example`)
    expect(await invoicesOf(paid.order.id)).toEqual([])
    const statement = camt053v2(CBBE.seller.iban!, [{ bankReference: `${backend}-NUMBERS-1`, amount: '111.95', structured: paid.communication!.replace(/\D/g, '') }])
    expect((await importBankStatement(testDb.db, statement)).map((line) => [line.outcome, line.orderReference])).toEqual([['PAID', paid.order.reference]])
    const [invoice, ...more] = await invoicesOf(paid.order.id)
    expect(more).toEqual([])
    expect(invoice!.number).toBe(`INV-BE-${year}-000001`)
    expect(invoice!.document.payment).toMatchObject({ paid: true, dueOn: null, transfer: null })
  })
})
