import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, doublerDraws, doublerEntries, giftCards, mailOutbox, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { drawMomentOf, drawMonthFor } from '@/server/modules/doubler/draw-calendar'
import { DRAW_GRACE_MS, runDueDoublerDraws } from '@/server/modules/doubler/draw-job'
import { deriveWinner } from '@/server/modules/doubler/draw-winner'
import { CARD_PIN_GUESSES } from '@/server/services/guess-guard'
import { balanceOf } from '@/server/modules/cards/card-ledger'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (redeemToken: string | null = null, language = 'nl') => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken })
const ENTER = `mutation ($userData: UserDataInput!, $input: EnterDoublerDrawInput!) {
  enterDoublerDraw(userData: $userData, input: $input) {
    entry { drawMonth drawAt cardNumberEnds productSlug }
    errors { message code referencedRequestParameter }
  }
}`
const CHECK = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken errors { code } }
}`
interface Entered {
  entry: { drawMonth: string; drawAt: string; cardNumberEnds: string[]; productSlug: string | null } | null
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

describe.each(testBackends())('balance doubler on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let productId: number
  let outbox: string
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.2.0.${++ip}` })

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'doubler-outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [product] = await testDb.db.select({ id: products.id }).from(products).where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'))).limit(1)
    productId = product!.id
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  async function issueCard(options: { amount?: number; status?: 'ACTIVE' | 'BLOCKED' | 'NOT_ACTIVATED'; expiresAt?: Date; storefront?: string; currency?: string } = {}) {
    const number = newCardNumber(productId)
    const pin = String(100000 + Math.floor(Math.random() * 899999))
    const amount = options.amount ?? 5000
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: options.storefront ?? 'CBBE', productId, currency: options.currency ?? 'EUR',
      initialAmount: amount, status: options.status ?? 'ACTIVE', expiresAt: options.expiresAt ?? new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    if (amount > 0) await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
    return { card: card!, number, pin }
  }
  const enter = (shopper: TestBrowser, input: Record<string, unknown>, token: string | null = null, language = 'nl') =>
    shopper.call<Entered>(ENTER, { userData: userData(token, language), input })
  const entriesOf = (cardId: string) => testDb.db.select().from(doublerEntries).where(eq(doublerEntries.cardId, cardId))

  describe('entering with card number, PIN and captcha', () => {
    it('enters a valid card into the coming draw once, and answers no balance', async () => {
      const { card, number, pin } = await issueCard({ amount: 4200 })
      const before = new Date()
      const first = await enter(browser(), { cardNumber: number.replace(/(\d{4})/g, '$1 '), pin, email: ' Winner@Example.com ', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(first.data.errors).toEqual([])
      expect(first.data.entry).toMatchObject({ drawMonth: drawMonthFor(before), cardNumberEnds: [number.slice(-4)], productSlug: null })
      expect(first.data.entry!.drawAt).toBe(drawMomentOf(drawMonthFor(before)).toISOString())
      expect(Object.keys(first.data.entry!).sort()).toEqual(['cardNumberEnds', 'drawAt', 'drawMonth', 'productSlug'])
      expect(await entriesOf(card.id)).toMatchObject([{ drawMonth: drawMonthFor(before), email: 'winner@example.com', storefront: 'CBBE', language: 'nl' }])

      const again = await enter(browser(), { cardNumber: number, pin, email: 'other@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(again.data.entry).toBeNull()
      expect(again.data.errors).toHaveLength(1)
      expect(again.data.errors[0]).toMatchObject({ code: ERROR_CODES.DOUBLER_ALREADY_ENTERED, referencedRequestParameter: 'cardNumber' })
      expect(again.data.errors[0]!.message).toMatch(/^Deze cadeaubon doet al mee aan de trekking van maandag \d+ \w+ \d{4}\./)
      expect(await entriesOf(card.id)).toHaveLength(1)
    })

    it('answers a wrong PIN exactly like an unknown card, and enters nothing', async () => {
      const { card, number } = await issueCard()
      const wrongPin = await enter(browser(), { cardNumber: number, pin: '000000', email: 'a@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      const unknown = await enter(browser(), { cardNumber: newCardNumber(productId), pin: '123456', email: 'a@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(wrongPin.data).toEqual(unknown.data)
      expect(wrongPin.data.errors).toEqual([{ code: ERROR_CODES.CARD_UNKNOWN, referencedRequestParameter: 'cardNumber', message: expect.stringContaining('We herkennen dit kaartnummer') }])
      expect(await entriesOf(card.id)).toEqual([])
    })

    it.each([
      [{ email: '' }, ERROR_CODES.FIELD_REQUIRED, 'email'],
      [{ email: 'not-an-address' }, ERROR_CODES.INVALID_EMAIL, 'email'],
      [{ cardNumber: '1234' }, ERROR_CODES.CARD_NUMBER_LENGTH, 'cardNumber'],
      [{ pin: '12' }, ERROR_CODES.PIN_FORMAT, 'pin'],
      [{ captchaToken: 'wrong' }, ERROR_CODES.CAPTCHA_FAILED, 'captchaToken'],
      [{ captchaToken: '' }, ERROR_CODES.CAPTCHA_FAILED, 'captchaToken'],
    ])('refuses %o with %i at %s and enters nothing', async (override, code, parameter) => {
      const { card, number, pin } = await issueCard()
      const result = await enter(browser(), { cardNumber: number, pin, email: 'a@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN, ...override })
      expect(result.data.entry).toBeNull()
      expect(result.data.errors).toMatchObject([{ code, referencedRequestParameter: parameter }])
      expect(result.data.errors[0]!.message).not.toBe('')
      expect(await entriesOf(card.id)).toEqual([])
    })

    it.each([
      ['blocked', { status: 'BLOCKED' as const }, ERROR_CODES.CARD_BLOCKED],
      ['not activated', { status: 'NOT_ACTIVATED' as const }, ERROR_CODES.CARD_NOT_ACTIVATED],
      ['expired', { expiresAt: new Date(Date.now() - 86_400_000) }, ERROR_CODES.CARD_EXPIRED],
      ['without balance', { amount: 0 }, ERROR_CODES.CARD_NO_BALANCE],
      ['expiring before the draw', { expiresAt: new Date(drawMomentOf(drawMonthFor(new Date())).getTime() - 60_000) }, ERROR_CODES.DOUBLER_CARD_EXPIRES_BEFORE_DRAW],
      ['of another storefront', { storefront: 'CBDE' }, ERROR_CODES.CARD_NOT_ALLOWED],
    ])('refuses a card %s', async (_name, options, code) => {
      const { card, number, pin } = await issueCard(options)
      const result = await enter(browser(), { cardNumber: number, pin, email: 'a@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(result.data).toMatchObject({ entry: null, errors: [{ code, referencedRequestParameter: 'cardNumber' }] })
      expect(await entriesOf(card.id)).toEqual([])
    })

    it('counts attempts against the balance check limits of the card', async () => {
      const { number } = await issueCard()
      const shopper = browser()
      for (let attempt = 0; attempt < CARD_PIN_GUESSES.perHour; attempt += 1) {
        const result = await enter(shopper, { cardNumber: number, pin: '000000', email: 'a@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
        expect(result.data.errors[0]!.code).toBe(ERROR_CODES.CARD_UNKNOWN)
      }
      const limited = await enter(browser(), { cardNumber: number, pin: '000000', email: 'a@example.com', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(limited.data.errors).toMatchObject([{ code: ERROR_CODES.RATE_LIMITED }])
    })
  })

  describe('entering with the redeem token of a balance check', () => {
    it('enters the checked card with only an e-mail address, once per draw', async () => {
      const { card, number, pin } = await issueCard()
      const shopper = browser()
      const checked = await shopper.call<{ redeemToken: string | null }>(CHECK, { userData: userData(), cardNumber: number, pin, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      const token = checked.data.redeemToken!
      const entered = await enter(shopper, { email: 'token@example.com' }, token)
      expect(entered.data.errors).toEqual([])
      expect(entered.data.entry!.cardNumberEnds).toEqual([number.slice(-4)])
      expect(await entriesOf(card.id)).toHaveLength(1)
      const again = await enter(shopper, { email: 'token@example.com' }, token, 'fr')
      expect(again.data.errors).toMatchObject([{ code: ERROR_CODES.DOUBLER_ALREADY_ENTERED }])
      expect(again.data.errors[0]!.message).toMatch(/^Cette carte cadeau participe déjà au tirage du lundi/)
    })

    it('needs a valid token', async () => {
      for (const token of [null, 'not-a-token']) {
        const result = await enter(browser(), { email: 'token@example.com' }, token)
        expect(result.data).toMatchObject({ entry: null, errors: [{ code: ERROR_CODES.REDEEM_TOKEN_MISSING }] })
      }
    })
  })

  describe('the monthly draw', () => {
    const MONTH = '2025-03'
    const moment = drawMomentOf(MONTH)
    const afterMoment = new Date(moment.getTime() + DRAW_GRACE_MS + 1000)

    async function enterDirectly(drawMonth: string, cardId: string, email: string) {
      const [row] = await testDb.db.insert(doublerEntries).values({ drawMonth, cardId, email, storefront: 'CBBE', language: 'nl' }).returning()
      return row!
    }

    it('waits until a minute past the draw moment', async () => {
      const { card } = await issueCard()
      await enterDirectly(MONTH, card.id, 'early@example.com')
      expect((await runDueDoublerDraws(testDb.db, new Date(moment.getTime() + DRAW_GRACE_MS - 1000))).map((o) => o.drawMonth)).not.toContain(MONTH)
      expect(await testDb.db.select().from(doublerDraws).where(eq(doublerDraws.drawMonth, MONTH))).toEqual([])
    })

    it('draws once under two concurrent runs, credits the winner once through the ledger, and can be re-derived', async () => {
      const cards = await Promise.all([3000, 4500, 6000].map((amount) => issueCard({ amount })))
      for (const [index, { card }] of cards.entries()) await enterDirectly(MONTH, card.id, `entrant${index}@example.com`)
      const entries = await testDb.db.select().from(doublerEntries).where(eq(doublerEntries.drawMonth, MONTH))

      const runs = await Promise.all([runDueDoublerDraws(testDb.db, afterMoment), runDueDoublerDraws(testDb.db, afterMoment)])
      expect(runs.flat().filter((outcome) => outcome.drawMonth === MONTH)).toHaveLength(1)
      const draws = await testDb.db.select().from(doublerDraws).where(eq(doublerDraws.drawMonth, MONTH))
      expect(draws).toHaveLength(1)
      const draw = draws[0]!
      expect(draw.entriesCount).toBe(entries.length)
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/)
      const derived = deriveWinner(draw.seed, entries.map((entry) => entry.id))
      expect(draw.entriesDigest).toBe(derived.digest)
      expect(draw.winnerEntryId).toBe(derived.winnerId)

      const winner = entries.find((entry) => entry.id === draw.winnerEntryId)!
      const credits = await testDb.db.select().from(cardLedger).where(eq(cardLedger.kind, 'DOUBLER'))
      expect(credits).toHaveLength(1)
      expect(credits[0]!.cardId).toBe(winner.cardId)
      // The draw takes every entry of the month (the previous test entered one too), so the winner's
      // amount is read from its card rather than from this test's cards.
      const [winningCard] = await testDb.db.select().from(giftCards).where(eq(giftCards.id, winner.cardId))
      const initial = winningCard!.initialAmount
      expect(draw.creditedAmount).toBe(initial)
      expect(await balanceOf(testDb.db, winner.cardId)).toBe(2 * initial)
      for (const { card } of cards.filter(({ card }) => card.id !== winner.cardId)) expect(await balanceOf(testDb.db, card.id)).toBe(card.initialAmount)

      const mails = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'doubler-winner'))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.recipient).toBe(winner.email)
      expect(mails[0]!.text).toContain('Gefeliciteerd!')

      // A later run changes nothing.
      await runDueDoublerDraws(testDb.db, new Date(afterMoment.getTime() + 3_600_000))
      expect(await testDb.db.select().from(cardLedger).where(eq(cardLedger.kind, 'DOUBLER'))).toHaveLength(1)
      const [{ total }] = await testDb.db.select({ total: sql<number>`coalesce(sum(${cardLedger.amount}), 0)::int` }).from(cardLedger).where(eq(cardLedger.cardId, winner.cardId)) as [{ total: number }]
      expect(Number(total)).toBe(2 * initial)
    })

    it('doubles a euro card at most by 500 euro', async () => {
      const month = '2025-05'
      const cap = 50_000
      const { card } = await issueCard({ amount: cap + 12_345 })
      await enterDirectly(month, card.id, 'rich@example.com')
      await runDueDoublerDraws(testDb.db, new Date(drawMomentOf(month).getTime() + DRAW_GRACE_MS + 1000))
      const [draw] = await testDb.db.select().from(doublerDraws).where(eq(doublerDraws.drawMonth, month))
      expect(draw).toMatchObject({ entriesCount: 1, creditedAmount: cap })
      expect(await balanceOf(testDb.db, card.id)).toBe(2 * cap + 12_345)
    })

    it('doubles a złoty card at most by 2,000 zł, not by 500', async () => {
      const month = '2025-06'
      const { card } = await issueCard({ amount: 312_345, storefront: 'CBPL', currency: 'PLN' })
      await enterDirectly(month, card.id, 'bogaty@example.com')
      await runDueDoublerDraws(testDb.db, new Date(drawMomentOf(month).getTime() + DRAW_GRACE_MS + 1000))
      const [draw] = await testDb.db.select().from(doublerDraws).where(eq(doublerDraws.drawMonth, month))
      expect(draw).toMatchObject({ entriesCount: 1, creditedAmount: 200_000 })
      expect(await balanceOf(testDb.db, card.id)).toBe(512_345)
    })

    it('records a draw without entries, with no winner and nothing credited', async () => {
      const month = '2025-07'
      const before = await testDb.db.select().from(cardLedger)
      const outcomes = await runDueDoublerDraws(testDb.db, new Date(drawMomentOf(month).getTime() + DRAW_GRACE_MS + 1000))
      expect(outcomes.find((outcome) => outcome.drawMonth === month)).toEqual({ drawMonth: month, entriesCount: 0, winnerEntryId: null, creditedAmount: 0 })
      const [draw] = await testDb.db.select().from(doublerDraws).where(eq(doublerDraws.drawMonth, month))
      expect(draw).toMatchObject({ entriesCount: 0, winnerEntryId: null, creditedAmount: 0 })
      expect(await testDb.db.select().from(cardLedger)).toHaveLength(before.length)
    })
  })
})
