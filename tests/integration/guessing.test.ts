/**
 * Brute force against a card's PIN and an account's password (docs/reliability.md, "Guessing
 * secrets"): an attacker with many addresses is refused, the owner who passes the captcha gets in,
 * and right answers never count. The captcha is reCAPTCHA's real verifier against a local stand-in
 * of siteverify that scores tokens as Google would score a person (0.9) or automation (0.55, enough
 * to pass RECAPTCHA_MIN_SCORE but not the challenge score of a secret under attack).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { BOT_TOKEN, PERSON_TOKEN, startSiteverify } from '@/tests/helpers/siteverify-stand-in'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { message code referencedRequestParameter }'
const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { card { balance { value } } ${ERRORS} } }`
const REGISTER = `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`
const LOGIN = `mutation ($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {
  userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERRORS} } }`
interface Payload { errors: Array<{ code: number }> }

let siteverify: Awaited<ReturnType<typeof startSiteverify>>
const saved = { secret: process.env.RECAPTCHA_SECRET_KEY, url: process.env.RECAPTCHA_VERIFY_URL }
beforeAll(async () => {
  siteverify = await startSiteverify()
  process.env.RECAPTCHA_SECRET_KEY = 'test-secret'
  process.env.RECAPTCHA_VERIFY_URL = siteverify.url
})
afterAll(async () => {
  process.env.RECAPTCHA_SECRET_KEY = saved.secret
  process.env.RECAPTCHA_VERIFY_URL = saved.url
  if (saved.secret === undefined) delete process.env.RECAPTCHA_SECRET_KEY
  if (saved.url === undefined) delete process.env.RECAPTCHA_VERIFY_URL
  await siteverify.close()
})

const codesOf = (results: Payload[]) => results.map((result) => result.errors[0]?.code ?? 0)
const count = (codes: number[], code: number) => codes.filter((value) => value === code).length

describe.each(testBackends())('guessing secrets on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let productId: number
  const from = (address: string) => new TestBrowser(handler, { 'x-shop-client-address': address })

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [product] = await testDb.db.select({ id: products.id }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'))).limit(1)
    productId = product!.id
  })
  afterAll(async () => testDb?.close())

  async function issueCard() {
    const number = newCardNumber(productId)
    const pin = '271828'
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId, currency: 'EUR',
      initialAmount: 3333, status: 'ACTIVE', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount: 3333, kind: 'ISSUE' })
    return { number, pin }
  }
  const check = (address: string, number: string, pin: string, token: string) =>
    from(address).call<Payload & { card: { balance: { value: number } } | null }>(CHECK, { userData, cardNumber: number, pin, captchaToken: token }).then((answer) => answer.data)
  const wrongPin = (attempt: number) => String(100000 + attempt)

  it('a bot with 300 addresses gets 5 PIN guesses; the owner who passes the captcha still checks the card', async () => {
    const { number, pin } = await issueCard()
    const attack = []
    for (let attempt = 0; attempt < 300; attempt += 1) attack.push(await check(`198.51.${Math.floor(attempt / 250)}.${attempt % 250}`, number, wrongPin(attempt), BOT_TOKEN))
    const codes = codesOf(attack)
    expect(count(codes, ERROR_CODES.CARD_UNKNOWN)).toBe(5)
    expect(count(codes, ERROR_CODES.RATE_LIMITED)).toBe(295)
    // The owner, from an address of its own, during the attack.
    const owner = await check('203.0.113.10', number, pin, PERSON_TOKEN)
    expect(owner.errors).toEqual([])
    expect(owner.card!.balance.value).toBe(33.33)
  })

  it('right PINs never count: the owner checks the same card 12 times in a row', async () => {
    const { number, pin } = await issueCard()
    for (let time = 0; time < 12; time += 1) expect((await check('203.0.113.11', number, pin, BOT_TOKEN)).errors).toEqual([])
    // The budget of wrong PINs is still whole: 5 wrong ones are weighed, the 6th is refused.
    const codes = codesOf(await Promise.all([0, 1, 2, 3, 4, 5].map((attempt) => check('203.0.113.11', number, wrongPin(attempt), BOT_TOKEN))))
    expect(count(codes, ERROR_CODES.CARD_UNKNOWN)).toBe(5)
    expect(count(codes, ERROR_CODES.RATE_LIMITED)).toBe(1)
  })

  it('past 100 wrong PINs in a day, even people get one try per address, and the owner still gets in', async () => {
    const { number, pin } = await issueCard()
    const weighed = []
    for (let attempt = 0; attempt < 100; attempt += 1) weighed.push(await check(`192.0.2.${1 + (attempt % 5)}`, number, wrongPin(attempt), PERSON_TOKEN))
    expect(count(codesOf(weighed), ERROR_CODES.CARD_UNKNOWN)).toBe(100)
    // Addresses that failed today have no try left; a new address has one.
    expect((await check('192.0.2.1', number, wrongPin(500), PERSON_TOKEN)).errors[0]!.code).toBe(ERROR_CODES.RATE_LIMITED)
    expect((await check('192.0.2.50', number, wrongPin(501), PERSON_TOKEN)).errors[0]!.code).toBe(ERROR_CODES.CARD_UNKNOWN)
    expect((await check('192.0.2.50', number, wrongPin(502), PERSON_TOKEN)).errors[0]!.code).toBe(ERROR_CODES.RATE_LIMITED)
    expect((await check('203.0.113.12', number, pin, PERSON_TOKEN)).errors).toEqual([])
  })

  it('a bot with many addresses gets 5 password guesses; the owner who passes the captcha logs in, as often as it likes', async () => {
    const email = `owner.${Date.now()}@example.com`
    const password = 'Sterk-Wachtwoord-2026!'
    const registered = await from('203.0.113.20').call<Payload & { status: string }>(REGISTER, { userData, input: {
      customerType: 'PRIVATE', email, password, passwordConfirmation: password, firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
    } })
    expect(registered.data.errors).toEqual([])
    const login = (address: string, secret: string, token: string) =>
      from(address).call<Payload & { status: string | null }>(LOGIN, { userData, email, password: secret, captchaToken: token }).then((answer) => answer.data)
    const attack = []
    for (let attempt = 0; attempt < 40; attempt += 1) attack.push(await login(`198.51.100.${attempt}`, `Guess-${attempt}!`, BOT_TOKEN))
    const codes = codesOf(attack)
    expect(count(codes, ERROR_CODES.WRONG_CREDENTIALS)).toBe(5)
    expect(count(codes, ERROR_CODES.RATE_LIMITED)).toBe(35)
    for (let time = 0; time < 8; time += 1) expect(await login(`203.0.113.${30 + time}`, password, PERSON_TOKEN)).toEqual({ status: 'LOGGED_IN', errors: [] })
  })
})
