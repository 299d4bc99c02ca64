import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, invoices, mailOutbox, orders, productVariations, products, refunds } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { balanceOf, debitCard } from '@/server/modules/cards/card-ledger'
import { invoicePdf } from '@/server/modules/invoicing/invoice-pdf'
import { withdrawOrder } from '@/server/modules/payments/order-withdrawal'
import { findMoneyMismatches } from '@/server/modules/payments/reconcile'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { pdfText } from '@/tests/helpers/pdf-text'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Issue 25: a refund of an invoiced sale comes with a credit note. An order is taken back whole
 * (`npm run orders:withdraw`): cards blocked, payment refunded, invoice cancelled by a credit note
 * that the refund's mail names, and the books of the order back at zero.
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
const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte.withdraws@example.com', confirmEmail: 'lotte.withdraws@example.com', phoneNumber: '+32 470 12 34 56',
}
const receiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }

describe.each(testBackends())('taking back a delivered order, on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let variationId: string
  let ip = 0

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'withdrawal-outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ id: productVariations.id }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false),
        eq(productVariations.variationType, 'digital'), eq(productVariations.hasFixedPrices, false)))
      .limit(1)
    variationId = String(row!.id)
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  /** Three digital cards of 23 euro, paid by Bancontact through the test provider. */
  async function paidOrder() {
    const browser = new TestBrowser(handler, { 'x-shop-client-address': `10.25.${backend === 'pglite' ? 1 : 2}.${++ip}` })
    const added = await browser.call<{ order: { shipments: Array<{ tag: string }> } }>(Q.add, { userData: userData(), input: { variationId, amount: 23, quantity: 3 } })
    await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: added.data.order.shipments[0]!.tag, deliveryAddress: receiver } })
    const placed = await browser.call<{ order: { id: string; reference: string } }>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
    const order = placed.data.order
    const started = await browser.call<{ redirect: { url: string } }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    expect((await browser.call<{ result: string }>(Q.complete, { userData: userData(), orderUuid: order.id, params: [{ name: 'payment', value: paymentId }] })).data.result).toBe('AUTHORISED')
    return { ...order, paymentId }
  }
  const balances = async (orderId: string) => Promise.all((await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, orderId)))
    .map(async (card) => [card.status, await balanceOf(testDb.db, card.id)]))

  it('blocks the cards, refunds the payment and cancels the invoice with a credit note that the mail names', async () => {
    const order = await paidOrder()
    const [invoice] = await testDb.db.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'INVOICE')))
    expect(invoice).toBeDefined()

    const result = await withdrawOrder(testDb.db, order.reference)
    // 3 × 23.00 + the service fee of 0.95.
    expect(result).toMatchObject({ outcome: 'WITHDRAWN', reference: order.reference, amount: { currency: 'EUR', value: 6995 } })
    expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('CANCELED')
    expect(await balances(order.id)).toEqual([['BLOCKED', 0], ['BLOCKED', 0], ['BLOCKED', 0]])
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    expect(refund).toMatchObject({ pspReference: order.paymentId, reason: 'WITHDRAWN', amount: 6995, status: 'REFUNDED' })

    const [note] = await testDb.db.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'CREDIT_NOTE')))
    expect(note!.number).toMatch(/^CN-BE-\d{4}-\d{6}$/)
    expect(result).toMatchObject({ creditNote: note!.number })
    expect(note!.document.corrects).toEqual({ number: invoice!.number, issuedOn: invoice!.issuedOn })
    const [mail] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-withdrawn'), eq(mailOutbox.recipient, billing.email)))
    expect(mail!.subject).toBe(`Bestelling ${order.reference} is geannuleerd en terugbetaald (Cadorama)`)
    expect(mail!.text).toContain(`Creditnota ${note!.number} annuleert factuur ${invoice!.number}`)
    expect(mail!.text).toMatch(/We betalen €\s69,95 terug/)
    expect(mail!.text).toMatch(new RegExp(`Factuur ${invoice!.number} \\(pdf\\): \\S+/api/orders/${order.id}/invoice/\\?key=`))
    expect(mail!.text).toMatch(new RegExp(`Creditnota ${note!.number} \\(pdf\\): \\S+/api/orders/${order.id}/credit-note/\\?key=`))
    // The credit note's PDF names the invoice it cancels.
    expect((await pdfText(await invoicePdf(note!.document))).join(' ')).toContain(invoice!.number)

    expect((await findMoneyMismatches(testDb.db)).filter((finding) => 'orderId' in finding && finding.orderId === order.id)).toEqual([])
    // Taken back once: the second time there is nothing left to take back.
    expect(await withdrawOrder(testDb.db, order.reference)).toEqual({ outcome: 'NOT_REFUNDABLE', status: 'CANCELED REGULAR' })
    expect(await testDb.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(1)
  })

  it('keeps an order whose card was spent in part, and changes nothing', async () => {
    const order = await paidOrder()
    const [card] = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, order.id)).limit(1)
    await testDb.db.transaction((tx) => debitCard(tx, card!.id, 1, 'REDEEM', null))
    expect(await withdrawOrder(testDb.db, order.reference)).toEqual({ outcome: 'CARDS_USED', cards: [card!.number] })
    expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('COMPLETED')
    expect((await balances(order.id)).sort()).toEqual([['ACTIVE', 2299], ['ACTIVE', 2300], ['ACTIVE', 2300]])
    expect(await testDb.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(0)
    expect(await testDb.db.$count(invoices, and(eq(invoices.orderId, order.id), eq(invoices.kind, 'CREDIT_NOTE')))).toBe(0)
  })

  it('a card spent while the order is taken back: either the spending or the withdrawal, never both', async () => {
    const order = await paidOrder()
    const [card] = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, order.id)).limit(1)
    const [withdrawal, debit] = await Promise.all([
      withdrawOrder(testDb.db, order.reference),
      testDb.db.transaction((tx) => debitCard(tx, card!.id, 500, 'REDEEM', null)),
    ])
    expect(withdrawal.outcome === 'WITHDRAWN').toBe(!debit.ok)
    const spent = await testDb.db.$count(cardLedger, and(eq(cardLedger.cardId, card!.id), eq(cardLedger.kind, 'REDEEM')))
    expect(spent).toBe(debit.ok ? 1 : 0)
    expect(await testDb.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(withdrawal.outcome === 'WITHDRAWN' ? 1 : 0)
  })

  it('says what it cannot take back', async () => {
    expect(await withdrawOrder(testDb.db, 'CBBE-20260101-000000')).toEqual({ outcome: 'NOT_FOUND' })
  })
})
