/**
 * Issue 14's lifecycle against a production server configured for Adyen, whose Checkout API is a
 * local stand-in: payments that arrive late, twice, for an expired order, racing the expiry, for an
 * activation already paid, refunds confirmed three times and a refund that fails. Every scenario
 * ends with the books checked (payments:reconcile's findMoneyMismatches): a shopper is served or
 * repaid, never charged for nothing.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as schema from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { issueRetailBatch } from '@/server/modules/cards/retail-batch'
import { expirePendingOrders } from '@/server/modules/orders/order-expiry'
import { findMoneyMismatches } from '@/server/modules/payments/reconcile'
import { checkInvariants, digitalVariation, type Variation } from './support/db-checks'
import { createDatabase, startApp, workDir, type AppServer, type Database } from './support/servers'
import { ERRORS, HttpShopper, OPS, USER_DATA, fillBasket, place } from './support/shopper'
import { record } from './support/figures'

const HMAC_KEY = randomBytes(32).toString('hex')
const MERCHANT = 'GiftshopLifecycle'

interface Item {
  pspReference: string; originalReference?: string; merchantAccountCode: string; merchantReference: string
  amount: { value: number; currency: string }; eventCode: string; success: 'true' | 'false'
  paymentMethod?: string; reason?: string; additionalData?: { hmacSignature?: string }
}

/** Adyen's signing string and HMAC-SHA256 (from Adyen's docs, independent of the app's code). */
function sign(item: Item): Item {
  const payload = [item.pspReference, item.originalReference ?? '', item.merchantAccountCode, item.merchantReference, item.amount.value, item.amount.currency, item.eventCode, item.success].join(':')
  return { ...item, additionalData: { hmacSignature: createHmac('sha256', Buffer.from(HMAC_KEY, 'hex')).update(payload, 'utf8').digest('base64') } }
}

/**
 * Adyen's Checkout API as far as these scenarios need it: /payments answers a redirect with a new
 * pspReference, /paymentLinks a hosted page, and reversals are accepted (or refused while `refuse`
 * is set). It remembers every reversal it was asked for.
 */
function adyenStandIn() {
  const reversals: string[] = []
  const state = { refuse: false }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^(\/checkout)?(\/v\d+)+/, '')
      const reply = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)) }
      const psp = `PSP${randomBytes(6).toString('hex').toUpperCase()}`
      if (path === '/payments') return reply(200, { resultCode: 'RedirectShopper', pspReference: psp, action: { type: 'redirect', method: 'GET', url: `https://pay.example/${psp}` } })
      if (path === '/paymentLinks') return reply(201, { id: `PL${psp}`, url: `https://pay.example/link/${psp}`, status: 'active' })
      const reversal = /^\/payments\/([^/]+)\/reversals$/.exec(path)
      if (reversal) {
        reversals.push(decodeURIComponent(reversal[1]!))
        if (state.refuse) return reply(422, { status: 422, errorCode: '167', message: 'Original pspReference required for this operation', errorType: 'validation' })
        return reply(201, { pspReference: `REV${psp}`, paymentPspReference: reversal[1], status: 'received', merchantAccount: MERCHANT, reference: 'refund' })
      }
      reply(404, { status: 404, errorCode: '000', message: `no stand-in for ${path}` })
    })
  })
  return { server, reversals, state }
}

describe('payment lifecycle (issue 14) on a production server', () => {
  let database: Database
  let app: AppServer
  let digital: Variation
  let db: Db
  let adyen: ReturnType<typeof adyenStandIn>
  const dir = workDir('payment-lifecycle')

  beforeAll(async () => {
    adyen = adyenStandIn()
    await new Promise<void>((resolve) => adyen.server.listen(0, '127.0.0.1', resolve))
    database = await createDatabase()
    app = await startApp({
      name: 'lifecycle', databaseUrl: database.url, dir,
      env: {
        ADYEN_API_KEY: 'test-key', ADYEN_MERCHANT_ACCOUNT: MERCHANT, ADYEN_HMAC_KEY: HMAC_KEY, ALLOW_TEST_PAYMENTS: '',
        ADYEN_CHECKOUT_URL: `http://127.0.0.1:${(adyen.server.address() as AddressInfo).port}/v71`,
      },
    })
    digital = await digitalVariation(database.pool)
    db = drizzle(database.pool, { schema }) as unknown as Db
  })
  afterAll(async () => {
    await app?.stop()
    await database?.drop()
    adyen?.server.closeAllConnections()
    await new Promise<void>((resolve) => (adyen ? adyen.server.close(() => resolve()) : resolve()))
  })

  /** A placed order with a started payment; returns the order and the attempt's reference at Adyen (null for a hosted page). */
  async function orderBeingPaid(methodId: 'paypal' | 'bancontact' = 'paypal', quantity = 2) {
    const shopper = new HttpShopper(app.origin)
    await fillBasket(shopper, digital, quantity, `life-${randomBytes(3).toString('hex')}@example.com`)
    const placed = await place(shopper)
    expect(placed.errors).toEqual([])
    const started = await shopper.call<{ redirect: { url: string } | null; errors: unknown[] }>(OPS.start, { userData: USER_DATA, orderUuid: placed.order!.id, methodId })
    expect(started.errors).toEqual([])
    const { rows: [order] } = await database.pool.query(`select id, reference, (totals->>'grandTotal')::int as total from orders where id = $1`, [placed.order!.id])
    const { rows: [attempt] } = await database.pool.query(`select psp_reference from payments where order_id = $1 order by attempt desc limit 1`, [order.id])
    return { shopper, order: order as { id: string; reference: string; total: number }, psp: attempt.psp_reference as string | null }
  }
  const authorisation = (order: { reference: string; total: number }, psp = `PSP${randomBytes(6).toString('hex').toUpperCase()}`): Item => ({
    pspReference: psp, merchantAccountCode: MERCHANT, merchantReference: order.reference,
    amount: { value: order.total, currency: 'EUR' }, eventCode: 'AUTHORISATION', success: 'true', paymentMethod: 'paypal',
  })
  const post = async (items: Item[]) => {
    const response = await fetch(`${app.origin}/api/payments/notifications/`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live: 'false', notificationItems: items.map((item) => ({ NotificationRequestItem: sign(item) })) }),
    })
    expect(response.status).toBe(200)
  }
  const release = (shopper: HttpShopper, orderId: string) =>
    shopper.call<{ errors: unknown[] }>(`mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { ${ERRORS} } }`, { userData: USER_DATA, orderUuid: orderId })
  const addOne = (shopper: HttpShopper) => shopper.call(OPS.add, { userData: USER_DATA, input: { variationId: String(digital.id), amount: digital.amount, quantity: 1 } })
  const orderRow = async (id: string) => (await database.pool.query('select status, reference from orders where id = $1', [id])).rows[0] as { status: string; reference: string | null }
  const cardsOf = async (id: string) => (await database.pool.query('select count(*)::int as n from gift_cards where order_id = $1', [id])).rows[0].n as number
  const refundsOf = async (psp: string) => (await database.pool.query('select status, reason from refunds where psp_reference = $1', [psp])).rows as Array<{ status: string; reason: string }>
  const lifecycleOf = async (psp: string) => (await database.pool.query(
    'select t.to_status from payment_transitions t join payments p on p.id = t.payment_id where p.psp_reference = $1 order by t.id', [psp])).rows.map((row) => row.to_status as string)
  /** The books of the whole shop balance: no order keeps money it does not deliver. */
  async function booksBalance() {
    expect(await findMoneyMismatches(db)).toEqual([])
    expect((await checkInvariants(database.pool, { expectSent: false })).violations).toEqual([])
  }

  it('an authorisation after the shopper left: re-attached to the unchanged basket, refunded when it changed', async () => {
    const unchanged = await orderBeingPaid()
    expect((await release(unchanged.shopper, unchanged.order.id)).errors).toEqual([])
    await post([authorisation(unchanged.order, unchanged.psp!)])
    expect(await orderRow(unchanged.order.id)).toEqual({ status: 'COMPLETED', reference: unchanged.order.reference })
    expect(await cardsOf(unchanged.order.id)).toBe(2)
    expect(await lifecycleOf(unchanged.psp!)).toEqual(['INITIATED', 'AUTHORISED'])

    const changed = await orderBeingPaid()
    await release(changed.shopper, changed.order.id)
    await addOne(changed.shopper)
    await post([authorisation(changed.order, changed.psp!)])
    expect((await orderRow(changed.order.id)).status).toBe('CART')
    expect(await cardsOf(changed.order.id)).toBe(0)
    expect(await refundsOf(changed.psp!)).toEqual([{ status: 'REQUESTED', reason: 'NOT_PAYABLE' }])
    expect(adyen.reversals).toContain(changed.psp)
    // Adyen confirms the refund, three times (webhooks are delivered at least once).
    const confirmation: Item = { ...authorisation(changed.order, `REV${changed.psp}`), eventCode: 'REFUND', originalReference: changed.psp! }
    for (let delivery = 0; delivery < 3; delivery += 1) await post([confirmation])
    expect(await refundsOf(changed.psp!)).toEqual([{ status: 'REFUNDED', reason: 'NOT_PAYABLE' }])
    expect(await lifecycleOf(changed.psp!)).toEqual(['INITIATED', 'AUTHORISED', 'REFUNDED'])
    expect(adyen.reversals.filter((psp) => psp === changed.psp)).toHaveLength(1)
    await booksBalance()
  })

  it('a hosted-page payment (no reference at Adyen yet) authorised after the shopper left is found by our reference', async () => {
    const hosted = await orderBeingPaid('bancontact')
    expect(hosted.psp).toBeNull()
    await release(hosted.shopper, hosted.order.id)
    const item = authorisation(hosted.order)
    await post([item])
    expect((await orderRow(hosted.order.id)).status).toBe('COMPLETED')
    expect(await lifecycleOf(item.pspReference)).toEqual(['INITIATED', 'AUTHORISED'])
    await booksBalance()
  })

  it('two authorisations for one order: one pays, the other goes back in full', async () => {
    const paying = await orderBeingPaid()
    const first = authorisation(paying.order, paying.psp!)
    const second = authorisation(paying.order)
    await Promise.all([post([first]), post([second])])
    expect((await orderRow(paying.order.id)).status).toBe('COMPLETED')
    expect(await cardsOf(paying.order.id)).toBe(2)
    const refunded = [...await refundsOf(first.pspReference), ...await refundsOf(second.pspReference)]
    expect(refunded).toEqual([{ status: 'REQUESTED', reason: 'ALREADY_PAID' }])
    // Until Adyen confirms, the refund is under way; the books already count it as given back.
    await booksBalance()
  })

  it('a webhook for an order that expired: re-attached when unchanged, and never both paid and refunded when it races the expiry', async () => {
    const outcomes = { completed: 0, refunded: 0 }
    for (let run = 0; run < 12; run += 1) {
      const { order, psp } = await orderBeingPaid()
      await database.pool.query(`update orders set updated_at = now() - interval '71 minutes' where id = $1`, [order.id])
      // Odd runs: the expiry has happened before the webhook; even runs: they race.
      if (run % 2 === 1) expect(await expirePendingOrders(db, new Date())).toBeGreaterThanOrEqual(1)
      await Promise.all([expirePendingOrders(db, new Date()), post([authorisation(order, psp!)])])
      const { status } = await orderRow(order.id)
      const refunds = await refundsOf(psp!)
      if (status === 'COMPLETED') {
        expect(refunds).toEqual([])
        expect(await cardsOf(order.id)).toBe(2)
        outcomes.completed += 1
      } else {
        expect([status, refunds.length]).toEqual(['CART', 1])
        outcomes.refunded += 1
      }
    }
    expect(outcomes.completed + outcomes.refunded).toBe(12)
    record('payment-lifecycle-expiry-race', outcomes)
    await booksBalance()
  })

  it('an activation paid twice: the card is loaded once and the second payment goes back', async () => {
    const [card] = await issueRetailBatch(db, 'CBBE', 1)
    const shopper = new HttpShopper(app.origin)
    const created = await shopper.call<{ order: { id: string } | null; errors: unknown[] }>(
      `mutation ($userData: UserDataInput!, $input: CreateActivationOrderInput!) { createActivationOrder(userData: $userData, input: $input) { order { id } ${ERRORS} } }`,
      { userData: USER_DATA, input: { cardNumber: card!.number, pin: card!.pin, email: 'activation.twice@example.com', amount: 37 } })
    expect(created.errors).toEqual([])
    const orderId = created.order!.id
    expect((await shopper.call<{ errors: unknown[] }>(OPS.start, { userData: USER_DATA, orderUuid: orderId, methodId: 'paypal' })).errors).toEqual([])
    const { rows: [order] } = await database.pool.query(`select reference, (totals->>'grandTotal')::int as total from orders where id = $1`, [orderId])
    const { rows: [attempt] } = await database.pool.query('select psp_reference from payments where order_id = $1', [orderId])
    expect(order.total).toBe(3_700)
    await Promise.all([post([authorisation(order, attempt.psp_reference)]), post([authorisation(order)])])
    expect((await orderRow(orderId)).status).toBe('COMPLETED')
    // One paid activation of the card (it loads the card when due); none for the second payment.
    const { rows: activations } = await database.pool.query(`select a.amount, a.activate_after is not null as paid from card_activations a
      join gift_cards c on c.id = a.card_id where c.number = $1`, [card!.number])
    expect(activations).toEqual([{ amount: 3_700, paid: true }])
    const { rows: refunded } = await database.pool.query('select reason, amount from refunds where order_id = $1', [orderId])
    expect(refunded).toEqual([{ reason: 'ALREADY_PAID', amount: 3_700 }])
    await booksBalance()
  })

  it('a refund that fails is FAILED for an operator, its payment REFUND_FAILED, and payments:reconcile names it', async () => {
    const { shopper, order, psp } = await orderBeingPaid()
    await release(shopper, order.id)
    await addOne(shopper)
    await post([authorisation(order, psp!)])
    expect(await refundsOf(psp!)).toEqual([{ status: 'REQUESTED', reason: 'NOT_PAYABLE' }])
    await post([{ ...authorisation(order, `REV${psp}`), eventCode: 'REFUND_FAILED', originalReference: psp! }])
    expect((await refundsOf(psp!))[0]!.status).toBe('FAILED')
    expect(await lifecycleOf(psp!)).toEqual(['INITIATED', 'AUTHORISED', 'REFUND_FAILED'])
    const named = (await findMoneyMismatches(db)).filter((finding) => ('pspReference' in finding && finding.pspReference === psp) || ('orderId' in finding && finding.orderId === order.id))
    expect(named.map((finding) => finding.kind).sort()).toEqual(['BOOKS', 'REFUND'])
    // An operator refunds it by hand; Adyen's REFUND confirmation then settles both.
    await post([{ ...authorisation(order, `REV2${psp}`), eventCode: 'REFUND', originalReference: psp! }])
    expect((await refundsOf(psp!))[0]!.status).toBe('REFUNDED')
    expect(await lifecycleOf(psp!)).toEqual(['INITIATED', 'AUTHORISED', 'REFUND_FAILED', 'REFUNDED'])
    await booksBalance()
  })
})
