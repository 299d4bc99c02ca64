import 'server-only'
import { eq } from 'drizzle-orm'
import { verify } from '@node-rs/argon2'
import { doublerCreditCapMajor } from '@/config/doubler'
import { ERROR_CODES } from '@/graphql/error-codes'
import { doublerEntries, giftCards } from '@/server/db/schema'
import { firstRedeemProductSlug } from '../order/order-entry-repository'
import type { Db } from '@/server/db/types'
import type { CaptchaVerifier } from '@/server/services/captcha'
import { isValidEmail, normalizeEmail, EMAIL_MAX_LENGTH } from '@/validation/fields'
import { digitsOf, pinProblem } from '@/validation/gift-card'
import { minorUnitExponent } from '@/config/currencies'
import { fail, ok, type DomainError, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { hashToken } from '../accounts/tokens'
import { typedCardNumberError } from '../cards/gift-card-numbers'
import { cardState } from '../cards/card-state'
import { cardsOfRedeemToken, claimPinGuess } from '../redeem/balance-check'
import { balanceOf } from '../cards/card-ledger'
import { drawMomentOf, drawMonthFor, DRAW_TIME_ZONE } from './draw-calendar'

/**
 * Entering the balance doubler (docs/rules/activation-and-doubler.md: a monthly draw, the winner's balance is doubled). A card
 * enters with the redeem token of its balance check, or with its number and PIN behind the captcha
 * and the balance check's own rate limits (a wrong PIN answers like an unknown card, and no answer
 * ever shows a balance). One entry per card per draw, kept by the unique index on (draw, card).
 */

/** The most a draw adds to the winning card, in minor units of its currency (config/doubler.ts). */
export const doublerCreditCap = (currency: string) => doublerCreditCapMajor(currency) * 10 ** minorUnitExponent(currency)

export interface DoublerRequest {
  db: Db
  shopper: ShopperContext
  clientIp: string
  captcha: CaptchaVerifier
  now?: Date
}

export interface DoublerEntryInput {
  email: string
  /** With PIN and captcha; without a number the cards of the redeem token in userData enter. */
  cardNumber?: string | null
  pin?: string | null
  captchaToken?: string | null
}

export interface DoublerEntered {
  drawMonth: string
  drawAt: Date
  /** Last four digits of every card that entered now. */
  cardNumberEnds: string[]
  /** The product the shopper chose with the balance of the token's cards (the thank-you page shows it). */
  productSlug: string | null
}

type Card = typeof giftCards.$inferSelect

/** The next draw an entry made now takes part in. */
export function nextDraw(now = new Date()): { drawMonth: string; drawAt: Date } {
  const drawMonth = drawMonthFor(now)
  return { drawMonth, drawAt: drawMomentOf(drawMonth) }
}

export const formatDrawDate = (date: Date, language: string, country: string) =>
  new Intl.DateTimeFormat(`${language}-${country}`, { dateStyle: 'full', timeZone: DRAW_TIME_ZONE }).format(date)


export async function enterDoublerDraw(request: DoublerRequest, input: DoublerEntryInput): Promise<Result<DoublerEntered>> {
  const now = request.now ?? new Date()
  const email = normalizeEmail(input.email ?? '')
  if (email === '') return fail(ERROR_CODES.FIELD_REQUIRED, 'email')
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return fail(ERROR_CODES.INVALID_EMAIL, 'email')

  const byNumber = (input.cardNumber ?? '').trim() !== '' || (input.pin ?? '').trim() !== ''
  const cards = byNumber ? await cardByNumberAndPin(request, input, now) : await cardsOfToken(request, now)
  if (!cards.ok) return cards

  const { drawMonth, drawAt } = nextDraw(now)
  const date = formatDrawDate(drawAt, request.shopper.language, request.shopper.storefront.country)
  const eligible: Card[] = []
  let firstProblem: DomainError | null = null
  for (const card of cards.value) {
    const problem = await entryProblem(request, card, drawAt, date, now)
    if (problem) firstProblem ??= problem
    else eligible.push(card)
  }
  if (eligible.length === 0) return { ok: false, errors: [firstProblem!] }

  const inserted = await request.db.insert(doublerEntries)
    .values(eligible.map((card) => ({
      drawMonth, cardId: card.id, email, storefront: request.shopper.storefront.code, language: request.shopper.language, createdAt: now,
    })))
    .onConflictDoNothing()
    .returning({ cardId: doublerEntries.cardId })
  if (inserted.length === 0) return fail(ERROR_CODES.DOUBLER_ALREADY_ENTERED, byNumber ? 'cardNumber' : undefined, { date })
  const enteredIds = new Set(inserted.map((row) => row.cardId))
  return ok({
    drawMonth,
    drawAt,
    cardNumberEnds: eligible.filter((card) => enteredIds.has(card.id)).map((card) => card.number.slice(-4)),
    productSlug: byNumber ? null : await chosenProductSlug(request),
  })
}

/** Why a card (whose PIN matched or whose token is valid) cannot enter, as the balance check words it. */
async function entryProblem(request: DoublerRequest, card: Card, drawAt: Date, date: string, now: Date): Promise<DomainError | null> {
  const parameter = 'cardNumber'
  // A test card (docs/rules/redeem.md test cards) would take a real shopper's prize: not a card for the draw.
  if (card.storefront !== request.shopper.storefront.code || card.test) return { code: ERROR_CODES.CARD_NOT_ALLOWED, parameter }
  const balance = await balanceOf(request.db, card.id)
  const state = cardState(card, balance, now)
  const expiry = new Intl.DateTimeFormat(`${request.shopper.language}-${request.shopper.storefront.country}`, { dateStyle: 'long' }).format(card.expiresAt)
  if (state === 'BLOCKED') return { code: ERROR_CODES.CARD_BLOCKED, parameter }
  if (state === 'NOT_ACTIVATED') return { code: ERROR_CODES.CARD_NOT_ACTIVATED, parameter }
  if (state === 'EXPIRED') return { code: ERROR_CODES.CARD_EXPIRED, parameter, values: { date: expiry } }
  if (state === 'NO_BALANCE') return { code: ERROR_CODES.CARD_NO_BALANCE, parameter }
  if (card.expiresAt <= drawAt) return { code: ERROR_CODES.DOUBLER_CARD_EXPIRES_BEFORE_DRAW, parameter, values: { date } }
  return null
}

async function cardByNumberAndPin(request: DoublerRequest, input: DoublerEntryInput, now: Date): Promise<Result<Card[]>> {
  const numberError = typedCardNumberError(input.cardNumber ?? '')
  if (numberError) return fail(numberError, 'cardNumber')
  const pinError = pinProblem(input.pin ?? '')
  if (pinError) return fail(pinError === 'required' ? ERROR_CODES.FIELD_REQUIRED : ERROR_CODES.PIN_FORMAT, 'pin')
  const number = digitsOf(input.cardNumber ?? '')
  const pin = (input.pin ?? '').trim()
  // The balance check's counters: entering the draw is no second way to guess numbers or PINs.
  const guess = await claimPinGuess(request, number, input.captchaToken ?? '', now)
  if (!guess.ok) return guess
  const [card] = await request.db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1)
  const right = card !== undefined && (await verify(card.pinHash, `${number}:${pin}`).catch(() => false))
  await guess.value.settle(right)
  if (!card || !right) return fail(ERROR_CODES.CARD_UNKNOWN, 'cardNumber')
  return ok([card])
}

async function cardsOfToken(request: DoublerRequest, now: Date): Promise<Result<Card[]>> {
  const cards = await cardsOfRedeemToken(request.db, request.shopper.redeemToken, request.shopper.storefront.code, now)
  if (cards.length === 0) return fail(ERROR_CODES.REDEEM_TOKEN_MISSING)
  return ok(cards)
}

/** The first gift card (or donation) of the token's newest redeem order: "the brand the shopper swapped into". */
async function chosenProductSlug(request: DoublerRequest): Promise<string | null> {
  if (!request.shopper.redeemToken) return null
  return firstRedeemProductSlug(request.db, hashToken(request.shopper.redeemToken), request.shopper.storefront.code)
}
