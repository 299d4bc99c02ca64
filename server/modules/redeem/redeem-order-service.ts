import 'server-only'
import { eq } from 'drizzle-orm'
import { createTranslator } from 'next-intl'
import { inCurrency } from '@/config/charges'
import { ERROR_CODES } from '@/graphql/error-codes'
import { loadMessages } from '@/i18n/messages'
import { orderCardPayments, products, type StoredAddress } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { fail, ok, type DomainError, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { hashToken } from '../accounts/tokens'
import { validateWith } from '../common/validate-with'
import * as repo from '../order/order-repository'
import { countPackagesOfShipment, deleteShipment } from '../order/basket-repository'
import { deletePackageOfOrder, findRedeemCartOf, insertRedeemCart, lockOrderIn, placeRedeemOrder } from '../order/order-entry-repository'
import { setShipmentFields } from '../order/order-lifecycle-repository'
import { findVariation } from '../cart/cart-repository'
import { addToCart, amountProblem, type AddToCartInput } from '../cart/basket-changes'
import { priceOf } from '../order/order-price'
import { type ShopperRequest } from '../order/shopper-request'
import { fulfilOrder, queueOrderConfirmation } from '../orders/fulfilment'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { hitRateLimits, type RateLimitRule } from '@/server/services/rate-limit'
import { transition } from '../orders/order-status'
import { reserveStock } from '../orders/stock'
import { exceedsHeldLimit } from '../orders/stock-cap'
import { digitalDeliveryAddressSchema, physicalDeliveryAddressSchema } from '@/validation/address'
import { cardsOfRedeemToken } from './balance-check'
import { planDebits, splitAmount, totalsAfterBalance } from './redeem-amounts'
import { REDEEMABLE_PRODUCT_TYPES } from './redeem-pages'
import { balanceOf, debitCard } from '../cards/card-ledger'
import { orderDocumentLinks } from '../invoicing/document-links'
import { issueInvoiceIn } from '../invoicing/invoice-issue'
import { refusedBy } from '../common/rate-limited'
import { minorAmountText } from '../common/money'
import { minorUnitExponent } from '@/config/currencies'

/**
 * The redeem order (docs/rules/redeem.md redeem flow): cards chosen with the balance of the checked gift cards.
 * It is an `orders` row of type REDEEM owned by the redeem token; confirming it debits the cards in
 * the transaction that completes it (or, with a remainder to pay, places it for the payment flow).
 */
export interface RedeemRequest {
  db: Db
  shopper: ShopperContext
  now?: Date
}

/** docs/rules/redeem.md: balances above 150 euro are split across several cards. */
export const SPLIT_ABOVE_EURO_MINOR = 15_000

const ownerHash = (request: RedeemRequest) => hashToken(request.shopper.redeemToken ?? '')

/**
 * docs/rules/redeem.md: changes to a redeem order's packages (adds and removes) per redeem token. A
 * shopper choosing cards for a balance stays far below it; a script looping add and remove does not.
 */
export const REDEEM_PACKAGE_LIMITS = {
  perToken: { name: 'redeem-package:token', limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

/** Counts one package change against the token; the error when the token has made too many. */
export async function packageChangeLimit(request: RedeemRequest): Promise<Result<never> | null> {
  return refusedBy(await hitRateLimits(request.db, [[REDEEM_PACKAGE_LIMITS.perToken, ownerHash(request)]], request.now ?? new Date()))
}

async function redeemCards(request: RedeemRequest) {
  return cardsOfRedeemToken(request.db, request.shopper.redeemToken, request.shopper.storefront.code, request.now)
}

/**
 * docs/rules/redeem.md redeem package errors: what the token's cards must be before its redeem order is changed
 * or placed. At least one checked card (3210); no test card among them (3212: a test card never pays);
 * some balance between them (3214: an order on a balance of zero would redeem nothing, it would be
 * an ordinary purchase). Asked before anything is written.
 */
export async function payingCardsProblem(request: RedeemRequest): Promise<Result<never> | null> {
  const cards = await redeemCards(request)
  if (cards.length === 0) return fail(ERROR_CODES.REDEEM_TOKEN_MISSING)
  if (cards.some((card) => card.test)) return fail(ERROR_CODES.REDEEM_TEST_CARD, 'userData.redeemToken')
  const balances = await Promise.all(cards.map((card) => balanceOf(request.db, card.id)))
  if (balances.reduce((sum, balance) => sum + balance, 0) <= 0) return fail(ERROR_CODES.ZERO_BALANCE_CART, 'userData.redeemToken')
  return null
}

export async function findRedeemCart(request: RedeemRequest): Promise<repo.OrderRow | null> {
  if (!request.shopper.redeemToken) return null
  return findRedeemCartOf(request.db, ownerHash(request), request.shopper.storefront.code)
}

async function redeemCartForChange(request: RedeemRequest): Promise<repo.OrderRow> {
  const existing = await findRedeemCart(request)
  if (existing) return existing
  const { storefront, language } = request.shopper
  const created = await insertRedeemCart(request.db, {
    storefront: storefront.code, language, currency: storefront.currency, ownerTokenHash: ownerHash(request),
  })
  return created ?? (await findRedeemCart(request))!
}

export interface RedeemSummary {
  cards: Array<{ id: string; cardNumberEnd: string; balance: number; minimumRemainingBalance: number | null }>
  balance: number
  total: number
  applied: number
  priceToPay: number
  remainingBalance: number
}

/** docs/rules/redeem.md: price to pay = total minus the card balances, never below 0 (minor units: already exact to the cent). */
export async function summarize(request: RedeemRequest, total: number): Promise<RedeemSummary> {
  const cards = await redeemCards(request)
  const withBalances = await Promise.all(cards.map(async (card) => {
    const [product] = await request.db.select({ minimum: products.minimumRemainingBalance }).from(products).where(eq(products.id, card.productId))
    return { id: card.id, cardNumberEnd: card.number.slice(-4), balance: await balanceOf(request.db, card.id), minimumRemainingBalance: product?.minimum ?? null }
  }))
  const balance = withBalances.reduce((sum, card) => sum + card.balance, 0)
  const applied = Math.min(balance, total)
  return { cards: withBalances, balance, total, applied, priceToPay: Math.max(0, total - balance), remainingBalance: balance - applied }
}

/** docs/rules/redeem.md split: the cards a chosen amount becomes; a whole amount above 150 euro becomes several. */
export function redeemParts(request: RedeemRequest, amount: number): number[] {
  const { currency } = request.shopper.storefront
  const splitAbove = inCurrency(SPLIT_ABOVE_EURO_MINOR, currency) / 10 ** minorUnitExponent(currency)
  return Number.isInteger(amount) ? splitAmount(amount, splitAbove) : [amount]
}

/**
 * Adds a card to the redeem order. The amount chosen must be one of the product's values or lie within its
 * minimum and maximum as a whole, before the split: 501 on a product of 20 to 500 is refused, although its
 * parts (126 + 125 + 125 + 125) would each lie within. Then a custom amount above 150 euro becomes several
 * cards of at most 150 euro each (docs/rules/redeem.md split). The cart and every part are written in one
 * transaction: a part refused (over an order limit) leaves neither a new cart nor the parts before it.
 */
export async function addRedeemPackage(request: RedeemRequest, input: AddToCartInput): Promise<Result<repo.OrderRow>> {
  const refused = await payingCardsProblem(request)
  if (refused) return refused
  const limited = await packageChangeLimit(request)
  if (limited) return limited
  const found = Number.isInteger(Number(input.variationId)) ? await findVariation(request.db, request.shopper.storefront.code, Number(input.variationId), request.shopper.language) : null
  if (!found) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')
  // docs/rules/redeem.md listings: a balance buys gift cards and donations, never a blank card pack or a
  // physical-only card, which the redeem shop does not offer either.
  if (!(REDEEMABLE_PRODUCT_TYPES as readonly string[]).includes(found.product.productType)) return fail(ERROR_CODES.NOT_REDEEMABLE, 'input.variationId')
  const chosen = amountProblem(found.variation, input.amount)
  if (chosen) return { ok: false, errors: [chosen] }
  const parts = redeemParts(request, input.amount)
  class Refused extends Error {
    constructor(readonly result: Result<never>) { super('redeem package refused') }
  }
  try {
    return await request.db.transaction(async (tx) => {
      const cart = await redeemCartForChange({ ...request, db: tx })
      // The cart is owned by the redeem token, never by a basket cookie or an account.
      const asCart: ShopperRequest = { db: tx, shopper: request.shopper, sessionToken: null, basketToken: null, now: request.now }
      // One transaction has one now(): split parts are dated a millisecond apart to list in split order.
      const start = (request.now ?? new Date()).getTime()
      for (const [index, amount] of parts.entries()) {
        const added = await addToCart(asCart, { ...input, amount }, cart, parts.length > 1 ? new Date(start + index) : undefined)
        if (!added.ok) throw new Refused(added)
      }
      return ok(cart)
    })
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}

export async function removeRedeemPackage(request: RedeemRequest, packageId: string): Promise<Result<repo.OrderRow>> {
  const cart = await findRedeemCart(request)
  if (!cart || !/^[0-9a-f-]{36}$/i.test(packageId)) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'packageId')
  const limited = await packageChangeLimit(request)
  if (limited) return limited
  const removed = await deletePackageOfOrder(request.db, cart.id, packageId)
  if (!removed) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'packageId')
  if ((await countPackagesOfShipment(request.db, removed.shipmentId)) === 0) {
    await deleteShipment(request.db, removed.shipmentId)
  }
  return ok(cart)
}

export interface ConfirmRedeemInput {
  firstName: string
  lastName: string
  email: string
  confirmEmail: string
  physicalAddress?: Record<string, unknown> | null
}

/**
 * Confirms the redeem order: the cards are debited (in order, locked) in the same transaction that
 * completes the order, or, with a remainder to pay, places it for the payment flow; a card never
 * keeps less than its product's minimum remaining balance (docs/rules/redeem.md), unless it is spent to zero.
 */
export async function confirmRedeemOrder(request: RedeemRequest, input: ConfirmRedeemInput): Promise<Result<repo.OrderRow>> {
  const cart = await findRedeemCart(request)
  if (!cart) return fail(ERROR_CODES.BASKET_EMPTY)
  const basket = await repo.loadBasket(request.db, cart, request.shopper.language)
  if (basket.packages.length === 0) return fail(ERROR_CODES.BASKET_EMPTY)
  const refused = await payingCardsProblem(request)
  if (refused) return refused
  const errors: DomainError[] = []
  const receiver = validateWith(digitalDeliveryAddressSchema, input, 'input.')
  if (!receiver.ok) errors.push(...receiver.errors)
  const needsPost = basket.shipments.some((shipment) => shipment.deliveryType === 'PHYSICAL')
  // The guest delivery modal stores the address on the physical shipments (setRedeemDeliveryAddress); one given here wins.
  const stored = basket.shipments.find((shipment) => shipment.deliveryType === 'PHYSICAL' && shipment.deliveryAddress?.street)?.deliveryAddress ?? null
  const postalInput = input.physicalAddress ?? stored
  if (needsPost && !postalInput) errors.push({ code: ERROR_CODES.DELIVERY_ADDRESS_MISSING, parameter: 'input.physicalAddress' })
  const postal = needsPost && postalInput ? validateWith(physicalDeliveryAddressSchema, { ...postalInput, customerType: 'PRIVATE' }, 'input.physicalAddress.') : null
  if (postal && !postal.ok) errors.push(...postal.errors)
  if (errors.length > 0) return { ok: false, errors }

  const asCart: ShopperRequest = { db: request.db, shopper: request.shopper, sessionToken: null, basketToken: null, now: request.now }
  const price = await priceOf(asCart, basket)
  const summary = await summarize(request, price.totals.grandTotal)
  // Spent meanwhile (another tab, a shop): still nothing is written for a balance of zero.
  if (summary.balance <= 0) return fail(ERROR_CODES.ZERO_BALANCE_CART, 'userData.redeemToken')

  const digitalAddress: StoredAddress = {
    firstName: input.firstName.trim(), lastName: input.lastName.trim(), customerType: 'PRIVATE', companyName: null,
    countryCode: request.shopper.storefront.country, postCode: null, houseNumber: null, suffix: null, street: null, city: null,
    email: input.email.trim(), invoiceEmail: null, phoneNumber: null, vatNumber: null, kvkNumber: null, referenceNumber: null,
  }
  const postAddress: StoredAddress | null = postal?.ok ? { ...digitalAddress, ...(postal.value as Partial<StoredAddress>), email: (input.physicalAddress ? null : stored?.email) ?? input.email.trim() } : null
  const t = createTranslator({ locale: request.shopper.language, messages: await loadMessages(request.shopper.language, request.shopper.storefront.country), namespace: 'cart' })
  const now = request.now ?? new Date()

  // Plan the debits: each card in turn, keeping its minimum remaining balance or spending it to zero.
  const plan = planDebits(summary.cards, price.totals.grandTotal)
  if (!plan.ok) {
    const locale = `${request.shopper.language}-${request.shopper.storefront.country}`
    const min = minorAmountText(plan.card.minimumRemainingBalance!, cart.currency, locale)
    return fail(ERROR_CODES.REMAINING_BALANCE_MINIMUM, undefined, { min })
  }
  const { debits, applied } = plan
  const totals = {
    ...totalsAfterBalance(price.totals, applied),
    adjustments: [
      ...price.totals.adjustments.map((adjustment) => ({ title: t(`adjustments.${adjustment.adjustmentType}`), adjustmentType: adjustment.adjustmentType, price: adjustment.price })),
      { title: t('adjustments.GIFT_CARD_BALANCE'), adjustmentType: 'GIFT_CARD_BALANCE', price: -applied },
    ],
  }

  class Conflict extends Error {}
  class OutOfStock extends Error {}
  class HeldLimit extends Error {}
  const maxHeld = request.shopper.storefront.maxHeldLimitedUnits
  try {
    const outcome = await request.db.transaction(async (tx) => {
      // One confirmation per basket: concurrent confirms of the same token's basket wait here for the
      // first, then find it placed and leave without touching a card (they answered -1 before, when
      // their second debit met the first's card payment row).
      const open = await lockOrderIn(tx, cart.id, [...transition('redeem').from, ...transition('place').from])
      if (!open) throw new Conflict()
      // Limited editions are taken from stock as at checkout: held while the remainder is unpaid,
      // sold when the balance pays all (a release or expiry gives back exactly these).
      // Only an order left to pay holds its cards; one the balance pays in full buys them at once.
      if (totals.grandTotal > 0 && await exceedsHeldLimit(tx, cart, maxHeld)) throw new HeldLimit()
      if (!(await reserveStock(tx, cart.id))) throw new OutOfStock()
      for (const debit of debits) {
        const done = await debitCard(tx, debit.cardId, debit.amount, 'REDEEM', cart.id)
        if (!done.ok) throw new Conflict()
        await tx.insert(orderCardPayments).values({ orderId: cart.id, cardId: debit.cardId, amount: debit.amount })
      }
      for (const shipment of basket.shipments) {
        await setShipmentFields(tx, shipment.id, { deliveryAddress: shipment.deliveryType === 'PHYSICAL' ? postAddress : digitalAddress })
      }
      const paidInFull = totals.grandTotal <= 0
      const { from, to } = transition(paidInFull ? 'redeem' : 'place')
      const reference = `${request.shopper.storefront.code}-R${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
      const placed = await placeRedeemOrder(tx, cart.id, from, {
        status: to, reference, billingAddress: digitalAddress, customerEmail: input.email.trim(), totals, placedAt: now,
        paidAt: paidInFull ? now : null, paymentMethod: paidInFull ? 'giftcard' : null, updatedAt: now,
      })
      if (!placed) throw new Conflict()
      if (!paidInFull) return { placed, mailIds: [] as string[] }
      const record = await repo.loadBasket(tx, placed, placed.language)
      const mailIds = await fulfilOrder(tx, request.shopper.storefront, record, price, now)
      await issueInvoiceIn(tx, placed.id, now)
      const documents = await orderDocumentLinks(tx, request.shopper.storefront, placed.id, request.shopper.language)
      mailIds.unshift(await queueOrderConfirmation(tx, request.shopper.storefront, record, price.totals.grandTotal, false, { documents }))
      return { placed, mailIds }
    })
    await deliverQueuedMail(request.db, outcome.mailIds)
    return ok(outcome.placed)
  } catch (error) {
    // Another redemption spent the balance first: nothing was written, the shopper checks again.
    if (error instanceof Conflict) return fail(ERROR_CODES.CARD_NO_BALANCE)
    if (error instanceof OutOfStock) return fail(ERROR_CODES.OUT_OF_STOCK)
    if (error instanceof HeldLimit) return fail(ERROR_CODES.LIMITED_HOLD_LIMIT, undefined, { max: maxHeld })
    throw error
  }
}
