import 'server-only'
import { and, eq, gt, inArray } from 'drizzle-orm'
import { verify } from '@node-rs/argon2'
import { ERROR_CODES } from '@/graphql/error-codes'
import { giftCards, productTranslations, products, redeemTokens } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { CaptchaVerifier } from '@/server/services/captcha'
import { CARD_PIN_GUESSES, challengeScore, claimGuess } from '@/server/services/guess-guard'
import { digitsOf, pinProblem } from '@/validation/gift-card'
import { hitRateLimits, type RateLimitRule } from '@/server/services/rate-limit'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { hashToken, newSecretToken } from '../accounts/tokens'
import { typedCardNumberError } from '../cards/gift-card-numbers'
import { balanceOf } from '../cards/card-ledger'
import { cardState, type CardState } from '../cards/card-state'
import { rateLimited } from '../common/rate-limited'

/**
 * The balance check (docs/rules/redeem.md: card states unknown, not activated, blocked, expired, without
 * balance, valid). A wrong PIN answers exactly like an unknown number. Every check counts against the
 * address; only wrong ones count against the card (CARD_PIN_GUESSES), so neither numbers nor PINs
 * can be guessed and the owner is never locked out by someone else's tries.
 */
export const BALANCE_CHECK_LIMITS = {
  perIp: { name: 'balance:ip', limit: 30, windowSeconds: 15 * 60, byAddress: true },
} as const satisfies Record<string, RateLimitRule>

/** A redeem token lets the shopper spend the checked card for two hours without typing the PIN again. */
export const REDEEM_TOKEN_MINUTES = 120

export interface CheckedCard {
  state: CardState
  cardNumberEnd: string
  balance: number
  currency: string
  expiresAt: Date
  productTitle: string
  productImage: string
  backgroundColor: string
}

export interface BalanceCheckRequest {
  db: Db
  shopper: ShopperContext
  clientIp: string
  captcha: CaptchaVerifier
  now?: Date
}


export async function checkBalance(
  request: BalanceCheckRequest,
  input: { cardNumber: string; pin: string; captchaToken: string },
): Promise<Result<{ card: CheckedCard; redeemToken: string }>> {
  const now = request.now ?? new Date()
  const numberError = typedCardNumberError(input.cardNumber)
  if (numberError) return fail(numberError, 'cardNumber')
  if (pinProblem(input.pin)) return fail(ERROR_CODES.PIN_FORMAT, 'pin')
  const number = digitsOf(input.cardNumber)
  const pin = input.pin.trim()
  const guess = await claimPinGuess(request, number, input.captchaToken, now)
  if (!guess.ok) return guess

  const [card] = await request.db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1)
  // Unknown number and wrong PIN look the same from outside.
  const right = card !== undefined && (await verify(card.pinHash, `${number}:${pin}`).catch(() => false))
  await guess.value.settle(right)
  if (!card || !right) return fail(ERROR_CODES.CARD_UNKNOWN, 'cardNumber')
  if (card.storefront !== request.shopper.storefront.code) return fail(ERROR_CODES.CARD_NOT_ALLOWED, 'cardNumber')

  const checked = await describeCard(request.db, card, request.shopper.language, now)
  const date = new Intl.DateTimeFormat(`${request.shopper.language}-${request.shopper.storefront.country}`, { dateStyle: 'long' }).format(card.expiresAt)
  if (checked.state === 'BLOCKED') return fail(ERROR_CODES.CARD_BLOCKED, 'cardNumber')
  if (checked.state === 'NOT_ACTIVATED') return fail(ERROR_CODES.CARD_NOT_ACTIVATED, 'cardNumber')
  if (checked.state === 'EXPIRED') return fail(ERROR_CODES.CARD_EXPIRED, 'cardNumber', { date })
  if (checked.state === 'NO_BALANCE') return fail(ERROR_CODES.CARD_NO_BALANCE, 'cardNumber')

  // A second card joins the shopper's current token, so both pay one redeem order. A test card never
  // pays, so it and a real card cannot share one (docs/rules/redeem.md mixed types): refused before any write.
  const current = await cardsOfRedeemToken(request.db, request.shopper.redeemToken, request.shopper.storefront.code, now)
  if (current.some((other) => other.test !== card.test)) return fail(ERROR_CODES.CARD_MIXED_TYPES, 'cardNumber')
  const redeemToken = current.length > 0 ? request.shopper.redeemToken! : newSecretToken()
  await request.db.insert(redeemTokens)
    .values({ tokenHash: hashToken(redeemToken), cardId: card.id, createdAt: now, expiresAt: new Date(now.getTime() + REDEEM_TOKEN_MINUTES * 60_000) })
    .onConflictDoNothing()
  return ok({ redeemToken, card: checked })
}

/** What the balance check tells of a card: its state and balance now, and its product in the shopper's language. */
export async function describeCard(db: Db, card: typeof giftCards.$inferSelect, language: string, now: Date): Promise<CheckedCard> {
  const [product] = await db
    .select({ slug: products.slug, image: products.image, backgroundColor: products.backgroundColor, title: productTranslations.title })
    .from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(eq(products.id, card.productId))
    .limit(1)
  const balance = await balanceOf(db, card.id)
  return {
    state: cardState(card, balance, now), cardNumberEnd: card.number.slice(-4), balance, currency: card.currency, expiresAt: card.expiresAt,
    productTitle: product?.title ?? product?.slug ?? '', productImage: product?.image ?? '', backgroundColor: product?.backgroundColor ?? '',
  }
}

/**
 * The captcha, the address's budget and a claim on the card's budget of wrong PINs (shared by the
 * balance check and the doubler, so entering the draw is no second way to guess). The caller settles
 * the claim once it knows whether the PIN was right.
 */
export async function claimPinGuess(
  request: { db: Db; clientIp: string; captcha: CaptchaVerifier },
  number: string,
  captchaToken: string,
  now: Date,
): Promise<Result<{ settle(right: boolean): Promise<void> }>> {
  const score = captchaToken.trim() === '' ? null : await request.captcha.score(captchaToken, request.clientIp)
  if (score === null) return fail(ERROR_CODES.CAPTCHA_FAILED, 'captchaToken')
  const limit = await hitRateLimits(request.db, [[BALANCE_CHECK_LIMITS.perIp, request.clientIp]], now)
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds)
  const claim = await claimGuess(request.db, CARD_PIN_GUESSES, { secret: number, clientIp: request.clientIp, captchaScore: score, challengeScore: challengeScore(), now })
  if (!claim.allowed) return rateLimited(claim.retryAfterSeconds)
  return ok({ settle: claim.settle })
}


/** The cards a redeem token (sent with userData, docs/rules/redeem.md) may spend, first checked first: unexpired and of this storefront. */
export async function cardsOfRedeemToken(db: Db, token: string | null, storefront: string, now = new Date()) {
  if (!token) return []
  const rows = await db.select({ card: giftCards }).from(redeemTokens)
    .innerJoin(giftCards, eq(giftCards.id, redeemTokens.cardId))
    .where(and(eq(redeemTokens.tokenHash, hashToken(token)), gt(redeemTokens.expiresAt, now), inArray(giftCards.storefront, [storefront])))
    .orderBy(redeemTokens.createdAt)
  return rows.map((row) => row.card)
}
