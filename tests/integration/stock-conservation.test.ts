import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, orders, packages, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { expirePendingOrders } from '@/server/modules/orders/order-expiry'
import { releaseRedeemOrder } from '@/server/modules/orders/release'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { CHECKOUT_OPERATIONS as Q, privateBilling } from '@/tests/helpers/checkout-operations'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Limited stock is conserved: at every moment the units on sale, the units held by unpaid orders and
 * the units sold add up to the units issued (the stock the test sets), through placing, releasing,
 * expiring, cancelling and paying, of regular and redeem orders alike.
 */
const CBBE = getStorefront('CBBE')
const userData = (redeemToken: string | null = null) => ({ language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken })
const ERR = 'errors { code message }'
const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken ${ERR} } }`
const REDEEM_ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { order { id } ${ERR} } }`
const CONFIRM = `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { order { id status } ${ERR} } }`
const RELEASE = `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { order { id status } ${ERR} } }`
const POST = { firstName: 'Lies', lastName: 'Maes', customerType: 'PRIVATE', countryCode: 'BE', postCode: '9000', houseNumber: '12', street: 'Veldstraat', city: 'Gent', email: 'lies@example.com' }
const RECEIVER = { firstName: 'Lies', lastName: 'Maes', email: 'lies.redeem@example.com', confirmEmail: 'lies.redeem@example.com', physicalAddress: POST }
/** The units of the limited edition the test issues: 8 + 15 (an odd figure, so no quantity divides it). */
const ISSUED = 23

interface Errors { errors: Array<{ code: number; message: string }> }

describe.each(testBackends())('limited stock conservation on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let limited: { variationId: number; productId: number; amount: number }
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.9.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    // A limited physical edition of a digital gift card: sold in the shop and redeemable with a balance.
    const [row] = await testDb.db.select({ id: productVariations.id, productId: products.id, prices: productVariations.pricesToShow }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), sql`${productVariations.stock} is not null`)).limit(1)
    limited = { variationId: row!.id, productId: row!.productId, amount: row!.prices[0]! / 100 }
    await testDb.db.update(productVariations).set({ stock: ISSUED }).where(eq(productVariations.id, limited.variationId))
  })
  afterAll(async () => testDb?.close())

  async function onSale(): Promise<number> {
    const [row] = await testDb.db.select({ stock: productVariations.stock }).from(productVariations).where(eq(productVariations.id, limited.variationId))
    return row!.stock!
  }
  /** Units of the edition in orders of these statuses. */
  async function unitsIn(statuses: Array<(typeof orders.$inferSelect)['status']>): Promise<number> {
    const [row] = await testDb.db.select({ units: sql<number>`coalesce(sum(${packages.quantity}), 0)::int` }).from(packages)
      .innerJoin(orders, eq(orders.id, packages.orderId))
      .where(and(eq(packages.variationId, limited.variationId), inArray(orders.status, statuses)))
    return row!.units
  }
  async function ledger() {
    const sale = await onSale()
    const reserved = await unitsIn(['PENDING', 'AWAITING_BANK_TRANSFER'])
    const sold = await unitsIn(['COMPLETED'])
    return { onSale: sale, reserved, sold, total: sale + reserved + sold }
  }

  async function placeRegular(shopper: TestBrowser, quantity: number): Promise<string> {
    const added = await shopper.call<Errors>(Q.add, { userData: userData(), input: { variationId: String(limited.variationId), amount: limited.amount, quantity } })
    expect(added.data.errors).toEqual([])
    await shopper.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'PHYSICAL-1', deliveryAddress: { ...privateBilling('post@example.com'), confirmEmail: undefined } } })
    const placed = await shopper.call<{ order: { id: string } | null } & Errors>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: privateBilling('koper@example.com'), acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
    return placed.data.order!.id
  }

  async function pay(shopper: TestBrowser, orderId: string) {
    const started = await shopper.call<{ redirect: { url: string } }>(Q.start, { userData: userData(), orderUuid: orderId, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    const paid = await shopper.call<{ order: { status: string } }>(Q.complete, { userData: userData(), orderUuid: orderId, params: [{ name: 'payment', value: paymentId }] })
    expect(paid.data.order.status).toBe('COMPLETED')
  }

  /** A redeem token with one checked card of `balance` minor units. */
  async function redeemToken(shopper: TestBrowser, balance: number): Promise<string> {
    const number = newCardNumber(limited.productId)
    const pin = String(100000 + Math.floor(Math.random() * 899999))
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId: limited.productId, currency: 'EUR',
      initialAmount: balance, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount: balance, kind: 'ISSUE' })
    const checked = await shopper.call<{ redeemToken: string | null } & Errors>(CHECK, { userData: userData(), cardNumber: number, pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
    expect(checked.data.errors).toEqual([])
    return checked.data.redeemToken!
  }

  async function confirmRedeem(shopper: TestBrowser, token: string, quantity: number) {
    const added = await shopper.call<Errors>(REDEEM_ADD, { userData: userData(token), input: { variationId: String(limited.variationId), amount: limited.amount, quantity } })
    expect(added.data.errors).toEqual([])
    return shopper.call<{ order: { id: string; status: string } | null } & Errors>(CONFIRM, { userData: userData(token), input: RECEIVER })
  }

  it('reserves a pending redeem order\'s units and gives back exactly those when it is released', async () => {
    const shopper = browser()
    // A balance of 1 cent: the order stays PENDING for its remainder, as the one in the report.
    const token = await redeemToken(shopper, 1)
    await testDb.db.update(productVariations).set({ stock: 8 }).where(eq(productVariations.id, limited.variationId))
    const confirmed = await confirmRedeem(shopper, token, 1)
    expect(confirmed.data.errors).toEqual([])
    expect(confirmed.data.order!.status).toBe('PENDING')
    expect(await onSale()).toBe(7)
    const released = await shopper.call<Errors>(RELEASE, { userData: userData(token), orderUuid: confirmed.data.order!.id })
    expect(released.data.errors).toEqual([])
    expect(await onSale()).toBe(8)
    // Releasing once more gives nothing back: the order holds nothing any more.
    const [order] = await testDb.db.select().from(orders).where(eq(orders.id, confirmed.data.order!.id))
    await releaseRedeemOrder(testDb.db, order!)
    expect(await onSale()).toBe(8)
  })

  it('keeps on sale + reserved + sold equal to the units issued through every move', async () => {
    await testDb.db.update(productVariations).set({ stock: ISSUED }).where(eq(productVariations.id, limited.variationId))
    const steps: Array<{ step: string; ledger: Awaited<ReturnType<typeof ledger>> }> = []
    const record = async (step: string) => steps.push({ step, ledger: await ledger() })
    await record('issued')

    // Regular: placed (3 held), released (back to the basket), placed again with 2 more (5) and paid (sold).
    const first = browser()
    const released = await placeRegular(first, 3)
    await record('regular placed')
    expect((await first.call<Errors>(RELEASE, { userData: userData(), orderUuid: released })).data.errors).toEqual([])
    await record('regular released')
    const paid = await placeRegular(first, 2)
    await pay(first, paid)
    await record('regular paid')

    // Regular, cancelled: its shopper started a new basket meanwhile, so releasing cancels it.
    const second = browser()
    const cancelled = await placeRegular(second, 3)
    expect((await second.call<Errors>(Q.add, { userData: userData(), input: { variationId: String(limited.variationId), amount: limited.amount, quantity: 1 } })).data.errors).toEqual([])
    expect((await second.call<Errors>(RELEASE, { userData: userData(), orderUuid: cancelled })).data.errors).toEqual([])
    expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, cancelled)))[0]!.status).toBe('CANCELED')
    await record('regular cancelled')

    // Redeem: one with a remainder placed (4 held) and released, one expired, one paid in full by the balance.
    const third = browser()
    const pendingToken = await redeemToken(third, 1)
    const redeemPending = await confirmRedeem(third, pendingToken, 4)
    expect(redeemPending.data.order!.status).toBe('PENDING')
    await record('redeem placed')
    expect((await third.call<Errors>(RELEASE, { userData: userData(pendingToken), orderUuid: redeemPending.data.order!.id })).data.errors).toEqual([])
    await record('redeem released')

    const fourth = browser()
    const expiringToken = await redeemToken(fourth, 1)
    expect((await confirmRedeem(fourth, expiringToken, 1)).data.order!.status).toBe('PENDING')
    await record('redeem placed to expire')
    await expirePendingOrders(testDb.db, new Date(Date.now() + 24 * 3_600_000))
    await record('expired')

    const fifth = browser()
    const richToken = await redeemToken(fifth, 1_000_000)
    expect((await confirmRedeem(fifth, richToken, 1)).data.order!.status).toBe('COMPLETED')
    await record('redeem paid by balance')

    expect(steps.map(({ step, ledger: { total } }) => ({ step, total }))).toEqual(steps.map(({ step }) => ({ step, total: ISSUED })))
    // Written out: the released basket's 3 plus 2 more sold in the shop, 1 by balance; 23 - 6 = 17 on sale; nothing held.
    expect(steps.at(-1)!.ledger).toEqual({ onSale: 17, reserved: 0, sold: 6, total: ISSUED })
  })

  it('lets an unpaid order\'s hold on a limited edition lapse after the storefront\'s hold time, and keeps an order without one', async () => {
    await testDb.db.update(productVariations).set({ stock: 9 }).where(eq(productVariations.id, limited.variationId))
    const holder = browser()
    // The whole edition of 9 (within the 10 one shopper may hold), as the order in the report held all 27.
    const holding = await placeRegular(holder, 9)
    // Everything is held: another buyer is told the edition is out of stock.
    const other = browser()
    const refused = await other.call<Errors>(Q.add, { userData: userData(), input: { variationId: String(limited.variationId), amount: limited.amount, quantity: 1 } })
    expect(refused.data.errors.map((error) => error.code)).toEqual([2031])

    const [unlimited] = await testDb.db.select({ id: productVariations.id, prices: productVariations.pricesToShow }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(productVariations.variationType, 'digital'), sql`${productVariations.stock} is null`)).limit(1)
    const plain = browser()
    expect((await plain.call<Errors>(Q.add, { userData: userData(), input: { variationId: String(unlimited!.id), amount: unlimited!.prices[0]! / 100, quantity: 1 } })).data.errors).toEqual([])
    await plain.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'DIGITAL-1', deliveryAddress: { firstName: 'Jan', lastName: 'Claes', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' } } })
    const placed = await plain.call<{ order: { id: string } | null } & Errors>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: privateBilling('jan.koper@example.com'), acceptTerms: true } })
    expect(placed.data.errors).toEqual([])

    const [order] = await testDb.db.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, holding))
    const statusOf = async (id: string) => (await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status
    // 29 minutes idle: still held. 31 minutes (CBBE holds limited stock 30): let go, all 9 on sale again.
    await expirePendingOrders(testDb.db, new Date(order!.updatedAt.getTime() + 29 * 60_000))
    expect(await statusOf(holding)).toBe('PENDING')
    await expirePendingOrders(testDb.db, new Date(order!.updatedAt.getTime() + 31 * 60_000))
    expect(await statusOf(holding)).toBe('CART')
    expect(await onSale()).toBe(9)
    // The order holding no limited stock keeps the whole payment timeout (70 minutes).
    expect(await statusOf(placed.data.order!.id)).toBe('PENDING')
    expect((await other.call<Errors>(Q.add, { userData: userData(), input: { variationId: String(limited.variationId), amount: limited.amount, quantity: 1 } })).data.errors).toEqual([])
  })

  it('refuses a shopper more than 10 held cards of limited editions at once, with 2032 in the shopper\'s language', async () => {
    await testDb.db.update(productVariations).set({ stock: ISSUED }).where(eq(productVariations.id, limited.variationId))
    const shopper = browser()
    const first = await placeRegular(shopper, 7)
    // A second basket of 4 while the 7 are still held: 11 of at most 10.
    const added = await shopper.call<Errors>(Q.add, { userData: userData(), input: { variationId: String(limited.variationId), amount: limited.amount, quantity: 4 } })
    expect(added.data.errors).toEqual([])
    await shopper.call(Q.delivery, { userData: userData(), input: { shipmentTag: 'PHYSICAL-1', deliveryAddress: { ...privateBilling('post@example.com'), confirmEmail: undefined } } })
    const refused = await shopper.call<{ order: unknown } & Errors>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: privateBilling('koper@example.com'), acceptTerms: true } })
    expect(refused.data.errors).toEqual([{ code: 2032, message: 'U kunt van beperkte edities hoogstens 10 cadeaukaarten tegelijk reserveren. Betaal of annuleer eerst uw openstaande bestelling, of kies er minder.' }])
    expect(await onSale()).toBe(ISSUED - 7)
    // Once the first order is paid (sold, no longer held), the same basket of 4 is placed.
    await pay(shopper, first)
    const placed = await shopper.call<Errors>(Q.place, { userData: userData(), input: { customerType: 'PRIVATE', billingAddress: privateBilling('koper@example.com'), acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
  })
})
