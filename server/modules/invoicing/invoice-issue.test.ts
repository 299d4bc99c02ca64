import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { invoiceSequences, invoices } from '@/server/db/schema'
import { insertBareOrder } from '@/tests/helpers/payment-rows'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { issueInvoiceIn } from './invoice-issue'
import { localDateIn } from './invoice-rows'
import { takeInvoiceNumber } from './invoice-numbers'

/**
 * Invoice numbers: one gapless sequence per seller, kind and year, taken in the transaction that
 * issues the invoice. The race of 50 finalisations needs PostgreSQL (PGlite runs one transaction at
 * a time, so there it cannot race) and is skipped without TEST_DATABASE_URL.
 */
const NOW = new Date('2026-11-26T10:00:00.000Z')

describe.each(testBackends())('invoice numbers on %s', (backend) => {
  let testDb: TestDb
  beforeAll(async () => {
    testDb = await createTestDb(backend)
  })
  afterAll(async () => testDb?.close())

  const issue = (orderId: string, now = NOW) => testDb.db.transaction((tx) => issueInvoiceIn(tx, orderId, now))
  // References are unique: numbered, not drawn (50 drawn from a million collided once in CI).
  let orderSerial = 0
  const paidOrder = (storefront = 'CBBE', values: Parameters<typeof insertBareOrder>[2] = {}) =>
    insertBareOrder(testDb.db, 2_599, { storefront, status: 'COMPLETED', reference: `${storefront}-20261126-${String(++orderSerial).padStart(6, '0')}`, ...values })

  it('numbers a seller\'s invoices one after another, once per order, frozen with the document', async () => {
    const first = await paidOrder()
    const second = await paidOrder('GCSBE')
    expect((await issue(first.id))!.number).toBe('INV-BE-2026-000001')
    // Another brand of the same country: the same Belgian seller, the next number.
    const issued = await issue(second.id)
    expect(issued).toMatchObject({ number: 'INV-BE-2026-000002', seller: 'BE', kind: 'INVOICE', year: 2026, sequence: 2, issuedOn: '2026-11-26' })
    expect(issued!.document).toMatchObject({ number: 'INV-BE-2026-000002', issuedOn: '2026-11-26', totals: { total: 2_599 } })
    // Issued again (a second download, a repeated payment report): the same invoice, no new number.
    expect((await issue(first.id, new Date('2026-12-01T10:00:00Z')))!.number).toBe('INV-BE-2026-000001')
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, first.id))).toBe(1)
  })

  it('gives each seller its own sequence, and credit notes theirs', async () => {
    const french = await paidOrder('CBFR', { language: 'fr' })
    expect((await issue(french.id))!.number).toBe('INV-FR-2026-000001')
    const note = await testDb.db.transaction((tx) => takeInvoiceNumber(tx, 'BE', 'CREDIT_NOTE', 2026))
    expect(note).toEqual({ sequence: 1, number: 'CN-BE-2026-000001' })
  })

  it('dates and numbers by the seller\'s own calendar: New Year in Brussels starts a new sequence', async () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    const newYear = new Date('2026-12-31T23:30:00.000Z')
    expect(localDateIn('Europe/Brussels', newYear)).toBe('2027-01-01')
    expect(localDateIn('America/New_York', newYear)).toBe('2026-12-31')
    const order = await paidOrder()
    expect(await issue(order.id, newYear)).toMatchObject({ number: 'INV-BE-2027-000001', year: 2027, issuedOn: '2027-01-01' })
  })

  it('issues no invoice for an order not yet payable or cancelled', async () => {
    for (const status of ['CART', 'PENDING', 'CANCELED'] as const) {
      const order = await paidOrder('CBBE', { status })
      expect(await issue(order.id)).toBeNull()
    }
    expect(await issue('00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it('hands the number back when the transaction that took it rolls back', async () => {
    const [before] = await testDb.db.select().from(invoiceSequences).where(eq(invoiceSequences.seller, 'BE'))
    const order = await paidOrder()
    await expect(testDb.db.transaction(async (tx) => {
      await issueInvoiceIn(tx, order.id, NOW)
      throw new Error('the payment could not be recorded')
    })).rejects.toThrow('the payment could not be recorded')
    expect(await testDb.db.$count(invoices, eq(invoices.orderId, order.id))).toBe(0)
    const issued = await issue(order.id)
    expect(issued!.sequence).toBe(before!.year === 2026 ? before!.lastNumber + 1 : 1)
  })

  it.runIf(backend === 'postgres')('keeps the sequence gapless and unique under 50 concurrent finalisations, some rolled back', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => paidOrder('CBDE', { language: 'de' })))
    const outcomes = await Promise.allSettled(orders.map((order, index) => testDb.db.transaction(async (tx) => {
      const invoice = await issueInvoiceIn(tx, order.id, NOW)
      // Every seventh finalisation fails after taking its number, as a crash between number and commit would.
      if (index % 7 === 3) throw new Error('rolled back')
      return invoice
    })))
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(7)
    const issued = await testDb.db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.seller, 'DE'))
    expect(issued.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 43 }, (_, index) => index + 1))
    expect(new Set(issued.map((row) => row.number)).size).toBe(43)
    expect(issued.map((row) => row.number)).toContain('INV-DE-2026-000043')
  })
})
