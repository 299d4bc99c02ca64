import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { parseRetailCardsCsv } from '@/server/modules/cards/retail-print-file'
import { seedTestCards, TEST_CARD_FILE_NAME } from '@/server/db/seed/test-cards'
import { cardLedger, doublerEntries, giftCards, orderCardPayments, orders, packages, products, redeemTokens } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { hashToken } from '@/server/modules/accounts/tokens'
import { balanceOf } from '@/server/modules/cards/card-ledger'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * The redeem refusals of docs/rules/redeem.md (test cards, mixed types, a zero-balance order, a product
 * a balance cannot buy): each through the API with its code, its parameter and its Dutch text, and
 * each leaving the database as it was: no order row, no package, no token row, no debit.
 */
const CBBE = getStorefront('CBBE')
const userData = (redeemToken: string | null = null) => ({ language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken })
const ERR = 'errors { code referencedRequestParameter message }'
type Errors = Array<{ code: number; referencedRequestParameter: string | null; message: string }>
const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken card { state balance { value } } ${ERR} } }`
const ORDER = `order { id status shipments { packages { id } } }`
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { ${ORDER} ${ERR} } }`
const UPDATE = `mutation ($userData: UserDataInput!, $input: UpdateRedeemPackageInput!) { updateRedeemPackage(userData: $userData, input: $input) { ${ORDER} ${ERR} } }`
const CONFIRM = `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { ${ORDER} ${ERR} } }`
const ENTER = `mutation ($userData: UserDataInput!, $input: EnterDoublerDrawInput!) { enterDoublerDraw(userData: $userData, input: $input) { entry { drawMonth } ${ERR} } }`
const RECEIVER = { firstName: 'Lies', lastName: 'Maes', email: 'lies.refusal@example.com', confirmEmail: 'lies.refusal@example.com' }

interface Checked { redeemToken: string | null; card: { state: string; balance: { value: number } } | null; errors: Errors }
interface Changed { order: { id: string; status: string; shipments: Array<{ packages: Array<{ id: string }> }> } | null; errors: Errors }

const TEST_CARD_NL = 'Een testkaart kan niet aan een bestelling toegevoegd worden.'
const MIXED_NL = 'Deze cadeaubon kan niet gecombineerd worden met de cadeaubonnen die u al hebt toegevoegd.'
const ZERO_NL = 'U kunt geen bestelling plaatsen met een saldo van nul.'
const NOT_REDEEMABLE_NL = 'Deze cadeaubon kan niet met uw saldo gekozen worden.'

describe.each(testBackends())('redeem refusals on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let cardProductId: number
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.16.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [product] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false))).limit(1)
    cardProductId = product!.id
  })
  afterAll(async () => testDb?.close())

  async function issueCard(amount: number, options: { test?: boolean } = {}) {
    const number = newCardNumber(cardProductId)
    const pin = String(100000 + Math.floor(Math.random() * 899999))
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId: cardProductId, currency: 'EUR',
      initialAmount: amount, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000), test: options.test ?? false,
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
    return { id: card!.id, number, pin }
  }

  const check = (shopper: TestBrowser, card: { number: string; pin: string }, token: string | null = null) =>
    shopper.call<Checked>(CHECK, { userData: userData(token), cardNumber: card.number, pin: card.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })

  /** A variation of a CBBE product of the type, with a custom amount (the smallest it takes) when it has one. */
  async function variationOf(productType: string, variationType: 'digital' | 'physical' = 'digital') {
    const rows = await testDb.db.execute(sql`select v.id, v.min_price from product_variations v join products p on p.id = v.product_id
      where p.storefront = 'CBBE' and p.product_type = ${productType} and v.variation_type = ${variationType} and p.is_choice_card = false
      order by v.has_fixed_prices, v.id limit 1`)
    const row = (rows as unknown as { rows: Array<{ id: number; min_price: number }> }).rows[0]!
    return { variationId: String(row.id), amount: row.min_price / 100 }
  }

  const ordersOf = (token: string) => testDb.db.$count(orders, eq(orders.ownerTokenHash, hashToken(token)))
  const paymentsOf = (orderId: string) => testDb.db.$count(orderCardPayments, eq(orderCardPayments.orderId, orderId))
  const refusal = (errors: Errors) => errors.map(({ code, referencedRequestParameter, message }) => ({ code, referencedRequestParameter, message }))

  describe('test cards', () => {
    it('shows a test card\'s balance and gives it a token, but refuses to add a card with it: no order row, balance kept', async () => {
      const card = await issueCard(5_000, { test: true })
      const shopper = browser()
      const checked = await check(shopper, card)
      expect(checked.data.errors).toEqual([])
      expect(checked.data.card).toEqual({ state: 'VALID', balance: { value: 50 } })
      const token = checked.data.redeemToken!

      const { variationId, amount } = await variationOf('GIFTCARD_DIGITAL')
      const refused = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId, amount, quantity: 1 } })
      expect(refusal(refused.data.errors)).toEqual([{ code: ERROR_CODES.REDEEM_TEST_CARD, referencedRequestParameter: 'userData.redeemToken', message: TEST_CARD_NL }])
      expect(refused.data.order).toBeNull()
      expect(await ordersOf(token)).toBe(0)
      expect(await balanceOf(testDb.db, card.id)).toBe(5_000)
    })

    it('refuses to change or place an order whose card became a test card after it was chosen: nothing debited, the order stays a basket', async () => {
      const card = await issueCard(8_000)
      const shopper = browser()
      const token = (await check(shopper, card)).data.redeemToken!
      const { variationId, amount } = await variationOf('GIFTCARD_DIGITAL')
      const added = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId, amount, quantity: 1 } })
      expect(added.data.errors).toEqual([])
      const orderId = added.data.order!.id
      const packageId = added.data.order!.shipments[0]!.packages[0]!.id
      await testDb.db.update(giftCards).set({ test: true }).where(eq(giftCards.id, card.id))

      const changed = await shopper.call<Changed>(UPDATE, { userData: userData(token), input: { packageId, amount, quantity: 3 } })
      expect(refusal(changed.data.errors)).toEqual([{ code: ERROR_CODES.REDEEM_TEST_CARD, referencedRequestParameter: 'userData.redeemToken', message: TEST_CARD_NL }])
      const confirmed = await shopper.call<Changed>(CONFIRM, { userData: userData(token), input: RECEIVER })
      expect(refusal(confirmed.data.errors)).toEqual([{ code: ERROR_CODES.REDEEM_TEST_CARD, referencedRequestParameter: 'userData.redeemToken', message: TEST_CARD_NL }])

      const [order] = await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
      expect(order!.status).toBe('CART')
      const [pkg] = await testDb.db.select({ quantity: packages.quantity }).from(packages).where(eq(packages.orderId, orderId))
      expect(pkg!.quantity).toBe(1)
      expect(await paymentsOf(orderId)).toBe(0)
      expect(await balanceOf(testDb.db, card.id)).toBe(8_000)
    })

    it('seeds one CBBE test card for a development or e2e database, its number and PIN only in the data directory', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'test-cards-'))
      try {
        expect(await seedTestCards(testDb.db, { DATA_DIR: dataDir, SEED_RETAIL_CARDS: '0' })).toBe(0)
        expect(await seedTestCards(testDb.db, { DATA_DIR: dataDir, SEED_RETAIL_CARDS: '2' })).toBe(1)
        const file = path.join(dataDir, TEST_CARD_FILE_NAME)
        expect((await stat(file)).mode & 0o777).toBe(0o600)
        const [seeded, ...more] = parseRetailCardsCsv(await readFile(file, 'utf8'))
        expect(more).toEqual([])
        expect(seeded).toMatchObject({ storefront: 'CBBE', currency: 'EUR', batch: 'CBBE-TEST' })
        const [row] = await testDb.db.select().from(giftCards).where(eq(giftCards.number, seeded!.number))
        expect(row).toMatchObject({ test: true, status: 'ACTIVE', initialAmount: 5_000 })

        // What QA meets with it: the balance, then the refusal where a real card would pay.
        const shopper = browser()
        const checked = await check(shopper, seeded!)
        expect(checked.data.card).toEqual({ state: 'VALID', balance: { value: 50 } })
        const { variationId, amount } = await variationOf('GIFTCARD_DIGITAL')
        const refused = await shopper.call<Changed>(ADD, { userData: userData(checked.data.redeemToken), input: { variationId, amount, quantity: 1 } })
        expect(refused.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.REDEEM_TEST_CARD])
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    })

    it('keeps a test card out of the balance doubler draw (3206), by number and PIN and by token', async () => {
      const card = await issueCard(2_000, { test: true })
      const shopper = browser()
      const byNumber = await shopper.call<{ entry: unknown; errors: Errors }>(ENTER, {
        userData: userData(), input: { email: 'qa@example.com', cardNumber: card.number, pin: card.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
      })
      expect(byNumber.data.errors.map(({ code, referencedRequestParameter }) => ({ code, referencedRequestParameter })))
        .toEqual([{ code: ERROR_CODES.CARD_NOT_ALLOWED, referencedRequestParameter: 'cardNumber' }])
      const token = (await check(shopper, card)).data.redeemToken!
      const byToken = await shopper.call<{ entry: unknown; errors: Errors }>(ENTER, { userData: userData(token), input: { email: 'qa@example.com' } })
      expect(byToken.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.CARD_NOT_ALLOWED])
      expect(await testDb.db.$count(doublerEntries, eq(doublerEntries.cardId, card.id))).toBe(0)
    })
  })

  describe('mixed types', () => {
    it('does not let a test card join real cards, nor a real card join a test card: the token keeps its cards', async () => {
      const real = await issueCard(3_000)
      const test = await issueCard(3_000, { test: true })
      const shopper = browser()
      const realToken = (await check(shopper, real)).data.redeemToken!
      const joined = await check(shopper, test, realToken)
      expect(joined.data).toEqual({
        redeemToken: null, card: null,
        errors: [{ code: ERROR_CODES.CARD_MIXED_TYPES, referencedRequestParameter: 'cardNumber', message: MIXED_NL }],
      })
      expect(await testDb.db.$count(redeemTokens, eq(redeemTokens.tokenHash, hashToken(realToken)))).toBe(1)
      expect(await testDb.db.$count(redeemTokens, eq(redeemTokens.cardId, test.id))).toBe(0)

      const other = browser()
      const testToken = (await check(other, test)).data.redeemToken!
      const reverse = await check(other, real, testToken)
      expect(reverse.data.errors.map(({ code, referencedRequestParameter }) => ({ code, referencedRequestParameter })))
        .toEqual([{ code: ERROR_CODES.CARD_MIXED_TYPES, referencedRequestParameter: 'cardNumber' }])
      expect(await testDb.db.$count(redeemTokens, eq(redeemTokens.tokenHash, hashToken(testToken)))).toBe(1)

      // Cards of one kind still combine: a second real card joins the first.
      const second = await issueCard(1_000)
      const combined = await check(shopper, second, realToken)
      expect(combined.data).toMatchObject({ redeemToken: realToken, errors: [] })
    })
  })

  describe('zero-balance orders', () => {
    it('refuses to add a card once the token\'s cards hold no balance: no order row', async () => {
      const card = await issueCard(2_500)
      const shopper = browser()
      const token = (await check(shopper, card)).data.redeemToken!
      // Spent in a shop while the redeem shop was open.
      await testDb.db.insert(cardLedger).values({ cardId: card.id, amount: -2_500, kind: 'REDEEM' })
      const { variationId, amount } = await variationOf('GIFTCARD_DIGITAL')
      const refused = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId, amount, quantity: 1 } })
      expect(refusal(refused.data.errors)).toEqual([{ code: ERROR_CODES.ZERO_BALANCE_CART, referencedRequestParameter: 'userData.redeemToken', message: ZERO_NL }])
      expect(await ordersOf(token)).toBe(0)
    })

    it('refuses to place a chosen order once the balance is gone: no debit, no card payment, the order stays a basket', async () => {
      const card = await issueCard(4_000)
      const shopper = browser()
      const token = (await check(shopper, card)).data.redeemToken!
      const { variationId, amount } = await variationOf('GIFTCARD_DIGITAL')
      const added = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId, amount, quantity: 1 } })
      expect(added.data.errors).toEqual([])
      const orderId = added.data.order!.id
      await testDb.db.insert(cardLedger).values({ cardId: card.id, amount: -4_000, kind: 'REDEEM' })

      const confirmed = await shopper.call<Changed>(CONFIRM, { userData: userData(token), input: RECEIVER })
      expect(refusal(confirmed.data.errors)).toEqual([{ code: ERROR_CODES.ZERO_BALANCE_CART, referencedRequestParameter: 'userData.redeemToken', message: ZERO_NL }])
      const [order] = await testDb.db.select({ status: orders.status, reference: orders.reference }).from(orders).where(eq(orders.id, orderId))
      expect(order).toEqual({ status: 'CART', reference: null })
      expect(await paymentsOf(orderId)).toBe(0)
      expect(await balanceOf(testDb.db, card.id)).toBe(0)
    })
  })

  describe('products a balance cannot buy', () => {
    it('refuses a blank card pack and a physical-only card (3215), an unknown variation is 1009: no order row', async () => {
      const card = await issueCard(10_000)
      const shopper = browser()
      const token = (await check(shopper, card)).data.redeemToken!
      for (const [productType, variationType] of [['GIFTCARD_BLANK', 'physical'], ['GIFTCARD_PHYSICAL', 'physical']] as const) {
        const { variationId, amount } = await variationOf(productType, variationType)
        const refused = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId, amount, quantity: 1 } })
        expect(refusal(refused.data.errors), productType).toEqual([{ code: ERROR_CODES.NOT_REDEEMABLE, referencedRequestParameter: 'input.variationId', message: NOT_REDEEMABLE_NL }])
      }
      const unknown = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId: '987654321', amount: 10, quantity: 1 } })
      expect(unknown.data.errors.map(({ code, referencedRequestParameter }) => ({ code, referencedRequestParameter })))
        .toEqual([{ code: ERROR_CODES.PRODUCT_NOT_FOUND, referencedRequestParameter: 'input.variationId' }])
      expect(await ordersOf(token)).toBe(0)
      expect(await balanceOf(testDb.db, card.id)).toBe(10_000)
    })

    it('writes no part of a split amount when a later part is refused: neither the basket nor the parts before it', async () => {
      const card = await issueCard(10_000)
      const shopper = browser()
      const token = (await check(shopper, card)).data.redeemToken!
      const rows = await testDb.db.execute(sql`select v.id from product_variations v join products p on p.id = v.product_id
        where p.storefront = 'CBBE' and p.product_type = 'GIFTCARD_DIGITAL' and v.variation_type = 'digital' and v.has_fixed_prices = false
          and v.min_price <= 10000 and v.max_price >= 32000 order by v.id limit 1`)
      const variationId = String((rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id)
      // 320 becomes 107 + 107 + 106, 20 of each: the third part would make 60 cards, above the 50 of an order.
      const refused = await shopper.call<Changed>(ADD, { userData: userData(token), input: { variationId, amount: 320, quantity: 20 } })
      expect(refused.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.GIFTCARD_LIMIT])
      expect(await ordersOf(token)).toBe(0)
      expect(await testDb.db.$count(packages, sql`${packages.orderId} in (select id from orders where owner_token_hash = ${hashToken(token)})`)).toBe(0)
    })
  })
})
