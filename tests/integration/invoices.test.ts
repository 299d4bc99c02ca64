import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gte, inArray, isNull, like, lte } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { bankTransfers, giftCards, invoices, mailOutbox, orders, payments, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { orderDocument } from '@/server/modules/invoicing/invoice-service'
import { cancelUnpaidInvoices, remindUnpaidInvoices } from '@/server/modules/invoicing/unpaid-invoices'
import { formatStructuredCommunication, orderCommunication } from '@/server/modules/invoicing/structured-communication'
import { importBankStatement } from '@/server/modules/payments/bank-statement-import'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { camt053v2, camt053v8 } from '@/tests/fixtures/camt053'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { overlappingTexts, pdfText, qrCodesOn } from '@/tests/helpers/pdf-text'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * The invoice a shopper downloads, read back from the PDF as a reader would: every item article 226
 * of the VAT Directive asks of an invoice to a Belgian business, and the number from the seller's
 * sequence, taken when the order is paid (an order waiting for its transfer has no invoice yet).
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

  /** The transfer of an order on invoice, as a Belgian bank's statement shows it. */
  const transferOf = (bankReference: string, communication: string, amount = '111.95') =>
    camt053v2('BE21001234567803', [{ bankReference, amount, structured: communication.replace(/\D/g, '') }])
  const waitingOrder = async (orderId: string) => (await testDb.db.select().from(orders).where(eq(orders.id, orderId)))[0]!

  it('prints every article-226 item on the invoice of a business order on invoice, issued when its transfer arrives', async () => {
    const { browser, order } = await placedOrder('BUSINESS')
    const started = await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'invoice' })
    expect(started.data.errors).toEqual([])
    const year = today().slice(-4)
    // The first order on invoice: serial 1, +++000/0000/00101+++ (1 mod 97 = 1), kept on the order with its due date.
    const communication = formatStructuredCommunication(orderCommunication(1))
    expect(communication).toBe('+++000/0000/00101+++')
    expect(await waitingOrder(order.id)).toMatchObject({ status: 'AWAITING_BANK_TRANSFER', transferCommunication: communication })
    // Waiting, it has no invoice and took no number: the download answers as for an unknown order.
    expect(await orderDocument(testDb.db, order.id, 'INVOICE', null, browser.cookies.get('basket')!)).toBeNull()
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, order.id))).toBe(0)
    // The order confirmation says how to pay, naming the order rather than an invoice.
    const [confirmation] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-confirmation'), like(mailOutbox.subject, `%${order.reference}%`)))
    expect(confirmation!.text).toContain(`Gelieve €\u00a0111,95 vóór ${today(14)} over te schrijven naar IBAN BE21001234567803 (BIC GEBABEBB) met vermelding van ${communication}. De factuur van bestelling ${order.reference} volgt zodra uw betaling binnen is.`)
    expect(confirmation!.text).not.toContain('INV-BE-')

    expect((await importBankStatement(testDb.db, transferOf(`ART226-${backend}-1`, communication))).map((line) => line.outcome)).toEqual(['PAID'])
    const invoice = await orderDocument(testDb.db, order.id, 'INVOICE', null, browser.cookies.get('basket')!)
    expect(invoice!.fileName).toBe(`INV-BE-${year}-000001.pdf`)
    const text = await pdfText(invoice!.pdf)
    expect(text.slice(0, 22)).toEqual([
      'Cadorama Factuur',
      `Kadoworks Belgium BV Factuurnummer: INV-BE-${year}-000001`,
      `Cadeaulaan 10 Factuurdatum: ${today()}`,
      // Issued on payment: the cards are delivered that day.
      `9000 Gent Leveringsdatum: ${today()}`,
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
    // The closing paragraphs, however they wrap: why gift cards carry no VAT, and that it is paid.
    expect(text.slice(22).join(' ')).toBe([
      '* Cadeaukaarten zijn vouchers voor meervoudig gebruik: er is geen btw verschuldigd bij de verkoop, pas bij de besteding',
      '(Richtlijn 2006/112/EG, art. 30 ter).',
      'Betaald met Betalen op factuur.',
    ].join(' '))
    // Paid, it asks for no transfer: no payment QR code.
    expect(await qrCodesOn(invoice!.pdf)).toEqual([])
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

  it('sends the confirmation, with how to pay, to the invoice e-mail address when one is given', async () => {
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
      return { ...order, communication: (await waitingOrder(order.id)).transferCommunication! }
    }
    const cardsOf = (orderId: string) => testDb.db.$count(giftCards, eq(giftCards.orderId, orderId))
    const statusOf = async (orderId: string) => (await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status

    it('pays two orders, leaves an unknown transfer for an operator, and applies nothing twice', async () => {
      const first = await onInvoice()
      const second = await onInvoice()
      const strangerOrder = await onInvoice()
      expect(await statusOf(first.id)).toBe('AWAITING_BANK_TRANSFER')
      expect(await cardsOf(first.id)).toBe(0)
      expect(await testDb.db.$count(invoices, eq(invoices.orderId, first.id))).toBe(0)
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
      // Paid, each is invoiced with the next number; the order still waiting has no invoice.
      const numbers = await testDb.db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices)
        .where(inArray(invoices.orderId, [first.id, second.id, strangerOrder.id]))
      expect(numbers.map((row) => row.orderId).sort()).toEqual([first.id, second.id].sort())
      expect(numbers.every((row) => /^INV-BE-\d{4}-\d{6}$/.test(row.number))).toBe(true)
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
    const lettersAbout = async (reference: string) => (await testDb.db.select().from(mailOutbox))
      .filter((mail) => mail.subject.includes(reference) && mail.kind !== 'order-confirmation')

    it('reminds once the day after the due date, then cancels on day 30 without an invoice to credit', async () => {
      const { browser, order } = await placedOrder('BUSINESS')
      await browser.call(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'invoice' })
      const { paymentDueOn, transferCommunication: communication } = await waitingOrder(order.id)
      const waitingSince = new Date(new Date(`${paymentDueOn}T12:00:00Z`).getTime() - 14 * DAY)

      await remindUnpaidInvoices(testDb.db, new Date(waitingSince.getTime() + 14 * DAY))
      expect(await lettersAbout(order.reference)).toEqual([])
      await remindUnpaidInvoices(testDb.db, new Date(waitingSince.getTime() + 15 * DAY))
      await remindUnpaidInvoices(testDb.db, new Date(waitingSince.getTime() + 16 * DAY))
      const [reminder, ...more] = await lettersAbout(order.reference)
      expect(more).toEqual([])
      expect(reminder).toMatchObject({ kind: 'invoice-reminder', recipient: 'lotte.invoice@example.com', subject: `Herinnering: bestelling ${order.reference} is nog niet betaald` })
      expect(reminder!.text).toContain(`Gelieve €\u00a0111,95 over te schrijven naar IBAN BE21001234567803 (BIC GEBABEBB) met vermelding van ${communication}.`)

      await cancelUnpaidInvoices(testDb.db, new Date(waitingSince.getTime() + 29 * DAY))
      expect((await waitingOrder(order.id)).status).toBe('AWAITING_BANK_TRANSFER')
      await cancelUnpaidInvoices(testDb.db, new Date(waitingSince.getTime() + 30 * DAY))
      expect((await waitingOrder(order.id)).status).toBe('CANCELED')
      // Never invoiced, so nothing to credit: no invoice, no credit note, no number of either sequence.
      expect(await testDb.db.$count(invoices, eq(invoices.orderId, order.id))).toBe(0)
      const cancelled = (await lettersAbout(order.reference)).find((mail) => mail.kind === 'invoice-cancelled')
      expect(cancelled!.subject).toBe(`Bestelling ${order.reference} is geannuleerd: ze werd niet betaald`)
      expect(cancelled!.text).toContain(`We hebben de betaling voor bestelling ${order.reference} niet op tijd ontvangen.`)
      const basket = browser.cookies.get('basket')!
      expect(await orderDocument(testDb.db, order.id, 'INVOICE', null, basket)).toBeNull()
      expect(await orderDocument(testDb.db, order.id, 'CREDIT_NOTE', null, basket)).toBeNull()

      // The transfer that arrives too late pays nothing: an operator sends it back.
      const late = camt053v2('BE21001234567803', [{ bankReference: `${backend}-LATE-0001`, amount: '111.95', unstructured: communication! }])
      expect((await importBankStatement(testDb.db, late)).map((line) => line.outcome)).toEqual(['NOT_PAYABLE'])
      // Cancelled once: running the job again sends nothing more.
      await cancelUnpaidInvoices(testDb.db, new Date(waitingSince.getTime() + 31 * DAY))
      expect((await lettersAbout(order.reference)).filter((mail) => mail.kind === 'invoice-cancelled')).toHaveLength(1)
    })
  })
})
