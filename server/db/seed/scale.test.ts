import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, products, productTerms, productTranslations, productVariations, taxonomyTerms } from '@/server/db/schema'
import { VOCABULARIES } from '@/server/brand-catalogue/vocabularies'
import { createTestDb, type TestDb } from '@/tests/helpers/test-db'
import { seedCatalogue, seedOptionsFromEnv, type SeedSummary } from '.'
import { brandVariant, variantName } from './brand-variants'
import { buildCatalogue } from './catalogue'
import { parseSeedScale, parseSeedStorefronts } from './scale'

describe('SEED_SCALE and SEED_STOREFRONTS parsing', () => {
  it('reads a positive whole scale, 1 when unset or blank', () => {
    expect(parseSeedScale(undefined)).toBe(1)
    expect(parseSeedScale('')).toBe(1)
    expect(parseSeedScale(' 10 ')).toBe(10)
    expect(parseSeedScale('100')).toBe(100)
    expect(parseSeedScale('1000')).toBe(1000)
  })

  it.each(['0', '-1', '2.5', '1e2', 'ten', '10x', '1001'])('refuses SEED_SCALE=%s with a clear message', (raw) => {
    expect(() => parseSeedScale(raw)).toThrow(`SEED_SCALE must be a whole number from 1 to 1000 (got "${raw}")`)
  })

  it('reads storefront codes in any case, drops repeats, all when unset', () => {
    expect(parseSeedStorefronts(undefined)).toBeUndefined()
    expect(parseSeedStorefronts(' ')).toBeUndefined()
    expect(parseSeedStorefronts('CBBE,cb, CBBE')).toEqual(['CBBE', 'CB'])
    expect(() => parseSeedStorefronts('CBBE,XX')).toThrow('SEED_STOREFRONTS: unknown storefront "XX"')
    expect(() => parseSeedStorefronts(',')).toThrow('SEED_STOREFRONTS must list storefront codes')
  })

  it('takes both from the environment', () => {
    expect(seedOptionsFromEnv({})).toEqual({ scale: 1, storefronts: undefined })
    expect(seedOptionsFromEnv({ SEED_SCALE: '3', SEED_STOREFRONTS: 'CBPL' })).toEqual({ scale: 3, storefronts: ['CBPL'] })
    expect(() => seedOptionsFromEnv({ SEED_SCALE: 'x' })).toThrow('SEED_SCALE')
  })
})

describe('brand lines', () => {
  const brand = { key: 'juniper-books', name: 'Juniper Books' }

  it('names a brand line with one word, then a second word, then a number, never twice the same', () => {
    const names = Array.from({ length: 2_000 }, (_, index) => variantName(brand, index))
    expect(new Set(names).size).toBe(2_000)
    expect(names[0]).toMatch(/^Juniper Books \w+$/)
    expect(names[40]).toMatch(/^Juniper Books \w+ \w+$/)
    expect(names[40 * 21]).toMatch(/^Juniper Books \w+ \w+ 2$/)
  })

  it('makes the line a brand of its own: its key is the kebab of its name', () => {
    const line = variantName(brand, 3)
    expect(brandVariant({ ...brand, issuerFamily: 'juniper-books', core: true } as Parameters<typeof brandVariant>[0], 3))
      .toMatchObject({ name: line, key: line.toLowerCase().replace(/ /g, '-'), issuerFamily: line.toLowerCase().replace(/ /g, '-'), core: false })
  })

  it('keeps the scale-1 catalogue as it was and only adds lines of its brands', () => {
    const one = buildCatalogue('CBPL')
    const three = buildCatalogue('CBPL', 3)
    expect(three.products).toHaveLength(one.products.length * 3)
    const baseSlugs = new Set(one.products.map((plan) => plan.product.slug))
    expect(three.products.filter((plan) => baseSlugs.has(plan.product.slug))).toHaveLength(one.products.length)
    // The featured products lead at every scale; the lines show their brand's card art.
    expect(three.products.slice(0, 4).map((plan) => plan.product.slug)).toEqual(one.products.slice(0, 4).map((plan) => plan.product.slug))
    const arts = new Set(one.products.map((plan) => plan.product.image))
    expect(three.products.every((plan) => arts.has(plan.product.image))).toBe(true)
  })
})

describe('seeding at SEED_SCALE 3 (PGlite)', () => {
  let testDb: TestDb
  let one: SeedSummary
  let three: SeedSummary

  beforeAll(async () => {
    testDb = await createTestDb('pglite')
    one = await seedCatalogue(testDb.db, { storefronts: ['CBPL'] })
    three = await seedCatalogue(testDb.db, { storefronts: ['CBPL'], replace: true, scale: 3 })
  })
  afterAll(async () => testDb?.close())

  it('gives 3x the products with unique slugs and positions 1..n', async () => {
    expect(one.products.CBPL).toBeGreaterThan(30)
    expect(three.products.CBPL).toBe((one.products.CBPL ?? 0) * 3)
    const rows = await testDb.db.select({ slug: products.slug, position: products.position }).from(products)
      .where(eq(products.storefront, 'CBPL')).orderBy(asc(products.position))
    expect(rows).toHaveLength(three.products.CBPL ?? -1)
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length)
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1))
  })

  it('gives every product a translation in every language, a variation and a category; places where its brand has them', async () => {
    const db = testDb.db
    const ids = (await db.select({ id: products.id }).from(products).where(eq(products.storefront, 'CBPL'))).map((row) => row.id)
    const translated = await db.selectDistinct({ id: productTranslations.productId }).from(productTranslations)
      .where(and(inArray(productTranslations.productId, ids), eq(productTranslations.language, 'pl')))
    expect(translated).toHaveLength(ids.length)
    const varied = await db.selectDistinct({ id: productVariations.productId }).from(productVariations).where(inArray(productVariations.productId, ids))
    expect(varied).toHaveLength(ids.length)
    const categorised = await db.selectDistinct({ id: productTerms.productId }).from(productTerms)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, productTerms.termId))
      .where(and(inArray(productTerms.productId, ids), eq(taxonomyTerms.vocabulary, VOCABULARIES.categories)))
    // All but the blank card pack, which has no category.
    expect(categorised).toHaveLength(ids.length - 1)
    expect(three.totals.locations).toBeGreaterThanOrEqual(one.totals.locations * 3)
    const placed = await db.selectDistinct({ id: locations.productId }).from(locations).where(inArray(locations.productId, ids))
    expect(placed.length).toBeGreaterThan(0)
  })

  it('titles the lines after their brand, each title once', async () => {
    const titles = (await testDb.db.select({ title: productTranslations.title }).from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId)).where(eq(products.storefront, 'CBPL'))).map((row) => row.title)
    expect(new Set(titles).size).toBe(titles.length)
  })
})
