import 'server-only'
/**
 * Seeding the catalogue of every storefront (or some): rows are built in memory by catalogue.ts, then
 * inserted in one transaction with batched, parameterised Drizzle inserts; serial ids come back from
 * `.returning()` and link the child rows.
 */
import { inArray, sql } from 'drizzle-orm'
import { STOREFRONT_CODES, type StorefrontCode } from '@/config/storefronts/types'
import {
  blocks, locations, popularSearchTerms, productTerms, productTranslations, productVariations, products, taxonomyTerms,
} from '../schema'
import type { Db } from '../types'
import { buildCatalogue, type StorefrontCatalogue, type TermRef } from './catalogue'
import { contentBlocksOf } from './content'
import { parseSeedScale, parseSeedStorefronts } from './scale'
import { seedRetailCards } from './retail-cards'
import { seedTestCards } from './test-cards'

export interface SeedSummary {
  /** Products seeded per storefront. */
  products: Partial<Record<StorefrontCode, number>>
  totals: {
    products: number
    translations: number
    variations: number
    terms: number
    productTerms: number
    locations: number
    blocks: number
    popularSearchTerms: number
  }
}

export interface SeedOptions {
  /** Only these storefronts (default: all 33). */
  storefronts?: readonly StorefrontCode[]
  /** First delete the catalogue rows of these storefronts (same transaction), then seed them again. */
  replace?: boolean
  /** SEED_SCALE: each storefront gets this many times its products (default 1; scale.ts). */
  scale?: number
}

/** The seed's size from SEED_SCALE and SEED_STOREFRONTS (scale.ts); a bad value stops the start. */
export function seedOptionsFromEnv(env: Record<string, string | undefined> = process.env): Pick<SeedOptions, 'scale' | 'storefronts'> {
  return { scale: parseSeedScale(env.SEED_SCALE), storefronts: parseSeedStorefronts(env.SEED_STOREFRONTS) }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Rows per INSERT (multi-row): products, the widest table, binds ~25 values a row, well below PostgreSQL's 65,535. */
const BATCH_SIZE = 1_000
/** Transaction-level advisory lock: concurrent seeders (several instances starting) run one after another. */
const SEED_LOCK_KEY = 4_902_732

/** Seeds the given storefronts (default all) in one transaction. */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const codes = [...new Set(options.storefronts ?? STOREFRONT_CODES)]
  const catalogues = codes.map((code) => buildCatalogue(code, options.scale))
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (options.replace) await deleteCatalogue(tx, codes)
    return insertCatalogues(tx, catalogues)
  })
  await analyzeCatalogue(db)
  return summary
}

/**
 * Refreshes the planner's statistics of the catalogue tables after a seed. PGlite runs no autovacuum,
 * so without this its planner keeps judging a freshly seeded catalogue by an empty one and scans where
 * an index serves (search at 100x the catalogue: 103 ms a request before, 22 ms after, docs/performance.md
 * "Growth"); PostgreSQL's autovacuum would get there too, only later.
 */
async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`analyze products, product_translations, product_variations, product_terms, taxonomy_terms, locations, search_words`)
}

/**
 * Seeds every storefront when the products table is empty (server start; several instances may call it
 * at once, the advisory lock and the emptiness check inside the transaction make only one of them seed).
 * Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const seeded = (await seedCatalogueIfEmpty(db, seedOptionsFromEnv())) !== null
  // A development or e2e database also gets retail batches of choice cards to activate (SEED_RETAIL_CARDS)
  // and a test card to try the redeem flow with (docs/rules/redeem.md test cards).
  if (seeded) {
    await seedRetailCards(db)
    await seedTestCards(db)
  }
  return seeded
}

/**
 * As seedIfEmpty (the catalogue only), with the summary of what was seeded (null when the catalogue was
 * not empty); `storefronts` and `scale` as seedCatalogue's.
 */
export async function seedCatalogueIfEmpty(db: Db, options: Pick<SeedOptions, 'scale' | 'storefronts'> = {}): Promise<SeedSummary | null> {
  const codes = [...new Set(options.storefronts ?? STOREFRONT_CODES)]
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const existing = await tx.select({ id: products.id }).from(products).limit(1)
    if (existing.length > 0) return null
    return insertCatalogues(tx, codes.map((code) => buildCatalogue(code, options.scale)))
  })
  if (summary) await analyzeCatalogue(db)
  return summary
}

/** Deletes the catalogue rows of the storefronts; translations, variations, links and locations cascade. */
async function deleteCatalogue(tx: Tx, codes: readonly StorefrontCode[]): Promise<void> {
  const list = [...codes]
  await tx.delete(products).where(inArray(products.storefront, list))
  await tx.delete(taxonomyTerms).where(inArray(taxonomyTerms.storefront, list))
  await tx.delete(blocks).where(inArray(blocks.storefront, list))
  await tx.delete(popularSearchTerms).where(inArray(popularSearchTerms.storefront, list))
}

async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    results.push(...await insert(rows.slice(start, start + BATCH_SIZE)))
  }
  return results
}

const termKey = (storefront: string, ref: TermRef) => `${storefront}|${ref.vocabulary}|${ref.slug}`
const productKey = (storefront: string, slug: string) => `${storefront}|${slug}`

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Seed reference not found: ${String(key)}`)
  return value
}

async function insertCatalogues(tx: Tx, catalogues: readonly StorefrontCatalogue[]): Promise<SeedSummary> {
  const termIds = new Map<string, number>()
  const termRows = await inBatches(catalogues.flatMap((c) => c.terms), (batch) =>
    tx.insert(taxonomyTerms).values(batch).returning({
      id: taxonomyTerms.id, storefront: taxonomyTerms.storefront, vocabulary: taxonomyTerms.vocabulary, slug: taxonomyTerms.slug,
    }))
  for (const row of termRows) termIds.set(termKey(row.storefront, { vocabulary: row.vocabulary as TermRef['vocabulary'], slug: row.slug }), row.id)

  const plans = catalogues.flatMap((c) => c.products)
  const productIds = new Map<string, number>()
  const productRows = await inBatches(plans.map((plan) => plan.product), (batch) =>
    tx.insert(products).values(batch).returning({ id: products.id, storefront: products.storefront, slug: products.slug }))
  for (const row of productRows) productIds.set(productKey(row.storefront, row.slug), row.id)

  const translations: (typeof productTranslations.$inferInsert)[] = []
  const variations: (typeof productVariations.$inferInsert)[] = []
  const links: (typeof productTerms.$inferInsert)[] = []
  const places: (typeof locations.$inferInsert)[] = []
  for (const plan of plans) {
    const storefront = plan.product.storefront
    const productId = lookup(productIds, productKey(storefront, plan.product.slug))
    for (const row of plan.translations) translations.push({ ...row, productId })
    for (const row of plan.variations) variations.push({ ...row, productId })
    for (const ref of plan.terms) links.push({ productId, termId: lookup(termIds, termKey(storefront, ref)) })
    for (const row of plan.locations) places.push({ ...row, productId })
  }
  const none = async () => [] as never[]
  await inBatches(translations, (batch) => tx.insert(productTranslations).values(batch).then(none))
  await inBatches(variations, (batch) => tx.insert(productVariations).values(batch).then(none))
  await inBatches(links, (batch) => tx.insert(productTerms).values(batch).then(none))
  await inBatches(places, (batch) => tx.insert(locations).values(batch).then(none))

  const blockRows = catalogues.flatMap((c) => c.blocks.map(({ block, terms }) => ({
    ...block,
    termIds: terms.map((ref) => lookup(termIds, termKey(c.storefront, ref))),
  })))
  await inBatches(blockRows, (batch) => tx.insert(blocks).values(batch).then(none))
  // Content pages (giving moments, blog, legal…) after the catalogue: they reference products by slug.
  const contentRows = catalogues.flatMap(contentBlocksOf)
  await inBatches(contentRows, (batch) => tx.insert(blocks).values(batch).then(none))
  const searchRows = catalogues.flatMap((c) => c.popularSearchTerms)
  await inBatches(searchRows, (batch) => tx.insert(popularSearchTerms).values(batch).then(none))

  return {
    products: Object.fromEntries(catalogues.map((c) => [c.storefront, c.products.length])),
    totals: {
      products: plans.length,
      translations: translations.length,
      variations: variations.length,
      terms: termRows.length,
      productTerms: links.length,
      locations: places.length,
      blocks: blockRows.length + contentRows.length,
      popularSearchTerms: searchRows.length,
    },
  }
}

