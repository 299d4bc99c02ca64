import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { STOREFRONT_CODES, type StorefrontCode } from '@/config/storefronts/types'
import {
  blocks, locations, popularSearchTerms, products, productTerms, productTranslations, productVariations, taxonomyTerms,
} from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { HighlightedBlockData, MostChosenBlockData } from '@/server/modules/content/block-types'
import { createTestDb, type TestDb } from '@/tests/helpers/test-db'
import { seedCatalogue, seedIfEmpty } from '.'

const SEEDED = ['CBBE', 'CBDE', 'CKUK', 'CBPL'] as const satisfies readonly StorefrontCode[]

/** Generous boxes around each storefront country (lat min, lat max, lon min, lon max). */
const COUNTRY_BOXES: Readonly<Record<string, readonly [number, number, number, number]>> = {
  AE: [22.5, 26.5, 51, 56.5], AT: [46.3, 49.1, 9.5, 17.2], AU: [-44, -10, 112, 154], BE: [49.4, 51.6, 2.5, 6.5],
  BR: [-34, 5.5, -74, -34.5], CA: [41.6, 70, -141, -52], CH: [45.8, 47.9, 5.9, 10.5], DE: [47.2, 55.1, 5.8, 15.1],
  DK: [54.5, 57.8, 8, 15.2], ES: [35.9, 43.8, -9.4, 3.4], FR: [41.3, 51.1, -5.2, 9.6], GB: [49.8, 60.9, -8.7, 1.8],
  IE: [51.4, 55.4, -10.7, -5.9], IT: [36.6, 47.1, 6.6, 18.6], MX: [14.5, 32.8, -118.5, -86.7], NL: [50.7, 53.6, 3.3, 7.3],
  NO: [57.9, 71.2, 4.5, 31.2], NZ: [-47.3, -34.3, 166, 178.6], PL: [49, 54.9, 14.1, 24.2], PT: [36.9, 42.2, -9.6, -6.1],
  SE: [55.3, 69.1, 11, 24.2], US: [24.5, 49.4, -125, -66.9],
}

async function productCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ storefront: products.storefront, n: count() }).from(products).groupBy(products.storefront)
  return Object.fromEntries(rows.map((row) => [row.storefront, Number(row.n)]))
}

/** Everything that must be identical between two runs, without serial ids. */
async function projection(db: Db, storefronts: readonly StorefrontCode[]) {
  const list = [...storefronts]
  const productRows = await db.select({
    storefront: products.storefront, slug: products.slug, type: products.productType, position: products.position,
    popularity: products.popularity, featuredRank: products.featuredRank, label: products.label, image: products.image,
    color: products.backgroundColor, cardType: products.cardType, freeLabel: products.freeLabel,
  }).from(products).where(inArray(products.storefront, list)).orderBy(asc(products.storefront), asc(products.position))
  const variationRows = await db.select({
    sku: productVariations.sku, currency: productVariations.currency, fixed: productVariations.fixedValues,
    shown: productVariations.pricesToShow, min: productVariations.minPrice, max: productVariations.maxPrice, stock: productVariations.stock,
  }).from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
    .where(inArray(products.storefront, list)).orderBy(asc(productVariations.sku))
  const translationRows = await db.select({ slug: products.slug, storefront: products.storefront, language: productTranslations.language, title: productTranslations.title, description: productTranslations.description })
    .from(productTranslations).innerJoin(products, eq(products.id, productTranslations.productId))
    .where(inArray(products.storefront, list))
    .orderBy(asc(products.storefront), asc(products.slug), asc(productTranslations.language))
  const locationRows = await db.select({ slug: products.slug, storefront: products.storefront, location: locations.slug, street: locations.street, postCode: locations.postCode, lat: locations.latitude, lon: locations.longitude })
    .from(locations).innerJoin(products, eq(products.id, locations.productId))
    .where(inArray(products.storefront, list))
    .orderBy(asc(products.storefront), asc(products.slug), asc(locations.slug))
  const blockRows = await db.select({ storefront: blocks.storefront, language: blocks.language, queue: blocks.queueId, position: blocks.position, data: blocks.data })
    .from(blocks).where(inArray(blocks.storefront, list))
    .orderBy(asc(blocks.storefront), asc(blocks.language), asc(blocks.queueId), asc(blocks.position))
  return { productRows, variationRows, translationRows, locationRows, blockRows }
}

describe('seed catalogue (PGlite)', () => {
  let testDb: TestDb
  let db: Db

  beforeAll(async () => {
    testDb = await createTestDb('pglite')
    db = testDb.db
    await seedCatalogue(db, { storefronts: SEEDED })
  })
  afterAll(async () => testDb?.close())

  it('gives each storefront at least its advertised size and at most 15 % more', async () => {
    const counts = await productCounts(db)
    expect(Object.keys(counts).sort()).toEqual([...SEEDED].sort())
    for (const code of SEEDED) {
      const size = getStorefront(code).catalogueSize
      expect(counts[code], code).toBeGreaterThanOrEqual(size)
      expect(counts[code], code).toBeLessThanOrEqual(Math.floor(size * 1.15))
    }
    expect(counts.CBBE).toBeGreaterThanOrEqual(200)
  })

  it('translates every product into every language of its storefront', async () => {
    for (const code of SEEDED) {
      const storefront = getStorefront(code)
      const total = (await productCounts(db))[code]
      const rows = await db.select({ language: productTranslations.language, n: count() })
        .from(productTranslations).innerJoin(products, eq(products.id, productTranslations.productId))
        .where(eq(products.storefront, code)).groupBy(productTranslations.language)
      expect(Object.fromEntries(rows.map((r) => [r.language, Number(r.n)]))).toEqual(
        Object.fromEntries(storefront.languages.map((language) => [language, total])),
      )
    }
    const bolero = await db.select({ storefront: products.storefront, language: productTranslations.language, title: productTranslations.title, description: productTranslations.description })
      .from(productTranslations).innerJoin(products, eq(products.id, productTranslations.productId))
      .where(eq(products.slug, 'bolero-books'))
    const title = (code: string, language: string) => bolero.find((row) => row.storefront === code && row.language === language)?.title
    expect(title('CBBE', 'nl')).toBe('Bolero Books cadeaubon')
    expect(title('CBBE', 'fr')).toBe('Carte cadeau Bolero Books')
    expect(title('CBDE', 'de')).toBe('Bolero Books Gutschein')
    expect(title('CKUK', 'en')).toBe('Bolero Books gift card')
    for (const row of bolero) {
      const sentences = row.description.split(/(?<=[.!?])\s+/)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
    }
  })

  it('prices every variation in the storefront currency, in minor units', async () => {
    for (const code of SEEDED) {
      const { currency } = getStorefront(code)
      const rows = await db.select({ v: productVariations, type: products.productType })
        .from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
        .where(eq(products.storefront, code))
      expect(rows.length).toBeGreaterThan(0)
      for (const { v, type } of rows) {
        expect(v.currency).toBe(currency)
        expect(v.sku).toMatch(new RegExp(`^${code}-[a-z0-9-]+-[DP]$`))
        for (const value of [v.minPrice, v.maxPrice, ...v.fixedValues, ...v.pricesToShow]) {
          expect(Number.isInteger(value)).toBe(true)
          expect(value).toBeGreaterThan(0)
          // Gift-card amounts are whole units; only the blank pack has a cents price.
          if (type !== 'GIFTCARD_BLANK') expect(value % 100).toBe(0)
        }
        expect(v.minPrice).toBeLessThanOrEqual(v.maxPrice)
        expect(v.pricesToShow.length).toBe(type === 'GIFTCARD_BLANK' ? 1 : 3)
        for (const shown of v.pricesToShow) {
          expect(shown).toBeGreaterThanOrEqual(v.minPrice)
          expect(shown).toBeLessThanOrEqual(v.maxPrice)
        }
        if (v.hasFixedPrices) expect(v.fixedValues.length).toBeGreaterThan(0)
        else expect(v.fixedValues).toEqual([])
      }
    }
    const [kasteel] = await db.select({ fixed: productVariations.fixedValues }).from(productVariations).where(eq(productVariations.sku, 'CBBE-kasteel-spa-D'))
    expect(kasteel?.fixed).toEqual([5000, 7500, 10_000, 15_000, 20_000])
  })

  it('has exactly one choice card, featured first, per storefront; a blank pack and 2–3 donations', async () => {
    for (const code of SEEDED) {
      const rows = await db.select().from(products).where(eq(products.storefront, code))
      const choice = rows.filter((row) => row.isChoiceCard)
      expect(choice).toHaveLength(1)
      expect(choice[0]).toMatchObject({ slug: 'choice-gift-card', featuredRank: 1, position: 1 })
      expect(choice[0]?.minimumRemainingBalance).toBeGreaterThan(0)
      expect(rows.filter((row) => !row.isChoiceCard && row.minimumRemainingBalance !== null)).toEqual([])
      expect(rows.filter((row) => row.productType === 'GIFTCARD_BLANK')).toHaveLength(1)
      const donations = rows.filter((row) => row.productType === 'DONATION').length
      expect(donations).toBeGreaterThanOrEqual(2)
      expect(donations).toBeLessThanOrEqual(3)
      expect(rows.filter((row) => row.productType === 'GIFTCARD_PHYSICAL').length).toBeGreaterThan(0)
      expect(rows.filter((row) => row.featuredRank !== null).map((row) => row.featuredRank).sort()).toEqual([1, 2, 3, 4])
      expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1))
      expect(rows.filter((row) => row.brandKey === 'apple').map((row) => row.slug)).toEqual(['pomme-store'])
      // Wine sellers (registered mail): the core's wine house, and only brands whose name says wine.
      const wine = rows.filter((row) => row.wine).map((row) => row.slug)
      expect(wine).toContain('wijnhuis-rankwerk')
      expect(wine.every((slug) => slug === 'wijnhuis-rankwerk' || slug.endsWith('-wines'))).toBe(true)
      for (const row of rows) expect(row.image).toBe(`/card-art/${row.slug}/`)
      expect(rows.filter((row) => row.freeLabel).length).toBeGreaterThan(0)
    }
  })

  it('fills every vocabulary with translated terms and links products to them', async () => {
    for (const code of SEEDED) {
      const { languages } = getStorefront(code)
      const terms = await db.select().from(taxonomyTerms).where(eq(taxonomyTerms.storefront, code))
      for (const vocabulary of ['cb_api_giftcard_categories', 'cb_api_giftcard_types', 'cb_api_giftcard_promotions']) {
        const ofVocabulary = terms.filter((term) => term.vocabulary === vocabulary)
        expect(ofVocabulary.length, vocabulary).toBeGreaterThan(0)
        for (const term of ofVocabulary) for (const language of languages) expect(term.titles[language]).toBeTruthy()
        const [linked] = await db.select({ n: count() }).from(productTerms).where(inArray(productTerms.termId, ofVocabulary.map((t) => t.id)))
        expect(Number(linked?.n), vocabulary).toBeGreaterThan(0)
      }
    }
  })

  it('places locations inside the storefront country', async () => {
    for (const code of SEEDED) {
      const { country } = getStorefront(code)
      const [latMin, latMax, lonMin, lonMax] = COUNTRY_BOXES[country] ?? [0, 0, 0, 0]
      const rows = await db.select({ location: locations, productId: products.id })
        .from(locations).innerJoin(products, eq(products.id, locations.productId)).where(eq(products.storefront, code))
      expect(rows.length).toBeGreaterThan(0)
      const perProduct = new Map<number, number>()
      for (const { location, productId } of rows) {
        perProduct.set(productId, (perProduct.get(productId) ?? 0) + 1)
        expect(location.countryCode).toBe(country)
        expect(location.latitude).toBeGreaterThanOrEqual(latMin)
        expect(location.latitude).toBeLessThanOrEqual(latMax)
        expect(location.longitude).toBeGreaterThanOrEqual(lonMin)
        expect(location.longitude).toBeLessThanOrEqual(lonMax)
        expect(location.postCode).not.toBe('')
      }
      for (const n of perProduct.values()) {
        expect(n).toBeGreaterThanOrEqual(2)
        expect(n).toBeLessThanOrEqual(6)
      }
    }
    const belgian = await db.select({ postCode: locations.postCode }).from(locations).innerJoin(products, eq(products.id, locations.productId)).where(eq(products.storefront, 'CBBE'))
    for (const { postCode } of belgian) expect(postCode).toMatch(/^\d{4}$/)
    const polish = await db.select({ postCode: locations.postCode }).from(locations).innerJoin(products, eq(products.id, locations.productId)).where(eq(products.storefront, 'CBPL'))
    for (const { postCode } of polish) expect(postCode).toMatch(/^\d{2}-\d{3}$/)
  })

  it('has a MOST_CHOSEN home block per language with 2 top products and 8 existing products', async () => {
    for (const code of SEEDED) {
      const storefront = getStorefront(code)
      const slugs = new Set((await db.select({ slug: products.slug }).from(products).where(eq(products.storefront, code))).map((r) => r.slug))
      for (const language of storefront.languages) {
        const rows = await db.select().from(blocks).where(and(eq(blocks.storefront, code), eq(blocks.language, language), eq(blocks.queueId, 'home')))
        const mostChosen = rows.filter((row) => row.blockType === 'MOST_CHOSEN')
        expect(mostChosen).toHaveLength(1)
        const data = mostChosen[0]?.data as unknown as MostChosenBlockData
        expect(data.topProductSlugs).toHaveLength(2)
        expect(data.topProductSlugs[0]).toBe('choice-gift-card')
        expect(data.productSlugs).toHaveLength(8)
        expect(new Set([...data.topProductSlugs, ...data.productSlugs]).size).toBe(10)
        for (const slug of [...data.topProductSlugs, ...data.productSlugs]) expect(slugs.has(slug), slug).toBe(true)
        expect(data.title).toBeTruthy()
        expect(data.linkTitle).toContain(`${storefront.catalogueSize}+`)

        const highlighted = await db.select().from(blocks).where(and(eq(blocks.storefront, code), eq(blocks.language, language), eq(blocks.queueId, 'search-highlighted')))
        expect(highlighted).toHaveLength(3)
        for (const row of highlighted) {
          const block = row.data as unknown as HighlightedBlockData
          expect(row.blockType).toBe('HIGHLIGHTED')
          expect(block.reference.route).toBe('productDetail')
          expect(slugs.has(block.reference.params?.product ?? '')).toBe(true)
          expect(row.termIds.length).toBeGreaterThan(0)
        }

        const searchTerms = await db.select().from(popularSearchTerms).where(and(eq(popularSearchTerms.storefront, code), eq(popularSearchTerms.language, language)))
        expect(searchTerms).toHaveLength(6)
        for (const term of searchTerms) expect(term.url).toMatch(/^\/\?s=[^&\s]+$/)
      }
    }
    const nl = await db.select({ data: blocks.data }).from(blocks).where(and(eq(blocks.storefront, 'CBBE'), eq(blocks.language, 'nl'), eq(blocks.queueId, 'home')))
    expect(nl[0]?.data).toMatchObject({ title: 'Meest gekozen', linkTitle: 'Bekijk alle 200+ cadeaubonnen' })
  })

  it('seedIfEmpty leaves a seeded database alone; replace reseeds one storefront identically', async () => {
    const before = await projection(db, ['CBPL'])
    expect(await seedIfEmpty(db)).toBe(false)
    const summary = await seedCatalogue(db, { storefronts: ['CBPL'], replace: true })
    expect(summary.products.CBPL).toBe((await productCounts(db)).CBPL)
    expect(await projection(db, ['CBPL'])).toEqual(before)
    expect(Object.keys(await productCounts(db)).sort()).toEqual([...SEEDED].sort())
  })
})

describe('seed determinism (PGlite)', () => {
  it('produces the same rows in two fresh databases, whatever else is seeded alongside', async () => {
    const first = await createTestDb('pglite')
    const second = await createTestDb('pglite')
    try {
      await seedCatalogue(first.db, { storefronts: ['CBPL', 'CBCH'] })
      await seedCatalogue(second.db, { storefronts: ['GCSAE', 'CBCH', 'CBPL'] })
      const a = await projection(first.db, ['CBPL', 'CBCH'])
      const b = await projection(second.db, ['CBPL', 'CBCH'])
      expect(a.productRows.length).toBeGreaterThan(0)
      expect(b).toEqual(a)
    } finally {
      await first.close()
      await second.close()
    }
  })
})

describe('seeding every storefront (PGlite)', () => {
  it('seeds all 33 storefronts once; a second seedIfEmpty does nothing', async () => {
    const testDb = await createTestDb('pglite')
    try {
      const started = performance.now()
      expect(await seedIfEmpty(testDb.db)).toBe(true)
      const ms = Math.round(performance.now() - started)
      const counts = await productCounts(testDb.db)
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
      console.log(`[seed] all ${STOREFRONT_CODES.length} storefronts: ${total} products in ${ms} ms on PGlite`)
      expect(Object.keys(counts).sort()).toEqual([...STOREFRONT_CODES].sort())
      for (const code of STOREFRONT_CODES) {
        const size = getStorefront(code).catalogueSize
        expect(counts[code], code).toBeGreaterThanOrEqual(size)
        expect(counts[code], code).toBeLessThanOrEqual(Math.floor(size * 1.15))
      }
      const expectedMin = STOREFRONT_CODES.reduce((sum, code) => sum + getStorefront(code).catalogueSize, 0)
      expect(total).toBeGreaterThanOrEqual(expectedMin)

      // Every location of every storefront lies in its country.
      const rows = await testDb.db.select({ storefront: products.storefront, lat: locations.latitude, lon: locations.longitude, country: locations.countryCode })
        .from(locations).innerJoin(products, eq(products.id, locations.productId))
      for (const row of rows) {
        const code = row.storefront as StorefrontCode
        expect(row.country).toBe(getStorefront(code).country)
        const [latMin, latMax, lonMin, lonMax] = COUNTRY_BOXES[row.country] ?? [0, 0, 0, 0]
        expect(row.lat >= latMin && row.lat <= latMax && row.lon >= lonMin && row.lon <= lonMax, `${code} ${row.lat},${row.lon}`).toBe(true)
      }

      expect(await seedIfEmpty(testDb.db)).toBe(false)
      expect(await productCounts(testDb.db)).toEqual(counts)
    } finally {
      await testDb.close()
    }
  }, 180_000)
})
