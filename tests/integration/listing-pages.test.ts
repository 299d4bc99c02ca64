import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { seedCatalogue } from '@/server/db/seed'
import { productTerms, products, taxonomyTerms } from '@/server/db/schema'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { listProducts } from '@/server/modules/catalog/catalog-service'
import type { ProductFilters } from '@/server/modules/catalog/catalog-types'
import type { ShopperContext } from '@/server/modules/common/user-data'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Listing pages start from keyset anchors (docs/performance.md "Queries at scale"): every page size,
 * filter and page number must give exactly the rows an offset over (position, id) gives, also where
 * positions tie and across the anchors' stride of 100 rows.
 */
describe.each(testBackends())('listing pages on %s', (backend) => {
  let testDb: TestDb
  const shopper: ShopperContext = { storefront: getStorefront('CBBE'), language: 'nl', countryCode: 'BE', redeemToken: null }
  let allIds: number[]
  let giftCardIds: number[]
  let category: { slug: string; ids: number[] }

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'GCSNL'] })
    // Many ties: three products share each position, so the id alone orders them.
    await testDb.db.update(products).set({ position: sql`${products.position} / 3` }).where(eq(products.storefront, 'CBBE'))
    const inOrder = (rows: Array<{ id: number }>) => rows.map((row) => row.id)
    const listed = and(eq(products.storefront, 'CBBE'), eq(products.published, true))
    allIds = inOrder(await testDb.db.select({ id: products.id }).from(products).where(listed).orderBy(asc(products.position), asc(products.id)))
    giftCardIds = inOrder(await testDb.db.select({ id: products.id }).from(products)
      .where(and(listed, inArray(products.productType, ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'])))
      .orderBy(asc(products.position), asc(products.id)))
    const [term] = await testDb.db.select({ id: taxonomyTerms.id, slug: taxonomyTerms.slug, n: sql<number>`count(*)`.mapWith(Number) })
      .from(taxonomyTerms).innerJoin(productTerms, eq(productTerms.termId, taxonomyTerms.id))
      .where(and(eq(taxonomyTerms.storefront, 'CBBE'), eq(taxonomyTerms.vocabulary, 'cb_api_giftcard_categories')))
      .groupBy(taxonomyTerms.id, taxonomyTerms.slug).orderBy(sql`count(*) desc`).limit(1)
    category = {
      slug: term!.slug,
      ids: inOrder(await testDb.db.select({ id: products.id }).from(products)
        .innerJoin(productTerms, and(eq(productTerms.productId, products.id), eq(productTerms.termId, term!.id)))
        .where(listed).orderBy(asc(products.position), asc(products.id))),
    }
  })
  afterAll(async () => testDb?.close())

  async function page(filters: ProductFilters | null, itemsPerPage: number, pageNumber: number) {
    const result = await listProducts(testDb.db, shopper, filters, { itemsPerPage, pageNumber })
    if (!result.ok) return { errors: result.errors }
    return { ids: result.value.products.map((product) => Number(product.id)), paging: result.value.paging! }
  }

  it('has a catalogue large enough to cross several anchors, with ties in position', () => {
    expect(allIds.length).toBeGreaterThan(200)
    expect(category.ids.length).toBeGreaterThan(3)
  })

  it('gives every page of every size exactly the rows of an offset over (position, id)', async () => {
    for (const itemsPerPage of [1, 7, 24, 99, 100]) {
      const totalPages = Math.ceil(allIds.length / itemsPerPage)
      const pages = itemsPerPage === 1 ? [1, 100, 101, 200, totalPages] : Array.from({ length: totalPages }, (_, index) => index + 1)
      for (const pageNumber of pages) {
        const answer = await page(null, itemsPerPage, pageNumber)
        const start = (pageNumber - 1) * itemsPerPage
        expect(answer.ids, `${itemsPerPage} per page, page ${pageNumber}`).toEqual(allIds.slice(start, start + itemsPerPage))
        expect(answer.paging).toEqual({ itemsPerPage, pageNumber, totalItems: allIds.length, totalPages })
      }
    }
  })

  it('answers the last page short and refuses the page past the end with the last page number', async () => {
    const itemsPerPage = 100
    const last = Math.ceil(allIds.length / itemsPerPage)
    const lastPage = await page(null, itemsPerPage, last)
    expect(lastPage.ids).toEqual(allIds.slice((last - 1) * itemsPerPage))
    expect(lastPage.ids!.length).toBe(allIds.length - (last - 1) * itemsPerPage)
    const past = await page(null, itemsPerPage, last + 1)
    expect(past.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.PAGE_OUT_OF_RANGE, parameter: 'paging.pageNumber', values: { max: last } })])
  })

  it('pages a product-type filter and a category on their own anchors', async () => {
    const types: ProductFilters = { filterByProductType: ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'] }
    for (const pageNumber of [1, 2, 3, Math.ceil(giftCardIds.length / 40)]) {
      expect((await page(types, 40, pageNumber)).ids, `type page ${pageNumber}`).toEqual(giftCardIds.slice((pageNumber - 1) * 40, pageNumber * 40))
    }
    const inCategory: ProductFilters = { filterByPage: { fieldName: 'cb_api_giftcard_categories', pageId: category.slug, pageType: 'category' } }
    const itemsPerPage = 2
    const totalPages = Math.ceil(category.ids.length / itemsPerPage)
    for (let pageNumber = 1; pageNumber <= totalPages; pageNumber++) {
      const answer = await page(inCategory, itemsPerPage, pageNumber)
      expect(answer.ids, `category page ${pageNumber}`).toEqual(category.ids.slice((pageNumber - 1) * itemsPerPage, pageNumber * itemsPerPage))
      expect(answer.paging?.totalItems).toBe(category.ids.length)
    }
    expect((await page(inCategory, itemsPerPage, totalPages + 1)).errors?.[0]?.code).toBe(ERROR_CODES.PAGE_OUT_OF_RANGE)
  })
})
