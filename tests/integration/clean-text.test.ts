/**
 * Text no field may hold (validation/clean-text.ts) is a field error with code 3022 at the field, and
 * nothing of it reaches the database: a NUL in a note, a delivery name or an account name, a lone
 * surrogate in a delivery name, a bidirectional override in a note. Before, NUL passed every rule and
 * failed in PostgreSQL with code -1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { code referencedRequestParameter message }'
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id shipments { tag packages { id } } } ${ERRORS} } }`
const UPDATE = `mutation ($userData: UserDataInput!, $input: UpdatePackageInput!) { updatePackage(userData: $userData, input: $input) { ${ERRORS} } }`
const DELIVERY = `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`
const REGISTER = `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`
interface Errors { errors: Array<{ code: number; referencedRequestParameter: string | null; message: string }> }
type Added = Errors & { order: { id: string; shipments: Array<{ tag: string; packages: Array<{ id: string }> }> } | null }

describe.each(testBackends())('clean text on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let digital: { id: string; amount: number }
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.22.0.${++ip}` })
  const count = async (table: string) => ((await testDb.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ variation: productVariations }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(sql`${products.storefront} = 'CBBE' and ${productVariations.variationType} = 'digital' and ${products.productType} = 'GIFTCARD_DIGITAL' and ${productVariations.stock} is null and ${products.brandKey} <> 'apple'`)
      .limit(1)
    digital = { id: String(row!.variation.id), amount: row!.variation.pricesToShow[0]! / 100 }
  })
  afterAll(async () => testDb?.close())

  const add = (shopper: TestBrowser, message: string | null) =>
    shopper.call<Added>(ADD, { userData, input: { variationId: digital.id, amount: digital.amount, quantity: 1, giftPacking: false, message } })

  it('refuses a NUL, a bidirectional override or a zero-width space in a note at input.message, and makes no basket', async () => {
    const baskets = await count('orders')
    for (const message of ['Proficiat\u0000', 'Proficiat \u202eJan', 'Pro\u200bficiat', 'Pro\ud800ficiat']) {
      const shopper = browser()
      const answer = await add(shopper, message)
      expect(answer.data.errors.map((error) => [error.code, error.referencedRequestParameter]), JSON.stringify(message)).toEqual([[ERROR_CODES.FIELD_INVALID_CHARACTERS, 'input.message']])
      expect(answer.data.errors[0]!.message).toBe('Dit veld bevat tekens die niet zijn toegestaan. Verwijder ze en probeer het opnieuw.')
    }
    expect(await count('orders')).toBe(baskets)
    // A line break is part of a note.
    expect((await add(browser(), 'Lieve Jan,\nProficiat!')).data.errors).toEqual([])
  })

  it('refuses a NUL in an updated note and keeps the note it had', async () => {
    const shopper = browser()
    const added = await add(shopper, 'Proficiat!')
    const packageId = added.data.order!.shipments[0]!.packages[0]!.id
    const answer = await shopper.call<Errors>(UPDATE, { userData, input: { packageId, quantity: 1, giftPacking: false, message: 'Hallo\u0000' } })
    expect(answer.data.errors.map((error) => error.code)).toEqual([ERROR_CODES.FIELD_INVALID_CHARACTERS])
    const stored = (await testDb.db.execute(sql`select message from packages where id = ${packageId}`)) as unknown as { rows: Array<{ message: string }> }
    expect(stored.rows[0]!.message).toBe('Proficiat!')
  })

  it('refuses a NUL or a lone surrogate in a delivery name at its field, storing nothing', async () => {
    const shopper = browser()
    const added = await add(shopper, null)
    const tag = added.data.order!.shipments[0]!.tag
    for (const firstName of ['Jan\u0000', 'Ja\udfffn']) {
      const answer = await shopper.call<Errors>(DELIVERY, { userData, input: { shipmentTag: tag, deliveryAddress: {
        firstName, lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com',
      } } })
      expect(answer.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[ERROR_CODES.FIELD_INVALID_CHARACTERS, 'input.deliveryAddress.firstName']])
    }
    const stored = (await testDb.db.execute(sql`select delivery_address from shipments where order_id = ${added.data.order!.id}`)) as unknown as { rows: Array<{ delivery_address: unknown }> }
    expect(stored.rows.every((row) => row.delivery_address === null)).toBe(true)
  })

  it('refuses a NUL in an account name or e-mail address and makes no account', async () => {
    const before = await count('customers')
    for (const [field, value] of [['firstName', 'Lotte\u0000'], ['lastName', 'Pee\u2066ters'], ['email', 'lotte\u0000@example.com']] as const) {
      const input = { customerType: 'PRIVATE', email: `lotte.${field}@example.com`, password: 'Kado-2026!', passwordConfirmation: 'Kado-2026!', firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true, [field]: value }
      const answer = await browser().call<Errors & { status: string | null }>(REGISTER, { userData, input })
      expect(answer.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toContainEqual([ERROR_CODES.FIELD_INVALID_CHARACTERS, `input.${field}`])
    }
    expect(await count('customers')).toBe(before)
  })
})
