import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { Types } from '@adyen/api-library'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { giftCards, orders, paymentTransitions, payments, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { handleNotification } from '@/server/modules/payments/payment-notifications'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

import checkout = Types.checkout

/**
 * Card payments through Adyen's sessions flow, from the GraphQL API down to a stand-in of Adyen's
 * Checkout API answering with the library's models: startPayment opens a session for Drop-in, and
 * the return with Drop-in's sessionResult completes (or refuses) the order, once, with the webhook
 * that follows changing nothing.
 */
const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { message code referencedRequestParameter }'
const Q = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id shipments { tag } } ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id reference } ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } session { id sessionData clientKey environment returnUrl } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result order { status } ${ERRORS} } }`,
}
interface ApiError { code: number; message: string }
const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte.dropin@example.com', confirmEmail: 'lotte.dropin@example.com', phoneNumber: '+32 470 12 34 56',
}
const receiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }

/** Adyen's /sessions and /sessions/{id}: each new session's result is what `results` holds for it. */
function adyenStandIn() {
  const sessions: Array<{ id: string; body: Record<string, unknown> }> = []
  const results = new Map<string, checkout.SessionResultResponse>()
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand.in')
      const route = url.pathname.replace(/^\/v\d+/, '')
      const reply = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)) }
      if (route === '/sessions' && req.method === 'POST') {
        const body = JSON.parse(raw) as Record<string, unknown>
        const id = `CS${String(sessions.length + 1).padStart(14, '0')}`
        sessions.push({ id, body })
        const created: checkout.CreateCheckoutSessionResponse = {
          id, sessionData: `data-of-${id}`, amount: body.amount as checkout.Amount, merchantAccount: String(body.merchantAccount),
          reference: String(body.reference), returnUrl: String(body.returnUrl), expiresAt: new Date(String(body.expiresAt)),
        }
        return reply(201, created)
      }
      const result = /^\/sessions\/([^/]+)$/.exec(route)
      if (result && req.method === 'GET' && results.has(result[1]!) && url.searchParams.get('sessionResult')) return reply(200, results.get(result[1]!))
      reply(404, { status: 404, errorCode: '000', message: `no stand-in for ${req.method} ${route}` })
    })
  })
  return { server, sessions, results }
}

describe.each(testBackends())('Adyen Drop-in sessions through the API, on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let adyen: ReturnType<typeof adyenStandIn>
  let outbox: string
  let digital: { variationId: string; amount: number }
  const saved = { ...process.env }
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.72.${backend === 'pglite' ? 1 : 2}.${++ip}` })

  beforeAll(async () => {
    adyen = adyenStandIn()
    await new Promise<void>((resolve) => adyen.server.listen(0, '127.0.0.1', resolve))
    outbox = await mkdtemp(path.join(tmpdir(), 'dropin-outbox-'))
    Object.assign(process.env, {
      ADYEN_API_KEY: 'test-api-key', ADYEN_MERCHANT_ACCOUNT: 'GiftshopDropin', ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
      ADYEN_CLIENT_KEY: 'test_DROPINCLIENTKEY', ADYEN_CHECKOUT_URL: `http://127.0.0.1:${(adyen.server.address() as AddressInfo).port}/v72`,
      MAIL_OUTBOX_DIR: outbox,
    })
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ id: productVariations.id, prices: productVariations.pricesToShow }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false), eq(productVariations.variationType, 'digital')))
      .limit(1)
    digital = { variationId: String(row!.id), amount: row!.prices[0]! / 100 }
  })
  afterAll(async () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
    await testDb?.close()
    adyen?.server.closeAllConnections()
    await new Promise<void>((resolve) => (adyen ? adyen.server.close(() => resolve()) : resolve()))
    await rm(outbox, { recursive: true, force: true })
  })

  async function cardPaymentStarted() {
    const browser = shopper()
    const added = await browser.call<{ order: { shipments: Array<{ tag: string }> }; errors: ApiError[] }>(Q.add, { userData, input: { variationId: digital.variationId, amount: digital.amount, quantity: 2 } })
    await browser.call(Q.delivery, { userData, input: { shipmentTag: added.data.order.shipments[0]!.tag, deliveryAddress: receiver } })
    const placed = await browser.call<{ order: { id: string; reference: string }; errors: ApiError[] }>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
    const started = await browser.call<{ redirect: unknown; session: { id: string; sessionData: string; clientKey: string; environment: string; returnUrl: string } | null; errors: ApiError[] }>(
      Q.start, { userData, orderUuid: placed.data.order.id, methodId: 'scheme' })
    expect(started.data.errors).toEqual([])
    const [order] = await testDb.db.select().from(orders).where(eq(orders.id, placed.data.order.id))
    return { browser, order: order!, started: started.data }
  }
  const lifecycle = async (orderId: string) => (await testDb.db.select({ to: paymentTransitions.toStatus }).from(paymentTransitions)
    .innerJoin(payments, eq(payments.id, paymentTransitions.paymentId)).where(eq(payments.orderId, orderId)).orderBy(asc(paymentTransitions.id))).map((row) => row.to)

  it('a card payment opens a Drop-in session; its completed result pays the order once, and the webhook after it changes nothing', async () => {
    const { browser, order, started } = await cardPaymentStarted()
    const session = adyen.sessions.at(-1)!
    expect(started.redirect).toBeNull()
    expect(started.session).toEqual({
      id: session.id, sessionData: `data-of-${session.id}`, clientKey: 'test_DROPINCLIENTKEY', environment: 'test',
      returnUrl: `https://www.cadorama.be/bestellen/betaling-verwerken/?order=${order.id}`,
    })
    expect(session.body).toMatchObject({ reference: order.reference, amount: { currency: 'EUR', value: order.totals!.grandTotal }, allowedPaymentMethods: ['scheme'], countryCode: 'BE', shopperLocale: 'nl-BE' })

    adyen.results.set(session.id, {
      id: session.id, reference: order.reference!, status: checkout.SessionResultResponse.StatusEnum.Completed,
      payments: [{ pspReference: 'R9QF4WZXZ3KQ6G82', resultCode: checkout.Payment.ResultCodeEnum.Authorised, amount: { currency: 'EUR', value: order.totals!.grandTotal } }],
    })
    const back = [{ name: 'order', value: order.id }, { name: 'sessionId', value: session.id }, { name: 'sessionResult', value: 'X3XtfGC9!H4s' }, { name: 'resultCode', value: 'Authorised' }]
    const completed = await browser.call<{ result: string; order: { status: string }; errors: ApiError[] }>(Q.complete, { userData, orderUuid: order.id, params: back })
    expect(completed.data).toEqual({ result: 'AUTHORISED', order: { status: 'COMPLETED' }, errors: [] })
    expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(2)
    expect((await testDb.db.select({ psp: payments.pspReference, status: payments.status }).from(payments).where(eq(payments.orderId, order.id))))
      .toEqual([{ psp: 'R9QF4WZXZ3KQ6G82', status: 'AUTHORISED' }])

    const webhook = {
      eventCode: 'AUTHORISATION', success: true, pspReference: 'R9QF4WZXZ3KQ6G82', originalReference: null, reference: order.reference!,
      amount: { currency: 'EUR', value: order.totals!.grandTotal }, paymentMethod: 'visa', reason: null,
    }
    expect(await handleNotification(testDb.db, 'adyen', webhook)).toBe('APPLIED')
    expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(2)
    expect(await lifecycle(order.id)).toEqual(['INITIATED', 'AUTHORISED'])
  })

  it('a refused session leaves the order open for a retry and records the refusal on the attempt', async () => {
    const { browser, order } = await cardPaymentStarted()
    const session = adyen.sessions.at(-1)!
    adyen.results.set(session.id, { id: session.id, reference: order.reference!, status: checkout.SessionResultResponse.StatusEnum.Refused })
    const back = [{ name: 'order', value: order.id }, { name: 'sessionId', value: session.id }, { name: 'sessionResult', value: 'Y7' }]
    const refused = await browser.call<{ result: string; order: { status: string }; errors: ApiError[] }>(Q.complete, { userData, orderUuid: order.id, params: back })
    expect(refused.data).toEqual({ result: 'REFUSED', order: { status: 'PENDING' }, errors: [] })
    expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, order.id))).toBe(0)
    // A refused session names no payment; Adyen's AUTHORISATION webhook (success false) does, and
    // moves the attempt.
    expect(await lifecycle(order.id)).toEqual(['INITIATED'])
    const webhook = {
      eventCode: 'AUTHORISATION', success: false, pspReference: 'K8DVD9BM2RQ7MJ82', originalReference: null, reference: order.reference!,
      amount: { currency: 'EUR', value: order.totals!.grandTotal }, paymentMethod: 'mc', reason: 'Refused',
    }
    expect(await handleNotification(testDb.db, 'adyen', webhook)).toBe('APPLIED')
    expect(await lifecycle(order.id)).toEqual(['INITIATED', 'REFUSED'])
    expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PENDING')
  })
})
