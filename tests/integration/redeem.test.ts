import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, products, redeemTokens } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { CARD_PIN_GUESSES } from '@/server/services/guess-guard'
import { balanceOf } from '@/server/modules/cards/card-ledger'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (language = 'nl') => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null })
const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
    redeemToken card { state cardNumberEnd balance { value currency } expiresAt productTitle }
    errors { message code referencedRequestParameter }
  }
}`
interface Check {
  redeemToken: string | null
  card: { state: string; cardNumberEnd: string; balance: { value: number; currency: string }; productTitle: string } | null
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

describe.each(testBackends())('balance check and card ledger on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let productId: number
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.1.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [product] = await testDb.db.select({ id: products.id }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'))).limit(1)
    productId = product!.id
  })
  afterAll(async () => testDb?.close())

  async function issueCard(options: { amount?: number; status?: 'ACTIVE' | 'BLOCKED' | 'NOT_ACTIVATED'; expiresAt?: Date; storefront?: string; productId?: number } = {}) {
    const number = newCardNumber(options.productId ?? productId)
    const pin = String(100000 + Math.floor(Math.random() * 899999))
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: options.storefront ?? 'CBBE', productId: options.productId ?? productId, currency: 'EUR',
      initialAmount: options.amount ?? 5000, status: options.status ?? 'ACTIVE', expiresAt: options.expiresAt ?? new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    if ((options.amount ?? 5000) > 0) await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount: options.amount ?? 5000, kind: 'ISSUE' })
    return { card: card!, number, pin }
  }
  const check = (shopper: TestBrowser, cardNumber: string, pin: string, captchaToken = DEVELOPMENT_CAPTCHA_TOKEN, language = 'nl') =>
    shopper.call<Check>(CHECK, { userData: userData(language), cardNumber, pin, captchaToken })

  it('answers the balance of a valid card and a redeem token bound to it, stored only as a hash', async () => {
    const { card, number, pin } = await issueCard({ amount: 7550 })
    const result = await check(browser(), number.replace(/(\d{4})/g, '$1 '), pin)
    expect(result.data.errors).toEqual([])
    expect(result.data.card).toMatchObject({ state: 'VALID', cardNumberEnd: number.slice(-4), balance: { value: 75.5, currency: 'EUR' } })
    const tokens = await testDb.db.select().from(redeemTokens).where(eq(redeemTokens.cardId, card.id))
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.tokenHash).not.toBe(result.data.redeemToken)
    expect(result.data.redeemToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('answers a wrong PIN exactly like an unknown card, without any balance', async () => {
    const { number } = await issueCard()
    const wrongPin = await check(browser(), number, '000000')
    const unknown = await check(browser(), newCardNumber(productId), '123456')
    expect(wrongPin.data).toEqual({ redeemToken: null, card: null, errors: unknown.data.errors })
    expect(wrongPin.data.errors).toEqual([{ code: ERROR_CODES.CARD_UNKNOWN, referencedRequestParameter: 'cardNumber', message: 'We herkennen dit kaartnummer of deze pincode niet. Controleer ze en probeer opnieuw.' }])
  })

  it('checks the number and PIN format first: empty, 19 digits, known prefix, 6-digit PIN', async () => {
    const shopper = browser()
    const valid = newCardNumber(productId)
    expect((await check(shopper, '', '123456')).data.errors[0]!.code).toBe(ERROR_CODES.FIELD_REQUIRED)
    expect((await check(shopper, '123456789012345678', '123456')).data.errors[0]!.code).toBe(ERROR_CODES.CARD_NUMBER_LENGTH)
    expect((await check(shopper, `9${valid.slice(1)}`, '123456')).data.errors[0]!.code).toBe(ERROR_CODES.CARD_NUMBER_PREFIX)
    expect((await check(shopper, valid, '12345')).data.errors[0]!.code).toBe(ERROR_CODES.PIN_FORMAT)
    expect((await check(shopper, valid, '123456', 'forged')).data.errors[0]!.code).toBe(ERROR_CODES.CAPTCHA_FAILED)
  })

  it('names each card state with its message: blocked, not activated, expired with its date, no balance, other shop', async () => {
    const blocked = await issueCard({ status: 'BLOCKED' })
    const inactive = await issueCard({ status: 'NOT_ACTIVATED' })
    const expired = await issueCard({ expiresAt: new Date('2026-01-31T12:00:00Z') })
    const empty = await issueCard({ amount: 0 })
    const german = await issueCard({ storefront: 'CBDE' })
    expect((await check(browser(), blocked.number, blocked.pin)).data.errors[0]!.code).toBe(ERROR_CODES.CARD_BLOCKED)
    expect((await check(browser(), inactive.number, inactive.pin)).data.errors[0]!.code).toBe(ERROR_CODES.CARD_NOT_ACTIVATED)
    const expiredAnswer = await check(browser(), expired.number, expired.pin, DEVELOPMENT_CAPTCHA_TOKEN, 'fr')
    expect(expiredAnswer.data.errors[0]).toMatchObject({ code: ERROR_CODES.CARD_EXPIRED, message: 'Cette carte cadeau a expiré le 31 janvier 2026.' })
    expect((await check(browser(), empty.number, empty.pin)).data.errors[0]!.code).toBe(ERROR_CODES.CARD_NO_BALANCE)
    expect((await check(browser(), german.number, german.pin)).data.errors[0]!.code).toBe(ERROR_CODES.CARD_NOT_ALLOWED)
  })

  it('limits wrong PINs per card across two app instances: after 5, the development captcha no longer opens the card', async () => {
    const { number, pin } = await issueCard()
    const second = createGraphQLHandler(async () => testDb.db)
    for (let attempt = 0; attempt < CARD_PIN_GUESSES.perHour; attempt += 1) {
      const shopper = attempt % 2 === 0 ? browser() : new TestBrowser(second, { 'x-shop-client-address': `10.2.0.${attempt}` })
      expect((await check(shopper, number, String(200000 + attempt))).data.errors[0]!.code).toBe(ERROR_CODES.CARD_UNKNOWN)
    }
    const blocked = await check(new TestBrowser(second, { 'x-shop-client-address': '10.3.0.1' }), number, pin)
    expect(blocked.data.errors[0]!.code).toBe(ERROR_CODES.RATE_LIMITED)
    expect(blocked.data.card).toBeNull()
  })

  describe('resuming a session from a redeemToken link', () => {
    const SESSION = `query ($userData: UserDataInput!) { redeemSession(userData: $userData) {
      cards { state cardNumberEnd balance { value currency } expiresAt productTitle productImage }
      errors { message code referencedRequestParameter }
    } }`
    interface Session { cards: Array<{ state: string; cardNumberEnd: string; balance: { value: number; currency: string }; expiresAt: string; productTitle: string; productImage: string }>; errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> }
    const resume = (token: string, options: { language?: string; storeID?: number; countryCode?: string } = {}) =>
      browser().call<Session>(SESSION, { userData: { ...userData(options.language), ...options, redeemToken: token } })
    const EXPIRED_NL = [{ code: ERROR_CODES.REDEEM_TOKEN_MISSING, referencedRequestParameter: null, message: 'Uw saldocheck is verlopen. Controleer uw cadeaubon opnieuw.' }]

    it('answers every card of the token in another browser, first checked first, with balances and the product in the page language', async () => {
      const first = await issueCard({ amount: 3_333 })
      const second = await issueCard({ amount: 1_007 })
      const shopper = browser()
      const token = (await check(shopper, first.number, first.pin)).data.redeemToken!
      await shopper.call<Check>(CHECK, { userData: { ...userData(), redeemToken: token }, cardNumber: second.number, pin: second.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      const [translated] = await testDb.db.execute(sql`select title from product_translations where product_id = ${productId} and language = 'fr'`)
        .then((result) => (result as unknown as { rows: Array<{ title: string }> }).rows)

      const resumed = await resume(token, { language: 'fr' })
      expect(resumed.data.errors).toEqual([])
      expect(resumed.data.cards).toEqual([
        expect.objectContaining({ state: 'VALID', cardNumberEnd: first.number.slice(-4), balance: { value: 33.33, currency: 'EUR' }, expiresAt: first.card.expiresAt.toISOString(), productTitle: translated!.title }),
        expect.objectContaining({ state: 'VALID', cardNumberEnd: second.number.slice(-4), balance: { value: 10.07, currency: 'EUR' } }),
      ])
      // Numbers and PINs never travel back.
      expect(JSON.stringify(resumed.data)).not.toContain(first.number)
    })

    it('leaves out a spent card, and answers 3210 without any card once every card is spent', async () => {
      const spent = await issueCard({ amount: 1_250 })
      const kept = await issueCard({ amount: 2_501 })
      const shopper = browser()
      const token = (await check(shopper, spent.number, spent.pin)).data.redeemToken!
      await shopper.call<Check>(CHECK, { userData: { ...userData(), redeemToken: token }, cardNumber: kept.number, pin: kept.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      await testDb.db.insert(cardLedger).values({ cardId: spent.card.id, amount: -1_250, kind: 'REDEEM' })
      expect((await resume(token)).data.cards.map((card) => card.cardNumberEnd)).toEqual([kept.number.slice(-4)])

      await testDb.db.insert(cardLedger).values({ cardId: kept.card.id, amount: -2_501, kind: 'REDEEM' })
      expect((await resume(token)).data).toEqual({ cards: [], errors: EXPIRED_NL })
    })

    it('answers 3210 for an unknown, an expired and another storefront\'s token', async () => {
      const card = await issueCard({ amount: 4_000 })
      const token = (await check(browser(), card.number, card.pin)).data.redeemToken!
      expect((await resume(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).data).toEqual({ cards: [], errors: EXPIRED_NL })
      const CBDE = getStorefront('CBDE')
      const elsewhere = await resume(token, { language: 'de', storeID: CBDE.storeId, countryCode: 'DE' })
      expect(elsewhere.data.cards).toEqual([])
      expect(elsewhere.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.REDEEM_TOKEN_MISSING])

      await testDb.db.update(redeemTokens).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(redeemTokens.cardId, card.card.id))
      expect((await resume(token)).data).toEqual({ cards: [], errors: EXPIRED_NL })
    })
  })

  describe('redeem order', () => {
    const ORDER = `order { id status reference quantity totals { grandTotal { value } adjustments { adjustmentType price { value } } } shipments { packages { giftcardItem { qty variation { price { value } } } } } }`
    const REDEEM = `query ($userData: UserDataInput!) { redeemBasket(userData: $userData) { ${ORDER} balance { value } priceToPay { value } remainingBalance { value } errors { code referencedRequestParameter } } }`
    const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { ${ORDER} balance { value } priceToPay { value } remainingBalance { value } errors { code referencedRequestParameter } } }`
    const CONFIRM = `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { ${ORDER} balance { value } priceToPay { value } remainingBalance { value } errors { code referencedRequestParameter } } }`
    interface Redeem { order: { id: string; status: string; reference: string | null; quantity: number; totals: { grandTotal: { value: number }; adjustments: Array<{ adjustmentType: string; price: { value: number } }> }; shipments: Array<{ packages: Array<{ giftcardItem: { qty: number; variation: { price: { value: number } } } }> }> } | null; balance: { value: number }; priceToPay: { value: number }; remainingBalance: { value: number }; errors: Array<{ code: number; referencedRequestParameter: string | null }> }
    const withToken = (token: string | null) => ({ ...userData(), redeemToken: token })
    const receiver = { firstName: 'Jan', lastName: 'Janssens', email: 'jan.redeem@example.com', confirmEmail: 'jan.redeem@example.com' }

    async function customVariation() {
      const rows = await testDb.db.execute(sql`select v.id, v.min_price, v.max_price from product_variations v join products p on p.id = v.product_id
        where p.storefront = 'CBBE' and v.variation_type = 'digital' and v.has_fixed_prices = false and p.product_type = 'GIFTCARD_DIGITAL' and v.max_price >= 40000 limit 1`)
      const row = (rows as unknown as { rows: Array<{ id: number; min_price: number; max_price: number }> }).rows[0]!
      return { variationId: String(row.id), min: row.min_price / 100 }
    }

    it('refuses to add without a checked card', async () => {
      const { variationId, min } = await customVariation()
      const result = await browser().call<Redeem>(ADD, { userData: withToken(null), input: { variationId, amount: min, quantity: 1 } })
      expect(result.data.errors[0]!.code).toBe(ERROR_CODES.REDEEM_TOKEN_MISSING)
    })

    it('limits package changes to 60 per token in 15 minutes, adds and removes alike; another token is not held up', async () => {
      const CHANGE = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { order { shipments { packages { id } } } errors { code } } }`
      const REMOVE = `mutation ($userData: UserDataInput!, $packageId: ID!) { removeRedeemPackage(userData: $userData, packageId: $packageId) { errors { code } } }`
      type Change = { order: { shipments: Array<{ packages: Array<{ id: string }> }> } | null; errors: Array<{ code: number }> }
      const card = await issueCard({ amount: 10_000 })
      const shopper = browser()
      const token = (await check(shopper, card.number, card.pin)).data.redeemToken!
      const { variationId, min } = await customVariation()
      for (let change = 0; change < 60; change += 2) {
        const added = await shopper.call<Change>(CHANGE, { userData: withToken(token), input: { variationId, amount: min, quantity: 1 } })
        expect(added.data.errors).toEqual([])
        const packageId = added.data.order!.shipments[0]!.packages[0]!.id
        expect((await shopper.call<{ errors: unknown[] }>(REMOVE, { userData: withToken(token), packageId })).data.errors).toEqual([])
      }
      const refused = await shopper.call<Change>(CHANGE, { userData: withToken(token), input: { variationId, amount: min, quantity: 1 } })
      expect(refused.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.RATE_LIMITED])
      expect(refused.data.order).toBeNull()

      const other = await issueCard({ amount: 10_000 })
      const otherShopper = browser()
      const otherToken = (await check(otherShopper, other.number, other.pin)).data.redeemToken!
      expect((await otherShopper.call<Change>(CHANGE, { userData: withToken(otherToken), input: { variationId, amount: min, quantity: 1 } })).data.errors).toEqual([])
    })

    it('combines two cards, splits amounts above 150 euro, debits the balance and completes without payment', async () => {
      const first = await issueCard({ amount: 20_000 })
      const second = await issueCard({ amount: 15_000 })
      const shopper = browser()
      const checked = await check(shopper, first.number, first.pin)
      const token = checked.data.redeemToken!
      const again = await shopper.call<Check>(CHECK, { userData: withToken(token), cardNumber: second.number, pin: second.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(again.data.redeemToken).toBe(token)

      const { variationId } = await customVariation()
      const added = await shopper.call<Redeem>(ADD, { userData: withToken(token), input: { variationId, amount: 320, quantity: 1 } })
      expect(added.data.errors).toEqual([])
      expect(added.data.order!.shipments[0]!.packages.map((pkg) => pkg.giftcardItem.variation.price.value)).toEqual([107, 107, 106])
      expect(added.data).toMatchObject({ balance: { value: 350 }, priceToPay: { value: 0 }, remainingBalance: { value: 30 } })
      // No service fee on a redeem order.
      expect(added.data.order!.totals.adjustments).toEqual([])

      const confirmed = await shopper.call<Redeem>(CONFIRM, { userData: withToken(token), input: receiver })
      expect(confirmed.data.errors).toEqual([])
      expect(confirmed.data.order).toMatchObject({ status: 'COMPLETED' })
      expect(await balanceOf(testDb.db, first.card.id) + await balanceOf(testDb.db, second.card.id)).toBe(3_000)
      expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, confirmed.data.order!.id))).toBe(3)
      const redeemed = await shopper.call<Redeem>(REDEEM, { userData: withToken(token) })
      expect(redeemed.data.order).toBeNull()
      expect(redeemed.data.balance.value).toBe(30)
    })

    it('places a redeem order above the balance for paying the remainder', async () => {
      const card = await issueCard({ amount: 2_037 })
      const shopper = browser()
      const token = (await check(shopper, card.number, card.pin)).data.redeemToken!
      const { variationId } = await customVariation()
      const added = await shopper.call<Redeem>(ADD, { userData: withToken(token), input: { variationId, amount: 50, quantity: 1 } })
      // The whole balance is used and nothing remains on the card: never a negative remainder.
      expect(added.data).toMatchObject({ balance: { value: 20.37 }, priceToPay: { value: 29.63 }, remainingBalance: { value: 0 } })
      const confirmed = await shopper.call<Redeem>(CONFIRM, { userData: withToken(token), input: receiver })
      expect(confirmed.data.errors).toEqual([])
      expect(confirmed.data.order!.status).toBe('PENDING')
      expect(confirmed.data.order!.totals.grandTotal.value).toBe(29.63)
      expect(confirmed.data.order!.totals.adjustments).toEqual([{ adjustmentType: 'GIFT_CARD_BALANCE', price: { value: -20.37 } }])
      expect(await balanceOf(testDb.db, card.card.id)).toBe(0)
      // Leaving gives the balance back.
      const RELEASE = `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { order { status } errors { code } } }`
      const released = await shopper.call<{ order: { status: string } | null; errors: unknown[] }>(RELEASE, { userData: withToken(token), orderUuid: confirmed.data.order!.id })
      expect(released.data).toEqual({ order: { status: 'CART' }, errors: [] })
      expect(await balanceOf(testDb.db, card.card.id)).toBe(2_037)
    })

    it('confirms with the cards that still hold money when one of the token\'s cards was spent elsewhere meanwhile', async () => {
      const spentElsewhere = await issueCard({ amount: 1_250 })
      const second = await issueCard({ amount: 9_137 })
      const shopper = browser()
      const token = (await check(shopper, spentElsewhere.number, spentElsewhere.pin)).data.redeemToken!
      await shopper.call<Check>(CHECK, { userData: withToken(token), cardNumber: second.number, pin: second.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      const { variationId, min } = await customVariation()
      expect((await shopper.call<Redeem>(ADD, { userData: withToken(token), input: { variationId, amount: min, quantity: 1 } })).data.errors).toEqual([])
      // The first card is spent in a shop while this basket waits.
      await testDb.db.insert(cardLedger).values({ cardId: spentElsewhere.card.id, amount: -1_250, kind: 'REDEEM' })
      const confirmed = await shopper.call<Redeem>(CONFIRM, { userData: withToken(token), input: receiver })
      expect(confirmed.data.errors).toEqual([])
      expect(confirmed.data.order!.status).toBe('COMPLETED')
      expect(await balanceOf(testDb.db, spentElsewhere.card.id)).toBe(0)
      expect(await balanceOf(testDb.db, second.card.id)).toBe(9_137 - min * 100)
    })

    it('keeps the minimum remaining balance of the card\'s product (3211, € 5 on the choice card) unless the card is spent to zero', async () => {
      const [choice] = await testDb.db.select({ id: products.id, minimum: products.minimumRemainingBalance }).from(products)
        .where(and(eq(products.storefront, 'CBBE'), eq(products.isChoiceCard, true))).limit(1)
      expect(choice!.minimum).toBe(500)
      const { variationId, min } = await customVariation()
      const redeemWith = async (balance: number, amount: number) => {
        const card = await issueCard({ amount: balance, productId: choice!.id })
        const shopper = browser()
        const token = (await check(shopper, card.number, card.pin)).data.redeemToken!
        const added = await shopper.call<Redeem>(ADD, { userData: withToken(token), input: { variationId, amount, quantity: 1 } })
        expect(added.data.errors).toEqual([])
        const confirmed = await shopper.call<Redeem & { errors: Array<{ message?: string }> }>(CONFIRM.replace('errors { code', 'errors { message code'), { userData: withToken(token), input: receiver })
        return { confirmed: confirmed.data, balance: await balanceOf(testDb.db, card.card.id) }
      }
      // A card of (the product's smallest amount + € 2.37) would keep € 2.37: refused with the
      // minimum in the message, nothing debited.
      const tooLittle = await redeemWith(min * 100 + 237, min)
      expect(tooLittle.confirmed.errors).toEqual([{ message: 'Het resterende saldo mag niet lager zijn dan €\u00a05', code: 3211, referencedRequestParameter: null }])
      expect(tooLittle.balance).toBe(min * 100 + 237)
      // Exactly the minimum may remain; spending the card to zero is always allowed.
      const exactly = await redeemWith(min * 100 + 500, min)
      expect(exactly.confirmed.errors).toEqual([])
      expect(exactly.balance).toBe(500)
      const spent = await redeemWith(min * 100, min)
      expect(spent.confirmed.errors).toEqual([])
      expect(spent.balance).toBe(0)
    })
  })
})
