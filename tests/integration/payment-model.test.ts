import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { and, eq, gte, isNull, lte, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { seedCatalogue } from '@/server/db/seed'
import { productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { captureLogs } from '@/tests/helpers/capture-logs'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { paidThenBasketChanged, shopSteps } from '@/tests/helpers/payment-model/commands'
import { initialModel, type ShopSystem } from '@/tests/helpers/payment-model/shop'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Model-based test of payments and orders (docs/testing.md "The payment model"): random sequences of
 * what a shopper and the payment provider do (baskets, checkout, leaving it, payments started,
 * decided, returned to, notified, replayed, taken twice, the refunds and expiry jobs) against the
 * real shop, with the books checked after every step (docs/orders.md "The shop never gives more than
 * it was paid"). A fresh shopper per run on one seeded database per backend keeps a run short; the
 * books are the run's shopper's. The seed is fixed so `npm test` finds the same sequences every time;
 * the nightly run draws many more (PAYMENT_MODEL_RUNS, PAYMENT_MODEL_SEED=random).
 */
const RUNS = Number(process.env.PAYMENT_MODEL_RUNS ?? 60)
const STEPS = Number(process.env.PAYMENT_MODEL_STEPS ?? 40)
const SEED = process.env.PAYMENT_MODEL_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.PAYMENT_MODEL_SEED ?? 20261207)

describe.each(testBackends())('the payment model on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let variations: ShopSystem['variations']
  let shoppers = 0

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'payment-model-outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    // Digital cards of custom whole amounts (10 and 23 euro on one, 400 on another: no card spans
    // both), unlimited stock, outside the Apple family (its 500 euro limit per order would refuse most baskets).
    const custom = (min: number, max: number) => testDb.db.select({ id: productVariations.id }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false), ne(products.brandKey, 'apple'),
        eq(productVariations.variationType, 'digital'), eq(productVariations.hasFixedPrices, false), isNull(productVariations.stock),
        lte(productVariations.minPrice, min), gte(productVariations.maxPrice, max)))
      .orderBy(productVariations.id).limit(1)
    const [[small], [large]] = await Promise.all([custom(1_000, 2_300), custom(40_000, 40_000)])
    variations = { small: String(small!.id), large: String(large!.id) }
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  const newShopper = (logs: ShopSystem['logs']): ShopSystem => {
    shoppers += 1
    // Each shopper its own address: new anonymous baskets are limited per address.
    const browser = new TestBrowser(handler, { 'x-shop-client-address': `10.${backend === 'pglite' ? 71 : 72}.${Math.floor(shoppers / 250)}.${shoppers % 250}` })
    return { db: testDb.db, browser, variations, tokenHashes: new Set(), trace: [], logs }
  }

  it('a payment started for one basket does not pay the basket placed after it changed (10.95 € paid, 400 € added)', async () => {
    const logs = captureLogs('error')
    try {
      await fc.asyncModelRun(() => ({ model: initialModel(), real: newShopper(logs) }), paidThenBasketChanged())
    } finally {
      logs.restore()
    }
  })

  it(`keeps the books after every step of ${RUNS} random shoppers (seed ${SEED})`, { timeout: Math.max(120_000, RUNS * STEPS * 2_000) }, async () => {
    const logs = captureLogs('error')
    const stats = { runs: 0, steps: 0, firstFailure: null as null | { run: number; stepInRun: number; stepsBefore: number } }
    const property = fc.asyncProperty(fc.commands(shopSteps(), { maxCommands: STEPS, size: 'max' }), async (steps) => {
      stats.runs += 1
      const system = newShopper(logs)
      try {
        await fc.asyncModelRun(() => ({ model: initialModel(), real: system }), steps)
      } catch (error) {
        stats.firstFailure ??= { run: stats.runs, stepInRun: system.trace.length, stepsBefore: stats.steps + system.trace.length }
        throw error
      } finally {
        stats.steps += system.trace.length
        // PAYMENT_MODEL_TRACE=1 prints every run's steps, to see what the sequences reach.
        if (process.env.PAYMENT_MODEL_TRACE) console.log(system.trace.join('\n'))
      }
    })
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS })
    } catch (error) {
      const first = stats.firstFailure
      const found = first ? `first failure: run ${first.run}, its step ${first.stepInRun}, ${first.stepsBefore} steps from the start; ` : ''
      throw new Error(`${(error as Error).message}\n\nseed ${SEED}: ${found}${stats.runs} runs and ${stats.steps} steps in all, shrinking included`, { cause: error })
    } finally {
      logs.restore()
    }
  })
})
