import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { defaultSalesEmail } from '@/config/business'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { businessRequests, mailOutbox, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { BUSINESS_REQUEST_LIMITS } from '@/server/modules/business/business-service'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const CBPL = getStorefront('CBPL')
const userData = (language = 'nl', storefront = CBBE) => ({ language, storeID: storefront.storeId, countryCode: storefront.country, redeemToken: null })
const RESULT = 'request { id kind email } errors { message code referencedRequestParameter }'
const QUOTE = `mutation ($userData: UserDataInput!, $input: BusinessRequestInput!) { requestBusinessQuote(userData: $userData, input: $input) { ${RESULT} } }`
const INVOICE = `mutation ($userData: UserDataInput!, $input: BusinessRequestInput!) { placeBusinessInvoiceOrder(userData: $userData, input: $input) { ${RESULT} } }`
const PRODUCTS = `query ($userData: UserDataInput!) { businessProducts(userData: $userData) { currency products { slug title digital { min max } physical { min max } } errors { code } } }`

interface Payload {
  request: { id: string; kind: string; email: string } | null
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

let emailSequence = 0
const uniqueEmail = () => `buyer${++emailSequence}-${Date.now()}@acme.example`

describe.each(testBackends())('business quote requests and invoice orders on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let ip = 0
  let digital: { slug: string; min: number; max: number }
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.7.${Math.floor(++ip / 250)}.${ip % 250}` })
  const card = (overrides: Record<string, unknown> = {}) => ({ productSlug: digital.slug, amount: digital.min, quantity: 10, deliveryType: 'DIGITAL', message: null, ...overrides })
  const input = (overrides: Record<string, unknown> = {}) => ({
    companyName: 'Acme BV', firstName: 'Sofie', lastName: 'Peeters', email: uniqueEmail(), phoneNumber: '+32 470 12 34 56',
    vatNumber: null, companyRegistrationNumber: null, referenceNumber: 'HR-2026', remark: null, cards: [card()],
    captchaToken: DEVELOPMENT_CAPTCHA_TOKEN, ...overrides,
  })
  const rowsFor = (email: string) => testDb.db.select().from(businessRequests).where(eq(businessRequests.email, email))
  const mailsFor = (recipients: string[]) => testDb.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients))

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    delete process.env.SALES_EMAIL
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBPL'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db
      .select({ slug: products.slug, min: productVariations.minPrice, max: productVariations.maxPrice })
      .from(products).innerJoin(productVariations, eq(productVariations.productId, products.id))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(productVariations.variationType, 'digital'), eq(productVariations.hasFixedPrices, false)))
      .limit(1)
    digital = { slug: row!.slug, min: row!.min / 100, max: row!.max / 100 }
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  it('stores a quote request and queues the mail to sales and the confirmation in the requester\'s language', async () => {
    const email = uniqueEmail()
    const result = await browser().call<Payload>(QUOTE, { userData: userData('fr'), input: input({ email, cards: [card({ message: 'Merci pour cette belle année' })] }) })
    expect(result.data.errors).toEqual([])
    expect(result.data.request).toMatchObject({ kind: 'QUOTE', email })
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: result.data.request!.id, kind: 'QUOTE', storefront: 'CBBE', language: 'fr' })
    expect(rows[0]!.details).toMatchObject({ companyName: 'Acme BV', referenceNumber: 'HR-2026', cards: [{ productSlug: digital.slug, amount: digital.min, quantity: 10, deliveryType: 'DIGITAL' }] })

    const sales = defaultSalesEmail(CBBE)
    const mails = await mailsFor([sales, email])
    expect(mails).toHaveLength(2)
    const toSales = mails.find((mail) => mail.recipient === sales)!
    const confirmation = mails.find((mail) => mail.recipient === email)!
    // Sales reads the storefront's language (nl) and gets every detail.
    expect(toSales.subject).toBe('Offerteaanvraag van Acme BV (Cadorama)')
    for (const detail of ['Acme BV', 'Sofie Peeters', email, '+32 470 12 34 56', 'HR-2026', '10 ×', 'Merci pour cette belle année', result.data.request!.id]) {
      expect(toSales.text).toContain(detail)
    }
    expect(toSales.html).toContain(`mailto:${email}`)
    // The requester reads French, with the promise of docs/rules/business.md and docs/rules/limits.md.
    expect(confirmation.subject).toBe('Votre demande de devis chez Cadorama')
    expect(confirmation.text).toContain('dans l’heure')
    expect(confirmation.text).toContain('de 9h00 à 17h00')
    // Both were sent right after the commit.
    expect(mails.every((mail) => mail.sentAt !== null)).toBe(true)
    expect((await readdir(outbox)).length).toBeGreaterThanOrEqual(2)
  })

  it('sends to SALES_EMAIL when it is set', async () => {
    process.env.SALES_EMAIL = 'b2b-desk@example.com'
    try {
      const email = uniqueEmail()
      const result = await browser().call<Payload>(QUOTE, { userData: userData(), input: input({ email }) })
      expect(result.data.errors).toEqual([])
      expect((await mailsFor(['b2b-desk@example.com'])).some((mail) => mail.text.includes(email))).toBe(true)
    } finally {
      delete process.env.SALES_EMAIL
    }
  })

  it('places an invoice order only with the VAT and company registration numbers and the address', async () => {
    const email = uniqueEmail()
    const missing = await browser().call<Payload>(INVOICE, { userData: userData('nl'), input: input({ email }) })
    expect(missing.data.request).toBeNull()
    expect(missing.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([
      [ERROR_CODES.FIELD_REQUIRED, 'input.vatNumber'],
      [ERROR_CODES.FIELD_REQUIRED, 'input.companyRegistrationNumber'],
      [ERROR_CODES.FIELD_REQUIRED, 'input.address.street'],
      [ERROR_CODES.FIELD_REQUIRED, 'input.address.houseNumber'],
      [ERROR_CODES.FIELD_REQUIRED, 'input.address.postCode'],
      [ERROR_CODES.FIELD_REQUIRED, 'input.address.city'],
    ])
    expect(await rowsFor(email)).toHaveLength(0)

    const address = { street: 'Kerkstraat', houseNumber: '12', postCode: '9000', city: 'Gent' }
    const placed = await browser().call<Payload>(INVOICE, { userData: userData('nl'), input: input({ email, vatNumber: 'BE 0123.456.749', companyRegistrationNumber: '0123456749', address }) })
    expect(placed.data.errors).toEqual([])
    expect(placed.data.request).toMatchObject({ kind: 'INVOICE_ORDER' })
    const [row] = await rowsFor(email)
    expect(row).toMatchObject({ kind: 'INVOICE_ORDER', language: 'nl' })
    // The order's own confirmation (business-invoice-orders.test.ts follows the order itself).
    const confirmation = (await mailsFor([email]))[0]!
    expect(confirmation.subject).toMatch(/^Uw bestelling CBBE-\d{8}-\d{6} bij Cadorama$/)
  })

  it('takes no address with a quote request', async () => {
    const email = uniqueEmail()
    const result = await browser().call<Payload>(QUOTE, { userData: userData('nl'), input: input({ email, address: { street: '', houseNumber: 'x', postCode: '', city: '' } }) })
    expect(result.data.errors).toEqual([])
    expect((await rowsFor(email))[0]!.details).not.toHaveProperty('orderReference')
  })

  it.each([
    ['an empty company name', { companyName: '' }, ERROR_CODES.FIELD_REQUIRED, 'input.companyName'],
    ['a company name of spaces', { companyName: '   ' }, ERROR_CODES.TEXT_ONLY_WHITESPACE, 'input.companyName'],
    ['an emoji in the name', { firstName: 'Sofie 😀' }, ERROR_CODES.TEXT_EMOJI, 'input.firstName'],
    ['no last name', { lastName: '' }, ERROR_CODES.FIELD_REQUIRED, 'input.lastName'],
    ['a wrong e-mail address', { email: 'sofie@' }, ERROR_CODES.INVALID_EMAIL, 'input.email'],
    ['a wrong phone number', { phoneNumber: '12' }, ERROR_CODES.FIELD_INVALID, 'input.phoneNumber'],
    ['a wrong VAT number', { vatNumber: 'BE12' }, ERROR_CODES.FIELD_INVALID, 'input.vatNumber'],
    ['accents in the reference', { referenceNumber: 'Coût-été' }, ERROR_CODES.TEXT_NOT_ASCII, 'input.referenceNumber'],
    ['a reference of 21 characters', { referenceNumber: 'R'.repeat(21) }, ERROR_CODES.TEXT_LENGTH_1_TO_20, 'input.referenceNumber'],
    ['a remark that is too long', { remark: 'x'.repeat(1001) }, ERROR_CODES.FIELD_TOO_LONG, 'input.remark'],
    ['no cards', { cards: [] }, ERROR_CODES.BUSINESS_CARDS_REQUIRED, 'input.cards'],
    ['21 card lines', { cards: Array.from({ length: 21 }, () => ({})) }, ERROR_CODES.BUSINESS_TOO_MANY_LINES, 'input.cards'],
    ['an unknown gift card', { cards: [{ productSlug: 'no-such-card' }] }, ERROR_CODES.BUSINESS_PRODUCT_UNKNOWN, 'input.cards[0].productSlug'],
    ['an amount below the minimum', { cards: [{ amount: -1 }] }, ERROR_CODES.BUSINESS_AMOUNT_RANGE, 'input.cards[0].amount'],
    ['an amount with decimals', { cards: [{ amountOffset: 0.5 }] }, ERROR_CODES.BUSINESS_AMOUNT_DECIMALS, 'input.cards[0].amount'],
    ['no cards in a line', { cards: [{ quantity: 0 }] }, ERROR_CODES.BUSINESS_QUANTITY_INVALID, 'input.cards[0].quantity'],
    ['an emoji in the card message', { cards: [{ message: 'Bravo 🎉' }] }, ERROR_CODES.TEXT_EMOJI, 'input.cards[0].message'],
    ['a card message over 150 characters', { cards: [{ message: 'x'.repeat(151) }] }, ERROR_CODES.NOTE_LENGTH, 'input.cards[0].message'],
  ])('refuses %s with its error and stores nothing', async (_name, overrides, code, parameter) => {
    const email = uniqueEmail()
    const fields = { ...overrides } as Record<string, unknown>
    if (Array.isArray(fields.cards)) {
      fields.cards = (fields.cards as Array<Record<string, unknown>>).map(({ amountOffset, ...line }) =>
        card({ ...line, ...(typeof amountOffset === 'number' ? { amount: digital.min + amountOffset } : {}) }))
    }
    const result = await browser().call<Payload>(QUOTE, { userData: userData('nl'), input: input({ email, ...fields }) })
    expect(result.data.request).toBeNull()
    expect(result.data.errors).toHaveLength(1)
    expect(result.data.errors[0]).toMatchObject({ code, referencedRequestParameter: parameter })
    expect(result.data.errors[0]!.message).not.toMatch(/something went wrong/i)
    expect(await rowsFor(email)).toHaveLength(0)
    expect(await mailsFor([email])).toHaveLength(0)
  })

  it('translates the range error with the product\'s bounds', async () => {
    const result = await browser().call<Payload>(QUOTE, { userData: userData('nl'), input: input({ cards: [card({ amount: digital.max + 1 })] }) })
    expect(result.data.errors[0]!.message).toBe(`Kies een bedrag per kaart tussen ${digital.min} en ${digital.max} EUR.`)
  })

  it('refuses a request without a valid captcha and stores nothing', async () => {
    const email = uniqueEmail()
    const result = await browser().call<Payload>(QUOTE, { userData: userData(), input: input({ email, captchaToken: 'not-a-token' }) })
    expect(result.data.errors).toMatchObject([{ code: ERROR_CODES.CAPTCHA_FAILED, referencedRequestParameter: 'captchaToken' }])
    expect(await rowsFor(email)).toHaveLength(0)
  })

  it('limits requests per address', async () => {
    const shopper = browser()
    for (let attempt = 0; attempt < BUSINESS_REQUEST_LIMITS.perIp.limit; attempt += 1) {
      expect((await shopper.call<Payload>(QUOTE, { userData: userData(), input: input() })).data.errors).toEqual([])
    }
    const email = uniqueEmail()
    const limited = await shopper.call<Payload>(QUOTE, { userData: userData(), input: input({ email }) })
    expect(limited.data.errors).toMatchObject([{ code: ERROR_CODES.RATE_LIMITED }])
    expect(await rowsFor(email)).toHaveLength(0)
    expect(await mailsFor([email])).toHaveLength(0)
    // Another address is not affected.
    expect((await browser().call<Payload>(QUOTE, { userData: userData(), input: input() })).data.errors).toEqual([])
  })

  it('lists the business products with their ranges, and 50 to 2000 zł on the Polish storefront', async () => {
    const be = await browser().call<{ currency: string; products: Array<{ slug: string; digital: { min: number; max: number } | null }> }>(PRODUCTS, { userData: userData() })
    expect(be.data.currency).toBe('EUR')
    expect(be.data.products.find((product) => product.slug === digital.slug)?.digital).toEqual({ min: digital.min, max: digital.max })
    const pl = await browser().call<{ currency: string; products: Array<{ slug: string; digital: { min: number; max: number } | null; physical: { min: number; max: number } | null }> }>(PRODUCTS, { userData: userData('pl', CBPL) })
    expect(pl.data.currency).toBe('PLN')
    expect(pl.data.products.length).toBeGreaterThan(0)
    for (const product of pl.data.products) {
      for (const range of [product.digital, product.physical]) if (range) expect(range).toEqual({ min: 50, max: 2000 })
    }
  })

  it('accepts 50 and 2000 zł per card in Poland and refuses 49 and 2001', async () => {
    const [plProduct] = await testDb.db.select({ slug: products.slug }).from(products)
      .innerJoin(productVariations, eq(productVariations.productId, products.id))
      .where(and(eq(products.storefront, 'CBPL'), eq(productVariations.variationType, 'digital'), inArray(products.productType, ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL']))).limit(1)
    const plInput = (amounts: number[]) => input({ phoneNumber: '+48 22 123 45 67', cards: amounts.map((amount) => card({ productSlug: plProduct!.slug, amount })) })
    const accepted = await browser().call<Payload>(QUOTE, { userData: userData('pl', CBPL), input: plInput([50, 2000]) })
    expect(accepted.data.errors).toEqual([])
    const refused = await browser().call<Payload>(QUOTE, { userData: userData('pl', CBPL), input: plInput([49, 2001]) })
    expect(refused.data.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([
      [ERROR_CODES.BUSINESS_AMOUNT_RANGE, 'input.cards[0].amount'],
      [ERROR_CODES.BUSINESS_AMOUNT_RANGE, 'input.cards[1].amount'],
    ])
  })
})
