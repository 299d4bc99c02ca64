import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { issueRetailBatch } from '@/server/modules/cards/retail-batch'
import { appendPrintFile, parseRetailCardsCsv } from '@/server/modules/cards/retail-print-file'
import { cardActivations, cardLedger, giftCards, mailOutbox, orders, products, refunds, testProviderPayments } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { expirePendingOrders } from '@/server/modules/orders/order-expiry'
import { activateDueCards } from '@/server/modules/activation/activation-job'
import { ACTIVATION_LIMITS } from '@/server/modules/activation/activation-service'
import { CARD_PIN_GUESSES } from '@/server/services/guess-guard'
import { brandPrefix, newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { luhnCheckDigit } from '@/validation/luhn'
import { digitsOf } from '@/validation/gift-card'
import { balanceOf } from '@/server/modules/cards/card-ledger'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (language = 'nl') => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null })
const ERRORS = 'errors { message code referencedRequestParameter }'
const ORDER = 'order { id reference status cardNumberMasked cardNumberEnd email amount { value currency } activateAfter activatedAt }'
const Q = {
  options: `query ($userData: UserDataInput!) { activationOptions(userData: $userData) { available cardNumberPrefixes minAmount { value } maxAmount { value } delayMinutes ${ERRORS} } }`,
  create: `mutation ($userData: UserDataInput!, $input: CreateActivationOrderInput!) { createActivationOrder(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  read: `query ($userData: UserDataInput!, $orderUuid: ID!) { activationOrder(userData: $userData, orderUuid: $orderUuid) { ${ORDER} ${ERRORS} } }`,
  methods: `query ($userData: UserDataInput!, $orderUuid: ID!) { paymentMethods(userData: $userData, orderUuid: $orderUuid) { methods { id } ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result ${ERRORS} } }`,
  release: `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { ${ERRORS} } }`,
}
type ApiError = { message: string; code: number; referencedRequestParameter: string | null }
interface ActivationPayload {
  order: { id: string; reference: string; status: string; cardNumberMasked: string; cardNumberEnd: string; email: string; amount: { value: number; currency: string }; activateAfter: string | null; activatedAt: string | null } | null
  errors: ApiError[]
}

describe.each(testBackends())('choice card activation on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let choiceId: number
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.9.${backend === 'pglite' ? 1 : 2}.${++ip}` })
  /** The PIN printed under each retail card's scratch layer, by number: `create` sends it unless told otherwise. */
  const pins = new Map<string, string>()
  const pinOf = (cardNumber: string) => pins.get(digitsOf(cardNumber)) ?? '000000'
  const create = (browser: TestBrowser, input: { cardNumber: string; pin?: string; email?: string; amount?: number }) =>
    browser.call<ActivationPayload>(Q.create, { userData: userData(), input: { email: 'koper@example.be', amount: 50, pin: pinOf(input.cardNumber), ...input } })

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'activation-outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    delete process.env.ACTIVATION_DELAY_MINUTES
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [choice] = await testDb.db.select({ id: products.id }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.isChoiceCard, true)))
    choiceId = choice!.id
  })
  afterEach(() => { delete process.env.ACTIVATION_DELAY_MINUTES })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  /** A fresh retail card of the storefront, as printed (number and PIN). */
  async function retailCard(storefront: 'CBBE' | 'CBDE' = 'CBBE') {
    const [card] = await issueRetailBatch(testDb.db, storefront, 1)
    pins.set(card!.number, card!.pin)
    return card!
  }
  const cardRow = async (number: string) => (await testDb.db.select().from(giftCards).where(eq(giftCards.number, number)))[0]!
  const activationRow = async (orderId: string) => (await testDb.db.select().from(cardActivations).where(eq(cardActivations.orderId, orderId)))[0]!
  const orderCount = async () => Number((await testDb.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n)

  async function pay(browser: TestBrowser, orderId: string, outcome: 'AUTHORISED' | 'REFUSED' | 'CANCELLED') {
    const started = await browser.call<{ redirect: { url: string } | null; errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: orderId, methodId: 'bancontact' })
    expect(started.data.errors).toEqual([])
    const paymentId = new URL(started.data.redirect!.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, outcome)
    const completed = await browser.call<{ result: string | null; errors: ApiError[] }>(Q.complete, { userData: userData(), orderUuid: orderId, params: [{ name: 'order', value: orderId }, { name: 'payment', value: paymentId }] })
    expect(completed.data.errors).toEqual([])
    const [payment] = await testDb.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, paymentId))
    return { result: completed.data.result, returnUrl: payment!.returnUrl }
  }

  it('without the PIN under the scratch layer, or with a wrong one, nothing is reserved and the holder activates with the right PIN', async () => {
    const card = await retailCard()
    const stranger = shopper()
    const before = await orderCount()
    const wrongPin = card.pin === '000000' ? '000001' : '000000'
    // The PIN is a required field of the input: without it the API answers no order at all.
    await expect(stranger.call<ActivationPayload>(Q.create, { userData: userData(), input: { cardNumber: card.number, email: 'vreemde@example.be', amount: 50 } }))
      .rejects.toThrow(/pin/)
    expect(await orderCount()).toBe(before)
    const empty = await create(stranger, { cardNumber: card.number, pin: ' ', email: 'vreemde@example.be' })
    expect(empty.data).toEqual({ order: null, errors: [{
      code: ERROR_CODES.FIELD_REQUIRED, referencedRequestParameter: 'input.pin', message: 'Dit is een verplicht veld.',
    }] })
    const wrong = await create(stranger, { cardNumber: card.number, pin: wrongPin, email: 'vreemde@example.be' })
    expect(wrong.data).toEqual({ order: null, errors: [{
      code: ERROR_CODES.CARD_UNKNOWN, referencedRequestParameter: 'input.cardNumber',
      message: 'We herkennen dit kaartnummer of deze pincode niet. Controleer ze en probeer opnieuw.',
    }] })
    expect(await orderCount()).toBe(before)
    const cardId = (await cardRow(card.number)).id
    expect(await testDb.db.select().from(cardActivations).where(eq(cardActivations.cardId, cardId))).toEqual([])
    // The real holder is not told "in progress elsewhere" (3309): the stranger holds nothing.
    const holder = await create(shopper(), { cardNumber: card.number, pin: card.pin, amount: 20 })
    expect(holder.data.errors).toEqual([])
    expect(holder.data.order).toMatchObject({ status: 'PENDING', amount: { value: 20 } })
  })

  it('wrong activation PINs count against the card\'s budget of PIN guesses, shared with the balance check', async () => {
    const card = await retailCard()
    const guesses = []
    for (let attempt = 0; attempt < CARD_PIN_GUESSES.perHour + 1; attempt += 1) {
      const pin = String(100000 + attempt)
      guesses.push(pin === card.pin ? '999999' : pin)
    }
    const codes = []
    for (const pin of guesses) codes.push((await create(shopper(), { cardNumber: card.number, pin })).data.errors[0]!.code)
    expect(codes).toEqual([...Array(CARD_PIN_GUESSES.perHour).fill(ERROR_CODES.CARD_UNKNOWN), ERROR_CODES.RATE_LIMITED])
    // The same budget as the balance check's: even with the right PIN, a check without a person's captcha score is refused.
    const check = await shopper().call<{ errors: ApiError[] }>(
      `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
        giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { ${ERRORS} } }`,
      { userData: userData(), cardNumber: card.number, pin: card.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
    expect(check.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.RATE_LIMITED])
  })

  it('tells the form the choice card prefix and the amount range of this storefront', async () => {
    const options = await shopper().call<{ available: boolean; cardNumberPrefixes: string[]; minAmount: { value: number }; maxAmount: { value: number }; delayMinutes: number }>(Q.options, { userData: userData() })
    expect(options.data).toMatchObject({ available: true, cardNumberPrefixes: [brandPrefix(choiceId)], minAmount: { value: 10 }, maxAmount: { value: 150 }, delayMinutes: 60 })
  })

  it('refuses each bad input with its translated message and field, changing nothing', async () => {
    const card = await retailCard()
    const before = await orderCount()
    const browser = shopper()
    const firstError = async (input: Parameters<typeof create>[1], language = 'nl') =>
      (await browser.call<ActivationPayload>(Q.create, { userData: userData(language), input: { email: 'koper@example.be', amount: 50, pin: pinOf(input.cardNumber), ...input } })).data.errors[0]
    const otherBrand = newCardNumber(choiceId + 1)
    const badCheckDigit = card.number.slice(0, -1) + ((Number(card.number.at(-1)) + 1) % 10)
    const unknownPayload = `${brandPrefix(choiceId)}000000000`
    expect(await firstError({ cardNumber: '' })).toMatchObject({ code: ERROR_CODES.FIELD_REQUIRED, referencedRequestParameter: 'input.cardNumber' })
    expect(await firstError({ cardNumber: card.number.slice(1) })).toMatchObject({ code: ERROR_CODES.CARD_NUMBER_LENGTH, referencedRequestParameter: 'input.cardNumber' })
    expect(await firstError({ cardNumber: otherBrand })).toEqual({
      code: ERROR_CODES.ACTIVATION_PREFIX_MISMATCH, referencedRequestParameter: 'input.cardNumber',
      message: 'Dit kaartnummer kan hier niet geactiveerd worden. Controleer het nummer op uw kaart.',
    })
    expect(await firstError({ cardNumber: badCheckDigit })).toMatchObject({ code: ERROR_CODES.ACTIVATION_PREFIX_MISMATCH })
    expect(await firstError({ cardNumber: card.number, email: 'koper@' }, 'fr')).toEqual({
      code: ERROR_CODES.ACTIVATION_INVALID_EMAIL, referencedRequestParameter: 'input.email', message: 'Veuillez saisir une adresse e-mail valide.',
    })
    expect(await firstError({ cardNumber: card.number, email: '  ' })).toMatchObject({ code: ERROR_CODES.FIELD_REQUIRED, referencedRequestParameter: 'input.email' })
    expect(await firstError({ cardNumber: card.number, amount: 9 })).toEqual({
      code: ERROR_CODES.ACTIVATION_AMOUNT_RANGE, referencedRequestParameter: 'input.amount', message: 'Kies een bedrag tussen €\u00a010 en €\u00a0150.',
    })
    expect(await firstError({ cardNumber: card.number, amount: 151 })).toMatchObject({ code: ERROR_CODES.ACTIVATION_AMOUNT_RANGE })
    expect(await firstError({ cardNumber: card.number, amount: 20.5 })).toMatchObject({ code: ERROR_CODES.ACTIVATION_AMOUNT_DECIMALS, referencedRequestParameter: 'input.amount' })
    // An unknown number answers as a wrong PIN does (3201): the two are never told apart.
    expect(await firstError({ cardNumber: unknownPayload + luhnCheckDigit(unknownPayload) })).toMatchObject({ code: ERROR_CODES.CARD_UNKNOWN, referencedRequestParameter: 'input.cardNumber' })
    expect(await firstError({ cardNumber: card.number, pin: '12345' })).toMatchObject({ code: ERROR_CODES.PIN_FORMAT, referencedRequestParameter: 'input.pin' })
    // A German retail card is not of this shop's choice card.
    expect(await firstError({ cardNumber: (await retailCard('CBDE')).number })).toMatchObject({ code: ERROR_CODES.ACTIVATION_PREFIX_MISMATCH })
    const blocked = await retailCard()
    await testDb.db.update(giftCards).set({ status: 'BLOCKED' }).where(eq(giftCards.number, blocked.number))
    expect(await firstError({ cardNumber: blocked.number })).toMatchObject({ code: ERROR_CODES.ACTIVATION_CARD_BLOCKED })
    // All field errors at once, so the form can mark every field.
    const all = await browser.call<ActivationPayload>(Q.create, { userData: userData(), input: { cardNumber: '', pin: '', email: 'x', amount: 0 } })
    expect(all.data.errors.map((error) => error.referencedRequestParameter)).toEqual(['input.cardNumber', 'input.pin', 'input.email', 'input.amount'])
    expect(await orderCount()).toBe(before)
    expect((await cardRow(card.number)).status).toBe('NOT_ACTIVATED')
  })

  it('creates a PENDING activation order of the amount without fees, readable only by the browser that made it', async () => {
    const card = await retailCard()
    const browser = shopper()
    const created = await create(browser, { cardNumber: card.number.replace(/(\d{4})/g, '$1 '), amount: 75 })
    expect(created.data.errors).toEqual([])
    expect(created.setCookies.find((cookie) => cookie.startsWith('basket='))).toMatch(/HttpOnly/)
    const order = created.data.order!
    expect(order).toMatchObject({ status: 'PENDING', cardNumberEnd: card.number.slice(-4), email: 'koper@example.be', amount: { value: 75, currency: 'EUR' }, activateAfter: null })
    expect(order.cardNumberMasked).toBe(`•••• •••• •••• ••• ${card.number.slice(-4)}`)
    expect(order.cardNumberMasked).not.toContain(card.number.slice(0, 15))
    const [row] = await testDb.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ orderType: 'ACTIVATION', status: 'PENDING', customerEmail: 'koper@example.be', totals: { subTotal: 7500, grandTotal: 7500, grandTotalWithoutTax: 7500, adjustments: [] } })
    expect(await activationRow(order.id)).toMatchObject({ amount: 7500, email: 'koper@example.be', activateAfter: null, activatedAt: null })

    expect((await browser.call<ActivationPayload>(Q.read, { userData: userData(), orderUuid: order.id })).data.order?.id).toBe(order.id)
    const stranger = await shopper().call<ActivationPayload>(Q.read, { userData: userData(), orderUuid: order.id })
    expect(stranger.data).toMatchObject({ order: null, errors: [{ code: ERROR_CODES.ORDER_NOT_FOUND }] })
    // Not paid by bank transfer (it takes days; the card is usable within 24 hours) and never turned into a basket.
    const methods = await browser.call<{ methods: Array<{ id: string }> }>(Q.methods, { userData: userData(), orderUuid: order.id })
    expect(methods.data.methods.map((method) => method.id)).toContain('bancontact')
    expect(methods.data.methods.map((method) => method.id)).not.toContain('banktransfer')
    const released = await browser.call<{ errors: ApiError[] }>(Q.release, { userData: userData(), orderUuid: order.id })
    expect(released.data.errors[0]!.code).toBe(ERROR_CODES.ORDER_NOT_PAYABLE)
  })

  it('a paid activation is due an hour later; the job activates it once, even when run twice at the same time', async () => {
    const card = await retailCard()
    const browser = shopper()
    const order = (await create(browser, { cardNumber: card.number, amount: 40, email: 'paid@example.be' })).data.order!
    const paid = await pay(browser, order.id, 'AUTHORISED')
    expect(paid.result).toBe('AUTHORISED')
    // The provider sends the shopper back to the activation's own success page.
    const returnUrl = new URL(paid.returnUrl)
    expect(`${returnUrl.pathname}${returnUrl.search}`).toBe(`/activeren/gelukt/?order=${order.id}`)

    const [paidOrder] = await testDb.db.select().from(orders).where(eq(orders.id, order.id))
    expect(paidOrder!.status).toBe('COMPLETED')
    const activation = await activationRow(order.id)
    expect(activation.activateAfter!.getTime()).toBe(paidOrder!.paidAt!.getTime() + 60 * 60_000)
    expect(activation.activatedAt).toBeNull()
    expect((await cardRow(card.number)).status).toBe('NOT_ACTIVATED')
    expect(await balanceOf(testDb.db, (await cardRow(card.number)).id)).toBe(0)
    const received = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'paid@example.be'), eq(mailOutbox.kind, 'activation-received')))
    expect(received).toHaveLength(1)
    expect(received[0]!.text).toContain('binnen 24 uur bruikbaar')
    // The order confirmation of a basket is not sent for an activation.
    expect(await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'paid@example.be'), eq(mailOutbox.kind, 'order-confirmation')))).toHaveLength(0)

    // Before its time: nothing.
    expect(await activateDueCards(testDb.db, new Date(activation.activateAfter!.getTime() - 1000))).toBe(0)
    const due = activation.activateAfter!
    const runs = await Promise.all([activateDueCards(testDb.db, due), activateDueCards(testDb.db, due)])
    expect(runs[0]! + runs[1]!).toBe(1)
    expect(await activateDueCards(testDb.db, new Date(due.getTime() + 60_000))).toBe(0)

    const active = await cardRow(card.number)
    expect(active).toMatchObject({ status: 'ACTIVE', initialAmount: 4000 })
    expect(active.expiresAt.getUTCFullYear()).toBe(due.getUTCFullYear() + 3)
    const ledger = await testDb.db.select().from(cardLedger).where(eq(cardLedger.cardId, active.id))
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.orderId])).toEqual([['ACTIVATION', 4000, order.id]])
    expect((await activationRow(order.id)).activatedAt!.getTime()).toBe(due.getTime())
    const activeMails = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'paid@example.be'), eq(mailOutbox.kind, 'activation-active')))
    expect(activeMails).toHaveLength(1)
    expect(activeMails[0]!.subject).toBe('Uw keuze cadeaukaart van €\u00a040 is actief')
    expect((await browser.call<ActivationPayload>(Q.read, { userData: userData(), orderUuid: order.id })).data.order).toMatchObject({ status: 'COMPLETED', activatedAt: due.toISOString() })

    // The activated card cannot be activated (paid) again.
    const again = await create(shopper(), { cardNumber: card.number })
    expect(again.data.errors[0]).toMatchObject({ code: ERROR_CODES.ACTIVATION_ALREADY_ACTIVATED, referencedRequestParameter: 'input.cardNumber', message: 'Deze kaart is al geactiveerd.' })
  })

  it('a refused or cancelled payment activates nothing; the retry of the same order does', async () => {
    const card = await retailCard()
    const browser = shopper()
    const order = (await create(browser, { cardNumber: card.number, amount: 25 })).data.order!
    expect((await pay(browser, order.id, 'REFUSED')).result).toBe('REFUSED')
    expect((await pay(browser, order.id, 'CANCELLED')).result).toBe('CANCELLED')
    expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('PENDING')
    expect(await activationRow(order.id)).toMatchObject({ activateAfter: null, activatedAt: null })
    expect(await activateDueCards(testDb.db, new Date(Date.now() + 2 * 86_400_000))).toBe(0)
    expect((await cardRow(card.number)).status).toBe('NOT_ACTIVATED')
    expect(await balanceOf(testDb.db, (await cardRow(card.number)).id)).toBe(0)
    // Not paid yet: another browser is refused while this one may still pay (one open activation per card)…
    const elsewhere = await create(shopper(), { cardNumber: card.number })
    expect(elsewhere.data.errors).toMatchObject([{ code: ERROR_CODES.ACTIVATION_IN_PROGRESS, referencedRequestParameter: 'input.cardNumber', message: 'Deze kaart wordt al ergens anders geactiveerd. Rond die betaling af of probeer het over een uur opnieuw.' }])
    expect(elsewhere.data.order).toBeNull()
    // …and this browser may start over: its unpaid order is replaced by the new one.
    const again = (await create(browser, { cardNumber: card.number, amount: 35 })).data.order!
    expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('CANCELED')
    expect((await pay(browser, again.id, 'AUTHORISED')).result).toBe('AUTHORISED')
    expect((await activationRow(again.id)).activateAfter).not.toBeNull()
    // Once one order is paid, no further activation order of that card is accepted.
    expect((await create(shopper(), { cardNumber: card.number })).data.errors[0]!.code).toBe(ERROR_CODES.ACTIVATION_ALREADY_ACTIVATED)
  })

  // As many browsers as the card's hourly PIN budget: each PIN guess is claimed before it is weighed and
  // given back once right, so more at the very same moment would be refused as guessing (3015).
  it('five browsers activating one card at once: one order, four refusals (race on PostgreSQL)', async () => {
    const card = await retailCard()
    const answers = await Promise.all(Array.from({ length: CARD_PIN_GUESSES.perHour }, () => create(shopper(), { cardNumber: card.number, amount: 40 })))
    expect(answers.filter((answer) => answer.data.order !== null)).toHaveLength(1)
    expect(answers.flatMap((answer) => answer.data.errors.map((error) => error.code)).sort()).toEqual(Array(CARD_PIN_GUESSES.perHour - 1).fill(ERROR_CODES.ACTIVATION_IN_PROGRESS))
    const open = await testDb.db.select({ id: orders.id }).from(cardActivations).innerJoin(orders, eq(orders.id, cardActivations.orderId))
      .where(and(eq(cardActivations.cardId, (await cardRow(card.number)).id), eq(orders.status, 'PENDING')))
    expect(open).toHaveLength(1)
  })

  it('an activation nobody pays expires after its idle time and frees the card for another browser', async () => {
    const card = await retailCard()
    const order = (await create(shopper(), { cardNumber: card.number, amount: 45 })).data.order!
    expect((await create(shopper(), { cardNumber: card.number })).data.errors[0]!.code).toBe(ERROR_CODES.ACTIVATION_IN_PROGRESS)
    await testDb.db.update(orders).set({ updatedAt: new Date(Date.now() - 71 * 60_000) }).where(eq(orders.id, order.id))
    expect(await expirePendingOrders(testDb.db, new Date())).toBeGreaterThanOrEqual(1)
    expect((await testDb.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('CANCELED')
    expect((await create(shopper(), { cardNumber: card.number })).data.errors).toEqual([])
  })

  it('two orders of one card paid both: only the first loads the card, the second is cancelled and refunded', async () => {
    const card = await retailCard()
    const first = shopper()
    const second = shopper()
    const one = (await create(first, { cardNumber: card.number, amount: 30 })).data.order!
    // An unpaid order holds the card for an hour; after that another browser may order too.
    await testDb.db.update(orders).set({ placedAt: new Date(Date.now() - 61 * 60_000) }).where(eq(orders.id, one.id))
    const two = (await create(second, { cardNumber: card.number, amount: 60 })).data.order!
    process.env.ACTIVATION_DELAY_MINUTES = '0'
    expect((await pay(first, one.id, 'AUTHORISED')).result).toBe('AUTHORISED')
    const started = await second.call<{ redirect: { url: string } | null; errors: ApiError[] }>(Q.start, { userData: userData(), orderUuid: two.id, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect!.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    const late = await second.call<{ result: string | null; errors: ApiError[] }>(Q.complete, { userData: userData(), orderUuid: two.id, params: [{ name: 'payment', value: paymentId }] })
    expect(late.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.PAYMENT_REFUNDED])
    const active = await cardRow(card.number)
    expect(await balanceOf(testDb.db, active.id)).toBe(3000)
    expect(await activationRow(two.id)).toMatchObject({ activateAfter: null, activatedAt: null })
    expect((await testDb.db.select().from(orders).where(eq(orders.id, two.id)))[0]!.status).toBe('CANCELED')
    expect(await testDb.db.select({ reason: refunds.reason, status: refunds.status, amount: refunds.amount }).from(refunds).where(eq(refunds.pspReference, paymentId)))
      .toEqual([{ reason: 'CARD_TAKEN', status: 'REFUNDED', amount: 6000 }])
  })

  it('with no delay the card is active as soon as the payment is confirmed', async () => {
    process.env.ACTIVATION_DELAY_MINUTES = '0'
    const card = await retailCard()
    const browser = shopper()
    const order = (await create(browser, { cardNumber: card.number, amount: 150, email: 'direct@example.be' })).data.order!
    expect((await pay(browser, order.id, 'AUTHORISED')).result).toBe('AUTHORISED')
    const active = await cardRow(card.number)
    expect(active.status).toBe('ACTIVE')
    expect(await balanceOf(testDb.db, active.id)).toBe(15000)
    const kinds = (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'direct@example.be'))).map((mail) => mail.kind).sort()
    expect(kinds).toEqual(['activation-active', 'activation-received'])
    await activateDueCards(testDb.db, new Date(Date.now() + 86_400_000))
    expect(await testDb.db.select().from(cardLedger).where(eq(cardLedger.cardId, active.id))).toHaveLength(1)
  })

  it('limits activation attempts per address', async () => {
    const card = await retailCard()
    const browser = new TestBrowser(handler, { 'x-shop-client-address': `10.8.${backend === 'pglite' ? 1 : 2}.1` })
    for (let attempt = 0; attempt < ACTIVATION_LIMITS.perIp.limit; attempt += 1) {
      const payload = `${brandPrefix(choiceId)}${String(attempt).padStart(9, '1')}`
      expect((await create(browser, { cardNumber: payload + luhnCheckDigit(payload) })).data.errors[0]!.code).toBe(ERROR_CODES.CARD_UNKNOWN)
    }
    expect((await create(browser, { cardNumber: card.number })).data.errors[0]!.code).toBe(ERROR_CODES.RATE_LIMITED)
  })

  it('a retail batch goes to the print file with numbers and PINs; the cards are not activated', async () => {
    const file = path.join(outbox, 'retail-cards.csv')
    const cards = await issueRetailBatch(testDb.db, 'CBBE', 3)
    await appendPrintFile(file, cards)
    await appendPrintFile(file, await issueRetailBatch(testDb.db, 'CBBE', 2))
    const printed = parseRetailCardsCsv(await readFile(file, 'utf8'))
    expect(printed).toHaveLength(5)
    expect(printed.slice(0, 3).map((card) => card.number)).toEqual(cards.map((card) => card.number))
    for (const card of printed) {
      expect(card.number).toMatch(new RegExp(`^${brandPrefix(choiceId)}\\d{10}$`))
      expect(card.pin).toMatch(/^\d{6}$/)
      const row = await cardRow(card.number)
      expect(row).toMatchObject({ status: 'NOT_ACTIVATED', storefront: 'CBBE', productId: choiceId, initialAmount: 0 })
      expect(row.pinHash).not.toContain(card.pin)
    }
  })
})
