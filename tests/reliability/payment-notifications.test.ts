/**
 * Adyen webhooks against a production server configured for Adyen: signed notifications replayed,
 * delivered concurrently, out of order and tampered with. Applied once; tampered ones refused whole.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as schema from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { handleNotification } from '@/server/modules/payments/payment-notifications'
import { checkInvariants, digitalVariation, type Variation } from './support/db-checks'
import { createDatabase, startApp, workDir, type AppServer, type Database } from './support/servers'
import { HttpShopper, fillBasket, place } from './support/shopper'
import { record } from './support/figures'

const HMAC_KEY = randomBytes(32).toString('hex')
const MERCHANT = 'GiftshopReliability'

interface Item {
  pspReference: string; merchantAccountCode: string; merchantReference: string
  amount: { value: number; currency: string }; eventCode: string; success: 'true' | 'false'
  paymentMethod?: string; reason?: string; additionalData?: { hmacSignature?: string }
}

/** Adyen's signing string and HMAC-SHA256 (written here from Adyen's docs, not taken from the app). */
function sign(item: Item, key = HMAC_KEY): Item {
  const payload = [item.pspReference, '', item.merchantAccountCode, item.merchantReference, item.amount.value, item.amount.currency, item.eventCode, item.success].join(':')
  return { ...item, additionalData: { hmacSignature: createHmac('sha256', Buffer.from(key, 'hex')).update(payload, 'utf8').digest('base64') } }
}

describe('payment notifications (Adyen webhooks) on a production server', () => {
  let database: Database
  let app: AppServer
  let digital: Variation
  const dir = workDir('webhooks')

  beforeAll(async () => {
    database = await createDatabase()
    app = await startApp({
      name: 'adyen', databaseUrl: database.url, dir,
      // The provider is only called when a payment starts; these tests record the attempt themselves.
      env: { ADYEN_API_KEY: 'test-key', ADYEN_MERCHANT_ACCOUNT: MERCHANT, ADYEN_HMAC_KEY: HMAC_KEY, ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9/v71', ALLOW_TEST_PAYMENTS: '' },
    })
    digital = await digitalVariation(database.pool)
  })
  afterAll(async () => {
    await app?.stop()
    await database?.drop()
  })

  const startedAttempt = (orderId: string, attempt: number) => database.pool.query(`insert into payments (order_id, attempt, provider, method, reference, order_version, amount, currency)
    select id, $2, 'adyen', 'bancontact', reference, version, (totals->>'grandTotal')::int, currency from orders where id = $1`, [orderId, attempt])

  async function pendingOrder(quantity = 2) {
    const shopper = new HttpShopper(app.origin)
    await fillBasket(shopper, digital, quantity, `hook-${randomBytes(3).toString('hex')}@example.com`)
    const placed = await place(shopper)
    expect(placed.errors).toEqual([])
    // The attempt startPayment records for a hosted page (the provider is unreachable here): only a payment
    // the shop started pays an order (docs/orders.md "A payment pays exactly its order").
    await startedAttempt(placed.order!.id, 1)
    const { rows: [row] } = await database.pool.query(`select id, reference, (totals->>'grandTotal')::int as total from orders where id = $1`, [placed.order!.id])
    return row as { id: string; reference: string; total: number }
  }
  const item = (order: { reference: string; total: number }, overrides: Partial<Item> = {}): Item => ({
    pspReference: `PSP${randomBytes(6).toString('hex')}`, merchantAccountCode: MERCHANT, merchantReference: order.reference,
    amount: { value: order.total, currency: 'EUR' }, eventCode: 'AUTHORISATION', success: 'true', paymentMethod: 'bcmc', ...overrides,
  })
  const post = (items: Item[]) => fetch(`${app.origin}/api/payments/notifications/`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ live: 'false', notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })) }),
  })
  const statusOf = async (id: string) => (await database.pool.query('select status from orders where id = $1', [id])).rows[0].status as string
  const cardsOf = async (id: string) => (await database.pool.query('select count(*)::int as n from gift_cards where order_id = $1', [id])).rows[0].n as number

  it('refuses tampered, unsigned and wrongly signed notifications whole, applying nothing', async () => {
    const order = await pendingOrder()
    const good = sign(item(order))
    const tampered = { ...good, amount: { value: 1, currency: 'EUR' } }
    const otherOrder = { ...good, merchantReference: 'CBBE-00000000-000000' }
    const responses = await Promise.all([
      post([tampered]),
      post([otherOrder]),
      post([{ ...good, additionalData: {} }]),
      post([sign(item(order), randomBytes(32).toString('hex'))]),
      post([{ ...good, success: 'false' }]),
      // One bad item spoils the batch: the good one in it is not applied either.
      post([good, tampered]),
    ])
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401])
    // A body that is not JSON, or not sent as JSON, is refused with a reason before anything is checked.
    const garbage = await fetch(`${app.origin}/api/payments/notifications/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"notificationItems": "<script>"' })
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toBe('the body is not JSON')
    const asText = await fetch(`${app.origin}/api/payments/notifications/`, { method: 'POST', body: JSON.stringify({ notificationItems: [good] }) })
    expect(asText.status).toBe(400)
    expect(await statusOf(order.id)).toBe('PENDING')
    expect(await cardsOf(order.id)).toBe(0)
    expect((await database.pool.query('select count(*)::int as n from payment_events')).rows[0].n).toBe(0)
  })

  it('does not apply a correctly signed notification whose amount or currency is not the order\'s', async () => {
    const order = await pendingOrder()
    for (const amount of [{ value: order.total - 1, currency: 'EUR' }, { value: order.total, currency: 'USD' }]) {
      const response = await post([sign(item(order, { amount }))])
      expect(response.status).toBe(200)
    }
    expect(await statusOf(order.id)).toBe('PENDING')
    expect(await cardsOf(order.id)).toBe(0)
  })

  it('applies a notification replayed 20 times (10 at once) exactly once', async () => {
    const order = await pendingOrder(3)
    const notification = sign(item(order))
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => post([notification])))
    for (let replay = 0; replay < 10; replay += 1) concurrent.push(await post([notification]))
    expect(concurrent.every((response) => response.status === 200)).toBe(true)
    expect(await Promise.all(concurrent.map((response) => response.text()))).toEqual(Array(20).fill('[accepted]'))
    expect(await statusOf(order.id)).toBe('COMPLETED')
    expect(await cardsOf(order.id)).toBe(3)
    const { rows: [events] } = await database.pool.query(`select count(*)::int as n from payment_events where psp_reference = $1`, [notification.pspReference])
    expect(events.n).toBe(1)
  })

  it('keeps the outcome when notifications arrive out of order: an earlier refusal after the authorisation changes nothing', async () => {
    const order = await pendingOrder()
    const refusedFirstAttempt = sign(item(order, { success: 'false', reason: 'Refused' }))
    const authorised = sign(item(order))
    const cancellation = sign(item(order, { eventCode: 'CANCELLATION', pspReference: authorised.pspReference }))
    // Delivered: the authorisation, then the refusal of the earlier attempt, then a stray cancellation, all replayed.
    for (const batch of [[authorised], [refusedFirstAttempt], [cancellation], [refusedFirstAttempt, authorised]]) expect((await post(batch)).status).toBe(200)
    expect(await statusOf(order.id)).toBe('COMPLETED')
    expect(await cardsOf(order.id)).toBe(2)

    // And the other way round: refusal first keeps it payable, the later authorisation completes it.
    const second = await pendingOrder()
    expect((await post([sign(item(second, { success: 'false', reason: 'Refused' }))])).status).toBe(200)
    expect(await statusOf(second.id)).toBe('PENDING')
    // The shopper pays again: a new attempt, which the authorisation then names.
    await startedAttempt(second.id, 2)
    expect((await post([sign(item(second))])).status).toBe(200)
    expect(await statusOf(second.id)).toBe('COMPLETED')
    const report = await checkInvariants(database.pool, { expectSent: true })
    expect(report.violations).toEqual([])
    record('payment-notifications', { orders: report.orders, cards: report.cards, giftCardMails: report.giftCardMails })
  })

  // The event is recorded in the transaction that applies it, so a failure half-way leaves nothing
  // behind and Adyen's redelivery is applied.
  it('a notification whose application failed half-way is applied when Adyen redelivers it', async () => {
    const order = await pendingOrder()
    const db = drizzle(database.pool, { schema }) as unknown as Db
    let failures = 1
    // The database connection drops right after the event was recorded (as in a crash or a restart).
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction' && failures-- > 0) return () => Promise.reject(new Error('Connection terminated unexpectedly'))
        return Reflect.get(target, property, receiver)
      },
    })
    const notification = { eventCode: 'AUTHORISATION', success: true, pspReference: `PSP${randomBytes(6).toString('hex')}`, reference: order.reference,
      amount: { currency: 'EUR', value: order.total }, paymentMethod: 'bcmc', reason: null, originalReference: null }
    await expect(handleNotification(flaky, 'adyen', notification)).rejects.toThrow(/Connection terminated/)
    // Adyen did not get [accepted], so it delivers again.
    await handleNotification(db, 'adyen', notification)
    expect(await statusOf(order.id)).toBe('COMPLETED')
  })
})
