import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, productVariations, products, shipments } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const CBDE = getStorefront('CBDE')
const userData = (redeemToken: string | null = null, language = 'nl') => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken })

const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken errors { code } }
}`
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) {
  addRedeemPackage(userData: $userData, input: $input) { order { id } errors { code referencedRequestParameter } }
}`
const SHAPE = `id status
  shipments {
    id deliveryDate formattedDeliveryDate deliveryAddress { firstName email }
    packages {
      id mainProductType
      mainProduct {
        __typename
        ... on GiftcardProduct { id image backgroundColor redeemData { title } giftCardBrand { id iframeUrl redirectLink redirectTime productExternalLink { title url } } }
        ... on DonationProduct { id image backgroundColor redeemData { title } }
      }
      items { qty variation { id sku title variationType price { value currency } } }
      packageTotals { mainItemAmount { value currency } mainItemEditable promotionAmount { value currency } }
    }
  }
  billingAddress { firstName email }
  totals { grandTotal { value } adjustments { adjustmentType price { value } } }
  remainingBalance { value currency }`
const ORDER = `query ($userData: UserDataInput!, $uuid: ID!) { redeemOrder(userData: $userData, uuid: $uuid) { order { ${SHAPE} } errors { message code referencedRequestParameter } } }`
const BASKET = `query ($userData: UserDataInput!) { redeemBasket(userData: $userData) { order { id } redeemOrder { id remainingBalance { value } } errors { code } } }`
const CONFIRM = `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { order { status } errors { code } } }`
const AMOUNT_MESSAGE_FR = 'Cette valeur n\'est pas valable. Veuillez la vérifier et réessayer.'
const REGULAR_ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id } errors { code } } }`

type Money = { value: number; currency: string }
interface RedeemOrder {
  id: string
  status: string
  shipments: Array<{
    id: string; deliveryDate: string | null; formattedDeliveryDate: string | null; deliveryAddress: { firstName: string; email: string | null } | null
    packages: Array<{
      id: string; mainProductType: string
      mainProduct: { __typename: string; id: string; image: string; backgroundColor: string; redeemData: { title: string | null }; giftCardBrand?: Record<string, unknown> | null }
      items: Array<{ qty: number; variation: { id: string; sku: string; title: string; variationType: string; price: Money } }>
      packageTotals: { mainItemAmount: Money; mainItemEditable: boolean; promotionAmount: Money }
    }>
  }>
  billingAddress: { firstName: string; email: string | null } | null
  totals: { grandTotal: { value: number }; adjustments: Array<{ adjustmentType: string; price: { value: number } }> }
  remainingBalance: Money
}
interface OrderPayload { order: RedeemOrder | null; errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> }

describe.each(testBackends())('redeem order data on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.12.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  async function productOf(where: ReturnType<typeof eq>) {
    const [row] = await testDb.db.select({ productId: products.id, variationId: productVariations.id, sku: productVariations.sku, image: products.image, color: products.backgroundColor })
      .from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(productVariations.variationType, 'digital'), where)).orderBy(products.slug).limit(1)
    return { ...row!, productId: String(row!.productId), variationId: String(row!.variationId) }
  }

  /** A shopper with a checked card of the balance (minor units) and the token it answered. */
  async function shopperWithCard(balance: number) {
    // A card of a product without a minimum remaining balance, so any remainder may stay on it.
    const [product] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), isNull(products.minimumRemainingBalance))).limit(1)
    const number = newCardNumber(product!.id)
    const pin = String(100000 + Math.floor(Math.random() * 899999))
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId: product!.id, currency: 'EUR',
      initialAmount: balance, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount: balance, kind: 'ISSUE' })
    const shopper = browser()
    const token = (await shopper.call<{ redeemToken: string }>(CHECK, { userData: userData(), cardNumber: number, pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data.redeemToken
    return { shopper, token }
  }

  async function add(shopper: TestBrowser, token: string, variationId: string, amount: number, quantity: number): Promise<string> {
    const added = await shopper.call<{ order: { id: string } | null; errors: unknown[] }>(ADD, { userData: userData(token), input: { variationId, amount, quantity } })
    expect(added.data.errors).toEqual([])
    return added.data.order!.id
  }

  it('answers the token’s order per shipment and package, with the amounts the balance pays and keeps', async () => {
    const { shopper, token } = await shopperWithCard(9_999)
    const custom = await productOf(eq(products.slug, 'stekker-electronics'))
    const fixed = await productOf(eq(products.slug, 'bolero-books'))
    const choice = await productOf(eq(products.slug, 'choice-gift-card'))
    const donation = await productOf(eq(products.productType, 'DONATION'))
    await add(shopper, token, custom.variationId, 33, 2)
    await add(shopper, token, fixed.variationId, 15, 1)
    await add(shopper, token, choice.variationId, 10, 1)
    const uuid = await add(shopper, token, donation.variationId, 7, 1)
    await testDb.db.update(shipments).set({ deliveryDate: '2026-12-24' }).where(eq(shipments.orderId, uuid))

    const result = await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid })
    expect(result.data.errors).toEqual([])
    const order = result.data.order!
    expect(order).toMatchObject({ id: uuid, status: 'CART', billingAddress: null, totals: { grandTotal: { value: 98 } } })
    // 99.99 minus 33 × 2 + 15 + 10 + 7 = 98 leaves 1.99.
    expect(order.remainingBalance).toEqual({ value: 1.99, currency: 'EUR' })
    expect(order.shipments).toHaveLength(1)
    expect(order.shipments[0]).toMatchObject({ deliveryDate: '2026-12-24', formattedDeliveryDate: '24 december 2026', deliveryAddress: null })
    const eur = (value: number) => ({ value, currency: 'EUR' })
    // A brand's webshop is the page to frame (the choice card's brand has none); these brands have no
    // redirect and no external product page (the next test reads one that has).
    expect(order.shipments[0]!.packages.map(({ id: _id, ...pkg }) => pkg)).toEqual([
      {
        mainProductType: 'GIFTCARD',
        mainProduct: { __typename: 'GiftcardProduct', id: custom.productId, image: custom.image, backgroundColor: custom.color, redeemData: { title: null }, giftCardBrand: { id: 'stekker-electronics', iframeUrl: 'https://stekker-electronics.example/', redirectLink: null, redirectTime: null, productExternalLink: null } },
        items: [{ qty: 2, variation: { id: custom.variationId, sku: custom.sku, title: 'Stekker Electronics cadeaubon (per e-mail)', variationType: 'digital', price: eur(33) } }],
        packageTotals: { mainItemAmount: eur(66), mainItemEditable: true, promotionAmount: eur(0) },
      },
      {
        mainProductType: 'GIFTCARD',
        mainProduct: { __typename: 'GiftcardProduct', id: fixed.productId, image: fixed.image, backgroundColor: fixed.color, redeemData: { title: null }, giftCardBrand: { id: 'bolero-books', iframeUrl: 'https://bolero-books.example/', redirectLink: null, redirectTime: null, productExternalLink: null } },
        items: [{ qty: 1, variation: { id: fixed.variationId, sku: fixed.sku, title: 'Bolero Books cadeaubon (per e-mail)', variationType: 'digital', price: eur(15) } }],
        packageTotals: { mainItemAmount: eur(15), mainItemEditable: false, promotionAmount: eur(0) },
      },
      {
        mainProductType: 'GIFTCARD',
        mainProduct: { __typename: 'GiftcardProduct', id: choice.productId, image: choice.image, backgroundColor: choice.color, redeemData: { title: 'Wissel uw keuze cadeaukaart in' }, giftCardBrand: { id: 'choice-gift-card', iframeUrl: null, redirectLink: null, redirectTime: null, productExternalLink: null } },
        items: [expect.objectContaining({ qty: 1 })],
        packageTotals: { mainItemAmount: eur(10), mainItemEditable: true, promotionAmount: eur(0) },
      },
      {
        mainProductType: 'DONATION',
        mainProduct: { __typename: 'DonationProduct', id: donation.productId, image: donation.image, backgroundColor: donation.color, redeemData: { title: null } },
        items: [expect.objectContaining({ qty: 1, variation: expect.objectContaining({ price: eur(7) }) })],
        packageTotals: { mainItemAmount: eur(7), mainItemEditable: true, promotionAmount: eur(0) },
      },
    ])

    // The token's open order answers the same shape next to the balance side.
    const basket = await shopper.call<{ order: { id: string }; redeemOrder: { id: string; remainingBalance: { value: number } } }>(BASKET, { userData: userData(token) })
    expect(basket.data.redeemOrder).toEqual({ id: uuid, remainingBalance: { value: 1.99 } })
  })

  it('answers a brand\'s redirect link and seconds and its product page in the shopper\'s language (docs/rules/redeem.md brand redirect)', async () => {
    const { shopper, token } = await shopperWithCard(10_000)
    const travel = await productOf(eq(products.slug, 'horizonte-travel'))
    const uuid = await add(shopper, token, travel.variationId, 50, 1)
    const brandIn = async (language: string) =>
      (await shopper.call<OrderPayload>(ORDER, { userData: userData(token, language), uuid })).data.order!.shipments[0]!.packages[0]!.mainProduct.giftCardBrand
    expect(await brandIn('nl')).toEqual({
      id: 'horizonte-travel', iframeUrl: 'https://horizonte-travel.example/', redirectLink: 'https://horizonte-travel.example/giftcard/', redirectTime: 5,
      productExternalLink: { title: 'Het aanbod van Horizonte Travel', url: 'https://horizonte-travel.example/trips/' },
    })
    expect((await brandIn('fr'))?.productExternalLink).toEqual({ title: "L'offre de Horizonte Travel", url: 'https://horizonte-travel.example/trips/' })
  })

  it('once placed, answers the frozen totals and what the card keeps', async () => {
    const { shopper, token } = await shopperWithCard(5_001)
    const custom = await productOf(eq(products.slug, 'stekker-electronics'))
    const uuid = await add(shopper, token, custom.variationId, 23, 2)
    const confirmed = await shopper.call<{ order: { status: string }; errors: unknown[] }>(CONFIRM, {
      userData: userData(token), input: { firstName: 'Lies', lastName: 'Maes', email: 'lies.data@example.com', confirmEmail: 'lies.data@example.com' },
    })
    expect(confirmed.data).toEqual({ order: { status: 'COMPLETED' }, errors: [] })
    const placed = (await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid })).data.order!
    // 50.01 paid 46 and keeps 4.01; the total left to pay is 0.
    expect(placed).toMatchObject({ status: 'COMPLETED', billingAddress: { firstName: 'Lies', email: 'lies.data@example.com' }, remainingBalance: { value: 4.01, currency: 'EUR' } })
    expect(placed.totals.grandTotal.value).toBe(0)
    expect(placed.totals.adjustments).toContainEqual({ adjustmentType: 'GIFT_CARD_BALANCE', price: { value: -46 } })
    expect(placed.shipments[0]!.deliveryAddress).toEqual({ firstName: 'Lies', email: 'lies.data@example.com' })
  })

  it('answers 3101 alike for an unknown, malformed, someone else’s, another storefront’s or a regular order’s uuid', async () => {
    const { shopper, token } = await shopperWithCard(2_500)
    const custom = await productOf(eq(products.slug, 'stekker-electronics'))
    const uuid = await add(shopper, token, custom.variationId, 21, 1)
    const other = await shopperWithCard(2_500)
    const regular = await shopper.call<{ order: { id: string } }>(REGULAR_ADD, { userData: userData(), input: { variationId: custom.variationId, amount: 20, quantity: 1 } })
    const attempts: Array<[TestBrowser, ReturnType<typeof userData>, string]> = [
      [other.shopper, userData(other.token), uuid],
      [browser(), userData(), uuid],
      [shopper, userData(token), '7f0e5c1a-3b2d-4e8f-9a6b-1c2d3e4f5a6b'],
      [shopper, userData(token), 'not-a-uuid'],
      [shopper, { language: 'de', storeID: CBDE.storeId, countryCode: 'DE', redeemToken: token }, uuid],
      [shopper, userData(token), regular.data.order.id],
    ]
    for (const [caller, data, id] of attempts) {
      const refused = await caller.call<OrderPayload>(ORDER, { userData: data, uuid: id })
      expect(refused.data.order).toBeNull()
      expect(refused.data.errors.map(({ code, referencedRequestParameter }) => ({ code, referencedRequestParameter }))).toEqual([{ code: ERROR_CODES.ORDER_NOT_FOUND, referencedRequestParameter: 'uuid' }])
    }
    const nl = await other.shopper.call<OrderPayload>(ORDER, { userData: userData(other.token), uuid })
    const unknown = await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid: '7f0e5c1a-3b2d-4e8f-9a6b-1c2d3e4f5a6b' })
    expect(nl.data.errors).toEqual(unknown.data.errors)
    // The owner still reads it.
    expect((await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid })).data.order!.id).toBe(uuid)
  })

  describe('the amount chosen is judged whole, before the split above 150 euro (docs/rules/redeem.md)', () => {
    const ADD_FULL = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) {
      addRedeemPackage(userData: $userData, input: $input) { order { id } errors { message code referencedRequestParameter } }
    }`
    const UPDATE = `mutation ($userData: UserDataInput!, $input: UpdateRedeemPackageInput!) {
      updateRedeemPackage(userData: $userData, input: $input) { order { id } errors { message code referencedRequestParameter } }
    }`
    type Payload = { order: { id: string } | null; errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> }
    const refusal = (payload: Payload) => payload.errors.map((error) => [error.code, error.referencedRequestParameter])
    async function packagesOf(shopper: TestBrowser, token: string) {
      const basket = (await shopper.call<{ order: { id: string } | null }>(BASKET, { userData: userData(token) })).data.order
      if (!basket) return null
      const order = (await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid: basket.id })).data.order!
      return order.shipments.flatMap((shipment) => shipment.packages).map((pkg) => [pkg.items[0]!.qty, pkg.items[0]!.variation.price.value])
    }

    it('refuses an amount above the product maximum that the split would have cut into cards within it, and writes nothing', async () => {
      const { shopper, token } = await shopperWithCard(100_000)
      // stekker-electronics takes 20 to 500 euro: 501 would become 4 cards of about 125, each within that range.
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      for (const [amount, language] of [[501, 'fr'], [500.01, 'nl'], [19.99, 'nl'], [19, 'nl']] as const) {
        const refused = (await shopper.call<Payload>(ADD_FULL, { userData: userData(token, language), input: { variationId: custom.variationId, amount, quantity: 1 } })).data
        expect(refused.order, String(amount)).toBeNull()
        expect(refusal(refused), String(amount)).toEqual([[ERROR_CODES.FIELD_INVALID, 'input.amount']])
        if (language === 'fr') expect(refused.errors[0]!.message).toBe(AMOUNT_MESSAGE_FR)
      }
      // Not even an empty redeem order was opened.
      expect(await packagesOf(shopper, token)).toBeNull()

      await add(shopper, token, custom.variationId, 40, 1)
      const before = await packagesOf(shopper, token)
      const refused = (await shopper.call<Payload>(ADD_FULL, { userData: userData(token), input: { variationId: custom.variationId, amount: 501, quantity: 1 } })).data
      expect(refusal(refused)).toEqual([[ERROR_CODES.FIELD_INVALID, 'input.amount']])
      expect(await packagesOf(shopper, token)).toEqual(before)
    })

    it('takes the maximum and the minimum, the maximum split into cards of at most 150', async () => {
      const { shopper, token } = await shopperWithCard(100_000)
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      await add(shopper, token, custom.variationId, 500, 1)
      await add(shopper, token, custom.variationId, 20, 1)
      expect(await packagesOf(shopper, token)).toEqual([[1, 125], [1, 125], [1, 125], [1, 125], [1, 20]])
    })

    it('refuses a change of a chosen card to an amount above the maximum, and changes nothing', async () => {
      const { shopper, token } = await shopperWithCard(100_000)
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      const uuid = await add(shopper, token, custom.variationId, 40, 1)
      const order = (await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid })).data.order!
      const packageId = order.shipments[0]!.packages[0]!.id
      for (const amount of [501, 500.01]) {
        const refused = (await shopper.call<Payload>(UPDATE, { userData: userData(token), input: { packageId, amount, quantity: 1 } })).data
        expect(refusal(refused), String(amount)).toEqual([[ERROR_CODES.FIELD_INVALID, 'input.amount']])
      }
      expect(await packagesOf(shopper, token)).toEqual([[1, 40]])
    })
  })

  describe('updateRedeemPackage', () => {
    const UPDATE = `mutation ($userData: UserDataInput!, $input: UpdateRedeemPackageInput!) {
      updateRedeemPackage(userData: $userData, input: $input) {
        redeemOrder { shipments { packages { id items { qty variation { price { value } } } packageTotals { mainItemAmount { value } } } } }
        priceToPay { value } remainingBalance { value }
        errors { message code referencedRequestParameter }
      }
    }`
    interface UpdatePayload {
      redeemOrder: { shipments: Array<{ packages: Array<{ id: string; items: Array<{ qty: number; variation: { price: { value: number } } }>; packageTotals: { mainItemAmount: { value: number } } }> }> } | null
      priceToPay: { value: number }
      remainingBalance: { value: number }
      errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
    }
    const lines = (payload: UpdatePayload) => payload.redeemOrder!.shipments.flatMap((shipment) => shipment.packages)
      .map((pkg) => [pkg.items[0]!.qty, pkg.items[0]!.variation.price.value, pkg.packageTotals.mainItemAmount.value])
    async function packageIds(shopper: TestBrowser, token: string, uuid: string) {
      const order = (await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid })).data.order!
      return order.shipments.flatMap((shipment) => shipment.packages.map((pkg) => pkg.id))
    }
    async function linesOf(shopper: TestBrowser, token: string, uuid: string) {
      const order = (await shopper.call<OrderPayload>(ORDER, { userData: userData(token), uuid })).data.order!
      return order.shipments.flatMap((shipment) => shipment.packages).map((pkg) => [pkg.items[0]!.qty, pkg.items[0]!.variation.price.value, pkg.packageTotals.mainItemAmount.value])
    }

    it('changes amount and quantity, answering the order with what the balance no longer covers', async () => {
      const { shopper, token } = await shopperWithCard(9_999)
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      const uuid = await add(shopper, token, custom.variationId, 33, 1)
      const [packageId] = await packageIds(shopper, token, uuid)
      const changed = await shopper.call<UpdatePayload>(UPDATE, { userData: userData(token), input: { packageId, amount: 47, quantity: 3 } })
      expect(changed.data.errors).toEqual([])
      expect(lines(changed.data)).toEqual([[3, 47, 141]])
      // 141 minus the 99.99 balance leaves 41.01 to pay and nothing on the card.
      expect(changed.data.priceToPay.value).toBe(41.01)
      expect(changed.data.remainingBalance.value).toBe(0)
    })

    it('splits an amount above 150 euro into packages of the same card, as an add does', async () => {
      const { shopper, token } = await shopperWithCard(50_000)
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      const uuid = await add(shopper, token, custom.variationId, 40, 2)
      const [packageId] = await packageIds(shopper, token, uuid)
      const changed = await shopper.call<UpdatePayload>(UPDATE, { userData: userData(token), input: { packageId, amount: 320, quantity: 1 } })
      expect(changed.data.errors).toEqual([])
      expect(lines(changed.data)).toEqual([[1, 107, 107], [1, 107, 107], [1, 106, 106]])
      expect(changed.data.remainingBalance.value).toBe(180)
    })

    it('refuses a wrong amount or quantity with translated field errors and changes nothing', async () => {
      const { shopper, token } = await shopperWithCard(9_999)
      const fixed = await productOf(eq(products.slug, 'bolero-books'))
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      await add(shopper, token, fixed.variationId, 15, 1)
      const uuid = await add(shopper, token, custom.variationId, 33, 1)
      const [fixedId, customId] = await packageIds(shopper, token, uuid)
      const before = await linesOf(shopper, token, uuid)
      const refusals: Array<[Record<string, unknown>, string, Array<string | null>]> = [
        [{ packageId: fixedId, amount: 30, quantity: 1 }, 'nl', ['input.amount']],
        [{ packageId: customId, amount: 19, quantity: 1 }, 'nl', ['input.amount']],
        [{ packageId: customId, amount: 20.5, quantity: 1 }, 'fr', ['input.amount']],
        [{ packageId: customId, amount: 40, quantity: 0 }, 'nl', ['input.quantity']],
        [{ packageId: customId, amount: 19, quantity: 21 }, 'nl', ['input.quantity', 'input.amount']],
      ]
      for (const [input, language, parameters] of refusals) {
        const refused = await shopper.call<UpdatePayload>(UPDATE, { userData: userData(token, language), input })
        expect(refused.data.redeemOrder).toBeNull()
        expect(refused.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual(parameters.map((parameter) => [ERROR_CODES.FIELD_INVALID, parameter]))
      }
      const amount = await shopper.call<UpdatePayload>(UPDATE, { userData: userData(token, 'fr'), input: { packageId: customId, amount: 19, quantity: 1 } })
      expect(amount.data.errors[0]!.message).toBe(AMOUNT_MESSAGE_FR)
      expect(await linesOf(shopper, token, uuid)).toEqual(before)
    })

    it('checks the order limits on the order as it would be after the split, writing nothing when refused', async () => {
      const { shopper, token } = await shopperWithCard(50_000)
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      await add(shopper, token, custom.variationId, 21, 20)
      const uuid = await add(shopper, token, custom.variationId, 22, 12)
      const [, second] = await packageIds(shopper, token, uuid)
      const before = await linesOf(shopper, token, uuid)
      // 20 cards plus 320 split into three packages of 12 is 56 cards, above the 50 an order may hold.
      const refused = await shopper.call<UpdatePayload>(UPDATE, { userData: userData(token), input: { packageId: second, amount: 320, quantity: 12 } })
      expect(refused.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.GIFTCARD_LIMIT])
      expect(await linesOf(shopper, token, uuid)).toEqual(before)
    })

    it('finds only a package of the token’s own open order, and needs a checked card', async () => {
      const { shopper, token } = await shopperWithCard(2_500)
      const other = await shopperWithCard(2_500)
      const custom = await productOf(eq(products.slug, 'stekker-electronics'))
      const uuid = await add(shopper, token, custom.variationId, 21, 1)
      const [packageId] = await packageIds(shopper, token, uuid)
      for (const id of [packageId, '7f0e5c1a-3b2d-4e8f-9a6b-1c2d3e4f5a6b', 'not-a-uuid']) {
        const refused = await other.shopper.call<UpdatePayload>(UPDATE, { userData: userData(other.token), input: { packageId: id, amount: 22, quantity: 1 } })
        expect(refused.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[ERROR_CODES.PACKAGE_NOT_FOUND, 'input.packageId']])
      }
      const tokenless = await browser().call<UpdatePayload>(UPDATE, { userData: userData(), input: { packageId, amount: 22, quantity: 1 } })
      expect(tokenless.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.REDEEM_TOKEN_MISSING])
      expect(await linesOf(shopper, token, uuid)).toEqual([[1, 21, 21]])
    })
  })
})
