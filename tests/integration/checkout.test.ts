import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import {
  cardLedger, fulfilmentQueue, giftCards, mailOutbox, orders, payments, productVariations, products,
} from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { handleNotification } from '@/server/modules/payments/payment-notifications'
import { orderDocument } from '@/server/modules/invoicing/invoice-service'
import { deliverPendingMail } from '@/server/services/mail/outbox'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (language = 'nl') => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null })
const ERRORS = 'errors { message code referencedRequestParameter }'
const ORDER = `order { id status reference quantity needsDigitalAddress needsPhysicalAddress
  shipments { tag deliveryType registeredMail packages { id giftcardItem { qty variation { id price { value currency } } } totalPrice { value } } }
  groupedTotals { digitalTotal { qty price { value } } physicalTotal { qty price { value } } extra { value } }
  totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } adjustments { title adjustmentType price { value } } } }`
const Q = {
  cart: `query ($userData: UserDataInput!, $orderUuid: ID) { cartV2(userData: $userData, orderUuid: $orderUuid) { ${ORDER} ${ERRORS} } }`,
  quantity: `query ($userData: UserDataInput!) { cartQuantity(userData: $userData) { quantity ${ERRORS} } }`,
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  update: `mutation ($userData: UserDataInput!, $input: UpdatePackageInput!) { updatePackage(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  remove: `mutation ($userData: UserDataInput!, $shipmentTag: String!, $packageId: ID) { deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { ${ORDER} ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  methods: `query ($userData: UserDataInput!, $orderUuid: ID!) { paymentMethods(userData: $userData, orderUuid: $orderUuid) { methods { id banks { id issuer } } ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!, $issuerId: String) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId, issuerId: $issuerId) { redirect { url httpMethod } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result order { status reference } ${ERRORS} } }`,
  release: `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { ${ORDER} ${ERRORS} } }`,
}

interface ApiError { code: number; referencedRequestParameter: string | null; message: string }
interface OrderView {
  id: string; status: string; reference: string | null; quantity: number
  shipments: Array<{ tag: string; deliveryType: string; registeredMail: boolean; packages: Array<{ id: string; giftcardItem: { qty: number } }> }>
  totals: { subTotal: { value: number }; grandTotal: { value: number }; grandTotalWithoutTax: { value: number }; adjustments: Array<{ title: string; adjustmentType: string; price: { value: number } }> }
  groupedTotals: { digitalTotal: { qty: number; price: { value: number } }; physicalTotal: { qty: number; price: { value: number } }; extra: { value: number } }
}
interface CartPayload { order: OrderView | null; errors: ApiError[] }
const codes = (payload: { errors: ApiError[] }) => payload.errors.map((error) => error.code)

const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56',
}
const receiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }

describe.each(testBackends())('basket and checkout on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let digital: { variationId: string; amount: number; slug: string }
  let physicalLimited: { variationId: string; amount: number; stock: number }
  let apple: { variationId: string; max: number }

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const variations = await testDb.db.select({ variation: productVariations, product: products }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId)).where(eq(products.storefront, 'CBBE'))
    const fixed = variations.find((row) => row.variation.variationType === 'digital' && row.product.productType === 'GIFTCARD_DIGITAL' && row.product.brandKey !== 'apple' && row.variation.stock === null)!
    digital = { variationId: String(fixed.variation.id), amount: fixed.variation.pricesToShow[0]! / 100, slug: fixed.product.slug }
    const limited = variations.find((row) => row.variation.stock !== null)!
    physicalLimited = { variationId: String(limited.variation.id), amount: limited.variation.pricesToShow[0]! / 100, stock: limited.variation.stock! }
    const appleRow = variations.find((row) => row.product.brandKey === 'apple' && row.variation.variationType === 'digital')!
    apple = { variationId: String(appleRow.variation.id), max: appleRow.variation.maxPrice / 100 }
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  // Each shopper its own address: new anonymous baskets are limited per address (20 an hour).
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.5.${Math.floor(++ip / 250)}.${ip % 250}` })
  const add = (browser: TestBrowser, input: Record<string, unknown>) => browser.call<CartPayload>(Q.add, { userData: userData(), input: { quantity: 1, ...input } })

  async function paidReadyOrder(browser = shopper()) {
    const added = await add(browser, { variationId: digital.variationId, amount: digital.amount, quantity: 2, message: 'Gelukkige verjaardag!' })
    expect(added.data.errors).toEqual([])
    const tag = added.data.order!.shipments[0]!.tag
    const delivered = await browser.call<CartPayload>(Q.delivery, { userData: userData(), input: { shipmentTag: tag, deliveryAddress: receiver } })
    expect(delivered.data.errors).toEqual([])
    const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
    return { browser, order: placed.data.order! }
  }

  async function payWithTestPage(browser: TestBrowser, orderId: string, outcome: 'AUTHORISED' | 'REFUSED' | 'CANCELLED' | 'FRAUD') {
    const started = await browser.call<{ redirect: { url: string; httpMethod: string } | null; errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: orderId, methodId: 'bancontact' })
    expect(started.data.errors).toEqual([])
    const paymentId = new URL(started.data.redirect!.url).searchParams.get('payment')!
    expect(started.data.redirect!.url).toContain('/testbetaling/?payment=')
    await decideTestPayment(testDb.db, paymentId, outcome)
    return browser.call<{ result: string | null; order: { status: string } | null; errors: ApiError[] }>(Q.complete, { userData: userData(), orderUuid: orderId, params: [{ name: 'payment', value: paymentId }] })
  }

  describe('basket', () => {
    it('keeps an anonymous basket behind an httpOnly cookie and prices it', async () => {
      const browser = shopper()
      const added = await add(browser, { variationId: digital.variationId, amount: digital.amount, quantity: 3 })
      expect(added.data.errors).toEqual([])
      expect(added.setCookies.find((cookie) => cookie.startsWith('basket='))).toMatch(/HttpOnly; *$|HttpOnly/)
      const order = added.data.order!
      expect(order.quantity).toBe(3)
      expect(order.groupedTotals.digitalTotal).toEqual({ qty: 3, price: { value: digital.amount * 3 } })
      // Gift cards are VAT-exempt; the service fee includes 21 % Belgian VAT.
      expect(order.totals.adjustments).toEqual([{ title: 'Servicekosten', adjustmentType: 'SERVICE_FEE', price: { value: 0.95 } }])
      expect(order.totals.grandTotal.value).toBeCloseTo(digital.amount * 3 + 0.95)
      expect(order.totals.grandTotalWithoutTax.value).toBeCloseTo(digital.amount * 3 + 0.95 - 0.16)
      expect((await browser.call<{ quantity: number }>(Q.quantity, { userData: userData() })).data.quantity).toBe(3)
      expect((await shopper().call<{ quantity: number }>(Q.quantity, { userData: userData() })).data.quantity).toBe(0)
    })

    it('refuses amounts outside the product rules, bad quantities and bad messages, changing nothing', async () => {
      const browser = shopper()
      const wrong = await add(browser, { variationId: digital.variationId, amount: digital.amount + 0.5, quantity: 0, message: '   ' })
      expect(wrong.data.errors.map((error) => error.referencedRequestParameter).sort()).toEqual(['input.amount', 'input.message', 'input.quantity'])
      expect(wrong.data.order).toBeNull()
      const emoji = await add(browser, { variationId: digital.variationId, amount: digital.amount, message: 'Proficiat 🎉' })
      expect(emoji.data.errors[0]).toMatchObject({ code: ERROR_CODES.FIELD_INVALID, referencedRequestParameter: 'input.message' })
      const long = await add(browser, { variationId: digital.variationId, amount: digital.amount, message: 'x'.repeat(151) })
      expect(long.data.errors[0]).toMatchObject({ code: ERROR_CODES.FIELD_TOO_LONG })
      const unknown = await add(browser, { variationId: '999999', amount: 10 })
      expect(codes(unknown.data)).toEqual([ERROR_CODES.PRODUCT_NOT_FOUND])
      expect((await browser.call<{ quantity: number }>(Q.quantity, { userData: userData() })).data.quantity).toBe(0)
    })

    it('answers 2015 above 500 euro of Apple cards, 2030 above the card limit and 2031 beyond stock', async () => {
      const browser = shopper()
      expect((await add(browser, { variationId: apple.variationId, amount: apple.max, quantity: 1 })).data.errors).toEqual([])
      const tooMuchApple = await add(browser, { variationId: apple.variationId, amount: apple.max, quantity: Math.ceil(500 / apple.max) })
      expect(codes(tooMuchApple.data)).toEqual([ERROR_CODES.APPLE_SUM_LIMIT])
      expect(tooMuchApple.data.errors[0]!.message).toMatch(/500/)

      const many = shopper()
      for (let i = 0; i < 2; i += 1) expect((await add(many, { variationId: digital.variationId, amount: digital.amount, quantity: 20 })).data.errors).toEqual([])
      expect(codes((await add(many, { variationId: digital.variationId, amount: digital.amount, quantity: 11 })).data)).toEqual([ERROR_CODES.GIFTCARD_LIMIT])

      await testDb.db.update(productVariations).set({ stock: 3 }).where(eq(productVariations.id, Number(physicalLimited.variationId)))
      const stock = await add(shopper(), { variationId: physicalLimited.variationId, amount: physicalLimited.amount, quantity: 4 })
      expect(codes(stock.data)).toEqual([ERROR_CODES.OUT_OF_STOCK])
      expect(stock.data.errors[0]!.message).toBe('Het is niet mogelijk om verder te gaan met deze cadeaubon, omdat hij momenteel niet op voorraad is.')
      // Counted over the basket already there: 2 in it, 2 more is 4 of 3 (the stock read with the basket's packages).
      const limited = shopper()
      expect((await add(limited, { variationId: physicalLimited.variationId, amount: physicalLimited.amount, quantity: 2 })).data.errors).toEqual([])
      expect(codes((await add(limited, { variationId: physicalLimited.variationId, amount: physicalLimited.amount, quantity: 2 })).data)).toEqual([ERROR_CODES.OUT_OF_STOCK])
      const three = await add(limited, { variationId: physicalLimited.variationId, amount: physicalLimited.amount, quantity: 1 })
      expect(three.data.errors).toEqual([])
      expect(three.data.order!.quantity).toBe(3)
      // Changing a package's quantity counts the same stock: the first package from 2 to 3 makes 4 of 3.
      const first = three.data.order!.shipments.flatMap((shipment) => shipment.packages).find((line) => line.giftcardItem.qty === 2)!
      const over = await limited.call<CartPayload>(Q.update, { userData: userData(), input: { packageId: first.id, quantity: 3, giftPacking: false } })
      expect(codes(over.data)).toEqual([ERROR_CODES.OUT_OF_STOCK])
      await testDb.db.update(productVariations).set({ stock: physicalLimited.stock }).where(eq(productVariations.id, Number(physicalLimited.variationId)))
    })

    it('changes quantities and deletes a package; an empty shipment goes with it', async () => {
      const browser = shopper()
      const added = await add(browser, { variationId: digital.variationId, amount: digital.amount })
      const pkg = added.data.order!.shipments[0]!.packages[0]!
      const updated = await browser.call<CartPayload>(Q.update, { userData: userData(), input: { packageId: pkg.id, quantity: 4, giftPacking: false } })
      expect(updated.data.order!.quantity).toBe(4)
      const packing = await browser.call<CartPayload>(Q.update, { userData: userData(), input: { packageId: pkg.id, quantity: 4, giftPacking: true } })
      expect(packing.data.errors[0]).toMatchObject({ referencedRequestParameter: 'input.giftPacking' })
      const removed = await browser.call<CartPayload>(Q.remove, { userData: userData(), shipmentTag: added.data.order!.shipments[0]!.tag, packageId: pkg.id })
      expect(removed.data.order!.shipments).toEqual([])
      expect(removed.data.order!.quantity).toBe(0)
      const stranger = await shopper().call<CartPayload>(Q.remove, { userData: userData(), shipmentTag: 'DIGITAL-1', packageId: pkg.id })
      expect(codes(stranger.data)).toEqual([ERROR_CODES.PACKAGE_NOT_FOUND])
    })

    it('sends physical shipments above 300 euro by registered mail', async () => {
      const [row] = await testDb.db.select({ variation: productVariations }).from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
        .where(and(eq(products.storefront, 'CBBE'), eq(productVariations.variationType, 'physical'), isNull(productVariations.stock), sql`${productVariations.maxPrice} >= 10000`)).limit(1)
      const amount = row!.variation.hasFixedPrices ? row!.variation.fixedValues.at(-1)! / 100 : 100
      const quantity = Math.floor(30000 / (amount * 100)) + 1
      const added = await add(shopper(), { variationId: String(row!.variation.id), amount, quantity })
      expect(added.data.errors).toEqual([])
      expect(added.data.order!.shipments[0]!.registeredMail).toBe(true)
      expect(added.data.order!.totals.adjustments.map((adjustment) => adjustment.adjustmentType)).toEqual(['SERVICE_FEE', 'POSTAGE', 'REGISTERED_MAIL'])
    })

    it("sends a wine seller's physical card by registered mail whatever its amount", async () => {
      const [row] = await testDb.db.select({ variation: productVariations }).from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
        .where(and(eq(products.storefront, 'CBBE'), eq(products.slug, 'wijnhuis-rankwerk'), eq(productVariations.variationType, 'physical'))).limit(1)
      const added = await add(shopper(), { variationId: String(row!.variation.id), amount: 25, quantity: 1 })
      expect(added.data.errors).toEqual([])
      expect(added.data.order!.shipments[0]!.registeredMail).toBe(true)
      expect(added.data.order!.totals.adjustments).toEqual([
        { title: 'Servicekosten', adjustmentType: 'SERVICE_FEE', price: { value: 0.95 } },
        { title: expect.any(String), adjustmentType: 'POSTAGE', price: { value: 1.95 } },
        { title: expect.any(String), adjustmentType: 'REGISTERED_MAIL', price: { value: 6.5 } },
      ])
      expect(added.data.order!.totals.grandTotal.value).toBeCloseTo(25 + 0.95 + 1.95 + 6.5)
    })
  })

  describe('checkout and payment', () => {
    it('needs valid addresses, accepted terms and a receiver for every shipment before placing', async () => {
      const browser = shopper()
      const added = await add(browser, { variationId: digital.variationId, amount: digital.amount })
      const noReceiver = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      expect(noReceiver.data.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.DELIVERY_ADDRESS_MISSING, referencedRequestParameter: `shipments.${added.data.order!.shipments[0]!.tag}` })])
      const badReceiver = await browser.call<CartPayload>(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: { ...receiver, confirmEmail: 'other@example.com' } } })
      expect(badReceiver.data.errors[0]).toMatchObject({ referencedRequestParameter: 'input.deliveryAddress.confirmEmail' })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      const bad = await browser.call<CartPayload>(Q.place, {
        userData: userData(), input: { customerType: 'BUSINESS', billingAddress: { ...billing, postCode: '0900', companyName: '' }, acceptTerms: false },
      })
      const parameters = bad.data.errors.map((error) => error.referencedRequestParameter)
      expect(parameters).toEqual(expect.arrayContaining(['input.billingAddress.postCode', 'input.billingAddress.companyName', 'input.billingAddress.vatNumber', 'input.acceptTerms']))
      expect((await testDb.db.select().from(orders).where(eq(orders.id, added.data.order!.id)))[0]!.status).toBe('CART')
    })

    it('refuses every field the checkout form requires, the phone number too, and leaves the basket a basket', async () => {
      const browser = shopper()
      const added = await add(browser, { variationId: digital.variationId, amount: digital.amount })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: added.data.order!.shipments[0]!.tag, deliveryAddress: receiver } })
      const { phoneNumber: _phone, ...withoutPhone } = billing
      const noPhone = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: withoutPhone, acceptTerms: true } })
      expect(noPhone.data.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.FIELD_REQUIRED, referencedRequestParameter: 'input.billingAddress.phoneNumber' })])
      const blankConfirm = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: { ...billing, confirmEmail: ' ' }, acceptTerms: true } })
      expect(blankConfirm.data.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.FIELD_REQUIRED, referencedRequestParameter: 'input.billingAddress.confirmEmail' })])
      const shortPassword = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true, createAccountPassword: 'kort' } })
      expect(shortPassword.data.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.PASSWORD_TOO_SHORT, referencedRequestParameter: 'input.createAccountPassword' })])
      const [row] = await testDb.db.select().from(orders).where(eq(orders.id, added.data.order!.id))
      expect(row).toMatchObject({ status: 'CART', reference: null, billingAddress: null, placedAt: null })
    })

    it('places the order, pays on the test page and delivers each card once by e-mail', async () => {
      const { browser, order } = await paidReadyOrder()
      expect(order.status).toBe('PENDING')
      expect(order.reference).toMatch(/^CBBE-\d{8}-\d{6}$/)
      const methods = await browser.call<{ methods: Array<{ id: string; banks: unknown[] }> }>(Q.methods, { userData: userData(), orderUuid: order.id })
      expect(methods.data.methods.map((method) => method.id)).toEqual(expect.arrayContaining(['bancontact', 'scheme']))
      expect(methods.data.methods.map((method) => method.id)).not.toContain('invoice')

      const paid = await payWithTestPage(browser, order.id, 'AUTHORISED')
      expect(paid.data).toMatchObject({ result: 'AUTHORISED', order: { status: 'COMPLETED' }, errors: [] })
      const cards = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, order.id))
      expect(cards).toHaveLength(2)
      for (const card of cards) {
        expect(card.number).toMatch(/^\d{19}$/)
        expect(card.pinHash).toMatch(/^\$argon2id\$/)
        const [balance] = await testDb.db.select({ total: sql<number>`sum(${cardLedger.amount})::int` }).from(cardLedger).where(eq(cardLedger.cardId, card.id))
        expect(Number(balance!.total)).toBe(digital.amount * 100)
      }
      const mails = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'jan@example.com'))
      expect(mails.filter((mail) => mail.kind === 'gift-card')).toHaveLength(2)
      expect(mails.every((mail) => mail.sentAt !== null)).toBe(true)
      expect(mails[0]!.text).toContain('Gelukkige verjaardag!')
      expect(mails[0]!.text).toMatch(/Pincode: \d{6}/)
      const confirmation = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'lotte@example.com'), eq(mailOutbox.kind, 'order-confirmation')))
      expect(confirmation.some((mail) => mail.text.includes(order.reference!))).toBe(true)

      // Reporting the same payment again changes nothing.
      const again = await browser.call<{ result: string }>(Q.complete, { userData: userData(), orderUuid: order.id, params: [] })
      expect(again.data.result).toBe('AUTHORISED')
      expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(2)
      // Someone else's browser cannot read the order.
      expect(codes((await shopper().call<CartPayload>(Q.cart, { userData: userData(), orderUuid: order.id })).data)).toEqual([ERROR_CODES.ORDER_NOT_FOUND])
    })

    it('keeps a refused payment PENDING for a retry, answers 2035 on fraud and 2036 after too many attempts', async () => {
      const { browser, order } = await paidReadyOrder()
      const refused = await payWithTestPage(browser, order.id, 'REFUSED')
      expect(refused.data).toMatchObject({ result: 'REFUSED', order: { status: 'PENDING' } })
      const retry = await browser.call<CartPayload>(Q.cart, { userData: userData(), orderUuid: order.id })
      expect(retry.data.order!.status).toBe('PENDING')
      const fraud = await payWithTestPage(browser, order.id, 'FRAUD')
      expect(codes(fraud.data)).toEqual([ERROR_CODES.PAYMENT_FRAUD])
      for (let attempt = 3; attempt <= 5; attempt += 1) await payWithTestPage(browser, order.id, 'CANCELLED')
      const limited = await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'bancontact' })
      expect(codes(limited.data)).toEqual([ERROR_CODES.RETRY_LIMIT])
      expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(0)
      // "Use a different payment method": another method may still pay.
      const other = await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'payconiq' })
      expect(other.data.errors).toEqual([])
      // "Try again later": once the attempts are older than the 30-minute window, the method pays again.
      await testDb.db.update(payments).set({ createdAt: sql`${payments.createdAt} - interval '29 minutes'` }).where(eq(payments.orderId, order.id))
      expect(codes((await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'bancontact' })).data)).toEqual([ERROR_CODES.RETRY_LIMIT])
      await testDb.db.update(payments).set({ createdAt: sql`${payments.createdAt} - interval '2 minutes'` }).where(eq(payments.orderId, order.id))
      const later = await payWithTestPage(browser, order.id, 'AUTHORISED')
      expect(later.data.order!.status).toBe('COMPLETED')
      expect(await testDb.db.$count(payments, eq(payments.orderId, order.id))).toBe(7)
    })

    it('lets a changed basket pay again after the retry limit', async () => {
      const browser = shopper()
      const added = await add(browser, { variationId: digital.variationId, amount: digital.amount, quantity: 1 })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      const orderId = placed.data.order!.id
      for (let attempt = 1; attempt <= 5; attempt += 1) await payWithTestPage(browser, orderId, 'CANCELLED')
      expect(codes((await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: orderId, methodId: 'bancontact' })).data)).toEqual([ERROR_CODES.RETRY_LIMIT])
      // Releasing and placing the same basket again does not reset the count…
      await browser.call(Q.release, { userData: userData(), orderUuid: orderId })
      await browser.call(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      expect(codes((await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: orderId, methodId: 'bancontact' })).data)).toEqual([ERROR_CODES.RETRY_LIMIT])
      // …a changed basket does.
      await browser.call(Q.release, { userData: userData(), orderUuid: orderId })
      const packageId = added.data.order!.shipments[0]!.packages[0]!.id
      expect((await browser.call<CartPayload>(Q.update, { userData: userData(), input: { packageId, quantity: 2, giftPacking: false } })).data.errors).toEqual([])
      expect((await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })).data.errors).toEqual([])
      expect((await payWithTestPage(browser, orderId, 'AUTHORISED')).data.order!.status).toBe('COMPLETED')
    })

    it('releases a pending order back into a basket and returns the reserved stock', async () => {
      const browser = shopper()
      const [before] = await testDb.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, Number(physicalLimited.variationId)))
      await add(browser, { variationId: physicalLimited.variationId, amount: physicalLimited.amount, quantity: 1 })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'PHYSICAL-1', deliveryAddress: billing } })
      const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      expect(placed.data.errors).toEqual([])
      const [reserved] = await testDb.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, Number(physicalLimited.variationId)))
      expect(reserved!.stock).toBe(before!.stock! - 1)
      const released = await browser.call<CartPayload>(Q.release, { userData: userData(), orderUuid: placed.data.order!.id })
      expect(released.data.order).toMatchObject({ status: 'CART', reference: null, quantity: 1 })
      const [after] = await testDb.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, Number(physicalLimited.variationId)))
      expect(after!.stock).toBe(before!.stock)
    })

    it("links a basket's choice gift card to its own page, not through its catalogue slug", async () => {
      const [choice] = await testDb.db.select({ id: productVariations.id, prices: productVariations.pricesToShow }).from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(and(eq(products.storefront, 'CBBE'), eq(products.isChoiceCard, true), eq(productVariations.variationType, 'digital')))
      const browser = shopper()
      expect((await add(browser, { variationId: String(choice!.id), amount: choice!.prices[0]! / 100 })).data.errors).toEqual([])
      const PATHS = `query ($userData: UserDataInput!) { cartV2(userData: $userData) { order { shipments { packages { giftcardItem { variation { product { path } } } } } } } }`
      const basket = await browser.call<{ order: { shipments: Array<{ packages: Array<{ giftcardItem: { variation: { product: { path: string } } } }> }> } }>(PATHS, { userData: userData() })
      expect(basket.data.order.shipments[0]!.packages[0]!.giftcardItem.variation.product.path).toBe('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')
    })

    it('counts the order being paid in the basket count until it is paid or released', async () => {
      const count = async (browser: TestBrowser) => (await browser.call<{ quantity: number }>(Q.quantity, { userData: userData() })).data.quantity
      const browser = shopper()
      await add(browser, { variationId: digital.variationId, amount: digital.amount, quantity: 3 })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      expect(placed.data.errors).toEqual([])
      expect(await count(browser)).toBe(3)
      // A new card added meanwhile starts a basket of its own; both are counted.
      await add(browser, { variationId: digital.variationId, amount: digital.amount, quantity: 2 })
      expect(await count(browser)).toBe(5)
      expect(await count(shopper())).toBe(0)
      await browser.call(Q.release, { userData: userData(), orderUuid: placed.data.order!.id })
      expect(await count(browser)).toBe(5)

      const paying = shopper()
      await add(paying, { variationId: digital.variationId, amount: digital.amount, quantity: 2 })
      await paying.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      const paid = await paying.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      expect(await count(paying)).toBe(2)
      await payWithTestPage(paying, paid.data.order!.id, 'AUTHORISED')
      expect(await count(paying)).toBe(0)
    })

    it('puts a business order on invoice in AWAITING_BANK_TRANSFER without issuing cards yet', async () => {
      const browser = shopper()
      await add(browser, { variationId: digital.variationId, amount: digital.amount })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      const business = { ...billing, customerType: 'BUSINESS', companyName: 'Peeters bv', vatNumber: 'BE0123456749', kvkNumber: '0123456749', referenceNumber: 'PO-2026-11' }
      const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'BUSINESS', billingAddress: business, acceptTerms: true } })
      expect(placed.data.errors).toEqual([])
      const methods = await browser.call<{ methods: Array<{ id: string }> }>(Q.methods, { userData: userData(), orderUuid: placed.data.order!.id })
      expect(methods.data.methods.map((method) => method.id)).toContain('invoice')
      const started = await browser.call<{ redirect: { url: string }; errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: placed.data.order!.id, methodId: 'invoice' })
      expect(started.data.errors).toEqual([])
      expect(started.data.redirect.url).toContain(`/bestellen/${placed.data.order!.id}/`)
      const [order] = await testDb.db.select().from(orders).where(eq(orders.id, placed.data.order!.id))
      expect(order!.status).toBe('AWAITING_BANK_TRANSFER')
      expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order!.id))).toBe(0)
    })
  })

  describe('account orders, invoice and reorder', () => {
    const REGISTER = `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`
    const ORDERS = `query ($userData: UserDataInput!) { customerOrders(userData: $userData) { years { year orders { id reference status contactPerson quantity invoicePath grandTotal { value } } } ${ERRORS} } }`
    const REORDER = `mutation ($userData: UserDataInput!, $orderUuid: ID!) { reorder(userData: $userData, orderUuid: $orderUuid) { skipped ${ORDER} ${ERRORS} } }`

    it('lists the account\'s orders per year with an invoice PDF for its owner only, and orders them again', async () => {
      const browser = shopper()
      const anonymousAdd = await add(browser, { variationId: digital.variationId, amount: digital.amount })
      expect(anonymousAdd.data.errors).toEqual([])
      const password = 'Kado-2026!'
      const registered = await browser.call<{ status: string }>(REGISTER, { userData: userData(), input: {
        customerType: 'PRIVATE', email: `buyer.${Date.now()}@example.com`, password, passwordConfirmation: password, firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
      } })
      expect(registered.data.status).toBe('CREATED')
      // The browser's basket joined the new account.
      const basket = await browser.call<CartPayload>(Q.cart, { userData: userData() })
      expect(basket.data.order!.quantity).toBe(1)
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      expect(placed.data.errors).toEqual([])
      await payWithTestPage(browser, placed.data.order!.id, 'AUTHORISED')

      const list = await browser.call<{ years: Array<{ year: number; orders: Array<{ id: string; status: string; invoicePath: string | null; contactPerson: string }> }> }>(ORDERS, { userData: userData() })
      expect(list.data.years).toHaveLength(1)
      expect(list.data.years[0]!.year).toBe(new Date().getUTCFullYear())
      expect(list.data.years[0]!.orders[0]).toMatchObject({ id: placed.data.order!.id, status: 'COMPLETED', contactPerson: 'Lotte Peeters', invoicePath: `/api/orders/${placed.data.order!.id}/invoice/` })

      const invoice = await orderDocument(testDb.db, placed.data.order!.id, 'INVOICE', browser.cookies.get('session')!, null)
      expect(Buffer.from(invoice!.pdf).subarray(0, 5).toString()).toBe('%PDF-')
      expect(invoice!.fileName).toMatch(new RegExp(`^INV-BE-${new Date().getUTCFullYear()}-\\d{6}\\.pdf$`))
      expect(await orderDocument(testDb.db, placed.data.order!.id, 'INVOICE', null, null)).toBeNull()
      expect(await orderDocument(testDb.db, placed.data.order!.id, 'INVOICE', null, shopper().cookies.get('basket') ?? 'someone-else')).toBeNull()

      const again = await browser.call<{ skipped: number; order: OrderView | null; errors: ApiError[] }>(REORDER, { userData: userData(), orderUuid: placed.data.order!.id })
      expect(again.data).toMatchObject({ skipped: 0, errors: [] })
      expect(again.data.order).toMatchObject({ status: 'CART', quantity: 1 })
      expect(codes((await shopper().call<{ errors: ApiError[] }>(ORDERS, { userData: userData() })).data)).toEqual([ERROR_CODES.NOT_LOGGED_IN])
    })
  })

  describe('reliability', () => {
    it('places the order under a new reference when its first random reference is taken already', async () => {
      const added = await add(shopper(), { variationId: digital.variationId, amount: digital.amount, quantity: 1 })
      expect(added.data.errors).toEqual([])
      const browser = shopper()
      await add(browser, { variationId: digital.variationId, amount: digital.amount, quantity: 1 })
      const cart = await browser.call<CartPayload>(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: receiver } })
      expect(cart.data.errors).toEqual([])
      // Another order holds the reference the first draw (0.5) gives: the unique index refuses it, and placement draws again.
      const date = new Date().toISOString().slice(0, 10).replaceAll('-', '')
      await testDb.db.update(orders).set({ reference: `CBBE-${date}-500000` }).where(eq(orders.id, added.data.order!.id))
      const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.5)
      try {
        const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
        expect(placed.data.errors).toEqual([])
        expect(placed.data.order!.reference).toMatch(new RegExp(`^CBBE-${date}-\\d{6}$`))
        expect(placed.data.order!.reference).not.toBe(`CBBE-${date}-500000`)
      } finally {
        random.mockRestore()
      }
    })

    it('applies a payment notification delivered three times once, and never one with another amount', async () => {
      const { browser, order } = await paidReadyOrder()
      // The shop started the payment (a hosted page: its attempt is known by our reference until the notification).
      expect((await browser.call<{ errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: order.id, methodId: 'bancontact' })).data.errors).toEqual([])
      await testDb.db.update(payments).set({ pspReference: null }).where(eq(payments.orderId, order.id))
      const [row] = await testDb.db.select().from(orders).where(eq(orders.id, order.id))
      const notification = {
        eventCode: 'AUTHORISATION', success: true, pspReference: `PSP-${order.id.slice(0, 8)}`, reference: row!.reference!,
        amount: { currency: 'EUR', value: row!.totals!.grandTotal }, paymentMethod: 'bcmc', reason: null, originalReference: null,
      }
      const tampered = await handleNotification(testDb.db, 'adyen', { ...notification, pspReference: 'PSP-other', amount: { currency: 'EUR', value: 1 } })
      expect(tampered).toBe('AMOUNT_MISMATCH')
      expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PENDING')
      const outcomes = await Promise.all([1, 2, 3].map(() => handleNotification(testDb.db, 'adyen', notification)))
      expect(outcomes.sort()).toEqual(['APPLIED', 'DUPLICATE', 'DUPLICATE'])
      expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(2)
    })

    it('never oversells limited stock under 200 simultaneous checkouts and loses no order', async () => {
      const [variation] = await testDb.db.update(productVariations).set({ stock: 20 }).where(eq(productVariations.id, Number(physicalLimited.variationId))).returning()
      const browsers = Array.from({ length: 200 }, () => shopper())
      for (const browser of browsers) {
        await add(browser, { variationId: physicalLimited.variationId, amount: physicalLimited.amount, quantity: 1 })
        await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'PHYSICAL-1', deliveryAddress: billing } })
      }
      const results = await Promise.all(browsers.map((browser) =>
        browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })))
      const placed = results.filter((result) => result.data.errors.length === 0)
      const refused = results.filter((result) => codes(result.data).includes(ERROR_CODES.OUT_OF_STOCK))
      expect(placed).toHaveLength(20)
      expect(refused).toHaveLength(180)
      const [after] = await testDb.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, variation!.id))
      expect(after!.stock).toBe(0)
      // The refused baskets are still baskets with their card: nothing was lost.
      const baskets = await Promise.all(refused.map((_, index) => browsers[results.indexOf(refused[index]!)]!.call<CartPayload>(Q.cart, { userData: userData() })))
      expect(baskets.every((basket) => basket.data.order?.status === 'CART' && basket.data.order.quantity === 1)).toBe(true)
    }, 120_000)

    it('tells each mail reader why they get it: the receiver a gift, the buyer an order, never an account', async () => {
      const { browser, order } = await paidReadyOrder()
      expect((await payWithTestPage(browser, order.id, 'AUTHORISED')).data.order!.status).toBe('COMPLETED')
      const [placed] = await testDb.db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, order.id))
      const mails = await testDb.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like ${`%${placed!.reference}%`} or (${mailOutbox.kind} = 'gift-card' and ${mailOutbox.createdAt} >= now() - interval '1 minute')`)
      const confirmation = mails.find((mail) => mail.kind === 'order-confirmation')!
      expect(confirmation.recipient).toBe('lotte@example.com')
      expect(confirmation.text).toContain('U ontvangt deze e-mail omdat u een bestelling plaatste bij Cadorama.')
      const gifts = mails.filter((mail) => mail.kind === 'gift-card' && mail.recipient === 'jan@example.com')
      expect(gifts.length).toBeGreaterThanOrEqual(2)
      for (const gift of gifts) expect(gift.text).toContain('U ontvangt deze e-mail omdat Lotte Peeters u via Cadorama een cadeaubon stuurde.')
      for (const mail of [confirmation, ...gifts]) expect(mail.text).not.toMatch(/account/i)
    })

    it('sends the card e-mail exactly once when delivery fails or a sender crashes mid-way', async () => {
      // A mail server that refuses connections: every delivery fails, as in an SMTP outage.
      process.env.SMTP_URL = 'smtp://127.0.0.1:9'
      const { browser, order } = await paidReadyOrder()
      const paid = await payWithTestPage(browser, order.id, 'AUTHORISED')
      expect(paid.data.order!.status).toBe('COMPLETED')
      const pending = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'jan@example.com'), isNull(mailOutbox.sentAt)))
      expect(pending.length).toBeGreaterThanOrEqual(2)
      expect(pending.every((mail) => mail.attempts === 1)).toBe(true)
      delete process.env.SMTP_URL
      // A sender that claimed a message and crashed: its claim expires, the sweep takes it over.
      await testDb.db.update(mailOutbox).set({ claimedUntil: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, pending[0]!.id))
      const sent: string[] = []
      const transport = { send: async (message: { to: string; messageId?: string }) => void sent.push(message.messageId!) }
      // The refused connection was a temporary failure: the next try waits a minute (docs/orders.md, Delivery).
      await deliverPendingMail(testDb.db, transport, 'shop@example.com', 200)
      expect(sent.filter((id) => pending.some((mail) => id === `<${mail.id}@outbox>`))).toEqual([])
      const afterBackoff = new Date(Date.now() + 61_000)
      await deliverPendingMail(testDb.db, transport, 'shop@example.com', 200, afterBackoff)
      await deliverPendingMail(testDb.db, transport, 'shop@example.com', 200, afterBackoff)
      for (const mail of pending) expect(sent.filter((id) => id === `<${mail.id}@outbox>`)).toHaveLength(1)
    })

    it('puts physical shipments in the fulfilment queue when paid', async () => {
      const browser = shopper()
      const [row] = await testDb.db.select({ id: productVariations.id, values: productVariations.pricesToShow }).from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
        .where(and(eq(products.storefront, 'CBBE'), eq(productVariations.variationType, 'physical'), isNull(productVariations.stock))).limit(1)
      await add(browser, { variationId: String(row!.id), amount: row!.values[0]! / 100, quantity: 1 })
      await browser.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'PHYSICAL-1', deliveryAddress: billing } })
      const placed = await browser.call<CartPayload>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
      await payWithTestPage(browser, placed.data.order!.id, 'AUTHORISED')
      expect(await testDb.db.$count(fulfilmentQueue, eq(fulfilmentQueue.orderId, placed.data.order!.id))).toBe(1)
    })
  })
})
