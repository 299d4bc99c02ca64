import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { appSecrets, cardLedger, giftCards, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { CARD_DATA_KEY_NAME, cardDataKey } from '@/server/modules/card-data/card-data-key'
import { cardDataLink } from '@/server/modules/card-data/card-data-service'
import { CARD_DATA_LINK_DAYS } from '@/server/modules/card-data/card-data-token'
import { debitCard } from '@/server/modules/cards/card-ledger'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (storeID = CBBE.storeId, language = 'nl') => ({ language, storeID, countryCode: 'BE', redeemToken: null })
const CARD_DATA = `query ($userData: UserDataInput!, $token: String!) {
  cardData(userData: $userData, token: $token) {
    card { productTitle productSlug isChoiceCard amount { value currency } balance { value currency } expiresAt state cardNumber pin linkExpiresAt explanationPdfUrl }
    errors { message code referencedRequestParameter }
  }
}`
interface CardDataResult {
  card: { productTitle: string; isChoiceCard: boolean; amount: { value: number }; balance: { value: number }; state: string; cardNumber: string; pin: string; linkExpiresAt: string; explanationPdfUrl: string | null } | null
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

describe.each(testBackends())('card data links on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  const shopper = () => new TestBrowser(handler)

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())
  afterEach(() => { delete process.env.CARD_DATA_KEY })

  async function issueCard(options: { choice?: boolean; amount?: number } = {}) {
    const [product] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, 'CBBE'), eq(products.isChoiceCard, options.choice ?? false))).limit(1)
    const number = newCardNumber(product!.id)
    const pin = '004711'
    const amount = options.amount ?? 2500
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId: product!.id, currency: 'EUR',
      initialAmount: amount, status: 'ACTIVE', expiresAt: new Date(Date.now() + 3 * 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
    return { card: card!, number, pin }
  }
  const tokenOf = (link: string) => decodeURIComponent(/\/kaartgegevens\/([^/]+)\/$/.exec(new URL(link).pathname)![1]!)
  const read = (token: string, storeID = CBBE.storeId) => shopper().call<CardDataResult>(CARD_DATA, { userData: userData(storeID), token })

  it('shows number, PIN, amount and the current balance of the card the link was made for', async () => {
    const { card, number, pin } = await issueCard({ amount: 2500 })
    await debitCard(testDb.db, card.id, 700, 'REDEEM', null)
    const link = await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin })
    expect(link).toMatch(/\/kaartgegevens\/[A-Za-z0-9_-]+\/$/)
    const result = await read(tokenOf(link))
    expect(result.data.errors).toEqual([])
    expect(result.data.card).toMatchObject({ cardNumber: number, pin, amount: { value: 25 }, balance: { value: 18 }, state: 'VALID', isChoiceCard: false, explanationPdfUrl: null })
    const linkDays = (new Date(result.data.card!.linkExpiresAt).getTime() - Date.now()) / 86_400_000
    expect(Math.round(linkDays)).toBe(CARD_DATA_LINK_DAYS)
  })

  it('links a choice gift card to the PDF that explains how to redeem it', async () => {
    const { card, number, pin } = await issueCard({ choice: true })
    const result = await read(tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin })))
    expect(result.data.card).toMatchObject({ isChoiceCard: true, explanationPdfUrl: expect.stringMatching(/^https:\/\/.+\.pdf$/) })
  })

  it('answers a translated error and no data for an altered, expired, foreign or unknown link', async () => {
    const { card, number, pin } = await issueCard()
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const altered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
    const expired = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }, new Date(Date.now() - (CARD_DATA_LINK_DAYS + 1) * 86_400_000)))
    const cases: Array<[string, number, number]> = [
      [altered, CBBE.storeId, ERROR_CODES.CARD_DATA_LINK_INVALID],
      ['garbage', CBBE.storeId, ERROR_CODES.CARD_DATA_LINK_INVALID],
      [expired, CBBE.storeId, ERROR_CODES.CARD_DATA_LINK_EXPIRED],
      [token, getStorefront('CBDE').storeId, ERROR_CODES.CARD_DATA_LINK_INVALID],
    ]
    for (const [value, storeID, code] of cases) {
      const result = await shopper().call<CardDataResult>(CARD_DATA, { userData: { ...userData(storeID), language: storeID === CBBE.storeId ? 'nl' : 'de' }, token: value })
      expect(result.data.card).toBeNull()
      expect(result.data.errors).toMatchObject([{ code, referencedRequestParameter: 'token' }])
      expect(result.data.errors[0]!.message).not.toMatch(/something went wrong|Oh oh/i)
    }
    await testDb.db.delete(giftCards).where(eq(giftCards.id, card.id))
    expect((await read(token)).data.errors).toMatchObject([{ code: ERROR_CODES.CARD_DATA_LINK_INVALID }])
  })

  it('records when the receiver first opened the card, and only then (docs/rules/checkout.md resending a gift card e-mail)', async () => {
    const { card, number, pin } = await issueCard()
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const altered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
    await read(altered)
    const openedOf = async () => (await testDb.db.select({ openedAt: giftCards.openedAt }).from(giftCards).where(eq(giftCards.id, card.id)))[0]!.openedAt
    expect(await openedOf()).toBeNull()
    expect((await read(token)).data.errors).toEqual([])
    const first = await openedOf()
    expect(first).toBeInstanceOf(Date)
    await read(token)
    expect(await openedOf()).toEqual(first)
  })

  it('generates one key for every instance, kept in app_secrets, unless CARD_DATA_KEY is set', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => cardDataKey(testDb.db)))
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1)
    expect(keys[0]).toHaveLength(32)
    expect(await testDb.db.select().from(appSecrets).where(eq(appSecrets.name, CARD_DATA_KEY_NAME))).toHaveLength(1)

    const configured = Buffer.alloc(32, 7)
    process.env.CARD_DATA_KEY = configured.toString('base64')
    expect((await cardDataKey(testDb.db)).equals(configured)).toBe(true)
    const { card, number, pin } = await issueCard()
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    expect((await read(token)).data.card?.pin).toBe(pin)
    // A link made with the configured key does not open with the generated one.
    delete process.env.CARD_DATA_KEY
    expect((await read(token)).data.errors).toMatchObject([{ code: ERROR_CODES.CARD_DATA_LINK_INVALID }])
    process.env.CARD_DATA_KEY = Buffer.alloc(16).toString('base64')
    await expect(cardDataKey(testDb.db)).rejects.toThrow(/32 bytes/)
  })
})
