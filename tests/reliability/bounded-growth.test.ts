/**
 * Nothing grows without bound (issue "bounded growth"): 10,000 distinct junk URLs leave the page
 * and data caches as they were, and 5,000 anonymous baskets are purged by the retention job once their retention
 * has passed, on PostgreSQL and on PGlite, while a paid order, its cards and its ledger stay.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import * as schema from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { PGLITE_EXTENSIONS } from '@/server/db/client'
import { purgeExpired } from '@/server/modules/retention/retention-job'
import { DIST_DIR, ROOT, createDatabase, startApp, workDir, type AppServer, type Database } from './support/servers'
import { HttpShopper, OPS, USER_DATA, fillBasket, payOnTestPage, place, pooled } from './support/shopper'
import { digitalVariation, type Variation } from './support/db-checks'
import { record } from './support/figures'

const JUNK_URLS = Number(process.env.JUNK_URLS ?? 10_000)
const BASKETS = Number(process.env.ANONYMOUS_BASKETS ?? 5_000)
const DAY = 86_400_000

function folderBytes(folder: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/**
 * Next's caches on disk: the page cache (pages prerendered at build in server/app, those rendered
 * since in server/route-cache) and the data cache (cache/fetch-cache, the catalogue's API answers).
 */
function pageCache(): { files: number; bytes: number } {
  const folders = ['server/app', 'server/route-cache', 'cache/fetch-cache'].map((name) => path.join(ROOT, DIST_DIR, name)).filter((folder) => existsSync(folder))
  return folders.map(folderBytes).reduce((sum, folder) => ({ files: sum.files + folder.files, bytes: sum.bytes + folder.bytes }), { files: 0, bytes: 0 })
}

/**
 * The caches once Next has finished writing: it writes an entry after the answer is sent, so a
 * reading taken right after a request can miss it. Read until two readings a second apart agree.
 */
async function settledCaches(): Promise<{ files: number; bytes: number }> {
  let last = pageCache()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const now = pageCache()
    if (now.files === last.files && now.bytes === last.bytes) return now
    last = now
  }
}

/** The books: what no purge may touch. */
async function books(db: Db) {
  const result = await db.execute(sql`select
    (select count(*) from orders where status <> 'CART')::int as orders,
    (select count(*) from gift_cards)::int as cards,
    (select coalesce(sum(amount), 0) from card_ledger)::bigint::text as ledger,
    (select count(*) from payments)::int as payments,
    (select count(*) from orders where status = 'CART' and customer_id is null)::int as anonymous_baskets,
    (select count(*) from packages)::int as packages`) as unknown as { rows: Array<Record<string, number | string>> }
  return result.rows[0]!
}

/** Purges with the clock moved past every retention, until a run has nothing left. */
async function purgeAll(db: Db): Promise<number> {
  const later = new Date(Date.now() + 31 * DAY)
  let total = 0
  for (;;) {
    const counts = await purgeExpired(db, later)
    const removed = Object.values(counts).reduce((sum, count) => sum + count, 0)
    total += removed
    if (removed === 0) return total
  }
}

async function burst(app: AppServer, variation: Variation): Promise<void> {
  // One paid order first: the books that must survive the purge.
  const buyer = new HttpShopper(app.origin)
  await fillBasket(buyer, variation, 2, 'books@example.com')
  const placed = await place(buyer)
  await payOnTestPage(buyer, placed.order!.id)
  await pooled(Array.from({ length: BASKETS }), 8, async () => {
    const added = await new HttpShopper(app.origin).call<{ errors: unknown[] }>(OPS.add, { userData: USER_DATA, input: { variationId: String(variation.id), amount: variation.amount, quantity: 1 } })
    expect(added.errors).toEqual([])
  })
}

async function withPglite<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS })
  try {
    return await work(drizzlePglite(client, { schema }) as unknown as Db)
  } finally {
    await client.close()
  }
}

/**
 * These are workloads, not timings: 10,000 requests or 5,000 baskets take a few minutes on this
 * two-core machine (each junk URL is a full render of a page that finds no data) and longer when
 * it is busy. Their bound is generous so a noisy neighbour cannot fail them (the run reports their
 * durations).
 */
const HEAVY_TEST_TIMEOUT_MS = 600_000

describe('bounded growth', () => {
  const dir = workDir('growth')
  let database: Database
  let app: AppServer

  beforeAll(async () => {
    database = await createDatabase()
    app = await startApp({ name: 'growth', databaseUrl: database.url, dir })
  })
  afterAll(async () => {
    await app?.stop()
    await database?.drop()
  })

  it(`${JUNK_URLS} distinct junk URLs leave the page and data caches as they were`, async () => {
    // Two instances on the shared build, as a crawler behind a load balancer meets them: a junk URL
    // costs a render on whichever instance it reaches, and one Node process uses one core.
    const second = await startApp({ name: 'growth-second', databaseUrl: database.url, dir })
    const started = Date.now()
    try {
      const kinds = ['/cadeaubonnen/junk-', '/categorie/junk-', '/blog/junk-', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/locaties/junk-', '/zakelijk/junk-', '/fr/cartes-cadeaux/junk-']
      const ask = async (server: AppServer, pathname: string) => {
        const response = await fetch(`${server.origin}${pathname}`, { headers: { host: `cbbe.localhost:${server.port}` }, redirect: 'manual' })
        await response.arrayBuffer()
        return response.status
      }
      // What every junk URL of a kind shares is cached once and stays: the 404 page of each language,
      // and the real data around it (the header's store data per instance, the category list, the
      // blog's and the business pages' article lists). One junk URL of each kind on each instance
      // puts it there before the count starts.
      for (const server of [app, second]) for (const kind of kinds) expect(await ask(server, `${kind}warm-up/`)).toBe(404)
      const before = await settledCaches()
      const statuses = new Map<number, number>()
      await pooled(Array.from({ length: JUNK_URLS }, (_, index) => `${kinds[index % kinds.length]}${index}/`), 8, async (pathname, index) => {
        const status = await ask(index % 2 === 0 ? app : second, pathname)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      })
      const after = await settledCaches()
      record('junk-urls', { urls: JUNK_URLS, instances: 2, seconds: (Date.now() - started) / 1000, statuses: Object.fromEntries(statuses), pageCacheBefore: before, pageCacheAfter: after })
      expect([...statuses.keys()].every((status) => status === 404 || status === 308), JSON.stringify(Object.fromEntries(statuses))).toBe(true)
      expect(after).toEqual(before)
    } finally {
      await second.stop()
    }
  }, HEAVY_TEST_TIMEOUT_MS)

  it(`${BASKETS} anonymous baskets on PostgreSQL are purged after their retention; the books stay`, async () => {
    const db = drizzlePostgres(database.pool, { schema }) as unknown as Db
    const size = async () => Number((await database.pool.query('select pg_database_size(current_database())::bigint::text as n')).rows[0].n)
    const empty = await size()
    await burst(app, await digitalVariation(database.pool))
    const full = await size()
    const kept = await books(db)
    expect(kept.anonymous_baskets).toBeGreaterThanOrEqual(BASKETS)
    const removed = await purgeAll(db)
    await database.pool.query('vacuum')
    const purged = await books(db)
    expect(purged).toEqual({ ...kept, anonymous_baskets: 0, packages: Number(kept.packages) - BASKETS })
    record('anonymous-baskets-postgres', { baskets: BASKETS, removedRows: removed, databaseBytes: { before: empty, afterBurst: full, afterPurgeAndVacuum: await size() }, books: purged })
  }, HEAVY_TEST_TIMEOUT_MS)

  it(`${BASKETS} anonymous baskets on PGlite are purged after their retention; the books stay`, async () => {
    const pgliteDir = workDir('growth-pglite')
    const embedded = await startApp({ name: 'growth-pglite', databaseUrl: '', dir: pgliteDir })
    const dataDir = path.join(pgliteDir, 'data', 'pglite')
    const empty = folderBytes(dataDir).bytes
    try {
      // The app owns the folder while it runs: the test opens it only while the app is stopped.
      await embedded.stop()
      const variation = await withPglite(dataDir, async (db) => {
        // The same card as digitalVariation() picks on PostgreSQL.
        const found = await db.execute(sql`select v.id, v.prices_to_show[1] as price from product_variations v join products p on p.id = v.product_id
          where p.storefront = 'CBBE' and v.variation_type = 'digital' and p.product_type = 'GIFTCARD_DIGITAL' and p.brand_key <> 'apple' and v.stock is null
          order by v.id limit 1`) as unknown as { rows: Array<{ id: number; price: number }> }
        return { id: found.rows[0]!.id, amount: found.rows[0]!.price / 100, physical: false, stock: null }
      })
      await embedded.start()
      await burst(embedded, variation)
      await embedded.stop()
      const full = folderBytes(dataDir).bytes
      const { kept, removed, purged } = await withPglite(dataDir, async (db) => {
        const before = await books(db)
        const rows = await purgeAll(db)
        await db.execute(sql`vacuum`)
        return { kept: before, removed: rows, purged: await books(db) }
      })
      expect(purged).toEqual({ ...kept, anonymous_baskets: 0, packages: Number(kept.packages) - BASKETS })
      record('anonymous-baskets-pglite', { baskets: BASKETS, removedRows: removed, dataFolderBytes: { before: empty, afterBurst: full, afterPurgeAndVacuum: folderBytes(dataDir).bytes }, books: purged })
    } finally {
      await embedded.stop()
    }
  }, HEAVY_TEST_TIMEOUT_MS)
})
