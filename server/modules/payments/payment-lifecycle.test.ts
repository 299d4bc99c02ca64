import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import pg from 'pg'
import { orders, paymentTransitions, payments } from '@/server/db/schema'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { MONEY_RECEIVED, canMove, movePayment, paymentByPspReference, paymentInitiated, statusesBefore } from './payment-lifecycle'

describe('payment lifecycle', () => {
  it('a started payment gets any answer, and only an authorised one can be captured or given back', () => {
    expect(canMove('INITIATED', 'AUTHORISED')).toBe(true)
    expect(canMove('INITIATED', 'REFUSED')).toBe(true)
    expect(canMove('INITIATED', 'EXPIRED')).toBe(true)
    expect(canMove('INITIATED', 'CAPTURED')).toBe(false)
    expect(canMove('INITIATED', 'REFUNDED')).toBe(false)
    expect(canMove('REFUSED', 'REFUNDED')).toBe(false)
    expect(statusesBefore('CAPTURED')).toEqual(['AUTHORISED'])
    expect(statusesBefore('REFUNDED').sort()).toEqual(['AUTHORISED', 'CAPTURED', 'REFUND_FAILED'])
  })

  it('a later authorisation overturns a refusal, cancellation or expiry (providers report out of order; late payments)', () => {
    for (const from of ['REFUSED', 'CANCELLED', 'FRAUD', 'EXPIRED', 'ERROR', 'PENDING'] as const) expect(canMove(from, 'AUTHORISED')).toBe(true)
  })

  it('money received is never un-received: an authorised payment never goes back to an unpaid state', () => {
    for (const from of MONEY_RECEIVED) {
      for (const to of ['INITIATED', 'PENDING', 'REFUSED', 'CANCELLED', 'FRAUD', 'ERROR', 'EXPIRED'] as const) expect(canMove(from, to)).toBe(false)
    }
    expect(canMove('REFUNDED', 'AUTHORISED')).toBe(false)
    expect(canMove('AUTHORISED', 'AUTHORISED')).toBe(false)
  })
})

describe.each(testBackends())('payment moves in the database, on %s', (backend) => {
  let testDb: TestDb
  let orderId: string
  let attempts = 0
  beforeAll(async () => {
    testDb = await createTestDb(backend)
    const [order] = await testDb.db.insert(orders).values({ storefront: 'CBBE', language: 'nl', currency: 'EUR' }).returning({ id: orders.id })
    orderId = order!.id
  })
  afterAll(async () => testDb?.close())

  async function started(pspReference: string | null = null) {
    const at = new Date('2026-11-25T10:00:00Z')
    const [row] = await testDb.db.insert(payments).values({
      orderId, attempt: ++attempts, provider: 'adyen', method: 'scheme', pspReference, amount: 4_337, currency: 'EUR', createdAt: at, updatedAt: at,
    }).returning({ id: payments.id })
    await paymentInitiated(testDb.db, row!.id, at)
    return row!.id
  }
  const statusOf = async (id: string) => (await testDb.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status
  const transitionsOf = (id: string) => testDb.db.select({ from: paymentTransitions.fromStatus, to: paymentTransitions.toStatus, cause: paymentTransitions.cause })
    .from(paymentTransitions).where(eq(paymentTransitions.paymentId, id)).orderBy(asc(paymentTransitions.id))

  it('writes each allowed move with its cause, refuses the others and writes nothing for them', async () => {
    const id = await started()
    expect(await transitionsOf(id)).toEqual([{ from: null, to: 'INITIATED', cause: 'payment started' }])
    expect(await movePayment(testDb.db, id, 'CAPTURED', 'webhook CAPTURE')).toBe(false)
    expect(await statusOf(id)).toBe('INITIATED')
    expect(await movePayment(testDb.db, id, 'AUTHORISED', 'adyen notification AUTHORISATION')).toBe(true)
    expect(await movePayment(testDb.db, id, 'REFUSED', 'a late refusal')).toBe(false)
    expect(await movePayment(testDb.db, id, 'AUTHORISED', 'the same report again')).toBe(false)
    expect(await statusOf(id)).toBe('AUTHORISED')
    expect(await transitionsOf(id)).toEqual([
      { from: null, to: 'INITIATED', cause: 'payment started' },
      { from: 'INITIATED', to: 'AUTHORISED', cause: 'adyen notification AUTHORISATION' },
    ])
  })

  it('finds a payment by its provider and reference only', async () => {
    const id = await started('QFQTPCQ8HXSKGK82')
    expect((await paymentByPspReference(testDb.db, 'adyen', 'QFQTPCQ8HXSKGK82'))?.id).toBe(id)
    expect(await paymentByPspReference(testDb.db, 'test', 'QFQTPCQ8HXSKGK82')).toBeNull()
    expect(await paymentByPspReference(testDb.db, 'adyen', 'QFQTPCQ8HXSKGK8')).toBeNull()
  })

  it('does not move a payment that does not exist', async () => {
    expect(await movePayment(testDb.db, '00000000-0000-4000-8000-000000000000', 'AUTHORISED', 'nobody')).toBe(false)
  })

  // Two reports of one payment at the same moment (return page and webhook): the second reads the
  // status the first is changing. Made deterministic: another transaction holds the row changed and
  // uncommitted while movePayment reads and then waits in its conditional update.
  it.skipIf(backend !== 'postgres')('writes no move when another transaction moved the payment between its read and its update (PostgreSQL only)', async () => {
    const id = await started()
    const other = new pg.Client({ connectionString: testDb.url })
    await other.connect()
    try {
      await other.query('begin')
      await other.query(`update payments set status = 'REFUSED' where id = $1`, [id])
      const moving = testDb.db.transaction((tx) => movePayment(tx, id, 'AUTHORISED', 'the webhook'))
      // Wait until movePayment has read INITIATED and its update waits for the other's row lock.
      for (let tries = 0; ; tries += 1) {
        const { rows } = await other.query(`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)
        if (rows[0].waiting > 0) break
        if (tries > 200) throw new Error('movePayment never waited for the row lock')
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      await other.query('commit')
      expect(await moving).toBe(false)
    } finally {
      await other.end()
    }
    expect(await statusOf(id)).toBe('REFUSED')
    expect((await transitionsOf(id)).map((row) => row.to)).toEqual(['INITIATED'])
  })
})
