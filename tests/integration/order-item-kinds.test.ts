import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, type TestDb } from '@/tests/helpers/test-db'
import { unlimitedVariation } from '@/tests/helpers/seeded-variations'

// docs/rules/basket.md order item kinds: every item of a package says what it is.
const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) {
  order { shipments { deliveryType packages { kind wrapper { kind variation { id } } giftPacking { kind } message { kind text } } } }
  errors { code message } } }`

interface Payload {
  order: { shipments: Array<{ deliveryType: string; packages: Array<{ kind: string; wrapper: { kind: string; variation: { id: string } } | null; giftPacking: { kind: string } | null; message: { kind: string; text: string } | null }> }> } | null
  errors: Array<{ code: number; message: string }>
}

describe('order item kinds', () => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  const variationOf = (type: 'digital' | 'physical') => unlimitedVariation(testDb.db, type)

  beforeAll(async () => {
    testDb = await createTestDb('pglite')
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  it('names a gift card, its printed or e-mail wrapper, its gift packing and its message', async () => {
    const browser = new TestBrowser(handler, { 'x-shop-client-address': '10.77.0.1' })
    const digital = await browser.call<Payload>(ADD, { userData, input: { ...(await variationOf('digital')), quantity: 1, wrapperId: 'festive-digital', message: 'Proficiat!' } })
    expect(digital.data.errors).toEqual([])
    const physical = await browser.call<Payload>(ADD, { userData, input: { ...(await variationOf('physical')), quantity: 2, wrapperId: 'birthday', giftPacking: true } })
    expect(physical.data.errors).toEqual([])

    const byType = Object.fromEntries(physical.data.order!.shipments.map((shipment) => [shipment.deliveryType, shipment.packages]))
    expect(byType.DIGITAL).toEqual([{
      kind: 'GIFTCARD', wrapper: { kind: 'DIGITAL_WRAPPER', variation: { id: 'festive-digital' } }, giftPacking: null, message: { kind: 'PERSONAL_MESSAGE', text: 'Proficiat!' },
    }])
    expect(byType.PHYSICAL).toEqual([{
      kind: 'GIFTCARD', wrapper: { kind: 'WRAPPER', variation: { id: 'birthday' } }, giftPacking: { kind: 'GIFT_PACKING' }, message: null,
    }])
  })
})
