import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { cardDataLink } from '@/server/modules/card-data/card-data-service'
import { CARD_DATA_LINK_DAYS } from '@/server/modules/card-data/card-data-token'
import { debitCard } from '@/server/modules/cards/card-ledger'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { appleTestCertificates, googleTestKeys } from '@/tests/helpers/wallet-certificates'
import { zipEntries } from '@/tests/helpers/zip-entries'

// The route handler opens the app's database; here it gets the test database instead.
const database = vi.hoisted(() => ({ current: null as Db | null }))
vi.mock('@/server/db/client', async (original) => ({
  ...(await original<typeof import('@/server/db/client')>()),
  getDb: async () => database.current,
}))
const { GET } = await import('@/app/api/card-data/[token]/apple-pass/route')

const CBBE = getStorefront('CBBE')
const CBDE = getStorefront('CBDE')
const CARD_WALLET = `query ($userData: UserDataInput!, $token: String!) {
  cardWallet(userData: $userData, token: $token) { wallet { applePassUrl googleSaveUrl } errors { code referencedRequestParameter } }
}`
interface CardWalletResult {
  wallet: { applePassUrl: string | null; googleSaveUrl: string | null } | null
  errors: Array<{ code: number; referencedRequestParameter: string | null }>
}
const WALLET_ENV = [
  'APPLE_WALLET_PASS_TYPE_ID', 'APPLE_WALLET_TEAM_ID', 'APPLE_WALLET_SIGNER_CERT', 'APPLE_WALLET_SIGNER_KEY', 'APPLE_WALLET_SIGNER_KEY_PASSPHRASE', 'APPLE_WALLET_WWDR_CERT',
  'GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_WALLET_PRIVATE_KEY',
]

describe.each(testBackends())('wallet passes on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let apple: ReturnType<typeof appleTestCertificates>
  let google: ReturnType<typeof googleTestKeys>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    database.current = testDb.db
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    apple = appleTestCertificates()
    google = googleTestKeys()
  })
  afterAll(async () => testDb?.close())
  const configure = () => Object.assign(process.env, {
    APPLE_WALLET_PASS_TYPE_ID: 'pass.test.giftcard', APPLE_WALLET_TEAM_ID: 'ABCDE12345',
    APPLE_WALLET_SIGNER_CERT: apple.signerCert, APPLE_WALLET_SIGNER_KEY: apple.signerKey,
    APPLE_WALLET_SIGNER_KEY_PASSPHRASE: apple.signerKeyPassphrase, APPLE_WALLET_WWDR_CERT: apple.wwdr,
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678', GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@example.iam.gserviceaccount.com',
    GOOGLE_WALLET_PRIVATE_KEY: google.privatePem,
  })
  beforeEach(configure)
  afterEach(() => { for (const name of WALLET_ENV) delete process.env[name] })

  async function issueCard(storefront: 'CBBE' | 'CBDE', amount: number) {
    const [product] = await testDb.db.select({ id: products.id }).from(products)
      .where(and(eq(products.storefront, storefront), eq(products.isChoiceCard, false))).limit(1)
    const number = newCardNumber(product!.id)
    const pin = '004711'
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront, productId: product!.id, currency: 'EUR',
      initialAmount: amount, status: 'ACTIVE', expiresAt: new Date(Date.now() + 3 * 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
    return { card: card!, number, pin }
  }
  const tokenOf = (link: string) => decodeURIComponent(/\/([A-Za-z0-9_-]{40,})\/$/.exec(new URL(link).pathname)![1]!)
  const download = (token: string, host = 'cbbe.localhost:3000', language = 'nl') =>
    GET(new Request(`http://${host}/api/card-data/${encodeURIComponent(token)}/apple-pass/?language=${language}`, { headers: { host } }), { params: Promise.resolve({ token: encodeURIComponent(token) }) })
  // Everything of the card but when its link was first opened: a pass is fetched through the card data
  // link, which counts as the receiver opening the card (docs/rules/checkout.md Resending a gift card e-mail).
  const snapshot = async (cardId: string) => ({
    card: (await testDb.db.select().from(giftCards).where(eq(giftCards.id, cardId))).map(({ openedAt: _opened, ...card }) => card),
    ledger: await testDb.db.select().from(cardLedger).where(eq(cardLedger.cardId, cardId)),
  })

  it('serves the card\'s pass with its current balance, privately, and changes nothing about the card', async () => {
    const { card, number, pin } = await issueCard('CBBE', 5000)
    await debitCard(testDb.db, card.id, 1255, 'REDEEM', null)
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const before = await snapshot(card.id)
    const response = await download(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pkpass"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const pass = JSON.parse(zipEntries(Buffer.from(await response.arrayBuffer())).get('pass.json')!.toString('utf8')) as {
      serialNumber: string; barcodes: Array<{ message: string }>; storeCard: { primaryFields: Array<{ value: string }> }
    }
    expect(pass.serialNumber).toBe(card.id)
    expect(pass.barcodes[0]!.message).toBe(number)
    expect(pass.storeCard.primaryFields[0]!.value.replace(/\s/g, ' ')).toBe('€ 37,45')
    expect(await snapshot(card.id)).toEqual(before)
  })

  it('refuses an altered, expired or unknown link and another storefront\'s card, changing nothing', async () => {
    const { card, number, pin } = await issueCard('CBBE', 2500)
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const altered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
    const expired = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }, new Date(Date.now() - (CARD_DATA_LINK_DAYS + 1) * 86_400_000)))
    const german = await issueCard('CBDE', 2500)
    const germanToken = tokenOf(await cardDataLink(testDb.db, CBDE, 'de', { id: german.card.id, number: german.number, pin: german.pin }))
    const before = await snapshot(card.id)
    for (const response of [await download(altered), await download(expired), await download('garbage'), await download(germanToken), await download(token, 'cbde.localhost:3000', 'de')]) {
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).not.toBe('application/vnd.apple.pkpass')
    }
    const brokenEscape = await GET(new Request('http://cbbe.localhost:3000/api/card-data/%E0%A4%A/apple-pass/', { headers: { host: 'cbbe.localhost:3000' } }), { params: Promise.resolve({ token: '%E0%A4%A' }) })
    expect(brokenEscape.status).toBe(404)
    expect((await download(germanToken, 'cbde.localhost:3000', 'de')).status).toBe(200)
    expect(await snapshot(card.id)).toEqual(before)
  })

  it('answers 404 and offers no buttons while the wallets are not configured', async () => {
    const { card, number, pin } = await issueCard('CBBE', 2500)
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
    const configured = await new TestBrowser(handler).call<CardWalletResult>(CARD_WALLET, { userData, token })
    expect(configured.data.wallet?.applePassUrl).toBe(`/api/card-data/${token}/apple-pass/?language=nl`)
    expect(configured.data.wallet?.googleSaveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)

    delete process.env.APPLE_WALLET_WWDR_CERT
    delete process.env.GOOGLE_WALLET_PRIVATE_KEY
    expect((await download(token)).status).toBe(404)
    const off = await new TestBrowser(handler).call<CardWalletResult>(CARD_WALLET, { userData, token })
    expect(off.data).toEqual({ wallet: { applePassUrl: null, googleSaveUrl: null }, errors: [] })

    const refused = await new TestBrowser(handler).call<CardWalletResult>(CARD_WALLET, { userData, token: 'garbage' })
    expect(refused.data).toEqual({ wallet: null, errors: [{ code: ERROR_CODES.CARD_DATA_LINK_INVALID, referencedRequestParameter: 'token' }] })
  })
})
