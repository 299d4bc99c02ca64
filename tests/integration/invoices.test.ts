import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gte, isNull, like, lte } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { bankTransfers, giftCards, invoices, mailOutbox, orders, payments, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { orderDocument } from '@/server/modules/invoicing/invoice-service'
import { cancelUnpaidInvoices, remindUnpaidInvoices } from '@/server/modules/invoicing/unpaid-invoices'
import { formatStructuredCommunication, invoiceCommunication } from '@/server/modules/invoicing/structured-communication'
import { importBankStatement } from '@/server/modules/payments/bank-statement-import'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { camt053v2, camt053v8 } from '@/tests/fixtures/camt053'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { overlappingTexts, pdfText, qrCodesOn } from '@/tests/helpers/pdf-text'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * The invoice a shopper downloads, read back from the PDF as a reader would: every item article 226
 * of the VAT Directive asks of an invoice to a Belgian business, and the number from the seller's
 * sequence.
 */
const CBBE = getStorefront('CBBE')
const userData = () => ({ language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null })
const ERRORS = 'errors { message code referencedRequestParameter }'
const Q = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id shipments { tag } } ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id reference } ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result ${ERRORS} } }`,
}
interface ApiError { code: number; message: string }
const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte.invoice@example.com', confirmEmail: 'lotte.invoice@example.com', phoneNumber: '+32 470 12 34 56',
}
const business = { ...billing, customerType: 'BUSINESS', companyName: 'Peeters bv', vatNumber: 'BE0123456749', kvkNumber: '0123.456.749', referenceNumber: 'PO-2026-11' }
const receiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }

/** Today in Brussels, n days on, as a Belgian invoice writes it ("26 november 2026"). */
const today = (days = 0) => new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000))

describe.each(testBackends())('invoices on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let card: { variationId: string }
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.25.${backend === 'pglite' ? 1 : 2}.${++ip}` })

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'invoice-outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ variation: productVariations }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(productVariations.variationType, 'digital'), eq(productVariations.hasFixedPrices, false), lte(productVariations.minPrice, 3_700), gte(productVariations.maxPrice, 3_700), isNull(productVariations.stock)))
      .orderBy(productVariations.id).limit(1)
    card = { variationId: String(row!.variation.id) }
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  /** Three cards of 37 euro (with the service fee, a total whose VAT does not divide evenly), placed by `customerType`. */
  async function placedOrder(customerType: 'PRIVATE' | 'BUSINESS', billingChanges: Record<string, string> = {}) {
    const browser = shopper()
    const added = await browser.call<{ order: { shipments: Array<{ tag: string }> }; errors: ApiError[] }>(Q.add, { userData: userData(), input: { variationId: card.variationId, amount: 37, quantity: 3 } })
    expect(added.data.errors).toEqual([])
    await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: added.data.order.shipments[0]!.tag, deliveryAddress: receiver } })
    const placed = await browser.call<{ order: { id: string; reference: string }; errors: ApiError[] }>(Q.place, {
      userData: userData(), input: { customerType, billingAddress: { ...(customerType === 'BUSINESS' ? business : billing), ...billingChanges }, acceptTerms: true },
    })
    expect(placed.data.errors).toEqual([])
    return { browser, order: placed.data.order }
  }

  it('prints every article-226 item on the invoice of a business order on invoice', async () => {
    const { browser, order } = await placedOrder('BUSINESS')
    const started = await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'invoice' })
    expect(started.data.errors).toEqual([])
    const invoice = await orderDocument(testDb.db, order.id, 'INVOICE', null, browser.cookies.get('basket')!)
    const year = today().slice(-4)
    // The first invoice of the year: +++260/0000/00170+++ in 2026 (2600000001 mod 97 = 70).
    const communication = formatStructuredCommunication(invoiceCommunication(Number(year), 1))
    expect(invoice!.fileName).toBe(`INV-BE-${year}-000001.pdf`)
    const text = await pdfText(invoice!.pdf)
    expect(text.slice(0, 22)).toEqual([
      'Cadorama Factuur',
      `Kadoworks Belgium BV Factuurnummer: INV-BE-${year}-000001`,
      `Cadeaulaan 10 Factuurdatum: ${today()}`,
      '9000 Gent Leveringsdatum: Bij ontvangst van de betaling',
      `België Bestelreferentie: ${order.reference}`,
      'service@cadorama.be Btw-nummer: BE0765123429',
      'Ondernemingsnummer: 0765.123.429',
      'Gefactureerd aan',
      'Peeters bv Btw-nummer: BE0123456749',
      'Lotte Peeters Ondernemingsnummer: 0123.456.749',
      'Veldstraat 12 Uw referentie: PO-2026-11',
      '9000 Gent',
      'België',
      'Omschrijving Aantal Prijs per stuk Btw Bedrag',
      'Cadorama Keuze Cadeaukaart (per e-mail) 3 € 37,00 geen btw* € 111,00',
      'Servicekosten 1 € 0,95 21 % € 0,95',
      'Btw-overzicht Maatstaf van heffing Btw-bedrag',
      'geen btw* € 111,00 € 0,00',
      // 0.95 including 21 % VAT: 0.1649 of VAT, so 0.16.
      '21 % € 0,79 € 0,16',
      'Totaal exclusief btw € 111,79',
      'Btw-bedrag € 0,16',
      'Totaal € 111,95',
    ])
    // The closing paragraphs, however they wrap: why gift cards carry no VAT, and how to pay.
    expect(text.slice(22).join(' ')).toBe([
      '* Cadeaukaarten zijn vouchers voor meervoudig gebruik: er is geen btw verschuldigd bij de verkoop, pas bij de besteding',
      '(Richtlijn 2006/112/EG, art. 30 ter).',
      `Gelieve € 111,95 te betalen vóór ${today(14)} op IBAN BE21001234567803 (BIC GEBABEBB) met vermelding van ${communication}.`,
      'Scan met uw bankapp om te betalen.',
    ].join(' '))
    // The order confirmation says how to pay, too.
    const [confirmation] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-confirmation'), like(mailOutbox.subject, `%${order.reference}%`)))
    expect(confirmation!.text).toContain(`Gelieve €\u00a0111,95 vóór ${today(14)} over te schrijven naar IBAN BE21001234567803 (BIC GEBABEBB) met vermelding van ${communication}. Factuur INV-BE-${year}-000001 vindt u bij uw bestelling.`)
    // The SEPA QR code on the invoice fills in the same transfer in a banking app.
    expect(await qrCodesOn(invoice!.pdf)).toEqual([`BCD\n002\n1\nSCT\nGEBABEBB\nKadoworks Belgium BV\nBE21001234567803\nEUR111.95\n\n\n${communication}`])
    expect(await overlappingTexts(invoice!.pdf)).toEqual([])
  })

  it('dates the supply of a paid order and numbers its invoice next, without a buyer\'s VAT number', async () => {
    const { browser, order } = await placedOrder('PRIVATE')
    const started = await browser.call<{ redirect: { url: string }; errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    const completed = await browser.call<{ result: string; errors: ApiError[] }>(Q.complete, { userData: userData(), orderUuid: order.id, params: [{ name: 'payment', value: paymentId }] })
    expect(completed.data.errors).toEqual([])
    // Issued when the payment was applied, before anyone downloads it.
    const [issued] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, order.id))
    expect(issued!.number).toBe(`INV-BE-${today().slice(-4)}-000002`)
    const text = await pdfText((await orderDocument(testDb.db, order.id, 'INVOICE', null, browser.cookies.get('basket')!))!.pdf)
    expect(text).toContain(`9000 Gent Leveringsdatum: ${today()}`)
    expect(text.slice(7, 12)).toEqual(['Gefactureerd aan', 'Lotte Peeters', 'Veldstraat 12', '9000 Gent', 'België'])
    expect(text.at(-1)).toBe('Betaald met Bancontact.')
    expect(text.join('\n')).not.toContain('BE0123456749')
  })

  it('sends the confirmation, with the invoice and how to pay, to the invoice e-mail address when one is given', async () => {
    const { browser, order } = await placedOrder('BUSINESS', { invoiceEmail: 'facturen@peeters.example' })
    const started = await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'invoice' })
    expect(started.data.errors).toEqual([])
    const mails = await testDb.db.select({ recipient: mailOutbox.recipient }).from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-confirmation'), like(mailOutbox.subject, `%${order.reference}%`)))
    expect(mails).toEqual([{ recipient: 'facturen@peeters.example' }])
  })

  describe('orders on invoice paid by a bank statement (camt.053)', () => {
    async function onInvoice() {
      const { browser, order } = await placedOrder('BUSINESS')
      const started = await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'invoice' })
      expect(started.data.errors).toEqual([])
      const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, order.id))
      return { ...order, communication: invoice!.document.payment.transfer!.communication }
    }
    const cardsOf = (orderId: string) => testDb.db.$count(giftCards, eq(giftCards.orderId, orderId))
    const statusOf = async (orderId: string) => (await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status

    it('pays two orders, leaves an unknown transfer for an operator, and applies nothing twice', async () => {
      const first = await onInvoice()
      const second = await onInvoice()
      const strangerOrder = await onInvoice()
      expect(await statusOf(first.id)).toBe('AWAITING_BANK_TRANSFER')
      expect(await cardsOf(first.id)).toBe(0)
      const statement = camt053v2('BE21 0012 3456 7803', [
        // As Belgian banks report a structured communication: twelve digits in the structured reference.
        { bankReference: `${backend}-B6K25-0001`, amount: '111.95', structured: first.communication.replace(/\D/g, '') },
        // Typed by hand into the free text, with its +++ and slashes.
        { bankReference: `${backend}-B6K25-0002`, amount: '111.95', unstructured: `Factuur ${second.communication} Peeters bv` },
        { bankReference: `${backend}-B6K25-0003`, amount: '42.00', unstructured: 'Lidgeld tennisclub 2027', debtor: 'Jan Janssens' },
        // Less than the invoice asks: paid by no one, shown to an operator.
        { bankReference: `${backend}-B6K25-0004`, amount: '100.00', unstructured: strangerOrder.reference },
      ])

      const imported = await importBankStatement(testDb.db, statement)
      expect(imported.map((line) => [line.outcome, line.orderReference, line.amount])).toEqual([
        ['PAID', first.reference, 11_195],
        ['PAID', second.reference, 11_195],
        ['UNMATCHED', null, 4_200],
        ['AMOUNT_MISMATCH', strangerOrder.reference, 10_000],
      ])
      expect(await statusOf(first.id)).toBe('COMPLETED')
      expect(await statusOf(second.id)).toBe('COMPLETED')
      expect(await statusOf(strangerOrder.id)).toBe('AWAITING_BANK_TRANSFER')
      expect(await cardsOf(first.id)).toBe(3)
      expect(await cardsOf(second.id)).toBe(3)
      // The order's payment attempt on invoice is the one the transfer authorised.
      const [attempt] = await testDb.db.select().from(payments).where(eq(payments.orderId, first.id))
      expect(attempt).toMatchObject({ status: 'AUTHORISED', pspReference: `bank:BE21001234567803:${backend}-B6K25-0001` })

      // The same statement again, twice at once: nothing is paid or issued a second time.
      const again = await Promise.all([importBankStatement(testDb.db, statement), importBankStatement(testDb.db, statement)])
      expect(again.flat().map((line) => line.outcome)).toEqual(Array(8).fill('ALREADY_IMPORTED'))
      expect(await cardsOf(first.id)).toBe(3)
      expect(await cardsOf(second.id)).toBe(3)
      expect(await testDb.db.$count(bankTransfers, like(bankTransfers.bankReference, `${backend}-%`))).toBe(4)
    })

    it('pays nothing into another seller\'s account or for an order that no longer waits', async () => {
      const order = await onInvoice()
      const elsewhere = camt053v8('NL41KADO0123456789', [{ bankReference: `${backend}-NL-0001`, amount: '111.95', structured: order.communication.replace(/\D/g, '') }])
      expect((await importBankStatement(testDb.db, elsewhere)).map((line) => line.outcome)).toEqual(['WRONG_ACCOUNT'])
      const paid = camt053v8('BE21001234567803', [{ bankReference: `${backend}-B6K26-0001`, amount: '111.95', structured: order.communication.replace(/\D/g, '') }])
      expect((await importBankStatement(testDb.db, paid)).map((line) => line.outcome)).toEqual(['PAID'])
      // A second transfer for the same invoice: the order is paid already; an operator sends it back.
      const twice = camt053v8('BE21001234567803', [{ bankReference: `${backend}-B6K26-0002`, amount: '111.95', unstructured: order.communication }])
      expect((await importBankStatement(testDb.db, twice)).map((line) => line.outcome)).toEqual(['NOT_PAYABLE'])
      expect(await cardsOf(order.id)).toBe(3)
    })
  })

  describe('orders on invoice that stay unpaid', () => {
    const DAY = 86_400_000
    const mailsAbout = async (invoiceNumber: string) => (await testDb.db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(invoiceNumber))

    it('reminds once the day after the due date, then cancels with a credit note on day 30', async () => {
      const { browser, order } = await placedOrder('BUSINESS')
      await browser.call(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'invoice' })
      const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, order.id))
      const issued = new Date(`${invoice!.issuedOn}T12:00:00Z`)
      const communication = invoice!.document.payment.transfer!.communication

      await remindUnpaidInvoices(testDb.db, new Date(issued.getTime() + 14 * DAY))
      expect(await mailsAbout(invoice!.number)).toEqual([])
      await remindUnpaidInvoices(testDb.db, new Date(issued.getTime() + 15 * DAY))
      await remindUnpaidInvoices(testDb.db, new Date(issued.getTime() + 16 * DAY))
      const [reminder, ...more] = await mailsAbout(invoice!.number)
      expect(more).toEqual([])
      expect(reminder).toMatchObject({ kind: 'invoice-reminder', recipient: 'lotte.invoice@example.com', subject: `Herinnering: factuur ${invoice!.number} is nog niet betaald` })
      expect(reminder!.text).toContain(`Gelieve €\u00a0111,95 over te schrijven naar IBAN BE21001234567803 (BIC GEBABEBB) met vermelding van ${communication}.`)

      await cancelUnpaidInvoices(testDb.db, new Date(issued.getTime() + 29 * DAY))
      expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('AWAITING_BANK_TRANSFER')
      await cancelUnpaidInvoices(testDb.db, new Date(issued.getTime() + 30 * DAY))
      expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('CANCELED')
      const [note] = await testDb.db.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'CREDIT_NOTE')))
      expect(note!.number).toMatch(/^CN-BE-\d{4}-\d{6}$/)
      expect(note!.document).toMatchObject({ kind: 'CREDIT_NOTE', corrects: { number: invoice!.number, issuedOn: invoice!.issuedOn }, totals: invoice!.document.totals })
      const cancelled = (await mailsAbout(invoice!.number)).find((mail) => mail.kind === 'invoice-cancelled')
      expect(cancelled!.text).toContain(`Creditnota ${note!.number} annuleert de factuur`)

      // Both stay downloadable; the credit note names the invoice it cancels.
      const basket = browser.cookies.get('basket')!
      expect((await orderDocument(testDb.db, order.id, 'INVOICE', null, basket))!.fileName).toBe(`${invoice!.number}.pdf`)
      const credit = await orderDocument(testDb.db, order.id, 'CREDIT_NOTE', null, basket)
      expect(credit!.fileName).toBe(`${note!.number}.pdf`)
      const text = await pdfText(credit!.pdf)
      expect(text[0]).toBe('Cadorama Creditnota')
      expect(text.join('\n')).toContain(`Corrigeert factuur ${invoice!.number} van`)
      expect(await orderDocument(testDb.db, order.id, 'CREDIT_NOTE', null, 'someone-else')).toBeNull()

      // The transfer that arrives too late pays nothing: an operator sends it back.
      const late = camt053v2('BE21001234567803', [{ bankReference: `${backend}-LATE-0001`, amount: '111.95', unstructured: communication }])
      expect((await importBankStatement(testDb.db, late)).map((line) => line.outcome)).toEqual(['NOT_PAYABLE'])
      // Cancelled once: running the job again issues no second credit note.
      await cancelUnpaidInvoices(testDb.db, new Date(issued.getTime() + 31 * DAY))
      expect(await testDb.db.$count(invoices, and(eq(invoices.orderId, order.id), eq(invoices.kind, 'CREDIT_NOTE')))).toBe(1)
    })
  })
})

