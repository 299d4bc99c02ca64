import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, mailOutbox, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { withRequestLog } from '@/server/services/log/route-log'
import { deliverPendingMail } from '@/server/services/mail/outbox'
import { fileTransport } from '@/server/services/mail/transport'
import { captureLogs, type LogLine } from '@/tests/helpers/capture-logs'
import { buyDigitalCard } from '@/tests/helpers/checkout-operations'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, type TestDb } from '@/tests/helpers/test-db'

// docs/operations.md "What is never logged": a whole account, checkout, card mail and redeem, logged at
// debug, may not write a card number, a PIN, a password, a session, basket or redeem token or a full
// e-mail address into any line; and every line a request writes carries that request's id.
const CBBE = getStorefront('CBBE')
const userData = (redeemToken: string | null = null) => ({ language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken })
const ERRORS = 'errors { message code }'
const Q = {
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`,
  logout: `mutation ($userData: UserDataInput!) { userLogout(userData: $userData) { status ${ERRORS} } }`,
  login: `mutation ($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) { userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERRORS} } }`,
  balance: `query Balance($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
    giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken ${ERRORS} } }`,
  addRedeem: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { order { id } ${ERRORS} } }`,
  confirmRedeem: `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { order { status } ${ERRORS} } }`,
}
const PASSWORD = 'Kado-Geheim-2026!'
const BUYER = 'lotte.logscan@example.com'
const RECEIVER = 'mira.logscan@example.com'
const REDEEMER = 'lies.logscan@example.com'
const PIN = '480613'

describe('what the logs of a whole checkout and redeem say', () => {
  let testDb: TestDb
  let outbox: string
  let browser: TestBrowser
  const logs = captureLogs()
  const secrets: string[] = [PASSWORD, PIN, BUYER, RECEIVER, REDEEMER]

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb('pglite')
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    const yoga = createGraphQLHandler(async () => testDb.db)
    // The route handler of app/api/graphql/route.ts: request id, storefront and route on every line.
    const route = withRequestLog('graphql', (request: Request) => Promise.resolve(yoga.fetch(request)))
    const viaRoute = { fetch: (url: string, init: RequestInit) => route(new Request(url, init)) } as unknown as typeof yoga
    browser = new TestBrowser(viaRoute, { 'x-shop-client-address': '10.93.0.1', 'x-store': 'CBBE' })
  }, 120_000)
  afterAll(async () => {
    logs.restore()
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  async function journey() {
    const registered = await browser.call<{ status: string }>(Q.register, { userData: userData(), input: {
      customerType: 'PRIVATE', email: BUYER, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
    } })
    expect(registered.data.status).toBe('CREATED')
    await browser.call(Q.logout, { userData: userData() })
    const loggedIn = await browser.call<{ status: string }>(Q.login, { userData: userData(), email: BUYER, password: PASSWORD, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
    expect(loggedIn.data.status).toBe('LOGGED_IN')
    // The session and basket tokens (the logged_in=1 flag is no secret).
    secrets.push(...[...browser.cookies.values()].filter((value) => value.length >= 16))

    const [variation] = await testDb.db.select({ id: productVariations.id, prices: productVariations.pricesToShow, productId: products.id })
      .from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false),
        eq(productVariations.variationType, 'digital'), isNull(productVariations.stock), ne(products.brandKey, 'apple')))
      .limit(1)
    const orderId = await buyDigitalCard(browser, testDb.db, { variationId: String(variation!.id), amount: variation!.prices[0]! / 100, receiver: RECEIVER, billingEmail: BUYER })
    const bought = await testDb.db.select({ number: giftCards.number }).from(giftCards).where(eq(giftCards.orderId, orderId))
    expect(bought).toHaveLength(1)
    secrets.push(...bought.map((card) => card.number))
    // What the app sent after each commit, and what a sweep finds left.
    await deliverPendingMail(testDb.db, fileTransport(outbox), 'shop@example.com')
    expect(await testDb.db.$count(mailOutbox, isNotNull(mailOutbox.sentAt))).toBeGreaterThan(1)

    // The redeem: a card of €123.45 checked with its number and PIN, then spent on a digital card for someone.
    const number = newCardNumber(variation!.id)
    secrets.push(number)
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${PIN}`), storefront: 'CBBE', productId: variation!.productId, currency: 'EUR',
      initialAmount: 12_345, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount: 12_345, kind: 'ISSUE' })
    const checked = await browser.call<{ redeemToken: string }>(Q.balance, { userData: userData(), cardNumber: number, pin: PIN, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
    const token = checked.data.redeemToken
    expect(token).toBeTruthy()
    secrets.push(token)
    const redeemVariation = await openAmountVariation()
    const redeemAdded = await browser.call<{ errors: unknown[] }>(Q.addRedeem, { userData: userData(token), input: { variationId: redeemVariation, amount: 25, quantity: 1 } })
    expect(redeemAdded.data.errors).toEqual([])
    const confirmed = await browser.call<{ order: { status: string } }>(Q.confirmRedeem, { userData: userData(token), input: {
      firstName: 'Lies', lastName: 'Maes', email: REDEEMER, confirmEmail: REDEEMER,
    } })
    expect(confirmed.data.order.status).toBe('COMPLETED')
    await deliverPendingMail(testDb.db, fileTransport(outbox), 'shop@example.com')
  }

  async function openAmountVariation(): Promise<string> {
    const rows = await testDb.db.execute(sql`select v.id from product_variations v join products p on p.id = v.product_id
      where p.storefront = 'CBBE' and v.variation_type = 'digital' and v.has_fixed_prices = false and p.product_type = 'GIFTCARD_DIGITAL' and v.max_price >= 10000
      order by v.id limit 1`)
    return String((rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)
  }

  it('never writes a secret, and ties every line of a request to its id', async () => {
    await journey()
    const lines = logs.lines()
    const text = logs.raw.join('')
    for (const secret of secrets) expect(text, `a log line holds ${secret.slice(0, 3)}…`).not.toContain(secret)
    // No e-mail address at all: only its domain (…@example.com) may show.
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@example\.com/)

    const operations = lines.filter((line) => line.msg === 'operation done')
    expect(operations.map((line) => line.graphql)).toEqual(expect.arrayContaining([
      'mutation:createAccount', 'mutation:userLogin', 'mutation:addToCart', 'mutation:placeOrder', 'mutation:startPayment',
      'mutation:completePayment', 'query:giftCardBalance', 'mutation:addRedeemPackage', 'mutation:confirmRedeemOrder',
    ]))
    // The client's own operation name, where it gave one, names the operation in its request's lines.
    expect(operations.find((line) => line.graphql === 'mutation:addToCart')).toMatchObject({ operation: 'AddCard', outcome: 'ok', route: 'graphql', storefront: 'CBBE' })
    const handled = lines.filter((line) => line.msg === 'request handled')
    expect(handled.length).toBe(operations.length)
    for (const line of operations) {
      expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/)
      expect(handled.filter((other) => other.requestId === line.requestId)).toEqual([expect.objectContaining({ status: 200, route: 'graphql' })])
    }
    expect(new Set(operations.map((line) => line.requestId)).size).toBe(operations.length)
    const mailLines = lines.filter((line: LogLine) => line.component === 'mail')
    expect(mailLines.length).toBeGreaterThan(0)
  }, 180_000)
})
