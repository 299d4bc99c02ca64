import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { seedCatalogue } from '@/server/db/seed'
import { productTerms, products, taxonomyTerms } from '@/server/db/schema'
import { findTerms, findTopProductsPerTerm } from '@/server/modules/catalog/catalog-repository'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * The category menu's top lists (one query for all terms, docs/performance.md "Queries at scale") must
 * be exactly each term's most popular published gift cards, ties by position then id.
 */
describe.each(testBackends())('category menu top lists on %s', (backend) => {
  let testDb: TestDb

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'GCSNL'] })
    // Ties in popularity (positions decide), and one unpublished popular card that must not show.
    await testDb.db.update(products).set({ popularity: sql`${products.popularity} / 50` }).where(eq(products.storefront, 'CBBE'))
    const [popular] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'))).orderBy(desc(products.popularity)).limit(1)
    await testDb.db.update(products).set({ published: false, popularity: 1_000_000 }).where(eq(products.id, popular!.id))
  })
  afterAll(async () => testDb?.close())

  it('lists each term’s four most popular published gift cards, ties by position', async () => {
    const terms = await findTerms(testDb.db, 'CBBE', 'cb_api_giftcard_categories')
    expect(terms.length).toBeGreaterThan(3)
    const top = await findTopProductsPerTerm(testDb.db, 'CBBE', terms.map((term) => term.id), 4)
    let full = 0
    for (const term of terms) {
      const expected = await testDb.db.select({ id: products.id }).from(products)
        .innerJoin(productTerms, and(eq(productTerms.productId, products.id), eq(productTerms.termId, term.id)))
        .where(and(eq(products.storefront, 'CBBE'), eq(products.published, true), inArray(products.productType, ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'])))
        .orderBy(desc(products.popularity), asc(products.position), asc(products.id)).limit(4)
      const got = top.filter((row) => row.termId === term.id).map((row) => row.product.id)
      expect(got, term.slug).toEqual(expected.map((row) => row.id))
      if (got.length === 4) full++
    }
    expect(full).toBeGreaterThan(0)
    expect(top.every((row) => row.product.published && row.product.storefront === 'CBBE')).toBe(true)
    const termIds = new Set(terms.map((term) => term.id))
    expect(top.every((row) => termIds.has(row.termId))).toBe(true)
    // Another storefront's term ids find nothing in this storefront.
    const [other] = await testDb.db.select({ id: taxonomyTerms.id }).from(taxonomyTerms).where(eq(taxonomyTerms.storefront, 'GCSNL')).limit(1)
    expect(await findTopProductsPerTerm(testDb.db, 'CBBE', [other!.id], 4)).toEqual([])
  })
})
