import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { BUSINESS_REDEEM_PAGES } from '@/config/redeem-pages'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (language = 'nl', redeemToken: string | null = null) => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken })

const PAGE = `query ($userData: UserDataInput!, $pageId: String!, $paging: PagingInput) {
  redeemPage(userData: $userData, pageId: $pageId, paging: $paging) {
    page { pageId companyName title intro info logo { url alt } }
    products { slug productType }
    paging { itemsPerPage pageNumber totalItems totalPages }
    errors { code referencedRequestParameter }
  }
}`
interface PagePayload {
  page: { pageId: string; companyName: string; title: string; intro: string; info: string[]; logo: { url: string; alt: string } } | null
  products: Array<{ slug: string; productType: string }>
  paging: { itemsPerPage: number; pageNumber: number; totalItems: number; totalPages: number } | null
  errors: Array<{ code: number; referencedRequestParameter: string | null }>
}

const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken errors { code } }
}`
const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) {
  addRedeemPackage(userData: $userData, input: $input) {
    order { shipments { deliveryType packages { giftcardItem { variation { variationType price { value } } } message { text } } } }
    cards { cardNumberEnd balance { value } }
    balance { value }
    needsPhysicalAddress
    errors { code referencedRequestParameter }
  }
}`
interface AddPayload {
  order: { shipments: Array<{ deliveryType: string; packages: Array<{ giftcardItem: { variation: { variationType: string; price: { value: number } } }; message: { text: string } | null }> }> } | null
  cards: Array<{ cardNumberEnd: string; balance: { value: number } }>
  balance: { value: number }
  needsPhysicalAddress: boolean
  errors: Array<{ code: number; referencedRequestParameter: string | null }>
}

describe.each(testBackends())('redeem shop on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.9.0.${++ip}` })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  describe('business redeem page', () => {
    const config = BUSINESS_REDEEM_PAGES.find((page) => page.pageId === 'vandaele-bouw')!

    it('every configured page names only published giftcard and donation products of its storefront', async () => {
      for (const page of BUSINESS_REDEEM_PAGES) {
        const rows = await testDb.db.select({ slug: products.slug, productType: products.productType }).from(products)
          .where(and(eq(products.storefront, page.storefront), inArray(products.slug, [...page.productSlugs]), eq(products.published, true)))
        expect(rows.map((row) => row.slug).sort()).toEqual([...page.productSlugs].sort())
        expect(rows.every((row) => row.productType === 'GIFTCARD_DIGITAL' || row.productType === 'DONATION')).toBe(true)
      }
    })

    it('answers the company texts in the shopper language and only its selection, in its order', async () => {
      const nl = await browser().call<PagePayload>(PAGE, { userData: userData('nl'), pageId: 'vandaele-bouw', paging: { itemsPerPage: 16, pageNumber: 1 } })
      expect(nl.data.errors).toEqual([])
      expect(nl.data.page).toMatchObject({ pageId: 'vandaele-bouw', companyName: 'Vandaele Bouw', title: 'Het cadeau van Vandaele Bouw', logo: { url: '/redeem-pages/vandaele-bouw.svg', alt: 'Logo van Vandaele Bouw' } })
      expect(nl.data.page!.info.length).toBeGreaterThan(0)
      expect(nl.data.products.map((product) => product.slug)).toEqual(config.productSlugs)
      expect(nl.data.paging).toEqual({ itemsPerPage: 16, pageNumber: 1, totalItems: config.productSlugs.length, totalPages: 1 })

      const fr = await browser().call<PagePayload>(PAGE, { userData: userData('fr'), pageId: 'vandaele-bouw' })
      expect(fr.data.page!.title).toBe('Le cadeau de Vandaele Bouw')
      expect(fr.data.products).toHaveLength(config.productSlugs.length)
    })

    it('pages the selection and refuses a page past the last', async () => {
      const second = await browser().call<PagePayload>(PAGE, { userData: userData(), pageId: 'vandaele-bouw', paging: { itemsPerPage: 3, pageNumber: 2 } })
      expect(second.data.products.map((product) => product.slug)).toEqual(config.productSlugs.slice(3, 6))
      expect(second.data.paging).toMatchObject({ totalPages: Math.ceil(config.productSlugs.length / 3), pageNumber: 2 })
      const past = await browser().call<PagePayload>(PAGE, { userData: userData(), pageId: 'vandaele-bouw', paging: { itemsPerPage: 16, pageNumber: 2 } })
      expect(past.data).toMatchObject({ page: null, products: [], errors: [{ code: ERROR_CODES.PAGE_OUT_OF_RANGE, referencedRequestParameter: 'paging.pageNumber' }] })
    })

    it('has no page for an unknown id, another storefront or an untranslated language; refuses a malformed id', async () => {
      for (const variables of [
        { userData: userData(), pageId: 'no-such-company' },
        { userData: { language: 'de', storeID: getStorefront('CBDE').storeId, countryCode: 'DE', redeemToken: null }, pageId: 'vandaele-bouw' },
      ]) {
        const result = await browser().call<PagePayload>(PAGE, variables)
        expect(result.data).toEqual({ page: null, products: [], paging: null, errors: [] })
      }
      for (const pageId of ['123', 'Vandaele Bouw', '../x', '']) {
        const result = await browser().call<PagePayload>(PAGE, { userData: userData(), pageId })
        expect(result.data.errors).toEqual([{ code: ERROR_CODES.INVALID_INPUT, referencedRequestParameter: 'pageId' }])
      }
    })
  })

  describe('physical cards and extra cards in one redeem order', () => {
    async function issueCard(amount: number) {
      const [product] = await testDb.db.select({ id: products.id }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'))).limit(1)
      const number = newCardNumber(product!.id)
      const pin = String(100000 + Math.floor(Math.random() * 899999))
      const [card] = await testDb.db.insert(giftCards).values({
        number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId: product!.id, currency: 'EUR',
        initialAmount: amount, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
      }).returning()
      await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
      return { number, pin }
    }

    async function variationOf(slug: string, type: 'digital' | 'physical') {
      const [row] = await testDb.db.select({ id: productVariations.id, min: productVariations.minPrice }).from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(and(eq(products.storefront, 'CBBE'), eq(products.slug, slug), eq(productVariations.variationType, type)))
      return { variationId: String(row!.id), min: row!.min / 100 }
    }

    it('a physical variation goes by post and makes the order need a postal address; a digital one does not', async () => {
      const shopper = browser()
      const card = await issueCard(10_000)
      const token = (await shopper.call<{ redeemToken: string }>(CHECK, { userData: userData(), cardNumber: card.number, pin: card.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data.redeemToken
      const digital = await variationOf('stekker-electronics', 'digital')
      const first = await shopper.call<AddPayload>(ADD, { userData: userData('nl', token), input: { variationId: digital.variationId, amount: 20, quantity: 1, message: 'Proficiat!' } })
      expect(first.data.errors).toEqual([])
      expect(first.data.needsPhysicalAddress).toBe(false)
      expect(first.data.order!.shipments[0]!.packages[0]!.message).toEqual({ text: 'Proficiat!' })

      const physical = await variationOf('stekker-electronics', 'physical')
      const second = await shopper.call<AddPayload>(ADD, { userData: userData('nl', token), input: { variationId: physical.variationId, amount: 25, quantity: 1 } })
      expect(second.data.errors).toEqual([])
      expect(second.data.needsPhysicalAddress).toBe(true)
      const post = second.data.order!.shipments.find((shipment) => shipment.deliveryType === 'PHYSICAL')!
      expect(post.packages.map((pkg) => pkg.giftcardItem.variation)).toEqual([{ variationType: 'physical', price: { value: 25 } }])
    })

    it('refuses a note longer than 150 characters and adds nothing', async () => {
      const shopper = browser()
      const card = await issueCard(5_000)
      const token = (await shopper.call<{ redeemToken: string }>(CHECK, { userData: userData(), cardNumber: card.number, pin: card.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data.redeemToken
      const digital = await variationOf('stekker-electronics', 'digital')
      const refused = await shopper.call<AddPayload>(ADD, { userData: userData('nl', token), input: { variationId: digital.variationId, amount: 20, quantity: 1, message: 'x'.repeat(151) } })
      expect(refused.data.errors.map((error) => error.referencedRequestParameter)).toEqual(['input.message'])
      expect(refused.data.order).toBeNull()
    })

    it('an extra checked card joins the token: the order sees both cards and their summed balance', async () => {
      const shopper = browser()
      const first = await issueCard(3_000)
      const second = await issueCard(4_500)
      const token = (await shopper.call<{ redeemToken: string }>(CHECK, { userData: userData(), cardNumber: first.number, pin: first.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data.redeemToken
      const again = await shopper.call<{ redeemToken: string }>(CHECK, { userData: userData('nl', token), cardNumber: second.number, pin: second.pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(again.data.redeemToken).toBe(token)
      const digital = await variationOf('stekker-electronics', 'digital')
      const added = await shopper.call<AddPayload>(ADD, { userData: userData('nl', token), input: { variationId: digital.variationId, amount: 60, quantity: 1 } })
      expect(added.data.errors).toEqual([])
      expect(added.data.cards.map((card) => card.cardNumberEnd).sort()).toEqual([first.number.slice(-4), second.number.slice(-4)].sort())
      expect(added.data.balance.value).toBe(75)
    })
  })
})
