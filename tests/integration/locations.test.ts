import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { seedCatalogue } from '@/server/db/seed'
import { locations, products } from '@/server/db/schema'
import { ERROR_CODES } from '@/graphql/error-codes'
import { getStorefront } from '@/config/storefronts/resolve'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const CBDE = getStorefront('CBDE')
type Store = typeof CBBE
const userData = (store: Store = CBBE, language: string = store.defaultLanguage) =>
  ({ language, storeID: store.storeId, countryCode: store.country, redeemToken: null })

/** A hand-written restaurant brand of the seed: it has locations in every country. */
const PRODUCT = 'trattoria-lucciola'
/** A brand without locations (books are not visited in person). */
const NO_LOCATIONS = 'bolero-books'

const LOCATION_FIELDS = 'id slug name street postCode locality administrativeArea countryCode latitude longitude path'
const ERRORS = 'errors { message code referencedRequestParameter }'
const PRODUCT_LOCATIONS = /* GraphQL */ `
  query ($userData: UserDataInput!, $productSlug: String!, $bounds: MapBoundsInput) {
    productLocations(userData: $userData, productSlug: $productSlug, bounds: $bounds) {
      product { slug title path locationsPath } locations { ${LOCATION_FIELDS} } ${ERRORS}
    }
  }`
const LOCATION = /* GraphQL */ `
  query ($userData: UserDataInput!, $productSlug: String!, $locationSlug: String!) {
    location(userData: $userData, productSlug: $productSlug, locationSlug: $locationSlug) {
      product { title locationsPath } location { ${LOCATION_FIELDS} } ${ERRORS}
    }
  }`
const SUGGESTIONS = /* GraphQL */ `
  query ($userData: UserDataInput!, $filters: LocationSuggestionFiltersInput!, $paging: PagingInput) {
    getLocationAddressSuggestions(userData: $userData, filters: $filters, paging: $paging) {
      items { label countryCode administrativeArea locality } paging { itemsPerPage pageNumber totalItems totalPages } ${ERRORS}
    }
  }`

interface ApiErrors { errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> }
interface LocationItem { id: string; slug: string; name: string; locality: string; administrativeArea: string; countryCode: string; postCode: string; latitude: number; longitude: number; path: string }
interface ProductLocations extends ApiErrors { product: { slug: string; title: string; path: string; locationsPath: string } | null; locations: LocationItem[] }
interface SingleLocation extends ApiErrors { product: { title: string; locationsPath: string } | null; location: LocationItem | null }
interface Suggestions extends ApiErrors {
  items: Array<{ label: string; countryCode: string; administrativeArea: string; locality: string | null }>
  paging: { itemsPerPage: number; pageNumber: number; totalItems: number; totalPages: number } | null
}

describe.each(testBackends())('locations on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let seeded: Array<typeof locations.$inferSelect>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    seeded = (await testDb.db.select({ location: locations }).from(locations)
      .innerJoin(products, eq(products.id, locations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.slug, PRODUCT)))
      .orderBy(asc(locations.locality), asc(locations.name))).map((row) => row.location)
  })
  afterAll(async () => testDb?.close())

  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await handler.fetch('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    const body = await response.json() as { data?: Record<string, T>; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return Object.values(body.data ?? {})[0] as T
  }
  const productLocations = (productSlug: string, bounds?: Record<string, number>, store?: Store, language?: string) =>
    call<ProductLocations>(PRODUCT_LOCATIONS, { userData: userData(store, language), productSlug, bounds })
  const suggestions = (filters: Record<string, unknown>, paging?: Record<string, number>, store?: Store) =>
    call<Suggestions>(SUGGESTIONS, { userData: userData(store), filters, paging })

  it('lists every location of the product with its localized detail path, by locality', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(2)
    const result = await productLocations(PRODUCT)
    expect(result.errors).toEqual([])
    expect(result.product).toEqual({
      slug: PRODUCT, title: 'Trattoria Lucciola cadeaubon', path: `/cadeaubonnen/${PRODUCT}/`, locationsPath: `/cadeaubonnen/${PRODUCT}/locaties/`,
    })
    expect(result.locations.map((location) => location.slug)).toEqual(seeded.map((location) => location.slug))
    const [first] = result.locations
    expect(first).toMatchObject({ countryCode: 'BE', path: `/cadeaubonnen/${PRODUCT}/locaties/${first!.slug}/` })

    const french = await productLocations(PRODUCT, undefined, CBBE, 'fr')
    expect(french.product).toMatchObject({ title: 'Carte cadeau Trattoria Lucciola', locationsPath: `/fr/cartes-cadeaux/${PRODUCT}/locaties/` })
    expect(french.locations[0]?.path).toBe(`/fr/cartes-cadeaux/${PRODUCT}/locatie/${first!.slug}/`)
  })

  it('keeps to the storefront: the German shop shows the brand at German addresses', async () => {
    const result = await productLocations(PRODUCT, undefined, CBDE)
    expect(result.locations.length).toBeGreaterThan(0)
    expect(result.locations.every((location) => location.countryCode === 'DE')).toBe(true)
  })

  it('filters to a map rectangle, edges included, rounded outwards to 5 decimals', async () => {
    const target = seeded[0]!
    const around = { latMin: target.latitude - 0.001, latMax: target.latitude + 0.001, lonMin: target.longitude - 0.001, lonMax: target.longitude + 0.001 }
    const inside = await productLocations(PRODUCT, around)
    expect(inside.errors).toEqual([])
    expect(inside.locations.map((location) => location.slug)).toEqual([target.slug])

    const edge = { latMin: target.latitude, latMax: target.latitude, lonMin: target.longitude, lonMax: target.longitude }
    expect((await productLocations(PRODUCT, edge)).locations.map((location) => location.slug)).toContain(target.slug)

    const ocean = await productLocations(PRODUCT, { latMin: -10, latMax: -9, lonMin: -30, lonMax: -29 })
    expect(ocean).toMatchObject({ errors: [], locations: [], product: { slug: PRODUCT } })
  })

  it('refuses an invalid rectangle with 1001 on the parameter', async () => {
    const flipped = await productLocations(PRODUCT, { latMin: 51, latMax: 50, lonMin: 3, lonMax: 4 })
    expect(flipped.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.INVALID_INPUT, referencedRequestParameter: 'bounds.latMin' })])
    expect(flipped.locations).toEqual([])
    const offGlobe = await productLocations(PRODUCT, { latMin: 50, latMax: 51, lonMin: 3, lonMax: 200 })
    expect(offGlobe.errors.map((error) => error.referencedRequestParameter)).toEqual(['bounds.lonMax'])
  })

  it('answers 1009 for an unknown product and an empty list for a product without locations', async () => {
    const unknown = await productLocations('no-such-brand')
    expect(unknown).toMatchObject({ product: null, locations: [], errors: [{ code: ERROR_CODES.PRODUCT_NOT_FOUND, referencedRequestParameter: 'productSlug' }] })
    expect(unknown.errors[0]?.message).not.toBe('')
    const none = await productLocations(NO_LOCATIONS)
    expect(none).toMatchObject({ errors: [], locations: [], product: { slug: NO_LOCATIONS } })
  })

  it('finds one location, 1010 for an unknown one and 1009 for an unknown product', async () => {
    const target = seeded[1]!
    const found = await call<SingleLocation>(LOCATION, { userData: userData(CBBE, 'fr'), productSlug: PRODUCT, locationSlug: target.slug })
    expect(found.errors).toEqual([])
    expect(found.location).toMatchObject({ slug: target.slug, name: target.name, latitude: target.latitude, path: `/fr/cartes-cadeaux/${PRODUCT}/locatie/${target.slug}/` })
    expect(found.product).toMatchObject({ locationsPath: `/fr/cartes-cadeaux/${PRODUCT}/locaties/` })

    const missing = await call<SingleLocation>(LOCATION, { userData: userData(), productSlug: PRODUCT, locationSlug: 'nowhere' })
    expect(missing).toMatchObject({ location: null, errors: [{ code: ERROR_CODES.LOCATION_NOT_FOUND, referencedRequestParameter: 'locationSlug' }] })
    const noProduct = await call<SingleLocation>(LOCATION, { userData: userData(), productSlug: 'no-such-brand', locationSlug: target.slug })
    expect(noProduct.errors.map((error) => error.code)).toEqual([ERROR_CODES.PRODUCT_NOT_FOUND])
  })

  it('suggests distinct localities of the storefront, ignoring case and accents', async () => {
    const liege = await suggestions({ query: 'LIEGE' })
    expect(liege.errors).toEqual([])
    expect(liege.items).toEqual([{ label: 'Liège', countryCode: 'BE', administrativeArea: 'Liège', locality: 'Liège' }])
    expect(liege.paging).toEqual({ itemsPerPage: 10, pageNumber: 1, totalItems: 1, totalPages: 1 })

    const area = await suggestions({ query: 'vlaanderen', countryCode: 'be' })
    expect(area.items.map((item) => item.label)).toEqual(['Oost-Vlaanderen', 'West-Vlaanderen'])
    // German places stay in the German shop.
    expect((await suggestions({ query: 'Berlin' })).items).toEqual([])
    expect((await suggestions({ query: 'Berlin' }, undefined, CBDE)).items.map((item) => item.locality)).toEqual(['Berlin'])
  })

  it('limits suggestions to a product and pages them', async () => {
    const localities = new Set(seeded.map((location) => location.locality))
    const forProduct = await suggestions({ query: 'e', productSlug: PRODUCT }, { itemsPerPage: 100, pageNumber: 1 })
    const suggested = forProduct.items.filter((item) => item.locality).map((item) => item.locality)
    expect(new Set(suggested)).toEqual(new Set([...localities].filter((locality) => /e|è/i.test(locality))))

    const firstPage = await suggestions({ query: 'e' }, { itemsPerPage: 2, pageNumber: 1 })
    expect(firstPage.items).toHaveLength(2)
    expect(firstPage.paging).toMatchObject({ itemsPerPage: 2, pageNumber: 1 })
    const second = await suggestions({ query: 'e' }, { itemsPerPage: 2, pageNumber: 2 })
    expect(second.items[0]).not.toEqual(firstPage.items[0])
    const tooFar = await suggestions({ query: 'e' }, { itemsPerPage: 2, pageNumber: 99 })
    expect(tooFar.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.PAGE_OUT_OF_RANGE, referencedRequestParameter: 'paging.pageNumber' })])
  })

  it('takes the text literally: wildcards are no wildcards', async () => {
    expect((await suggestions({ query: '%' })).items).toEqual([])
    expect((await suggestions({ query: '_' })).items).toEqual([])
    const empty = await suggestions({ query: '  ' })
    expect(empty.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.INVALID_INPUT, referencedRequestParameter: 'filters.query' })])
  })
})
