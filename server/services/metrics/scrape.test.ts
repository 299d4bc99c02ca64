import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '@/tests/helpers/test-db'
import { forgetReconcile, readScrapeFigures, RECONCILE_EVERY_MS } from './scrape'

describe('a scrape', () => {
  let testDb: TestDb
  beforeAll(async () => {
    testDb = await createTestDb('pglite')
  })
  afterAll(async () => testDb?.close())

  it('counts reconcile findings by kind, and reconciles at most once per interval however often it is scraped', async () => {
    forgetReconcile()
    let runs = 0
    const find = async () => {
      runs += 1
      return [{ kind: 'REFUND' }, { kind: 'BOOKS' }, { kind: 'REFUND' }]
    }
    const start = new Date('2026-11-28T10:00:00Z')
    const first = await readScrapeFigures(testDb.db, find, start)
    expect(first.mismatches).toEqual({ BOOKS: 1, REFUND: 2, ORPHAN_AUTHORISATION: 0, PAYMENT_STATE: 0, CARDS: 0 })
    expect(first.outbox).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 0, uncertain: 0 })
    await readScrapeFigures(testDb.db, find, new Date(start.getTime() + RECONCILE_EVERY_MS - 1))
    expect(runs).toBe(1)
    await readScrapeFigures(testDb.db, find, new Date(start.getTime() + RECONCILE_EVERY_MS))
    expect(runs).toBe(2)
  })
})
