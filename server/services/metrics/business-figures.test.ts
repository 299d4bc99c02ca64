import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardLedger, giftCards, refunds } from '@/server/db/schema'
import { insertBareOrder, insertPaymentAttempt, insertTestProduct } from '@/tests/helpers/payment-rows'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { readBusinessFigures } from './business-figures'

describe.each(testBackends())('business figures on %s', (backend) => {
  let testDb: TestDb

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    const db = testDb.db
    const completed = await insertBareOrder(db, 4_337, { status: 'COMPLETED', reference: 'CB-M-1' })
    await insertBareOrder(db, 2_501, { status: 'COMPLETED', reference: 'CB-M-2' })
    await insertBareOrder(db, 999, { status: 'PENDING', reference: 'CB-M-3' })
    await insertBareOrder(db, 1_003, { status: 'CANCELED', reference: 'CB-M-4', currency: 'PLN' })
    await insertPaymentAttempt(db, completed.id, 4_337, { status: 'AUTHORISED', pspReference: 'PSP-M-1' })
    await insertPaymentAttempt(db, completed.id, 4_337, { attempt: 2, status: 'REFUSED', method: 'ideal', pspReference: 'PSP-M-2' })
    await db.insert(refunds).values([
      { storefront: 'CBBE', orderId: completed.id, provider: 'test', pspReference: 'PSP-M-1', amount: 1_337, currency: 'EUR', reason: 'WITHDRAWN', status: 'REFUNDED' },
      { storefront: 'CBBE', orderId: completed.id, provider: 'test', pspReference: 'PSP-M-9', amount: 701, currency: 'EUR', reason: 'WITHDRAWN', status: 'DUE' },
    ] as never)
    const { productId } = await insertTestProduct(db)
    const card = async (number: string, currency: string, test = false) => (await db.insert(giftCards).values({
      number, pinHash: 'x', storefront: 'CBBE', productId, currency, initialAmount: 0, status: 'ACTIVE', test, expiresAt: new Date('2030-01-01T00:00:00Z'),
    }).returning())[0]!.id
    const euro = await card('6299000000000000001', 'EUR')
    const zloty = await card('6299000000000000002', 'PLN')
    const test = await card('6299000000000000003', 'EUR', true)
    await db.insert(cardLedger).values([
      { cardId: euro, amount: 4_337, kind: 'ISSUE' },
      { cardId: euro, amount: 1_111, kind: 'DOUBLER' },
      { cardId: euro, amount: -2_503, kind: 'REDEEM' },
      { cardId: euro, amount: 1_001, kind: 'REFUND' },
      { cardId: euro, amount: -2_945, kind: 'WITHDRAWN' },
      { cardId: zloty, amount: 10_007, kind: 'ACTIVATION' },
      { cardId: zloty, amount: -333, kind: 'REDEEM' },
      // A test card never counts: it pays for nothing.
      { cardId: test, amount: 99_999, kind: 'ISSUE' },
      { cardId: test, amount: -50_000, kind: 'REDEEM' },
    ])
  })
  afterAll(async () => testDb?.close())

  it('counts orders, payments and refunds, and the value put on and spent from real cards per currency', async () => {
    const figures = await readBusinessFigures(testDb.db)
    const byStatus = Object.fromEntries(figures.ordersByStatus.map((row) => [row.status, row.count]))
    expect(byStatus).toEqual({ COMPLETED: 2, PENDING: 1, CANCELED: 1 })
    expect(figures.paymentsByMethodAndStatus).toEqual(expect.arrayContaining([
      { method: 'bancontact', status: 'AUTHORISED', count: 1 }, { method: 'ideal', status: 'REFUSED', count: 1 },
    ]))
    expect(figures.paymentsByMethodAndStatus).toHaveLength(2)
    expect(figures.refundsByStatus).toEqual(expect.arrayContaining([
      { status: 'REFUNDED', currency: 'EUR', count: 1, amount: 1_337 }, { status: 'DUE', currency: 'EUR', count: 1, amount: 701 },
    ]))
    // EUR: issued 4,337 + 1,111 doubler; spent 2,503 less the 1,001 returned (a withdrawal is neither).
    expect(figures.cardValue.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'EUR', issued: 5_448, redeemed: 1_502 },
      { currency: 'PLN', issued: 10_007, redeemed: 333 },
    ])
  })
})
