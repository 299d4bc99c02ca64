import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { giftCards, mailOutbox } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { deliverPendingMail } from '@/server/services/mail/outbox'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { unlimitedVariation } from '@/tests/helpers/seeded-variations'

// docs/rules/basket.md Delivery date and time: a digital card is mailed at its chosen moment, in the
// storefront's time zone, not before.
const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { message code referencedRequestParameter }'
const ORDER = 'order { id status shipments { tag deliveryType deliveryDate deliveryTime formattedDeliveryDate } }'
const Q = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { order { status } ${ERRORS} } }`,
}

interface ApiError { code: number; referencedRequestParameter: string | null; message: string }
interface Shipment { tag: string; deliveryType: string; deliveryDate: string | null; deliveryTime: string | null; formattedDeliveryDate: string | null }
interface Payload { order: { id: string; status: string; shipments: Shipment[] } | null; errors: ApiError[] }

const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56',
}
const receiver = (email: string) => ({ firstName: 'Mira', lastName: 'Claes', customerType: 'PRIVATE', countryCode: 'BE', email, confirmEmail: email })
const physicalReceiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', street: 'Meir', houseNumber: '1', postCode: '2000', city: 'Antwerpen' }

/** The next `mm-dd` after today (within a year, so always a date the shop accepts), as yyyy-mm-dd. */
function next(monthDay: string): string {
  const today = brusselsDate(0)
  const year = Number(today.slice(0, 4))
  return `${year}-${monthDay}` > today ? `${year}-${monthDay}` : `${year + 1}-${monthDay}`
}

/** A date `days` ahead of today in Brussels, as yyyy-mm-dd. */
const brusselsDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000))

describe.each(testBackends())('scheduled digital delivery on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let digital: { variationId: string; amount: number }
  let physical: { variationId: string; amount: number }
  let ip = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.88.0.${++ip}` })

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    digital = await unlimitedVariation(testDb.db, 'digital')
    physical = await unlimitedVariation(testDb.db, 'physical')
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  it('refuses a time without a date, off the quarter hour, already past today, or on a physical shipment', async () => {
    const browser = shopper()
    await browser.call<Payload>(Q.add, { userData, input: { ...digital, quantity: 1 } })
    const added = await browser.call<Payload>(Q.add, { userData, input: { ...physical, quantity: 1 } })
    const tagOf = (type: string) => added.data.order!.shipments.find((shipment) => shipment.deliveryType === type)!.tag
    const set = (input: Record<string, unknown>) => browser.call<Payload>(Q.delivery, { userData, input })
    const refused = async (input: Record<string, unknown>, parameter: string) => {
      const answer = await set(input)
      expect(answer.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[ERROR_CODES.FIELD_INVALID, parameter]])
    }
    const digitalTag = tagOf('DIGITAL')
    await refused({ shipmentTag: digitalTag, deliveryTime: '09:30', deliveryAddress: receiver('mira@example.com') }, 'input.deliveryTime')
    await refused({ shipmentTag: digitalTag, deliveryDate: brusselsDate(2), deliveryTime: '09:20', deliveryAddress: receiver('mira@example.com') }, 'input.deliveryTime')
    await refused({ shipmentTag: digitalTag, deliveryDate: brusselsDate(0), deliveryTime: '00:00', deliveryAddress: receiver('mira@example.com') }, 'input.deliveryTime')
    await refused({ shipmentTag: digitalTag, deliveryDate: brusselsDate(-1), deliveryAddress: receiver('mira@example.com') }, 'input.deliveryDate')
    await refused({ shipmentTag: tagOf('PHYSICAL'), deliveryDate: brusselsDate(2), deliveryTime: '09:30', deliveryAddress: physicalReceiver }, 'input.deliveryTime')

    // Nothing of a refused call was stored.
    const saved = await set({ shipmentTag: digitalTag, deliveryAddress: receiver('mira@example.com') })
    expect(saved.data.order!.shipments.find((shipment) => shipment.tag === digitalTag)).toMatchObject({ deliveryDate: null, deliveryTime: null, formattedDeliveryDate: null })
  })

  it('stores the moment, shows it in words, and mails the card then, not before', async () => {
    const browser = shopper()
    await browser.call<Payload>(Q.add, { userData, input: { ...digital, quantity: 1, message: 'Fijne verjaardag!' } })
    const date = next('01-15')
    const year = date.slice(0, 4)
    const set = await browser.call<Payload>(Q.delivery, { userData, input: { shipmentTag: 'DIGITAL-1', deliveryDate: date, deliveryTime: '09:30', deliveryAddress: receiver('mira.scheduled@example.com') } })
    expect(set.data.errors).toEqual([])
    expect(set.data.order!.shipments[0]).toMatchObject({ deliveryDate: date, deliveryTime: '09:30', formattedDeliveryDate: `15 januari ${year} om 09:30` })

    const placed = await browser.call<Payload>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
    const started = await browser.call<{ redirect: { url: string }; errors: ApiError[] }>(Q.start, { userData, orderUuid: placed.data.order!.id, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    const paid = await browser.call<Payload>(Q.complete, { userData, orderUuid: placed.data.order!.id, params: [{ name: 'payment', value: paymentId }] })
    expect(paid.data.order!.status).toBe('COMPLETED')

    // The card exists and holds its amount at once; its e-mail waits for 09:30 Brussels time (08:30 UTC in January).
    const cards = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, placed.data.order!.id))
    expect(cards).toHaveLength(1)
    const [mail] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'mira.scheduled@example.com'))
    expect(mail!.sendAfter?.toISOString()).toBe(`${date}T08:30:00.000Z`)
    expect(mail!.sentAt).toBeNull()
    const confirmation = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'lotte@example.com'), eq(mailOutbox.kind, 'order-confirmation')))
    expect(confirmation[0]!.sendAfter).toBeNull()

    const sent: string[] = []
    const transport = { send: async (message: { to: string }) => void sent.push(message.to) }
    await deliverPendingMail(testDb.db, transport, 'shop@example.com', 200, new Date(`${date}T08:29:59Z`))
    expect(sent).not.toContain('mira.scheduled@example.com')
    await deliverPendingMail(testDb.db, transport, 'shop@example.com', 200, new Date(`${date}T08:30:00Z`))
    expect(sent.filter((to) => to === 'mira.scheduled@example.com')).toHaveLength(1)
  })

  it('mails a card dated without a time from the start of that day in Brussels', async () => {
    const browser = shopper()
    await browser.call<Payload>(Q.add, { userData, input: { ...digital, quantity: 1 } })
    const date = next('07-01')
    const dated = await browser.call<Payload>(Q.delivery, { userData, input: { shipmentTag: 'DIGITAL-1', deliveryDate: date, deliveryAddress: receiver('mira.dated@example.com') } })
    expect(dated.data.order!.shipments[0]).toMatchObject({ deliveryTime: null, formattedDeliveryDate: `1 juli ${date.slice(0, 4)}` })
    const placed = await browser.call<Payload>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
    const started = await browser.call<{ redirect: { url: string }; errors: ApiError[] }>(Q.start, { userData, orderUuid: placed.data.order!.id, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    await browser.call<Payload>(Q.complete, { userData, orderUuid: placed.data.order!.id, params: [{ name: 'payment', value: paymentId }] })
    const [mail] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'mira.dated@example.com'))
    // Midnight in Brussels in summer is 22:00 UTC the day before.
    expect(mail!.sendAfter?.toISOString()).toBe(`${date.slice(0, 4)}-06-30T22:00:00.000Z`)
  })
})
