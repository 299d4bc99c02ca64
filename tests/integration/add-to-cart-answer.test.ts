import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { productTranslations, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/*
 * addToCart answers a basket it has just created from the rows it wrote, without reading it again
 * (basket-changes.ts). Whatever the answer is built from, it must be the basket a read gives afterwards,
 * field for field of the whole order view.
 */

const CBBE = getStorefront('CBBE')
const userData = { language: 'fr', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const cartDocument = fs.readFileSync(path.join(process.cwd(), 'graphql/operations/Cart.graphql'), 'utf8')
/** AddressFields, MoneyFields and GiftcardOrderFields: the order view the account and server renders select. */
const ORDER_FRAGMENTS = cartDocument.slice(cartDocument.indexOf('fragment AddressFields'), cartDocument.indexOf('fragment CartPayloadFields'))
const ERRORS = 'errors { code referencedRequestParameter }'
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) {
  addToCart(userData: $userData, input: $input) { order { ...GiftcardOrderFields } ${ERRORS} } } ${ORDER_FRAGMENTS}`
const READ = `query ($userData: UserDataInput!) { cartV2(userData: $userData) { order { ...GiftcardOrderFields } ${ERRORS} } } ${ORDER_FRAGMENTS}`

interface OrderPayload {
  order: { id: string; quantity: number; shipments: Array<{ deliveryType: string; packages: Array<{ giftcardItem: { qty: number; variation: { product: { title: string } } } }> }> } | null
  errors: unknown[]
}

describe.each(testBackends())('the answer of an add is the basket as read afterwards, on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let physical: { variationId: string; title: string }
  let digital: { variationId: string; amount: number }

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const variationOf = (variationType: string) => testDb.db
      .select({ id: productVariations.id, title: productTranslations.title, prices: productVariations.pricesToShow })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'fr')))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, variationType === 'physical' ? 'GIFTCARD_PHYSICAL' : 'GIFTCARD_DIGITAL'),
        eq(productVariations.variationType, variationType), eq(productVariations.hasFixedPrices, false), isNull(productVariations.stock)))
      .limit(1)
    const [physicalRow] = await variationOf('physical')
    const [digitalRow] = await variationOf('digital')
    physical = { variationId: String(physicalRow!.id), title: physicalRow!.title }
    digital = { variationId: String(digitalRow!.id), amount: digitalRow!.prices[0]! / 100 }
  })
  afterAll(async () => testDb?.close())

  it('answers a new visitor\'s first add (a new basket, wrapped, gift-packed, with a message) as the basket reads', async () => {
    const browser = new TestBrowser(handler, { 'x-shop-client-address': '10.44.0.1' })
    const added = await browser.call<OrderPayload>(ADD, {
      userData,
      input: { variationId: physical.variationId, amount: 37, quantity: 3, wrapperId: 'festive', giftPacking: true, message: 'Joyeux anniversaire, Léa !' },
    })
    expect(added.data.errors).toEqual([])
    expect(added.data.order!.quantity).toBe(3)
    expect(added.data.order!.shipments.map((shipment) => shipment.deliveryType)).toEqual(['PHYSICAL'])
    expect(added.data.order!.shipments[0]!.packages[0]!.giftcardItem.variation.product.title).toBe(physical.title)
    const read = await browser.call<OrderPayload>(READ, { userData })
    expect(added.data.order).toEqual(read.data.order)
  })

  it('answers a later add to that basket as the basket reads too', async () => {
    const browser = new TestBrowser(handler, { 'x-shop-client-address': '10.44.0.2' })
    await browser.call<OrderPayload>(ADD, { userData, input: { variationId: physical.variationId, amount: 37, quantity: 1 } })
    const added = await browser.call<OrderPayload>(ADD, { userData, input: { variationId: digital.variationId, amount: digital.amount, quantity: 2 } })
    expect(added.data.errors).toEqual([])
    expect(added.data.order!.quantity).toBe(3)
    expect(added.data.order).toEqual((await browser.call<OrderPayload>(READ, { userData })).data.order)
  })
})
