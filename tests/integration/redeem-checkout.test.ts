import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, invoices, orders, products, refunds, shipments } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { expirePendingOrders } from '@/server/modules/orders/order-expiry'
import { balanceOf } from '@/server/modules/cards/card-ledger'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * The redeem checkout (docs/rules/redeem.md): the guest delivery address of a redeem order with physical cards,
 * and the confirmation of a placed redeem order, readable only by its redeem token.
 */
const CBBE = getStorefront('CBBE')
const userData = (redeemToken: string | null) => ({ language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken })
type Errors = Array<{ code: number; referencedRequestParameter: string | null; message: string }>
const ERR = 'errors { code referencedRequestParameter message }'
const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken ${ERR} } }`
const DELIVERY = `needsPhysicalAddress physicalAddress { firstName lastName countryCode postCode houseNumber street city email } priceToPay { value } ${ERR}`
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { order { id } ${DELIVERY} } }`
const SET_ADDRESS = `mutation ($userData: UserDataInput!, $input: AddressInput!) { setRedeemDeliveryAddress(userData: $userData, input: $input) { ${DELIVERY} } }`
const REDEEM = `query ($userData: UserDataInput!) { redeemBasket(userData: $userData) { order { id } ${DELIVERY} } }`
const CONFIRM = `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { order { id status totals { grandTotal { value } } } ${ERR} } }`
const CONFIRMATION = `query ($userData: UserDataInput!, $orderUuid: ID!) { redeemConfirmation(userData: $userData, orderUuid: $orderUuid) {
  cards { cardNumberEnd amount { value } remainingBalance { value } } paidFromBalance { value } paidByPayment { value } remainingBalance { value } ${ERR} } }`
const START = `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERR} } }`
const COMPLETE = `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { order { status } ${ERR} } }`
const RELEASE = `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { ${ERR} } }`
const CART = `query ($userData: UserDataInput!, $orderUuid: ID) { cartV2(userData: $userData, orderUuid: $orderUuid) { order { id status } ${ERR} } }`

interface Delivery {
  order?: { id: string } | null
  needsPhysicalAddress: boolean
  physicalAddress: Record<string, string | null> | null
  priceToPay: { value: number }
  errors: Errors
}
interface Confirmation {
  cards: Array<{ cardNumberEnd: string; amount: { value: number }; remainingBalance: { value: number } }>
  paidFromBalance: { value: number }
  paidByPayment: { value: number }
  remainingBalance: { value: number }
  errors: Errors
}

const ADDRESS = {
  firstName: 'Lies', lastName: 'Maes', customerType: 'PRIVATE', countryCode: 'BE', postCode: '9000', houseNumber: '12',
  street: 'Veldstraat', city: 'Gent', email: 'lies.post@example.com', confirmEmail: 'lies.post@example.com',
}
const RECEIVER = { firstName: 'Lies', lastName: 'Maes', email: 'lies.redeem@example.com', confirmEmail: 'lies.redeem@example.com' }

describe.each(testBackends())('redeem checkout on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let productId: number
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.7.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [product] = await testDb.db.select({ id: products.id }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'))).limit(1)
    productId = product!.id
  })
  afterAll(async () => testDb?.close())

  async function checkedCard(shopper: TestBrowser, amount: number): Promise<{ token: string; cardId: string }> {
    const number = newCardNumber(productId)
    const pin = String(100000 + Math.floor(Math.random() * 899999))
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId, currency: 'EUR',
      initialAmount: amount, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
    const checked = await shopper.call<{ redeemToken: string | null; errors: Errors }>(CHECK, { userData: userData(null), cardNumber: number, pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
    expect(checked.data.errors).toEqual([])
    return { token: checked.data.redeemToken!, cardId: card!.id }
  }

  async function variation(type: 'digital' | 'physical') {
    const rows = await testDb.db.execute(sql`select v.id, v.min_price from product_variations v join products p on p.id = v.product_id
      where p.storefront = 'CBBE' and v.variation_type = ${type} and v.has_fixed_prices = false and p.product_type = 'GIFTCARD_DIGITAL' and v.max_price >= 10000
      order by v.id limit 1`)
    const row = (rows as unknown as { rows: Array<{ id: number; min_price: number }> }).rows[0]!
    return { variationId: String(row.id), min: row.min_price / 100 }
  }

  it('asks a postal address only for cards by post, validates it like the checkout, and stores it on the physical shipment', async () => {
    const shopper = browser()
    const { token } = await checkedCard(shopper, 10_000)
    const digital = await variation('digital')
    const added = await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: digital.variationId, amount: 25, quantity: 1 } })
    expect(added.data).toMatchObject({ needsPhysicalAddress: false, physicalAddress: null, errors: [] })
    // Digital only: there is nowhere to send post, so an address is refused and nothing is stored.
    const refused = await shopper.call<Delivery>(SET_ADDRESS, { userData: userData(token), input: ADDRESS })
    expect(refused.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.FIELD_INVALID])

    const physical = await variation('physical')
    const withPost = await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: physical.variationId, amount: 25, quantity: 1 } })
    expect(withPost.data).toMatchObject({ needsPhysicalAddress: true, physicalAddress: null, errors: [] })

    const invalid = await shopper.call<Delivery>(SET_ADDRESS, {
      userData: userData(token), input: { ...ADDRESS, postCode: '0900', houseNumber: '0', confirmEmail: 'other@example.com', street: ' ' },
    })
    expect(invalid.data.errors.map((error) => error.referencedRequestParameter).sort())
      .toEqual(['input.confirmEmail', 'input.houseNumber', 'input.postCode', 'input.street'])
    expect(invalid.data.errors.every((error) => error.message.length > 0)).toBe(true)
    const stillEmpty = await shopper.call<Delivery>(REDEEM, { userData: userData(token) })
    expect(stillEmpty.data.physicalAddress).toBeNull()
    // A Dutch postcode in a Belgian address is refused: the postcode follows the chosen country.
    const dutch = await shopper.call<Delivery>(SET_ADDRESS, { userData: userData(token), input: { ...ADDRESS, postCode: '1012 AB' } })
    expect(dutch.data.errors.map((error) => error.referencedRequestParameter)).toEqual(['input.postCode'])
    const inNl = await shopper.call<Delivery>(SET_ADDRESS, { userData: userData(token), input: { ...ADDRESS, countryCode: 'nl', postCode: ' 1012 AB ' } })
    expect(inNl.data.errors).toEqual([])
    expect(inNl.data.physicalAddress).toMatchObject({ countryCode: 'NL', postCode: '1012 AB', email: 'lies.post@example.com' })

    const stored = await shopper.call<Delivery>(SET_ADDRESS, { userData: userData(token), input: ADDRESS })
    expect(stored.data.physicalAddress).toEqual({ firstName: 'Lies', lastName: 'Maes', countryCode: 'BE', postCode: '9000', houseNumber: '12', street: 'Veldstraat', city: 'Gent', email: 'lies.post@example.com' })
    const rows = await testDb.db.select({ type: shipments.deliveryType, address: shipments.deliveryAddress }).from(shipments).where(eq(shipments.orderId, added.data.order!.id))
    expect(rows.find((row) => row.type === 'PHYSICAL')!.address).toMatchObject({ street: 'Veldstraat', postCode: '9000' })
    expect(rows.find((row) => row.type === 'DIGITAL')!.address).toBeNull()
    // Another browser without the token cannot change it.
    const stranger = await browser().call<Delivery>(SET_ADDRESS, { userData: userData(null), input: { ...ADDRESS, city: 'Brugge' } })
    expect(stranger.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.BASKET_EMPTY])

    // The checkout then needs only the receiver of the digital card: the stored address goes with the post.
    const confirmed = await shopper.call<{ order: { id: string; status: string } | null; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })
    expect(confirmed.data.errors).toEqual([])
    expect(confirmed.data.order!.status).toBe('COMPLETED')
    // Invoiced in the transaction that completed it: the card balance paid all of it.
    const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.orderId, confirmed.data.order!.id))
    expect(invoice!.number).toMatch(/^INV-BE-\d{4}-\d{6}$/)
    expect(invoice!.document.payment).toEqual({ paid: true, method: null, dueOn: null, giftCardBalance: invoice!.document.totals.total, transfer: null })
    const placed = await testDb.db.select({ type: shipments.deliveryType, address: shipments.deliveryAddress }).from(shipments).where(eq(shipments.orderId, confirmed.data.order!.id))
    expect(placed.find((row) => row.type === 'PHYSICAL')!.address).toMatchObject({ street: 'Veldstraat', city: 'Gent', email: 'lies.post@example.com' })
    expect(placed.find((row) => row.type === 'DIGITAL')!.address).toMatchObject({ email: 'lies.redeem@example.com' })
  })

  // docs/orders.md charges: gift cards are VAT-exempt, the postage of 1.95 holds 21% Belgian VAT,
  // 1.95 × 0.21 / 1.21 = 0.3384… → 0.34. The card balance is a means of payment: it lowers what is
  // left to pay (grandTotal), never the VAT of the sale, so the total without tax stays 37 + 1.95 − 0.34.
  it.each([
    ['the balance pays it all', 6_000, 'COMPLETED', 0, 38.95],
    ['the balance pays part of it', 2_050, 'PENDING', 18.45, 20.5],
  ] as const)('a redeem order with a card by post keeps its total without tax when %s', async (_case, balance, status, toPay, fromBalance) => {
    const shopper = browser()
    const { token } = await checkedCard(shopper, balance)
    const physical = await variation('physical')
    await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: physical.variationId, amount: 37, quantity: 1 } })
    expect((await shopper.call<Delivery>(SET_ADDRESS, { userData: userData(token), input: ADDRESS })).data.errors).toEqual([])
    const confirmed = await shopper.call<{ order: { id: string; status: string; totals: Record<string, { value: number }> } | null; errors: Errors }>(
      `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) {
        order { id status totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } } } ${ERR} } }`,
      { userData: userData(token), input: RECEIVER })
    expect(confirmed.data.errors).toEqual([])
    expect(confirmed.data.order).toMatchObject({ status, totals: { subTotal: { value: 37 }, grandTotal: { value: toPay }, grandTotalWithoutTax: { value: 38.61 } } })
    const [row] = await testDb.db.select({ totals: orders.totals }).from(orders).where(eq(orders.id, confirmed.data.order!.id))
    expect(row!.totals).toMatchObject({ subTotal: 3_700, grandTotal: Math.round(toPay * 100), grandTotalWithoutTax: 3_861 })
    expect(row!.totals!.adjustments.map((adjustment) => [adjustment.adjustmentType, adjustment.price]))
      .toEqual([['POSTAGE', 195], ['GIFT_CARD_BALANCE', -Math.round(fromBalance * 100)]])
  })

  it('does not confirm an order with cards by post before a postal address is known', async () => {
    const shopper = browser()
    const { token, cardId } = await checkedCard(shopper, 10_000)
    const physical = await variation('physical')
    await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: physical.variationId, amount: 30, quantity: 1 } })
    const refused = await shopper.call<{ order: unknown; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })
    expect(refused.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[ERROR_CODES.DELIVERY_ADDRESS_MISSING, 'input.physicalAddress']])
    expect(await balanceOf(testDb.db, cardId)).toBe(10_000)
  })

  it('confirms one basket once when the same shopper confirms it 20 times at once: one debit, business answers only', async () => {
    const shopper = browser()
    const { token, cardId } = await checkedCard(shopper, 10_000)
    const digital = await variation('digital')
    await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: digital.variationId, amount: 37, quantity: 1 } })
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      shopper.call<{ order: { status: string } | null; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })))
    const confirmed = answers.filter((answer) => answer.data.errors.length === 0)
    expect(confirmed).toHaveLength(1)
    expect(confirmed[0]!.data.order!.status).toBe('COMPLETED')
    // The others are told the balance is spent or the basket is gone, never the -1 of an unexpected error.
    const codes = new Set(answers.flatMap((answer) => answer.data.errors.map((error) => error.code)))
    expect([...codes].every((code) => ([ERROR_CODES.CARD_NO_BALANCE, ERROR_CODES.BASKET_EMPTY, ERROR_CODES.REDEEM_TOKEN_MISSING] as number[]).includes(code)), [...codes].join()).toBe(true)
    expect(await balanceOf(testDb.db, cardId)).toBe(10_000 - 3_700)
  })

  it('shows a placed redeem order with its balance payments to the token holder only', async () => {
    const shopper = browser()
    const { token, cardId } = await checkedCard(shopper, 2_050)
    const digital = await variation('digital')
    const added = await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: digital.variationId, amount: 50, quantity: 1 } })
    expect(added.data.priceToPay.value).toBe(29.5)
    const orderUuid = added.data.order!.id

    // Still a basket: no confirmation yet.
    const early = await shopper.call<Confirmation>(CONFIRMATION, { userData: userData(token), orderUuid })
    expect(early.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.ORDER_NOT_FOUND])

    const confirmed = await shopper.call<{ order: { id: string; status: string; totals: { grandTotal: { value: number } } } | null; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })
    expect(confirmed.data.order).toMatchObject({ id: orderUuid, status: 'PENDING', totals: { grandTotal: { value: 29.5 } } })

    const mine = await shopper.call<Confirmation>(CONFIRMATION, { userData: userData(token), orderUuid })
    expect(mine.data).toMatchObject({
      paidFromBalance: { value: 20.5 }, paidByPayment: { value: 29.5 }, remainingBalance: { value: 0 }, errors: [],
    })
    expect(mine.data.cards).toHaveLength(1)
    expect(mine.data.cards[0]).toMatchObject({ amount: { value: 20.5 }, remainingBalance: { value: 0 } })
    expect(await balanceOf(testDb.db, cardId)).toBe(0)
    // The confirmation page's order read (cartV2 by uuid) answers the token holder as well.
    const order = await shopper.call<{ order: { id: string; status: string } | null; errors: Errors }>(CART, { userData: userData(token), orderUuid })
    expect(order.data.order).toEqual({ id: orderUuid, status: 'PENDING' })

    // Another browser, with no token or another card's token, reads nothing: not found, no amounts.
    const stranger = browser()
    const other = await checkedCard(stranger, 1_000)
    for (const token of [null, other.token, 'not-a-token']) {
      const theirs = await stranger.call<Confirmation>(CONFIRMATION, { userData: userData(token), orderUuid })
      expect(theirs.data).toEqual({ cards: [], paidFromBalance: { value: 0 }, paidByPayment: { value: 0 }, remainingBalance: { value: 0 }, errors: [expect.objectContaining({ code: ERROR_CODES.ORDER_NOT_FOUND, referencedRequestParameter: 'orderUuid' })] })
      const cart = await stranger.call<{ order: unknown; errors: Errors }>(CART, { userData: userData(token), orderUuid })
      expect(cart.data.order).toBeNull()
    }
    const malformed = await shopper.call<Confirmation>(CONFIRMATION, { userData: userData(token), orderUuid: 'nope' })
    expect(malformed.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.ORDER_NOT_FOUND])
  })

  it('the payment of a redeem order that was let go and enlarged pays nothing: 20 € balance and 10 € paid never buy 230 € of cards', async () => {
    const shopper = browser()
    const { token, cardId } = await checkedCard(shopper, 2_000)
    const digital = await variation('digital')
    const added = await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: digital.variationId, amount: 30, quantity: 1 } })
    const orderUuid = added.data.order!.id
    const first = await shopper.call<{ order: { totals: { grandTotal: { value: number } } } | null; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })
    // 30 € of cards less the card's 20 € (a redeem order has no service fee).
    expect(first.data.order!.totals.grandTotal.value).toBe(10)
    const started = await shopper.call<{ redirect: { url: string }; errors: Errors }>(START, { userData: userData(token), orderUuid, methodId: 'bancontact' })
    expect(started.data.errors).toEqual([])
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')

    // Back to the basket (the card gets its 20 € back), 2 × 100 € more, confirmed again, then the old payment's return page.
    expect((await shopper.call<{ errors: Errors }>(RELEASE, { userData: userData(token), orderUuid })).data.errors).toEqual([])
    expect((await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: digital.variationId, amount: 100, quantity: 2 } })).data.errors).toEqual([])
    const second = await shopper.call<{ order: { totals: { grandTotal: { value: number } } } | null; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })
    expect(second.data.order!.totals.grandTotal.value).toBe(210)
    const back = await shopper.call<{ order: unknown; errors: Errors }>(COMPLETE, { userData: userData(token), orderUuid, params: [{ name: 'payment', value: paymentId }] })

    expect(back.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.PAYMENT_REFUNDED])
    expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderUuid)))[0]!.status).toBe('PENDING')
    expect(await testDb.db.$count(giftCards, eq(giftCards.orderId, orderUuid))).toBe(0)
    expect((await testDb.db.select({ amount: refunds.amount, reason: refunds.reason }).from(refunds).where(eq(refunds.pspReference, paymentId))))
      .toEqual([{ amount: 1_000, reason: 'NOT_PAYABLE' }])
    // The card's 20 € are spoken for by the open order, and come back when it is let go.
    expect(await balanceOf(testDb.db, cardId)).toBe(0)
    // Still open: 210 € are left to pay by a payment started for this order as it is now.
    const open = await shopper.call<{ order: { id: string; status: string } | null; errors: Errors }>(CART, { userData: userData(token), orderUuid })
    expect(open.data.order).toMatchObject({ status: 'PENDING' })
  })

  it('a redeem order nobody pays gives the card its balance back when it expires', async () => {
    const shopper = browser()
    const { token, cardId } = await checkedCard(shopper, 3_333)
    const digital = await variation('digital')
    const added = await shopper.call<Delivery>(ADD, { userData: userData(token), input: { variationId: digital.variationId, amount: 50, quantity: 1 } })
    const orderUuid = added.data.order!.id
    const confirmed = await shopper.call<{ order: { status: string } | null; errors: Errors }>(CONFIRM, { userData: userData(token), input: RECEIVER })
    expect(confirmed.data.order).toMatchObject({ status: 'PENDING' })
    // While the remainder waits for its payment, the card's 33.33 is spoken for.
    expect(await balanceOf(testDb.db, cardId)).toBe(0)
    await testDb.db.update(orders).set({ updatedAt: new Date(Date.now() - 71 * 60_000) }).where(eq(orders.id, orderUuid))
    expect(await expirePendingOrders(testDb.db, new Date())).toBe(1)
    expect(await balanceOf(testDb.db, cardId)).toBe(3_333)
    expect((await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderUuid)))[0]!.status).toBe('CART')
  })
})
