import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { unlimitedVariation } from '@/tests/helpers/seeded-variations'

// docs/rules/basket.md Address: addressLine1 is the street line the envelope shows, addressLine2 the
// optional second line; both go in, are stored and come out wherever an address does.
const CBBE = getStorefront('CBBE')
const userData = { language: 'fr', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { message code referencedRequestParameter }'
const ADDRESS = 'firstName countryCode street houseNumber suffix addressLine1 addressLine2 postCode city'
const ORDER = `order { id billingAddress { ${ADDRESS} } shipments { tag deliveryType deliveryAddress { ${ADDRESS} } } }`
const Q = {
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`,
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  own: `query ($userData: UserDataInput!) { ownAddresses(userData: $userData) { ownAddresses { street addressLine2 } ${ERRORS} } }`,
  saveReceiver: `mutation ($userData: UserDataInput!, $input: ReceiverInput!) { saveReceiver(userData: $userData, input: $input) { receiver { street addressLine2 } ${ERRORS} } }`,
  profile: `mutation ($userData: UserDataInput!, $input: CustomerProfileInput!) { updateCustomerProfile(userData: $userData, input: $input) {
    user { mainProfile { address { street addressLine2 } } } ${ERRORS} } }`,
}

interface ApiError { code: number; referencedRequestParameter: string | null }
interface Address { street: string | null; addressLine1: string | null; addressLine2: string | null }
interface Payload { order: { id: string; billingAddress: Address | null; shipments: Array<{ tag: string; deliveryType: string; deliveryAddress: Address | null }> } | null; errors: ApiError[] }

const PASSWORD = 'Kado-2026!'
const billing = {
  firstName: 'Chloé', lastName: 'Dubois', customerType: 'PRIVATE', countryCode: 'FR', street: 'rue de la Paix', houseNumber: '12',
  addressLine2: 'Bâtiment B, 3e étage', postCode: '75002', city: 'Paris', email: 'chloe@example.com', confirmEmail: 'chloe@example.com',
  phoneNumber: '+33 6 12 34 56 78',
}
const parcel = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', street: 'Meir', houseNumber: '1', suffix: 'b', addressLine2: 'Bus 3', postCode: '2000', city: 'Antwerpen' }

describe.each(testBackends())('address lines on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let physical: { variationId: string; amount: number }
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.66.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    physical = await unlimitedVariation(testDb.db, 'physical')
  })
  afterAll(async () => testDb?.close())

  it("takes a second line on the parcel and the billing address, stores it, and answers the street line in the country's order", async () => {
    const browser = shopper()
    const email = `lines.${Date.now()}@example.com`
    const registered = await browser.call<{ status: string; errors: ApiError[] }>(Q.register, { userData, input: {
      customerType: 'PRIVATE', email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Chloé', lastName: 'Dubois', subscribed: false, acceptTerms: true,
    } })
    expect(registered.data.errors).toEqual([])
    const added = await browser.call<Payload>(Q.add, { userData, input: { ...physical, quantity: 1 } })
    const delivered = await browser.call<Payload>(Q.delivery, { userData, input: { shipmentTag: added.data.order!.shipments[0]!.tag, deliveryAddress: parcel } })
    expect(delivered.data.errors).toEqual([])
    expect(delivered.data.order!.shipments[0]!.deliveryAddress).toMatchObject({ street: 'Meir', addressLine1: 'Meir 1 b', addressLine2: 'Bus 3' })

    const placed = await browser.call<Payload>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: { ...billing, email, confirmEmail: email }, acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
    expect(placed.data.order!.billingAddress).toMatchObject({ addressLine1: '12 rue de la Paix', addressLine2: 'Bâtiment B, 3e étage' })

    // The billing address joins the customer's own addresses with its second line.
    const own = await browser.call<{ ownAddresses: Address[]; errors: ApiError[] }>(Q.own, { userData })
    expect(own.data.ownAddresses).toEqual([{ street: 'rue de la Paix', addressLine2: 'Bâtiment B, 3e étage' }])

    // The address book and the profile keep it too.
    const saved = await browser.call<{ receiver: Address | null; errors: ApiError[] }>(Q.saveReceiver, { userData, input: { ...parcel, customerType: undefined, suffix: undefined } })
    expect(saved.data).toEqual({ receiver: { street: 'Meir', addressLine2: 'Bus 3' }, errors: [] })
    const profile = await browser.call<{ user: { mainProfile: { address: Address } } | null; errors: ApiError[] }>(Q.profile, { userData, input: {
      customerType: 'PRIVATE', firstName: 'Chloé', lastName: 'Dubois', countryCode: 'FR', street: 'rue de la Paix', houseNumber: '12', addressLine2: 'Bâtiment B', postCode: '75002', city: 'Paris', subscribed: false,
    } })
    expect(profile.data.errors).toEqual([])
    expect(profile.data.user!.mainProfile.address).toEqual({ street: 'rue de la Paix', addressLine2: 'Bâtiment B' })
  })

  it('refuses a second line that is too long or holds emoji, and stores nothing of that call', async () => {
    const browser = shopper()
    const added = await browser.call<Payload>(Q.add, { userData, input: { ...physical, quantity: 1 } })
    const tag = added.data.order!.shipments[0]!.tag
    for (const addressLine2 of ['x'.repeat(101), 'Étage 🎁']) {
      const refused = await browser.call<Payload>(Q.delivery, { userData, input: { shipmentTag: tag, deliveryAddress: { ...parcel, addressLine2 } } })
      expect(refused.data.errors.map((error) => [error.code, error.referencedRequestParameter]))
        .toEqual([[addressLine2.length > 100 ? ERROR_CODES.FIELD_TOO_LONG : ERROR_CODES.TEXT_EMOJI, 'input.deliveryAddress.addressLine2']])
      expect(refused.data.order?.shipments[0]?.deliveryAddress ?? null).toBeNull()
    }
  })

  it('keeps of a digital receiver only what its rules check: name, e-mail and a known country', async () => {
    const browser = shopper()
    const added = await browser.call<Payload>(Q.add, { userData, input: { ...await unlimitedVariation(testDb.db, 'digital'), quantity: 1 } })
    const tag = added.data.order!.shipments[0]!.tag
    const mira = { firstName: 'Mira', lastName: 'Claes', customerType: 'PRIVATE', email: 'mira@example.com', confirmEmail: 'mira@example.com' }
    const unknownCountry = await browser.call<Payload>(Q.delivery, { userData, input: { shipmentTag: tag, deliveryAddress: { ...mira, countryCode: 'ZZ' } } })
    expect(unknownCountry.data.errors.map((error) => error.referencedRequestParameter)).toEqual(['input.deliveryAddress.countryCode'])
    const saved = await browser.call<Payload>(Q.delivery, { userData, input: { shipmentTag: tag, deliveryAddress: {
      ...mira, countryCode: 'be', street: 'Not checked 🎁', houseNumber: '-1', addressLine2: 'x'.repeat(90), city: 'Nowhere',
    } } })
    expect(saved.data.errors).toEqual([])
    expect(saved.data.order!.shipments[0]!.deliveryAddress).toMatchObject({ countryCode: 'BE', street: null, houseNumber: null, addressLine1: null, addressLine2: null, city: null })
  })
})
