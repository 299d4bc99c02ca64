import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { listenOnChannel } from '@/server/db/change-channel'
import {
  CATALOG_CHANNEL, announceCatalogChange, applyCatalogChange, decodeCatalogChange, encodeCatalogChange,
} from '@/server/modules/catalog/catalog-changes'
import { rememberCatalogAnswer } from '@/server/modules/catalog/catalog-memo'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * A catalogue change told to one instance reaches the others (docs/architecture.md "Caching"):
 * the announcement's shape, what hearing it drops, and the channel itself on a real PostgreSQL,
 * including a listener whose connection is cut.
 */
const EXPIRE_KEY = Symbol.for('giftshop.expireCacheTags')
const expired = vi.fn(async (_tags: string[]) => undefined)

/** Waits for a condition the test cannot await directly (a notification); fails after 10 s. */
async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`never happened: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('catalogue change announcements', () => {
  beforeAll(() => { (globalThis as Record<symbol, unknown>)[EXPIRE_KEY] = expired })
  afterAll(() => { delete (globalThis as Record<symbol, unknown>)[EXPIRE_KEY] })
  afterEach(() => expired.mockClear())

  it('reads back what it writes, and nothing else on the channel', () => {
    expect(decodeCatalogChange(encodeCatalogChange('CBBE', 'instance-a'))).toEqual({ origin: 'instance-a', storefront: 'CBBE' })
    expect(decodeCatalogChange(encodeCatalogChange(undefined, 'instance-a'))).toEqual({ origin: 'instance-a', storefront: null })
    for (const junk of ['', 'not json', '42', 'null', '{"origin":7,"storefront":null}', '{"origin":"x","storefront":"ZZZZ"}', '{"origin":"x","storefront":"cbbe"}', '{"origin":"x"}']) {
      expect(decodeCatalogChange(junk), junk).toBeUndefined()
    }
  })

  it("another instance's change drops the remembered answers and expires its storefront's pages; its own is ignored", async () => {
    const db = {}
    let loads = 0
    const listing = () => rememberCatalogAnswer(db, 'listing', async () => (loads += 1))
    expect([await listing(), await listing()]).toEqual([1, 1])

    expect(await applyCatalogChange(encodeCatalogChange('CBBE', 'me'), 'me')).toBeUndefined()
    expect(await listing()).toBe(1)
    expect(expired).not.toHaveBeenCalled()

    expect(await applyCatalogChange(encodeCatalogChange('CBBE', 'other'), 'me')).toEqual({ origin: 'other', storefront: 'CBBE' })
    expect(expired).toHaveBeenLastCalledWith(['catalog:CBBE'])
    expect(await listing()).toBe(2)

    await applyCatalogChange(encodeCatalogChange(undefined, 'other'), 'me')
    expect(expired).toHaveBeenLastCalledWith(['catalog'])
    expect(await listing()).toBe(3)
    expect(await applyCatalogChange('{"origin":"other","storefront":"NOPE"}', 'me')).toBeUndefined()
    expect(expired).toHaveBeenCalledTimes(2)
  })
})

describe.skipIf(!testBackends().includes('postgres'))('the catalogue channel on PostgreSQL', () => {
  let testDb: TestDb
  beforeAll(async () => { testDb = await createTestDb('postgres') })
  afterAll(async () => testDb?.close())

  it('delivers an announcement to a listener, and after its connection is cut, listens again and says so', async () => {
    const heard: string[] = []
    let reconnections = 0
    const stop = listenOnChannel(testDb.url!, CATALOG_CHANNEL, { message: (payload) => heard.push(payload), reconnected: () => { reconnections += 1 } }, 50)
    const listeners = async () => (await testDb.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    ) as unknown as { rows: Array<{ pid: number }> }).rows
    try {
      for (let tries = 0; (await listeners()).length === 0; tries += 1) {
        if (tries > 500) throw new Error('the listener never connected')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await announceCatalogChange(testDb.db, 'CBDE')
      await until(() => heard.length === 1, 'the first announcement')
      expect(decodeCatalogChange(heard[0]!)).toMatchObject({ storefront: 'CBDE' })

      const [{ pid }] = (await listeners()) as [{ pid: number }]
      const admin = new pg.Client({ connectionString: testDb.url })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [pid])
      await admin.end()
      await until(() => reconnections === 1, 'the listener coming back')

      await announceCatalogChange(testDb.db, undefined)
      await until(() => heard.length === 2, 'the announcement after the cut')
      expect(decodeCatalogChange(heard[1]!)).toMatchObject({ storefront: null })
    } finally {
      await stop()
    }
  })
})
