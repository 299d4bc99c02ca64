import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { customers, ownAddresses, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { MAX_OWN_ADDRESSES } from '@/server/modules/accounts/own-addresses'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = () => ({ language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null })
const ERRORS = 'errors { message code referencedRequestParameter }'
const Q = {
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`,
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id shipments { tag } } ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { order { id } ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id status } ${ERRORS} } }`,
  own: `query ($userData: UserDataInput!) { ownAddresses(userData: $userData) { ownAddresses {
    id customerType firstName lastName companyName vatNumber kvkNumber invoiceEmail phoneNumber street houseNumber suffix postCode city countryCode lastUsedAt
  } ${ERRORS} } }`,
}

interface ApiError { message: string; code: number; referencedRequestParameter: string | null }
interface OwnAddress { id: string; customerType: string; firstName: string; lastName: string; companyName: string | null; street: string | null; houseNumber: string | null; postCode: string | null; city: string | null; countryCode: string; vatNumber: string | null; phoneNumber: string | null }
interface OwnPayload { ownAddresses: OwnAddress[]; errors: ApiError[] }

const PASSWORD = 'Kado-2026!'
const home = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56',
}
const office = {
  ...home, customerType: 'BUSINESS', companyName: 'Peeters bv', vatNumber: 'BE0123456749', kvkNumber: '0123456749', referenceNumber: 'PO-1',
  street: 'Meir', houseNumber: '1', postCode: '2000', city: 'Antwerpen',
}
const receiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }

describe.each(testBackends())('own addresses at checkout on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let digital: { variationId: string; amount: number }

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const variations = await testDb.db.select({ variation: productVariations, product: products }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId)).where(eq(products.storefront, 'CBBE'))
    const fixed = variations.find((row) => row.variation.variationType === 'digital' && row.product.productType === 'GIFTCARD_DIGITAL' && row.product.brandKey !== 'apple' && row.variation.stock === null)!
    digital = { variationId: String(fixed.variation.id), amount: fixed.variation.pricesToShow[0]! / 100 }
  })
  afterAll(async () => {
    await testDb?.close()
  })

  // Each shopper its own client address, so per-address limits never meet.
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` })

  async function customer() {
    const browser = shopper()
    const email = `own.${Date.now()}.${ip}@example.com`
    const registered = await browser.call<{ status: string; errors: ApiError[] }>(Q.register, { userData: userData(), input: {
      customerType: 'PRIVATE', email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
    } })
    expect(registered.data).toEqual({ status: 'CREATED', errors: [] })
    return { browser, email }
  }

  async function placeOrder(browser: TestBrowser, billingAddress: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const added = await browser.call<{ order: { shipments: Array<{ tag: string }> } | null; errors: ApiError[] }>(Q.add, {
      userData: userData(), input: { variationId: digital.variationId, amount: digital.amount, quantity: 1 },
    })
    expect(added.data.errors).toEqual([])
    const delivered = await browser.call<{ errors: ApiError[] }>(Q.delivery, { userData: userData(), input: { shipmentTag: added.data.order!.shipments[0]!.tag, deliveryAddress: receiver } })
    expect(delivered.data.errors).toEqual([])
    const placed = await browser.call<{ order: { status: string } | null; errors: ApiError[] }>(Q.place, {
      userData: userData(), input: { customerType: billingAddress.customerType, billingAddress, acceptTerms: true, ...extra },
    })
    expect(placed.data.errors).toEqual([])
    expect(placed.data.order!.status).toBe('PENDING')
  }

  const offered = async (browser: TestBrowser) => (await browser.call<OwnPayload>(Q.own, { userData: userData() })).data

  it('offers the billing address of a logged-in customer\'s order at the next checkout, most recent first, each address once', async () => {
    const { browser } = await customer()
    expect(await offered(browser)).toEqual({ ownAddresses: [], errors: [] })

    await placeOrder(browser, home)
    const first = await offered(browser)
    expect(first.errors).toEqual([])
    expect(first.ownAddresses).toHaveLength(1)
    expect(first.ownAddresses[0]).toMatchObject({
      customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', companyName: null, vatNumber: null, street: 'Veldstraat', houseNumber: '12',
      postCode: '9000', city: 'Gent', countryCode: 'BE', phoneNumber: '+32 470 12 34 56',
    })

    // A second, different address: two, the newest first.
    await placeOrder(browser, office)
    const second = await offered(browser)
    expect(second.ownAddresses.map((address) => address.street)).toEqual(['Meir', 'Veldstraat'])
    expect(second.ownAddresses[0]).toMatchObject({ customerType: 'BUSINESS', companyName: 'Peeters bv', vatNumber: 'BE0123456749', city: 'Antwerpen' })

    // The first address again (other case and spacing): still two, and it moves to the front with its new phone number.
    await placeOrder(browser, { ...home, street: ' veldstraat ', city: 'GENT', phoneNumber: '+32 470 99 99 99' })
    const third = await offered(browser)
    expect(third.ownAddresses).toHaveLength(2)
    expect(third.ownAddresses.map((address) => address.id)).toEqual([first.ownAddresses[0]!.id, second.ownAddresses[0]!.id])
    expect(third.ownAddresses[0]!.phoneNumber).toBe('+32 470 99 99 99')

    // Exactly the same address twice in a row: stored once.
    await placeOrder(browser, office)
    await placeOrder(browser, office)
    const again = await offered(browser)
    expect(again.ownAddresses.map((address) => address.street)).toEqual(['Meir', 'veldstraat'])
  })

  it(`keeps only the ${MAX_OWN_ADDRESSES} most recently used addresses`, async () => {
    const { browser } = await customer()
    const streets = Array.from({ length: MAX_OWN_ADDRESSES + 1 }, (_, index) => `Straat ${index + 1}`)
    for (const street of streets) await placeOrder(browser, { ...home, street })
    const kept = await offered(browser)
    expect(kept.ownAddresses.map((address) => address.street)).toEqual(streets.slice(1).reverse())
  })

  it('stores nothing for a guest\'s order, not even when the guest asks for an account with it', async () => {
    const before = await testDb.db.$count(ownAddresses)
    await placeOrder(shopper(), { ...home, street: 'Gaststraat' })
    const email = `guest.${Date.now()}@example.com`
    await placeOrder(shopper(), { ...home, street: 'Gaststraat', email, confirmEmail: email }, { createAccountPassword: PASSWORD })
    const [created] = await testDb.db.select().from(customers).where(eq(customers.email, email))
    expect(created).toBeDefined()
    expect(await testDb.db.$count(ownAddresses)).toBe(before)
    expect(await testDb.db.$count(ownAddresses, eq(ownAddresses.customerId, created!.id))).toBe(0)
  })

  it('shows a customer\'s addresses to that customer only', async () => {
    const owner = await customer()
    await placeOrder(owner.browser, { ...home, street: 'Geheimstraat' })
    expect((await offered(owner.browser)).ownAddresses.map((address) => address.street)).toEqual(['Geheimstraat'])

    const other = await customer()
    expect(await offered(other.browser)).toEqual({ ownAddresses: [], errors: [] })
    const guest = await offered(shopper())
    expect(guest.ownAddresses).toEqual([])
    expect(guest.errors.map((error) => error.code)).toEqual([ERROR_CODES.NOT_LOGGED_IN])
  })
})
