import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { seedCatalogue } from '@/server/db/seed'
import { products } from '@/server/db/schema'
import { GIFTCARD_BRANDS } from '@/server/brand-catalogue/brands'
import { ERROR_CODES } from '@/graphql/error-codes'
import { getStorefront } from '@/config/storefronts/resolve'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const CBDE = getStorefront('CBDE')
const userData = (store = CBBE, language: string = store.defaultLanguage) =>
  ({ language, storeID: store.storeId, countryCode: store.country, redeemToken: null })

const FIELDS = /* GraphQL */ `
  product {
    id slug title description path productType isChoiceCard variationsToShow image { url alt }
    digitalVariationConfig { hasFixedPrices fixedValues { currency value } pricesToShow { value } minPrice { currency value } maxPrice { currency value } }
    physicalVariationConfig { hasFixedPrices fixedValues { currency value } pricesToShow { value } minPrice { currency value } maxPrice { currency value } }
  }
  errors { message code referencedRequestParameter }`

const PRODUCT = /* GraphQL */ `
  query Product($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) { ${FIELDS} } }`
const CHOICE_CARD = /* GraphQL */ `
  query ChoiceCard($userData: UserDataInput!) { choiceCard(userData: $userData) { ${FIELDS} } }`
const SLUGS_OF_TYPE = /* GraphQL */ `
  query Slugs($userData: UserDataInput!, $filters: ProductFiltersInput) {
    products(userData: $userData, filters: $filters, paging: { itemsPerPage: 5, pageNumber: 1 }) { products { slug isChoiceCard } }
  }`

describe.each(testBackends())('product query on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  async function call(query: string, variables: Record<string, unknown>) {
    const response = await handler.fetch('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    expect(response.status).toBe(200)
    return (await response.json() as { data: Record<string, any> }).data
  }

  const product = async (slug: string, store = CBBE, language?: string) =>
    (await call(PRODUCT, { userData: userData(store, language), slug })).product
  // The choice card is a GIFTCARD_DIGITAL too, but has its own page: the first other product of the type.
  const firstSlugOf = async (productType: string) =>
    (await call(SLUGS_OF_TYPE, { userData: userData(), filters: { filterByProductType: [productType] } }))
      .products.products.find((p: { isChoiceCard: boolean }) => !p.isChoiceCard).slug as string

  it('returns a gift card by slug, localized per language, with its prices in the storefront currency', async () => {
    const slug = await firstSlugOf('GIFTCARD_DIGITAL')
    const nl = await product(slug)
    expect(nl.errors).toEqual([])
    expect(nl.product).toMatchObject({ slug, path: `/cadeaubonnen/${slug}/`, isChoiceCard: false })
    expect(nl.product.description.length).toBeGreaterThan(20)
    expect(nl.product.variationsToShow.length).toBeGreaterThan(0)
    const config = nl.product.digitalVariationConfig ?? nl.product.physicalVariationConfig
    expect(config.minPrice.currency).toBe('EUR')
    expect(config.minPrice.value).toBeLessThanOrEqual(config.maxPrice.value)

    const fr = await product(slug, CBBE, 'fr')
    expect(fr.product.id).toBe(nl.product.id)
    expect(fr.product.path).toBe(`/fr/cartes-cadeaux/${slug}/`)
    expect(fr.product.title).not.toBe(nl.product.title)
  })

  it('answers an unknown, unpublished or over-long slug with the business error 1009 on `slug`, translated', async () => {
    const nl = await product('no-such-gift-card')
    expect(nl.product).toBeNull()
    expect(nl.errors).toEqual([expect.objectContaining({ code: ERROR_CODES.PRODUCT_NOT_FOUND, referencedRequestParameter: 'slug' })])
    const fr = await product('no-such-gift-card', CBBE, 'fr')
    expect(fr.errors[0].message).not.toBe(nl.errors[0].message)
    expect((await product('x'.repeat(500))).errors[0].code).toBe(ERROR_CODES.PRODUCT_NOT_FOUND)

    const slug = await firstSlugOf('GIFTCARD_DIGITAL')
    await testDb.db.update(products).set({ published: false }).where(and(eq(products.storefront, 'CBBE'), eq(products.slug, slug)))
    try {
      expect((await product(slug)).errors[0].code).toBe(ERROR_CODES.PRODUCT_NOT_FOUND)
      // The same slug of another storefront is a different product and stays visible there.
      expect((await product(slug, CBDE)).errors).toEqual([])
    } finally {
      await testDb.db.update(products).set({ published: true }).where(and(eq(products.storefront, 'CBBE'), eq(products.slug, slug)))
    }
  })

  it('serves blank card packs (one fixed price, physical only) and donations (custom amount, digital only)', async () => {
    const blank = (await product(await firstSlugOf('GIFTCARD_BLANK'))).product
    expect(blank).toMatchObject({ productType: 'GIFTCARD_BLANK', variationsToShow: ['physical'], digitalVariationConfig: null })
    expect(blank.physicalVariationConfig).toMatchObject({ hasFixedPrices: true, fixedValues: [{ currency: 'EUR', value: 2.95 }] })

    const donation = (await product(await firstSlugOf('DONATION'))).product
    expect(donation).toMatchObject({ productType: 'DONATION', variationsToShow: ['digital'], physicalVariationConfig: null })
    expect(donation.digitalVariationConfig.hasFixedPrices).toBe(false)
    expect(Number.isInteger(donation.digitalVariationConfig.minPrice.value)).toBe(true)
  })

  it('serves the choice gift card of each storefront on its own path', async () => {
    const nl = (await call(CHOICE_CARD, { userData: userData() })).choiceCard
    expect(nl.errors).toEqual([])
    expect(nl.product).toMatchObject({ isChoiceCard: true, path: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/' })
    const fr = (await call(CHOICE_CARD, { userData: userData(CBBE, 'fr') })).choiceCard
    expect(fr.product.path).toBe('/fr/cartes-cadeaux/carte-cadeau-au-choix/')
    const de = (await call(CHOICE_CARD, { userData: userData(CBDE) })).choiceCard
    expect(de.product.id).not.toBe(nl.product.id)
    expect(de.product.path).toBe('/gutscheine/auswahlgutschein/')
  })

  it('answers 1009 when the storefront sells no choice card, and validates userData first', async () => {
    await testDb.db.update(products).set({ published: false }).where(and(eq(products.storefront, 'CBDE'), eq(products.isChoiceCard, true)))
    try {
      const { errors, product: none } = (await call(CHOICE_CARD, { userData: userData(CBDE) })).choiceCard
      expect(none).toBeNull()
      expect(errors[0].code).toBe(ERROR_CODES.PRODUCT_NOT_FOUND)
    } finally {
      await testDb.db.update(products).set({ published: true }).where(and(eq(products.storefront, 'CBDE'), eq(products.isChoiceCard, true)))
    }
    const unknownStore = (await call(PRODUCT, { userData: { ...userData(), storeID: 999_999 }, slug: 'anything' })).product
    expect(unknownStore).toMatchObject({ product: null, errors: [expect.objectContaining({ code: ERROR_CODES.UNKNOWN_STOREFRONT })] })
  })

  it("gives a brand's https webshop for the redeem shop's shop iframe, and none to brands visited in person", async () => {
    const SHOP_URL = /* GraphQL */ `query ($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) { product { shopUrl } } }`
    const shopUrlOf = async (slug: string) => (await call(SHOP_URL, { userData: userData(), slug })).product.product?.shopUrl
    const online = GIFTCARD_BRANDS.find((brand) => brand.core && !brand.hasLocations)!
    const visited = GIFTCARD_BRANDS.find((brand) => brand.core && brand.hasLocations)!
    expect(await shopUrlOf(online.key)).toBe(`https://${online.key}.example/`)
    expect(await shopUrlOf(visited.key)).toBeNull()
  })

  it("answers a gift card's brand: its webshop, a redirect with its seconds and its product page in the page's language; none for a donation", async () => {
    const BRAND = /* GraphQL */ `query ($userData: UserDataInput!, $slug: String!) {
      product(userData: $userData, slug: $slug) { product { giftCardBrand { id iframeUrl redirectLink redirectTime productExternalLink { title url } } } }
    }`
    const brandOf = async (slug: string, language?: string) => (await call(BRAND, { userData: userData(CBBE, language), slug })).product.product?.giftCardBrand
    // The seed's travel brand is visited, not framed, after 5 seconds (docs/rules/redeem.md brand redirect).
    expect(await brandOf('horizonte-travel')).toEqual({
      id: 'horizonte-travel', iframeUrl: 'https://horizonte-travel.example/', redirectLink: 'https://horizonte-travel.example/giftcard/', redirectTime: 5,
      productExternalLink: { title: 'Het aanbod van Horizonte Travel', url: 'https://horizonte-travel.example/trips/' },
    })
    expect((await brandOf('horizonte-travel', 'fr'))?.productExternalLink).toEqual({ title: "L'offre de Horizonte Travel", url: 'https://horizonte-travel.example/trips/' })
    expect(await brandOf('bolero-books')).toEqual({ id: 'bolero-books', iframeUrl: 'https://bolero-books.example/', redirectLink: null, redirectTime: null, productExternalLink: null })
    const [donation] = await testDb.db.select({ slug: products.slug }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'DONATION'))).limit(1)
    expect(await brandOf(donation!.slug)).toBeNull()
    // An address that is not https is never answered, and a redirect without its seconds is refused by the database.
    await testDb.db.update(products).set({ shopRedirectUrl: 'http://horizonte-travel.example/giftcard/', productLinkUrl: 'javascript:alert(1)' })
      .where(and(eq(products.storefront, 'CBBE'), eq(products.slug, 'horizonte-travel')))
    try {
      expect(await brandOf('horizonte-travel')).toMatchObject({ redirectLink: null, redirectTime: null, productExternalLink: null })
      await expect(testDb.db.update(products).set({ shopRedirectSeconds: null }).where(and(eq(products.storefront, 'CBBE'), eq(products.slug, 'horizonte-travel'))))
        .rejects.toThrow()
      await expect(testDb.db.update(products).set({ shopRedirectSeconds: 0 }).where(and(eq(products.storefront, 'CBBE'), eq(products.slug, 'horizonte-travel'))))
        .rejects.toThrow()
    } finally {
      await testDb.db.update(products).set({ shopRedirectUrl: 'https://horizonte-travel.example/giftcard/', productLinkUrl: 'https://horizonte-travel.example/trips/' })
        .where(and(eq(products.storefront, 'CBBE'), eq(products.slug, 'horizonte-travel')))
    }
  })
})
