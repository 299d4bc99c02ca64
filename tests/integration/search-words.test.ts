import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { seedCatalogue } from '@/server/db/seed'
import { productTranslations, products } from '@/server/db/schema'
import { getStorefront } from '@/config/storefronts/resolve'
import { searchV1 } from '@/server/modules/search/search-service'
import { forgetCatalogAnswers } from '@/server/modules/catalog/catalog-memo'
import type { ShopperContext } from '@/server/modules/common/user-data'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Typo correction through the trigram index over title words (migration 0022_search_words,
 * docs/performance.md "Queries at scale"): the words follow every edit of the catalogue at once.
 */
describe.each(testBackends())('search words on %s', (backend) => {
  let testDb: TestDb
  const shopper = { storefront: getStorefront('CBBE'), language: 'nl' } as ShopperContext

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'GCSNL'] })
  })
  afterAll(async () => testDb?.close())

  const titlesFor = async (text: string) => {
    // The tests edit titles in the database directly: what the shop does after an announced change.
    forgetCatalogAnswers()
    const result = await searchV1(testDb.db, shopper, text)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    const group = result.value.groups.find((entry) => entry.groupType === 'GIFTCARD_PRODUCTS')
    return { titles: group?.items.map((item) => item.title) ?? [], didYouMean: result.value.didYouMean }
  }
  const wordCount = async (word: string) => {
    const rows = await testDb.db.execute<{ titles: number }>(
      sql`select titles from search_words where language = 'nl' and word = ${word}`,
    )
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: Array<{ titles: number }> }).rows)
    return list.length ? Number(list[0]!.titles) : 0
  }

  it('finds a product with one or two letters wrong, swapped or missing', async () => {
    for (const [text, title] of [
      ['Kastele Spa', 'Kasteel Spa cadeaubon'],
      ['Kasteel Psa', 'Kasteel Spa cadeaubon'],
      ['Bolreo Boks', 'Bolero Books cadeaubon'],
      ['Kometta Bouling', 'Kometa Bowling cadeaubon'],
    ] as const) {
      expect((await titlesFor(text)).titles[0], text).toBe(title)
    }
  })

  it('counts a word once per title of the language and follows title edits and deleted products', async () => {
    const holding = await testDb.db.select({ title: productTranslations.title }).from(productTranslations)
      .where(and(eq(productTranslations.language, 'nl'), sql`${productTranslations.title} ~ '(^|[[:space:][:punct:]])Kasteel([[:space:][:punct:]]|$)'`))
    expect(holding.length).toBeGreaterThan(0)
    expect(await wordCount('Kasteel')).toBe(holding.length)
    const [spa] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, 'CBBE'), eq(products.slug, 'kasteel-spa')))
    await testDb.db.update(productTranslations).set({ title: 'Qworlbrand Spa cadeaubon' })
      .where(and(eq(productTranslations.productId, spa!.id), eq(productTranslations.language, 'nl')))
    expect(await wordCount('Kasteel')).toBe(holding.length - 1)
    expect(await wordCount('Qworlbrand')).toBe(1)
    expect((await titlesFor('Qworlbrnad')).titles).toEqual(['Qworlbrand Spa cadeaubon'])
    // Another storefront's title in the same language counts too, but finds nothing in this storefront.
    const [gcsnl] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, 'GCSNL'), eq(products.slug, 'bolero-books')))
    await testDb.db.update(productTranslations).set({ title: 'Qworlbrand Boekenbon' })
      .where(and(eq(productTranslations.productId, gcsnl!.id), eq(productTranslations.language, 'nl')))
    expect(await wordCount('Qworlbrand')).toBe(2)
    await testDb.db.delete(products).where(eq(products.id, spa!.id))
    expect(await wordCount('Qworlbrand')).toBe(1)
    await testDb.db.delete(products).where(eq(products.id, gcsnl!.id))
    expect(await wordCount('Qworlbrand')).toBe(0)
    const gone = await titlesFor('Qworlbrnad')
    expect(gone.titles).toEqual([])
    expect(gone.didYouMean).toBeNull()
  })
})
