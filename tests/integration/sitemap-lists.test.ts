import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { seedCatalogue } from '@/server/db/seed'
import { getStorefront } from '@/config/storefronts/resolve'
import { localizePath } from '@/i18n/localize'
import { productPagePath } from '@/server/modules/catalog/product-path'
import {
  countSitemapRows, findSitemapLocationProducts, findSitemapLocations, findSitemapProducts, readSlice, type SliceStart,
} from '@/server/modules/catalog/sitemap-repository'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { TestBrowser } from '@/tests/helpers/graphql-client'

/**
 * The sitemap reads products and locations from the database in slices instead of asking the API for
 * every product and every product's locations; on the seeded catalogue both give the same pages.
 */
const PRODUCTS = /* GraphQL */ `
  query ($userData: UserDataInput!, $paging: PagingInput) {
    products(userData: $userData, filters: null, paging: $paging) { products { slug path } paging { totalPages } errors { message } }
  }`
const PRODUCT_LOCATIONS = /* GraphQL */ `
  query ($userData: UserDataInput!, $productSlug: String!) {
    productLocations(userData: $userData, productSlug: $productSlug) { product { locationsPath } locations { path } errors { code } }
  }`

describe.each(testBackends())('the sitemap lists on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  /** The API's answer, as the sitemap used to read it (TestBrowser fails on GraphQL errors). */
  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    return (await new TestBrowser(handler).call<T>(query, variables)).data
  }

  for (const code of ['CBBE', 'CBDE'] as const) {
    it(`${code}: the repository's product and location pages are the API's`, async () => {
      const storefront = getStorefront(code)
      const language = storefront.defaultLanguage
      const userData = { language, storeID: storefront.storeId, countryCode: storefront.country, redeemToken: null }
      const apiProducts: Array<{ slug: string; path: string }> = []
      for (let pageNumber = 1; ; pageNumber++) {
        const page = await call<{ products: Array<{ slug: string; path: string }>; paging: { totalPages: number } }>(PRODUCTS, { userData, paging: { itemsPerPage: 100, pageNumber } })
        apiProducts.push(...page.products)
        if (pageNumber >= page.paging.totalPages) break
      }
      const apiLocationPaths: string[] = []
      for (const product of apiProducts) {
        const answer = await call<{ product: { locationsPath: string } | null; locations: Array<{ path: string }> }>(PRODUCT_LOCATIONS, { userData, productSlug: product.slug })
        if (answer.product && answer.locations.length) apiLocationPaths.push(answer.product.locationsPath, ...answer.locations.map((location) => location.path))
      }

      const counts = await countSitemapRows(testDb.db, code, language)
      const all = <Row, Key>(read: (start: SliceStart<Key>, limit: number) => Promise<Row[]>, keyOf: (row: Row) => Key) => readSlice(read, keyOf, 0, 100_000, 7)
      const products = await all((start: SliceStart<string>, limit) => findSitemapProducts(testDb.db, code, start, limit), (row) => row.slug)
      const overviews = await all((start: SliceStart<string>, limit) => findSitemapLocationProducts(testDb.db, code, language, start, limit), (slug) => slug)
      const places = await all((start: SliceStart<number>, limit) => findSitemapLocations(testDb.db, code, language, start, limit), (row) => row.id)
      expect([products.length, overviews.length, places.length]).toEqual([counts.products, counts.locationProducts, counts.locations])
      expect(products.length).toBeGreaterThan(50)
      expect(places.length).toBeGreaterThan(0)

      expect(products.map((row) => productPagePath(row, language, storefront)).sort()).toEqual(apiProducts.map((product) => product.path).sort())
      expect([
        ...overviews.map((slug) => localizePath('locations', { product: slug }, language, language)),
        ...places.map((row) => localizePath('locationDetail', { product: row.productSlug, location: row.slug }, language, language)),
      ].sort()).toEqual(apiLocationPaths.sort())
    })
  }
})
