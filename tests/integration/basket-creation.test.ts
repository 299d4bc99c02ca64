import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { orders, productVariations, products, rateLimitCounters } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR } from '@/server/modules/cart/basket-limits'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { code message referencedRequestParameter }'
const Q = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id quantity } ${ERRORS} } }`,
  quantity: `query ($userData: UserDataInput!) { cartQuantity(userData: $userData) { quantity ${ERRORS} } }`,
  cart: `query ($userData: UserDataInput!) { cartV2(userData: $userData) { order { id } ${ERRORS} } }`,
  user: `query ($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { subscribed } ${ERRORS} } }`,
  redeemBasket: `query ($userData: UserDataInput!) { redeemBasket(userData: $userData) { order { id } ${ERRORS} } }`,
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`,
}
interface AddPayload { order: { id: string; quantity: number } | null; errors: Array<{ code: number; message: string; referencedRequestParameter: string | null }> }

describe.each(testBackends())('who makes baskets on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let digital: { variationId: string; amount: number }
  let apple: { variationId: string; max: number }

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ variation: productVariations }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), sql`${productVariations.stock} is null`, sql`${products.brandKey} <> 'apple'`))
      .limit(1)
    digital = { variationId: String(row!.variation.id), amount: row!.variation.pricesToShow[0]! / 100 }
    const [appleRow] = await testDb.db.select({ variation: productVariations }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.brandKey, 'apple'), eq(productVariations.variationType, 'digital')))
      .limit(1)
    apple = { variationId: String(appleRow!.variation.id), max: appleRow!.variation.maxPrice / 100 }
  })
  afterAll(async () => testDb?.close())

  const from = (address: string, headers: Record<string, string> = {}) => new TestBrowser(handler, { 'x-shop-client-address': address, ...headers })
  const add = (browser: TestBrowser, input: Record<string, unknown> = {}) =>
    browser.call<AddPayload>(Q.add, { userData, input: { variationId: digital.variationId, amount: digital.amount, quantity: 1, ...input } })
  const baskets = () => testDb.db.$count(orders)

  /** Rows in every table of the database, to see that an operation wrote nothing anywhere. */
  async function rowCounts(): Promise<Record<string, number>> {
    const result = await testDb.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
    const tables = ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ table_name: string }>).map((row) => row.table_name)
    const counts: Record<string, number> = {}
    for (const table of tables) counts[table] = await testDb.db.$count(sql.identifier(table) as never)
    return counts
  }

  it('creates nothing for a shopper who only reads, with or without a (made-up) basket cookie', async () => {
    const before = await rowCounts()
    for (const browser of [from('10.20.0.1'), from('10.20.0.2', { cookie: 'basket=made-up-token' })]) {
      expect((await browser.call<{ quantity: number }>(Q.quantity, { userData })).data.quantity).toBe(0)
      expect((await browser.call<{ order: unknown }>(Q.cart, { userData })).data.order).toBeNull()
      expect((await browser.call<{ user: unknown }>(Q.user, { userData })).data.user).toBeNull()
      expect((await browser.call<{ order: unknown }>(Q.redeemBasket, { userData: { ...userData, redeemToken: 'made-up' } })).data.order).toBeNull()
      expect(browser.cookies.has('basket')).toBe(false)
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('creates the basket on the first add only; a refused add leaves no row, no cookie and no count', async () => {
    const address = '10.21.0.1'
    const browser = from(address)
    const start = await baskets()
    const codes = async (input: Record<string, unknown>) => (await add(browser, input)).data.errors.map((error) => error.code)
    expect(await codes({ amount: digital.amount + 0.5 })).toEqual([ERROR_CODES.FIELD_INVALID])
    expect(await codes({ variationId: apple.variationId, amount: apple.max, quantity: 20 })).toEqual([ERROR_CODES.APPLE_SUM_LIMIT])
    expect(await codes({ shipmentTag: 'DIGITAL-9' })).toEqual([ERROR_CODES.FIELD_INVALID])
    expect(browser.cookies.has('basket')).toBe(false)
    expect(await baskets()).toBe(start)
    expect(await testDb.db.$count(rateLimitCounters, eq(rateLimitCounters.key, `basket:ip:${address}`))).toBe(0)

    expect((await add(browser)).data.order!.quantity).toBe(1)
    expect(browser.cookies.has('basket')).toBe(true)
    expect((await add(browser)).data.order!.quantity).toBe(2)
    expect(await baskets()).toBe(start + 1)
  })

  it(`limits new anonymous baskets to ${DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR} an hour per address, not adding to a basket`, async () => {
    const address = '10.22.0.1'
    const browsers = Array.from({ length: DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR }, () => from(address))
    for (const browser of browsers) expect((await add(browser)).data.errors).toEqual([])

    const start = await baskets()
    const bot = from(address)
    const limited = await add(bot)
    expect(limited.data.order).toBeNull()
    expect(limited.data.errors).toHaveLength(1)
    expect(limited.data.errors[0]).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, referencedRequestParameter: null })
    expect(bot.cookies.has('basket')).toBe(false)
    // A made-up cookie does not get round it: it names no basket, so the add would make one.
    expect((await add(from(address, { cookie: 'basket=made-up-token' }))).data.errors[0]?.code).toBe(ERROR_CODES.RATE_LIMITED)
    expect(await baskets()).toBe(start)

    // Adding to a basket the address already has is not limited.
    const again = await add(browsers[0]!)
    expect(again.data.errors).toEqual([])
    expect(again.data.order!.quantity).toBe(2)
    // Another address is not affected.
    expect((await add(from('10.22.0.2'))).data.errors).toEqual([])
    // Nor is an account's basket (one per account and storefront; registration has its own limit).
    const customer = from(address)
    const registered = await customer.call<{ status: string }>(Q.register, { userData, input: {
      customerType: 'PRIVATE', email: 'basket-limit@example.com', password: 'Secret123!', passwordConfirmation: 'Secret123!',
      firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
    } })
    expect(registered.data.status).toBe('CREATED')
    expect((await add(customer)).data.errors).toEqual([])
  })

  it('counts concurrent first adds from one address against the limit, never more baskets than allowed', async () => {
    const address = '10.23.0.1'
    const results = await Promise.all(Array.from({ length: DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR + 10 }, () => add(from(address))))
    const made = results.filter((result) => result.data.errors.length === 0)
    const limited = results.filter((result) => result.data.errors[0]?.code === ERROR_CODES.RATE_LIMITED)
    expect(made).toHaveLength(DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR)
    expect(limited).toHaveLength(10)
    const [window] = await testDb.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, `basket:ip:${address}`))
    expect(window!.count).toBe(DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR + 10)
  })
})
