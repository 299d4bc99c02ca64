import 'server-only'
import { eq } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { cardActivations, giftCards } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { hitRateLimits, type RateLimitRule } from '@/server/services/rate-limit'
import { activationCardNumberProblem, activationEmailProblem, activationPinProblem, ACTIVATION_MESSAGES, type ActivationRule } from '@/validation/activation'
import { digitsOf } from '@/validation/gift-card'
import { EMAIL_MAX_LENGTH } from '@/validation/fields'
import { validateAmount, PRICE_MESSAGES } from '@/validation/price'
import { minorUnitExponent } from '@/config/currencies'
import { fail, ok, type DomainError, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { hashToken, newSecretToken } from '../accounts/tokens'
import { ownedOrder, type ShopperRequest } from '../order/shopper-request'
import { brandPrefix } from '../cards/gift-card-numbers'
import type { OrderRow } from '../order/order-repository'
import { findActivationWithCard, insertOrder, openActivationOrdersOfCard } from '../order/order-entry-repository'
import { moveOrderQuietly } from '../order/order-payment-repository'
import { transition } from '../orders/order-status'
import * as repo from './activation-repository'
import { activationDelayMinutes } from './activation-timing'
import { cardOfHolder } from './activation-pin'
import { rateLimited } from '../common/rate-limited'
import { formatMoney } from '@/i18n/format'

/**
 * docs/rules/activation-and-doubler.md and docs/rules/api.md activation: a physical choice card bought in a shop is activated online by paying
 * its amount. createActivationOrder asks for the card's PIN (only its holder has it), checks the card ("simulation") and creates a PENDING order of
 * type ACTIVATION with its card_activations row in one transaction; the order is then paid through
 * the normal payment flow, and payment-application hands a paid one to activation-fulfilment.
 */
export interface ActivationRequest {
  db: Db
  shopper: ShopperContext
  sessionToken: string | null
  /** The browser's basket cookie: it owns the activation order, as it owns a checkout's order. */
  basketToken: string | null
  clientIp: string | null
  now?: Date
}

/** Card numbers tried per address (no captcha here, docs/rules/api.md): enough for typos, too few to probe numbers. */
export const ACTIVATION_LIMITS = {
  perIp: { name: 'activation:ip', limit: 20, windowSeconds: 15 * 60, byAddress: true },
} as const satisfies Record<string, RateLimitRule>

export interface ActivationOptionsView {
  available: boolean
  rule: ActivationRule
  productTitle: string
  productIds: number[]
  delayMinutes: number
}

/** The choice card's prefixes and amount range in this storefront (what the form and the checks use). */
export async function activationOptions(db: Db, shopper: ShopperContext): Promise<ActivationOptionsView> {
  const cards = await repo.findChoiceCards(db, shopper.storefront.code, shopper.language)
  const main = cards[0]
  const currency = main?.currency ?? shopper.storefront.currency
  const factor = 10 ** minorUnitExponent(currency)
  return {
    available: cards.length > 0,
    rule: {
      prefixes: cards.map((card) => brandPrefix(card.id)),
      amount: { min: main ? main.minPrice / factor : 0, max: main ? main.maxPrice / factor : 0, currency },
    },
    productTitle: main?.title ?? '',
    productIds: cards.map((card) => card.id),
    delayMinutes: activationDelayMinutes(),
  }
}

export interface CreateActivationInput {
  cardNumber: string
  /** The 6 digits under the card's scratch layer. */
  pin: string
  email: string
  amount: number
}

const FIELD_CODES: Record<string, DomainError['code']> = {
  [ACTIVATION_MESSAGES.cardNumberRequired]: ERROR_CODES.FIELD_REQUIRED,
  [ACTIVATION_MESSAGES.cardNumberLength]: ERROR_CODES.CARD_NUMBER_LENGTH,
  [ACTIVATION_MESSAGES.prefixMismatch]: ERROR_CODES.ACTIVATION_PREFIX_MISMATCH,
  [ACTIVATION_MESSAGES.pinRequired]: ERROR_CODES.FIELD_REQUIRED,
  [ACTIVATION_MESSAGES.pinInvalid]: ERROR_CODES.PIN_FORMAT,
  [ACTIVATION_MESSAGES.emailRequired]: ERROR_CODES.FIELD_REQUIRED,
  [ACTIVATION_MESSAGES.emailTooLong]: ERROR_CODES.FIELD_TOO_LONG,
  [ACTIVATION_MESSAGES.emailInvalid]: ERROR_CODES.ACTIVATION_INVALID_EMAIL,
}

/** The same rules as the form (validation/activation.ts), as API errors naming the input field. */
export function inputErrors(input: CreateActivationInput, options: ActivationOptionsView, shopper: ShopperContext): DomainError[] {
  const errors: DomainError[] = []
  const cardProblem = activationCardNumberProblem(input.cardNumber, options.rule.prefixes)
  if (cardProblem) errors.push({ code: FIELD_CODES[cardProblem]!, parameter: 'input.cardNumber' })
  const pinProblem = activationPinProblem(input.pin)
  if (pinProblem) errors.push({ code: FIELD_CODES[pinProblem]!, parameter: 'input.pin' })
  const emailProblem = activationEmailProblem(input.email)
  if (emailProblem) errors.push({ code: FIELD_CODES[emailProblem]!, parameter: 'input.email', values: { max: EMAIL_MAX_LENGTH } })
  const amountProblem = validateAmount(input.amount, options.rule.amount)
  if (amountProblem) {
    const { min, max, currency } = options.rule.amount
    const locale = `${shopper.language}-${shopper.storefront.country}`
    const range = { min: formatMoney({ currency, value: min }, locale), max: formatMoney({ currency, value: max }, locale) }
    const code = amountProblem.key === PRICE_MESSAGES.noDecimals ? ERROR_CODES.ACTIVATION_AMOUNT_DECIMALS
      : amountProblem.key === PRICE_MESSAGES.required ? ERROR_CODES.FIELD_REQUIRED : ERROR_CODES.ACTIVATION_AMOUNT_RANGE
    errors.push({ code, parameter: 'input.amount', values: range })
  }
  return errors
}

/** An order reference like the checkout's: storefront, date and 6 random digits (unique index; retried on a clash). */
function newReference(storefront: string, now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `${storefront}-${date}-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
}

/**
 * Whether the holder's card (its PIN already checked) may be activated now ("simulation" of
 * docs/rules/errors.md), without changing anything. Only after the PIN, so a number alone tells
 * nobody whether a card is blocked or already activated.
 */
async function simulate(db: Db, card: repo.CardRow, options: ActivationOptionsView, storefront: string): Promise<Result<repo.CardRow>> {
  if (card.storefront !== storefront || !options.productIds.includes(card.productId)) return fail(ERROR_CODES.ACTIVATION_PREFIX_MISMATCH, 'input.cardNumber')
  if (card.status === 'BLOCKED') return fail(ERROR_CODES.ACTIVATION_CARD_BLOCKED, 'input.cardNumber')
  if (card.status !== 'NOT_ACTIVATED' || await repo.paidActivationOfCard(db, card.id)) return fail(ERROR_CODES.ACTIVATION_ALREADY_ACTIVATED, 'input.cardNumber')
  return ok(card)
}

export interface CreatedActivation {
  order: OrderRow
  activation: repo.ActivationRow
  card: repo.CardRow
  /** Set when the browser had no basket cookie yet: the resolver sets it (it owns the order). */
  newBasketToken: string | null
}

/** How long an unpaid activation order holds its card for its own browser (an Adyen session's hour). */
export const ACTIVATION_HOLD_MS = 60 * 60_000

/**
 * One open activation per card: inside the transaction that creates the new order, with the card row
 * locked so two browsers cannot both pass. An unpaid order of this browser placed within the hold is
 * replaced (cancelled: the shopper changed the amount or e-mail, or left its payment page); one of
 * another browser refuses the new order. Older unpaid orders no longer hold the card.
 */
async function holdCard(tx: Db, cardId: string, token: string, now: Date): Promise<'free' | 'elsewhere'> {
  await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, cardId)).for('update')
  const open = await openActivationOrdersOfCard(tx, cardId, new Date(now.getTime() - ACTIVATION_HOLD_MS))
  if (open.some((order) => order.ownerTokenHash !== hashToken(token))) return 'elsewhere'
  const { from, to } = transition('cancel')
  for (const order of open) {
    await moveOrderQuietly(tx, order.id, from, { status: to, canceledAt: now, updatedAt: now })
  }
  return 'free'
}

export async function createActivationOrder(request: ActivationRequest, input: CreateActivationInput): Promise<Result<CreatedActivation>> {
  const now = request.now ?? new Date()
  const { storefront, language } = request.shopper
  const options = await activationOptions(request.db, request.shopper)
  if (!options.available) return fail(ERROR_CODES.ACTIVATION_SIMULATION_FAILED)
  const errors = inputErrors(input, options, request.shopper)
  if (errors.length > 0) return { ok: false, errors }

  const limit = await hitRateLimits(request.db, [[ACTIVATION_LIMITS.perIp, request.clientIp]], now)
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds)
  const number = digitsOf(input.cardNumber)
  // The PIN before anything else about the card is looked at or reserved.
  const held = await cardOfHolder(request.db, number, input.pin, request.clientIp, now)
  if (!held.ok) return held
  const simulated = await simulate(request.db, held.value, options, storefront.code)
  if (!simulated.ok) return simulated
  const card = simulated.value

  const amount = Math.round(input.amount * 10 ** minorUnitExponent(options.rule.amount.currency))
  const email = input.email.trim()
  const token = request.basketToken ?? newSecretToken()
  const totals = { subTotal: amount, grandTotalWithoutTax: amount, grandTotal: amount, adjustments: [] }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const created = await request.db.transaction(async (tx) => {
        const open = await holdCard(tx, card.id, token, now)
        if (open === 'elsewhere') return null
        const order = await insertOrder(tx, {
          storefront: storefront.code, language, currency: options.rule.amount.currency, status: 'PENDING', orderType: 'ACTIVATION',
          ownerTokenHash: hashToken(token), reference: newReference(storefront.code, now), customerType: 'PRIVATE',
          customerEmail: email, totals, placedAt: now, createdAt: now, updatedAt: now,
        })
        const [activation] = await tx.insert(cardActivations).values({ orderId: order.id, cardId: card.id, email, amount, createdAt: now }).returning()
        return { order, activation: activation! }
      })
      if (!created) return fail(ERROR_CODES.ACTIVATION_IN_PROGRESS, 'input.cardNumber')
      return ok({ ...created, card, newBasketToken: token !== request.basketToken ? token : null })
    } catch (error) {
      // A reference clash (unique index) is retried with a new random reference.
      if (attempt === 2 || !String((error as { message?: string }).message ?? error).includes('orders_reference_idx')) throw error
    }
  }
  throw new Error('unreachable')
}

export interface ActivationOrderView {
  order: OrderRow
  activation: repo.ActivationRow
  card: repo.CardRow
}

/** One of this browser's activation orders (the same ownership as startPayment and completePayment). */
export async function findActivationOrder(request: ActivationRequest, orderUuid: string): Promise<Result<ActivationOrderView>> {
  const shopperRequest: ShopperRequest = { db: request.db, shopper: request.shopper, sessionToken: request.sessionToken, basketToken: request.basketToken, now: request.now }
  const owned = await ownedOrder(shopperRequest, orderUuid)
  if (!owned.ok) return owned
  if (owned.value.orderType !== 'ACTIVATION') return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  const row = await findActivationWithCard(request.db, owned.value.id)
  if (!row) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  return ok({ order: row.order, activation: row.activation, card: row.card })
}
