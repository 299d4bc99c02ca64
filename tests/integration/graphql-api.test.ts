import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { seedCatalogue } from '@/server/db/seed'
import { migratePgliteDb } from '@/server/db/migrate'
import { PGLITE_EXTENSIONS } from '@/server/db/client'
import { ERROR_CODES } from '@/graphql/error-codes'
import { CSRF_HEADER } from '@/graphql/request-headers'
import { getStorefront } from '@/config/storefronts/resolve'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { eq } from 'drizzle-orm'
import { taxonomyTerms } from '@/server/db/schema'
import { forgetCatalogAnswers } from '@/server/modules/catalog/catalog-memo'

const CBBE = getStorefront('CBBE')
const CBDE = getStorefront('CBDE')
const userData = (store = CBBE, language: string = store.defaultLanguage) =>
  ({ language, storeID: store.storeId, countryCode: store.country, redeemToken: null })

const PRODUCTS = /* GraphQL */ `
  query Products($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      products { id slug title path productType terms { id vocabulary } digitalVariationConfig { minPrice { currency value } } }
      paging { itemsPerPage pageNumber totalItems totalPages }
      errors { message code referencedRequestParameter }
    }
  }`

describe.each(testBackends())('GraphQL API on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await handler.fetch('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    })
    return { status: response.status, body: await response.json() as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }
  }

  it('lists products 16 per page with paging totals, in the storefront language and currency', async () => {
    const { body } = await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 16, pageNumber: 1 } })
    const result = body.data!.products
    expect(result.errors).toEqual([])
    expect(result.products).toHaveLength(16)
    expect(result.paging.totalItems).toBeGreaterThanOrEqual(200)
    expect(result.paging.totalPages).toBe(Math.ceil(result.paging.totalItems / 16))
    expect(result.products[0].path).toMatch(/^\/cadeaubonnen\/[a-z0-9-]+\/$/)
    const fr = (await call(PRODUCTS, { userData: userData(CBBE, 'fr'), paging: { itemsPerPage: 16, pageNumber: 1 } })).body.data!.products
    expect(fr.products.map((p: { id: string }) => p.id)).toEqual(result.products.map((p: { id: string }) => p.id))
    expect(fr.products.some((p: { path: string }) => p.path.startsWith('/fr/cartes-cadeaux/'))).toBe(true)
    const de = (await call(PRODUCTS, { userData: userData(CBDE), paging: { itemsPerPage: 16, pageNumber: 1 } })).body.data!.products
    expect(de.products.every((p: { digitalVariationConfig: { minPrice: { currency: string } } | null }) => !p.digitalVariationConfig || p.digitalVariationConfig.minPrice.currency === 'EUR')).toBe(true)
    expect(de.paging.totalItems).toBeGreaterThanOrEqual(150)
  })

  it('filterByFeatured lists the top products in rank order (the listing\'s top row: up to 4)', async () => {
    const filters = { filterByProductType: ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'], filterByFeatured: true }
    const top = (await call(PRODUCTS, { userData: userData(), filters, paging: { itemsPerPage: 4, pageNumber: 1 } })).body.data!.products
    expect(top.errors).toEqual([])
    expect(top.products).toHaveLength(4)
    expect(top.paging.totalItems).toBe(4)
    const all = (await call(PRODUCTS, { userData: userData(), filters: { filterByProductType: filters.filterByProductType }, paging: { itemsPerPage: 100, pageNumber: 1 } })).body.data!.products
    // The seed ranks its top products first in the catalogue too.
    expect(top.products.map((p: { id: string }) => p.id)).toEqual(all.products.slice(0, 4).map((p: { id: string }) => p.id))
  })

  it('small desktop pages by 17: page 2 starts right after the 17th product', async () => {
    const page = async (itemsPerPage: number, pageNumber: number) =>
      (await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage, pageNumber } })).body.data!.products.products.map((p: { id: string }) => p.id)
    const first34 = await page(34, 1)
    expect([...await page(17, 1), ...await page(17, 2)]).toEqual(first34)
  })

  it('pages do not overlap and the last page holds the remainder', async () => {
    const first = (await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 16, pageNumber: 1 } })).body.data!.products
    const second = (await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 16, pageNumber: 2 } })).body.data!.products
    const ids = new Set(first.products.map((p: { id: string }) => p.id))
    expect(second.products.some((p: { id: string }) => ids.has(p.id))).toBe(false)
    const lastPage = first.paging.totalPages
    const last = (await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 16, pageNumber: lastPage } })).body.data!.products
    expect(last.products).toHaveLength(first.paging.totalItems - 16 * (lastPage - 1))
  })

  it('answers a page past the end with the business error 1002 naming the parameter, translated', async () => {
    const { status, body } = await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 16, pageNumber: 999 } })
    expect(status).toBe(200)
    const [error] = body.data!.products.errors
    expect(error).toMatchObject({ code: ERROR_CODES.PAGE_OUT_OF_RANGE, referencedRequestParameter: 'paging.pageNumber' })
    expect(body.data!.products.products).toEqual([])
    const fr = (await call(PRODUCTS, { userData: userData(CBBE, 'fr'), paging: { itemsPerPage: 16, pageNumber: 999 } })).body.data!.products
    expect(fr.errors[0].message).not.toBe(error.message)
  })

  it('refuses items per page outside 1..100 (1003) and page numbers below 1 (1002)', async () => {
    const { body } = await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 0, pageNumber: 0 } })
    expect(body.data!.products.errors.map((e: { code: number; referencedRequestParameter: string }) => [e.code, e.referencedRequestParameter])).toEqual([
      [ERROR_CODES.ITEMS_PER_PAGE_OUT_OF_RANGE, 'paging.itemsPerPage'],
      [ERROR_CODES.PAGE_OUT_OF_RANGE, 'paging.pageNumber'],
    ])
  })

  it('filters by product type and by taxonomy terms; empty filters are dropped', async () => {
    const physical = (await call(PRODUCTS, { userData: userData(), filters: { filterByProductType: ['GIFTCARD_PHYSICAL'] }, paging: { itemsPerPage: 100, pageNumber: 1 } })).body.data!.products
    expect(physical.products.length).toBeGreaterThan(0)
    expect(physical.products.every((p: { productType: string }) => p.productType === 'GIFTCARD_PHYSICAL')).toBe(true)
    const donations = (await call(PRODUCTS, { userData: userData(), filters: { filterByProductType: ['DONATION'] } })).body.data!.products
    expect(donations.products.length).toBeGreaterThan(0)
    expect(donations.paging).toBeNull()

    const all = (await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 100, pageNumber: 1 } })).body.data!.products
    const category = all.products.flatMap((p: { terms: Array<{ id: string; vocabulary: string }> }) => p.terms).find((t: { vocabulary: string }) => t.vocabulary === 'cb_api_giftcard_categories')
    const filtered = (await call(PRODUCTS, {
      userData: userData(),
      filters: { filterByTaxonomy: [{ vocabulary: 'cb_api_giftcard_categories', termIds: [category.id] }, { vocabulary: 'cb_api_giftcard_types', termIds: [] }] },
      paging: { itemsPerPage: 100, pageNumber: 1 },
    })).body.data!.products
    expect(filtered.errors).toEqual([])
    expect(filtered.paging.totalItems).toBeLessThan(all.paging.totalItems)
    expect(filtered.products.every((p: { terms: Array<{ id: string }> }) => p.terms.some((t) => t.id === category.id))).toBe(true)
  })

  it('refuses taxonomy terms of another storefront or vocabulary (1007) and malformed ids (1001)', async () => {
    const germanTerm = (await call(PRODUCTS, { userData: userData(CBDE), paging: { itemsPerPage: 5, pageNumber: 1 } }))
      .body.data!.products.products[0].terms.find((t: { vocabulary: string }) => t.vocabulary === 'cb_api_giftcard_categories')
    const foreign = (await call(PRODUCTS, { userData: userData(), filters: { filterByTaxonomy: [{ vocabulary: 'cb_api_giftcard_categories', termIds: [germanTerm.id] }] } })).body.data!.products
    expect(foreign.errors[0]).toMatchObject({ code: ERROR_CODES.UNKNOWN_TAXONOMY_TERM, referencedRequestParameter: 'filters.filterByTaxonomy[0].termIds' })
    const malformed = (await call(PRODUCTS, { userData: userData(), filters: { filterByTaxonomy: [{ vocabulary: 'cb_api_giftcard_types', termIds: ["1; drop table products"] }] } })).body.data!.products
    expect(malformed.errors[0]).toMatchObject({ code: ERROR_CODES.INVALID_INPUT })
    const unsupportedPage = (await call(PRODUCTS, { userData: userData(), filters: { filterByPage: { fieldName: 'x', pageId: 'y', pageType: 'blog' } } })).body.data!.products
    expect(unsupportedPage.errors[0]).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_PAGE_TYPE, referencedRequestParameter: 'filters.filterByPage.pageType' })
  })

  it('validates userData: unknown store (1004), a language the store does not speak (1005)', async () => {
    const unknownStore = (await call(PRODUCTS, { userData: { ...userData(), storeID: 999_999 } })).body.data!.products
    expect(unknownStore.errors[0]).toMatchObject({ code: ERROR_CODES.UNKNOWN_STOREFRONT, referencedRequestParameter: 'userData.storeID' })
    const wrongLanguage = (await call(PRODUCTS, { userData: userData(CBBE, 'de') })).body.data!.products
    expect(wrongLanguage.errors[0]).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_LANGUAGE, referencedRequestParameter: 'userData.language' })
  })

  it('answers a query with wrong types with a top-level input error (1001) and no stack trace', async () => {
    const { status, body } = await call(PRODUCTS, { userData: userData(), paging: { itemsPerPage: 'sixteen', pageNumber: 1 } })
    expect(status).toBe(400)
    expect(body.data).toBeUndefined()
    expect(body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.INVALID_INPUT)
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it('refuses a mutation without the CSRF header and runs it with the header', async () => {
    const mutation = 'mutation Ping($userData: UserDataInput!) { ping(userData: $userData) }'
    const refused = await call(mutation, { userData: userData() }, { 'x-language': 'fr' })
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: ERROR_CODES.CSRF_HEADER_MISSING })
    expect(refused.body.data?.ping).toBeUndefined()
    const accepted = await call(mutation, { userData: userData() }, { [CSRF_HEADER]: '1' })
    expect(accepted.body.data?.ping).toBe('pong')
  })

  it('refuses queries past the alias and token limits before running them', async () => {
    const aliases = `query { ${Array.from({ length: 25 }, (_, i) => `a${i}: ping`).join(' ')} }`
    const manyAliases = await call(aliases, {})
    expect(manyAliases.body.data).toBeUndefined()
    expect(manyAliases.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.INVALID_INPUT)
    const huge = `query { ping ${'__typename '.repeat(4000)} }`
    const tooLong = await call(huge, {})
    expect(tooLong.body.data).toBeUndefined()
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.INVALID_INPUT)
  })

  it('serves the home queue with at most 2 top products and the most-chosen list', async () => {
    const query = `query($userData: UserDataInput!) { getBlocksQueue(userData: $userData, queueID: "home") {
      list { id blockType ... on MostChosenBlock { title linkTitle linkPath topProducts { id } products { id } } } errors { code } } }`
    const { body } = await call(query, { userData: userData() })
    const block = body.data!.getBlocksQueue.list.find((b: { blockType: string }) => b.blockType === 'MOST_CHOSEN')
    expect(block.topProducts.length).toBeGreaterThan(0)
    expect(block.topProducts.length).toBeLessThanOrEqual(2)
    expect(block.products.length).toBeGreaterThan(0)
    expect(block.linkPath).toBe('/cadeaubonnen/')
    expect(block.linkTitle).toContain('200+')
    const invalid = (await call(query.replace('"home"', '"../etc"'), { userData: userData() })).body.data!.getBlocksQueue
    expect(invalid.errors[0].code).toBe(ERROR_CODES.INVALID_INPUT)
  })

  it('serves the header category menu with at most 4 top gift cards per category, localized', async () => {
    const query = `query($userData: UserDataInput!) { categoryMenu(userData: $userData) {
      categories { id title path topList { id title path productType } } errors { code } } }`
    const nl = (await call(query, { userData: userData() })).body.data!.categoryMenu
    expect(nl.errors).toEqual([])
    expect(nl.categories.length).toBeGreaterThan(6)
    expect(nl.categories[0].path).toMatch(/^\/categorie\/[a-z0-9-]+\/$/)
    for (const category of nl.categories) {
      expect(category.topList.length).toBeLessThanOrEqual(4)
      for (const product of category.topList) expect(['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']).toContain(product.productType)
    }
    expect(nl.categories.some((category: { topList: unknown[] }) => category.topList.length === 4)).toBe(true)
    const fr = (await call(query, { userData: userData(CBBE, 'fr') })).body.data!.categoryMenu
    expect(fr.categories[0].path).toMatch(/^\/fr\/categorie\//)
  })

  it('remembers the category menu until the catalogue is invalidated', async () => {
    const query = `query($userData: UserDataInput!) { categoryMenu(userData: $userData) { categories { id title } errors { code } } }`
    const first = async () => (await call(query, { userData: userData() })).body.data!.categoryMenu.categories[0] as { id: string; title: string }
    const before = await first()
    const [term] = await testDb.db.select().from(taxonomyTerms).where(eq(taxonomyTerms.id, Number(before.id)))
    const rename = (title: string) => testDb.db.update(taxonomyTerms).set({ titles: { ...term!.titles, nl: title } }).where(eq(taxonomyTerms.id, term!.id))
    await rename('Hernoemd')
    try {
      expect((await first()).title).toBe(before.title)
      forgetCatalogAnswers()
      expect((await first()).title).toBe('Hernoemd')
    } finally {
      await rename(before.title)
      forgetCatalogAnswers()
    }
  })

  it('serves store data: countries of the brand family, footer menu, logos and payment icons', async () => {
    const query = `query($userData: UserDataInput!) { storeData(userData: $userData) { storeData {
      countriesCombinations { country url languagesCombinations { languageCode isDefault currency } }
      mainLogo { url alt } footerLogo { url } paymentIcons { kind url }
      menus { footerMenu { menuItems { title items { title path kind } } } businessMenu { menuItems { title } } } } errors { code } } }`
    const data = (await call(query, { userData: userData(CBBE, 'fr') })).body.data!.storeData.storeData
    const belgium = data.countriesCombinations.find((entry: { country: string }) => entry.country === 'BE')
    expect(belgium.languagesCombinations).toEqual([
      { languageCode: 'nl', isDefault: true, currency: 'EUR' },
      { languageCode: 'fr', isDefault: false, currency: 'EUR' },
    ])
    expect(data.countriesCombinations.map((entry: { country: string }) => entry.country)).toContain('DE')
    expect(data.mainLogo.url).toBe(CBBE.branding.logo.src)
    expect(data.paymentIcons.map((icon: { kind: string }) => icon.kind)).toContain('bancontact')
    const paths = data.menus.footerMenu.menuItems.flatMap((group: { items: Array<{ path: string }> }) => group.items.map((item) => item.path))
    expect(paths).toContain('/fr/cartes-cadeaux/')
    expect(paths.every((path: string) => path.startsWith('/fr/'))).toBe(true)
    const ck = getStorefront('CKUK')
    const ckMenu = (await call(query, { userData: userData(ck) })).body.data!.storeData.storeData.menus.footerMenu
    const ckPaths = ckMenu.menuItems.flatMap((group: { items: Array<{ path: string }> }) => group.items.map((item) => item.path))
    expect(ckPaths.some((path: string) => path.includes('choice'))).toBe(false)
  })

  it('hides the schema from introspection in production', async () => {
    const previous = process.env.NODE_ENV
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    try {
      const production = createGraphQLHandler(async () => testDb.db)
      const response = await production.fetch('http://shop.test/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      })
      const body = await response.json() as { data?: unknown; errors?: Array<{ extensions?: { code?: number } }> }
      expect(body.data).toBeUndefined()
      expect(body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.INVALID_INPUT)
    } finally {
      ;(process.env as Record<string, string | undefined>).NODE_ENV = previous
    }
    const development = await call('{ __schema { queryType { name } } }', {})
    expect(development.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } })
  })

  if (backend === 'pglite') {
    it('applies migrations idempotently', async () => {
      const { PGlite } = await import('@electric-sql/pglite')
      const { drizzle } = await import('drizzle-orm/pglite')
      const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
      const db = drizzle(client)
      await migratePgliteDb(db as never)
      await expect(migratePgliteDb(db as never)).resolves.toBeUndefined()
      await client.close()
    })
  }
})
