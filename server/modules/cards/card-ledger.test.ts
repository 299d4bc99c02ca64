import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { cardLedger, giftCards, products } from '@/server/db/schema'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { balanceOf, debitCard } from './card-ledger'

/**
 * The card ledger's one rule: a card is never debited below zero, under any concurrency. Amounts do
 * not divide evenly, so an overspend by a few cents shows. The race runs on PostgreSQL only: PGlite
 * runs one transaction at a time, so a race there would pass without the row lock.
 */
describe.each(testBackends())('card ledger on %s', (backend) => {
  let testDb: TestDb
  let productId: number
  let issued = 0

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    const [product] = await testDb.db.insert(products).values({
      storefront: 'CBBE', productType: 'GIFTCARD_DIGITAL', slug: 'ledger-card', brandKey: 'ledger', backgroundColor: '#ffffff', image: '/ledger.png', position: 1,
    }).returning({ id: products.id })
    productId = product!.id
  })
  afterAll(async () => testDb?.close())

  async function cardWith(amount: number) {
    const [card] = await testDb.db.insert(giftCards).values({
      number: `6299${String(++issued).padStart(15, '0')}`, pinHash: 'not-used-here', storefront: 'CBBE', productId, currency: 'EUR',
      initialAmount: amount, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
    return card!
  }
  const debit = (cardId: string, amount: number) => testDb.db.transaction((tx) => debitCard(tx, cardId, amount, 'REDEEM', null))

  it('refuses a debit one cent above the balance and changes nothing; a balance can be spent to exactly zero', async () => {
    const card = await cardWith(4_337)
    expect(await debit(card.id, 4_338)).toEqual({ ok: false, balance: 4_337 })
    expect(await debit(card.id, 1_211)).toEqual({ ok: true, balance: 3_126 })
    expect(await debit(card.id, 3_127)).toEqual({ ok: false, balance: 3_126 })
    expect(await debit(card.id, 3_126)).toEqual({ ok: true, balance: 0 })
    expect(await debit(card.id, 1)).toEqual({ ok: false, balance: 0 })
    expect(await balanceOf(testDb.db, card.id)).toBe(0)
    expect(await testDb.db.$count(cardLedger, eq(cardLedger.cardId, card.id))).toBe(3)
  })

  it('takes only positive whole minor units', async () => {
    const card = await cardWith(1_000)
    for (const amount of [0, -5, 12.5, Number.NaN]) await expect(debit(card.id, amount)).rejects.toThrow(/positive whole number/)
    expect(await balanceOf(testDb.db, card.id)).toBe(1_000)
  })

  it.skipIf(backend !== 'postgres')('never takes a card below zero under 100 concurrent debits of an amount that does not divide the balance (PostgreSQL only)', async () => {
    const card = await cardWith(50_000)
    const results = await Promise.all(Array.from({ length: 100 }, () => debit(card.id, 1_337)))
    // 37 × 13.37 = 494.69 fits in 500.00; a 38th would take the card to −8.06.
    expect(results.filter((result) => result.ok)).toHaveLength(37)
    expect(await balanceOf(testDb.db, card.id)).toBe(531)
    const [debits] = await testDb.db.select({ total: sql<number>`sum(-${cardLedger.amount})::int` }).from(cardLedger)
      .where(and(eq(cardLedger.cardId, card.id), eq(cardLedger.kind, 'REDEEM')))
    expect(Number(debits!.total)).toBe(49_469)
  })
})
