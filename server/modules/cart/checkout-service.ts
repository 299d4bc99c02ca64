import 'server-only'
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm'
import { createTranslator } from 'next-intl'
import type { AnyObject, ObjectSchema } from 'yup'
import { paymentMethodById, paymentMethodsFor } from '@/config/payment-methods'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { ERROR_CODES } from '@/graphql/error-codes'
import { localizePath } from '@/i18n/localize'
import { loadMessages } from '@/i18n/messages'
import { orders, packages, payments, productVariations, shipments, type StoredAddress } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { paymentProviderFor } from '@/server/services/payments/provider'
import type { PaymentResult } from '@/server/services/payments/types'
import { billingAddressSchema, deliveryAddressSchema } from '@/validation/address'
import { emailOnlySchema, normalizeEmail, passwordProblem } from '@/validation/account'
import { fail, ok, type DomainError, type Result } from '../common/result'
import * as accountsRepo from '../accounts/accounts-repository'
import { hashPassword } from '../accounts/password-hash'
import { rememberOwnAddress } from '../accounts/own-addresses'
import { validateWith } from '../accounts/validation-errors'
import * as repo from './cart-repository'
import { customerOf, findBasket, ownedOrder, priceOf, toPricedPackages, type CartRequest } from './cart-service'
import { applyPaymentResult } from './payment-application'
import { returnCardPayments } from './card-payments'
import { basketLimitErrors } from './pricing'
import { MAX_PAYMENT_ATTEMPTS, PAYMENT_RETRY_WINDOW_MS, transition } from './order-status'

export interface AddressInput {
  firstName: string
  lastName: string
  customerType: 'PRIVATE' | 'BUSINESS'
  companyName?: string | null
  countryCode: string
  postCode?: string | null
  houseNumber?: string | null
  suffix?: string | null
  street?: string | null
  city?: string | null
  email?: string | null
  confirmEmail?: string | null
  invoiceEmail?: string | null
  phoneNumber?: string | null
  vatNumber?: string | null
  kvkNumber?: string | null
  referenceNumber?: string | null
}

const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

function storedAddress(value: Record<string, unknown>, customerType: 'PRIVATE' | 'BUSINESS'): StoredAddress {
  return {
    firstName: String(value.firstName ?? ''),
    lastName: String(value.lastName ?? ''),
    customerType,
    companyName: customerType === 'BUSINESS' ? orNull(value.companyName) : orNull(value.companyName),
    countryCode: String(value.countryCode ?? '').toUpperCase(),
    postCode: orNull(value.postCode),
    houseNumber: orNull(value.houseNumber),
    suffix: orNull(value.suffix),
    street: orNull(value.street),
    city: orNull(value.city),
    email: orNull(value.email),
    invoiceEmail: orNull(value.invoiceEmail),
    phoneNumber: orNull(value.phoneNumber),
    vatNumber: customerType === 'BUSINESS' ? orNull(value.vatNumber) : null,
    kvkNumber: customerType === 'BUSINESS' ? orNull(value.kvkNumber) : null,
    referenceNumber: customerType === 'BUSINESS' ? orNull(value.referenceNumber) : null,
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
/** A delivery date may be chosen up to a year ahead. */
const MAX_DELIVERY_DAYS_AHEAD = 365

function deliveryDateProblem(date: string | null | undefined, now: Date): DomainError | null {
  if (!date) return null
  const parsed = ISO_DATE.test(date) ? new Date(`${date}T00:00:00Z`) : null
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date
    || parsed < today || parsed.getTime() > today.getTime() + MAX_DELIVERY_DAYS_AHEAD * 86_400_000) {
    return { code: ERROR_CODES.FIELD_INVALID, parameter: 'input.deliveryDate' }
  }
  return null
}

export async function setShipmentDelivery(
  request: CartRequest,
  input: { shipmentTag: string; deliveryDate?: string | null; deliveryAddress: AddressInput },
): Promise<Result<repo.OrderRow>> {
  const basket = await findBasket(request)
  if (!basket) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.shipmentTag')
  const [shipment] = await request.db.select().from(shipments).where(and(eq(shipments.orderId, basket.id), eq(shipments.tag, input.shipmentTag)))
  if (!shipment) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.shipmentTag')
  const dateProblem = deliveryDateProblem(input.deliveryDate, request.now ?? new Date())
  const schema = deliveryAddressSchema(shipment.deliveryType) as unknown as ObjectSchema<AnyObject>
  const valid = validateWith(schema, input.deliveryAddress, 'input.deliveryAddress.')
  const errors = [...(dateProblem ? [dateProblem] : []), ...(valid.ok ? [] : valid.errors)]
  if (errors.length > 0) return { ok: false, errors }
  const address = storedAddress({ ...input.deliveryAddress, ...(valid.ok ? valid.value : {}) }, input.deliveryAddress.customerType)
  await request.db.update(shipments).set({ deliveryAddress: address, deliveryDate: input.deliveryDate || null }).where(eq(shipments.id, shipment.id))
  await request.db.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, basket.id))
  return ok(basket)
}

/** An order reference: storefront, date and 6 random digits (unique index; retried on a clash). */
function newReference(storefront: string, now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `${storefront}-${date}-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
}

class OutOfStock extends Error {}

export interface PlaceOrderInput {
  customerType: 'PRIVATE' | 'BUSINESS'
  billingAddress: AddressInput
  acceptTerms: boolean
  createAccountPassword?: string | null
}

/**
 * Spec §4 checkout: the basket becomes a PENDING order with a reference, frozen totals and the
 * billing address, and limited stock is reserved, all in one transaction: two shoppers can never
 * buy the last card twice, and a failure leaves the basket as it was. A logged-in customer's billing
 * address joins their own addresses in the same transaction.
 */
export async function placeOrder(request: CartRequest, input: PlaceOrderInput): Promise<Result<repo.OrderRow>> {
  const basketRow = await findBasket(request)
  if (!basketRow) return fail(ERROR_CODES.BASKET_EMPTY)
  const basket = await repo.loadBasket(request.db, basketRow, request.shopper.language)
  if (basket.packages.length === 0) return fail(ERROR_CODES.BASKET_EMPTY)
  const customer = await customerOf(request)

  const errors: DomainError[] = []
  const billing = validateWith(billingAddressSchema, { ...input.billingAddress, customerType: input.customerType }, 'input.billingAddress.')
  if (!billing.ok) errors.push(...billing.errors)
  let email = customer?.email ?? null
  if (!customer) {
    const emailCheck = validateWith(emailOnlySchema, { email: input.billingAddress.email ?? '' }, 'input.billingAddress.')
    if (!emailCheck.ok) errors.push(...emailCheck.errors)
    else if (normalizeEmail(input.billingAddress.confirmEmail ?? '') !== normalizeEmail(input.billingAddress.email ?? '')) {
      errors.push({ code: ERROR_CODES.FIELD_INVALID, parameter: 'input.billingAddress.confirmEmail' })
    }
    email = input.billingAddress.email?.trim() ?? null
  }
  if (!input.acceptTerms) errors.push({ code: ERROR_CODES.TERMS_NOT_ACCEPTED, parameter: 'input.acceptTerms' })
  if (input.createAccountPassword && !customer) {
    const problem = passwordProblem(input.createAccountPassword)
    if (problem) {
      const code = problem === 'passwordTooShort' ? ERROR_CODES.PASSWORD_TOO_SHORT
        : problem === 'passwordTooLong' ? ERROR_CODES.PASSWORD_TOO_LONG
          : problem === 'passwordCharacters' ? ERROR_CODES.PASSWORD_INVALID_CHARACTERS : ERROR_CODES.FIELD_REQUIRED
      errors.push({ code, parameter: 'input.createAccountPassword', values: { min: 8, max: 128 } })
    }
  }
  for (const shipment of basket.shipments) {
    const address = shipment.deliveryAddress
    if (!address || (shipment.deliveryType === 'DIGITAL' && !address.email) || (shipment.deliveryType === 'PHYSICAL' && !address.street)) {
      errors.push({ code: ERROR_CODES.DELIVERY_ADDRESS_MISSING, parameter: `shipments.${shipment.tag}` })
    }
  }
  if (errors.length > 0) return { ok: false, errors }

  const priced = toPricedPackages(basket.packages, basket.shipments)
  const stock = await repo.stockOfVariations(request.db, [...new Set(priced.map((pkg) => pkg.variationId))])
  const limits = basketLimitErrors(basketRow.currency, priced, (id) => stock.get(id) ?? null)
  if (limits.length > 0) return { ok: false, errors: limits }

  const price = await priceOf(request, basket)
  const t = createTranslator({ locale: request.shopper.language, messages: await loadMessages(request.shopper.language), namespace: 'cart' })
  const totals = {
    ...price.totals,
    adjustments: price.totals.adjustments.map((adjustment) => ({ title: t(`adjustments.${adjustment.adjustmentType}`), adjustmentType: adjustment.adjustmentType, price: adjustment.price })),
  }
  const billingAddress = storedAddress({ ...input.billingAddress, ...(billing.ok ? billing.value : {}), email }, input.customerType)
  const now = request.now ?? new Date()
  const wanted = new Map<number, number>()
  for (const pkg of priced) wanted.set(pkg.variationId, (wanted.get(pkg.variationId) ?? 0) + pkg.quantity)

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const placed = await request.db.transaction(async (tx) => {
        for (const [variationId, quantity] of wanted) {
          if (stock.get(variationId) === null) continue
          const reserved = await tx.update(productVariations).set({ stock: sql`${productVariations.stock} - ${quantity}` })
            .where(and(eq(productVariations.id, variationId), gte(productVariations.stock, quantity))).returning({ id: productVariations.id })
          if (reserved.length === 0) throw new OutOfStock()
        }
        const { from, to } = transition('place')
        const [row] = await tx.update(orders).set({
          status: to, reference: newReference(request.shopper.storefront.code, now), customerType: input.customerType,
          billingAddress, customerEmail: email, totals, placedAt: now, updatedAt: now, language: request.shopper.language,
          version: sql`${orders.version} + 1`,
        }).where(and(eq(orders.id, basketRow.id), eq(orders.status, from[0]!))).returning()
        if (!row) throw new OutOfStock()
        // A logged-in customer's billing address is offered at their next checkout (never a guest's).
        if (customer) await rememberOwnAddress(tx, customer.id, billingAddress, now)
        return row
      })
      if (input.createAccountPassword && !customer && email) await createAccountOnOrder(request, placed, email, input.createAccountPassword)
      return ok(placed)
    } catch (error) {
      if (error instanceof OutOfStock) return fail(ERROR_CODES.OUT_OF_STOCK)
      // A reference clash (unique index) is retried with a new random reference.
      if (attempt === 2 || !String((error as { message?: string }).message ?? error).includes('orders_reference_idx')) throw error
    }
  }
  throw new Error('unreachable')
}

/** Spec §7 "create account on order": the guest's details become an account the order belongs to. */
async function createAccountOnOrder(request: CartRequest, order: repo.OrderRow, email: string, password: string): Promise<void> {
  const billing = order.billingAddress!
  const customer = await accountsRepo.insertCustomer(request.db, {
    storefront: request.shopper.storefront.code, emailKey: normalizeEmail(email), email, passwordHash: await hashPassword(password),
    customerType: billing.customerType, language: request.shopper.language, firstName: billing.firstName, lastName: billing.lastName,
    companyName: billing.companyName, vatNumber: billing.vatNumber, phoneNumber: billing.phoneNumber, invoiceEmail: billing.invoiceEmail,
    postCode: billing.postCode, houseNumber: billing.houseNumber, suffix: billing.suffix, street: billing.street, city: billing.city,
    countryCode: billing.countryCode, subscribed: false,
  })
  // An existing account is not taken over: the order stays a guest order.
  if (customer) await request.db.update(orders).set({ customerId: customer.id }).where(eq(orders.id, order.id))
}

/** Puts reserved stock back (release and cancellation). */
export async function restock(tx: Db, orderId: string): Promise<void> {
  const lines = await tx.select({ variationId: packages.variationId, quantity: packages.quantity }).from(packages).where(eq(packages.orderId, orderId))
  for (const line of lines) {
    await tx.update(productVariations).set({ stock: sql`${productVariations.stock} + ${line.quantity}` })
      .where(and(eq(productVariations.id, line.variationId), sql`${productVariations.stock} is not null`))
  }
}

/** Spec §4: leaving checkout deletes the pending order; its packages are a basket again. */
export async function releasePendingOrder(request: CartRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  const order = owned.value
  // An activation order never becomes a basket: unpaid, it simply stays PENDING for a retry.
  if (order.status !== 'PENDING' || order.orderType === 'ACTIVATION') return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  const basket = order.orderType === 'REDEEM' ? await releaseRedeemOrder(request.db, order) : await releaseRegularOrder(request.db, order, await findBasket(request))
  return basket ? ok(basket) : fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
}

/**
 * A PENDING regular order's packages become a basket again and its reserved stock returns: the order
 * itself turns back into the basket, or, when its owner started a new basket meanwhile (`other`), it
 * is cancelled and its packages join that basket. Every step is conditional on the order still being
 * PENDING, so a payment that completes it at the same moment wins or loses as a whole. Returns the
 * basket now holding the packages, or null when the order was no longer PENDING.
 */
export async function releaseRegularOrder(db: Db, order: repo.OrderRow, other: repo.OrderRow | null, idleBefore?: Date): Promise<repo.OrderRow | null> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const stillPending = and(eq(orders.id, order.id), eq(orders.status, 'PENDING'), idleBefore ? lt(orders.updatedAt, idleBefore) : undefined)
    if (!other) {
      const [row] = await tx.update(orders)
        .set({ status: transition('release').to, reference: null, totals: null, placedAt: null, version: sql`${orders.version} + 1`, updatedAt: now })
        .where(stillPending).returning()
      if (row) await restock(tx, order.id)
      return row ?? null
    }
    const [cancelled] = await tx.update(orders).set({ status: transition('cancel').to, canceledAt: now, updatedAt: now })
      .where(stillPending).returning()
    if (!cancelled) return null
    await restock(tx, order.id)
    const moving = await tx.select().from(shipments).where(eq(shipments.orderId, order.id))
    let position = await tx.$count(shipments, eq(shipments.orderId, other.id))
    for (const shipment of moving) {
      position += 1
      await tx.update(shipments).set({ orderId: other.id, tag: `${shipment.deliveryType}-${100 + position}`, position }).where(eq(shipments.id, shipment.id))
      await tx.update(packages).set({ orderId: other.id }).where(eq(packages.shipmentId, shipment.id))
    }
    // The basket changed: its last change is what the retention of anonymous baskets counts from.
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, other.id))
    return other
  })
}

/** A pending redeem order goes back to being the redeem token's cart; its card balance returns. */
export async function releaseRedeemOrder(db: Db, order: repo.OrderRow, idleBefore?: Date): Promise<repo.OrderRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(orders)
      .set({ status: transition('release').to, reference: null, totals: null, placedAt: null, version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING'), idleBefore ? lt(orders.updatedAt, idleBefore) : undefined)).returning()
    if (!row) return null
    await restock(tx, order.id)
    await returnCardPayments(tx, order.id)
    return row
  })
}

export interface PaymentMethodView {
  id: string
  banks: Array<{ id: string; issuer: string }>
  adyenRawData: string | null
}

async function payableOrder(request: CartRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  if (owned.value.status !== 'PENDING' || !owned.value.totals) return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  return owned
}

/**
 * The methods an order may be paid with. An activation is paid at once (spec §9: the card is usable
 * within 24 hours), so not by bank transfer, which takes days.
 */
function methodsForOrder(order: repo.OrderRow, country: string) {
  const methods = paymentMethodsFor(country, order.customerType)
  return order.orderType === 'ACTIVATION' ? methods.filter((method) => method.id !== 'banktransfer' && method.id !== 'invoice') : methods
}

const shopperLocale = (request: CartRequest) => `${request.shopper.language}-${request.shopper.storefront.country}`

export async function paymentMethods(request: CartRequest, orderUuid: string): Promise<Result<{ methods: PaymentMethodView[] }>> {
  const payable = await payableOrder(request, orderUuid)
  if (!payable.ok) return payable
  const order = payable.value
  const { storefront } = request.shopper
  const allowed = methodsForOrder(order, storefront.country)
  const provider = paymentProviderFor(request.db, storefront, request.shopper.language)
  if (!provider) return fail(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE)
  const offered = await provider.paymentMethods({ countryCode: storefront.country, amount: { currency: order.currency, value: order.totals!.grandTotal }, shopperLocale: shopperLocale(request) })
  const methods: PaymentMethodView[] = allowed.flatMap((method) => {
    if (method.id === 'invoice') return [{ id: method.id, banks: [], adyenRawData: null }]
    const match = offered.find((option) => option.id === method.id)
    return match ? [{ id: match.id, banks: match.banks, adyenRawData: match.rawData ? JSON.stringify(match.rawData) : null }] : []
  })
  return ok({ methods })
}

export interface RedirectView {
  url: string
  httpMethod: string
  data: Array<{ name: string; value: string }>
}

/**
 * One payment attempt, recorded before the provider is called (spec §8 2036): at most
 * MAX_PAYMENT_ATTEMPTS per order, method and amount within PAYMENT_RETRY_WINDOW_MS. The window
 * passing, another method ("use a different payment method") or a changed basket (another amount)
 * lets the shopper pay again. The order row is locked while counting, so concurrent starts cannot
 * exceed the limit.
 */
async function recordAttempt(
  db: Db,
  orderId: string,
  attempt: { provider: string; method: string; issuer: string | null; amount: { currency: string; value: number } },
  now = new Date(),
): Promise<Result<{ attempt: number; paymentId: string }>> {
  const recorded = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update')
    if (locked?.status !== 'PENDING') return 'notPayable' as const
    const recent = await tx.$count(payments, and(
      eq(payments.orderId, orderId), eq(payments.method, attempt.method), eq(payments.amount, attempt.amount.value),
      gt(payments.createdAt, new Date(now.getTime() - PAYMENT_RETRY_WINDOW_MS)),
    ))
    if (recent >= MAX_PAYMENT_ATTEMPTS) return 'limit' as const
    // A payment attempt is activity: the order's expiry (order-expiry.ts) counts from the last one.
    const [counted] = await tx.update(orders).set({ paymentAttempts: sql`${orders.paymentAttempts} + 1`, paymentMethod: attempt.method, updatedAt: now })
      .where(eq(orders.id, orderId)).returning({ attempts: orders.paymentAttempts })
    const [row] = await tx.insert(payments).values({
      orderId, attempt: counted!.attempts, provider: attempt.provider, method: attempt.method, issuer: attempt.issuer,
      amount: attempt.amount.value, currency: attempt.amount.currency, createdAt: now,
    }).returning({ id: payments.id })
    return { attempt: counted!.attempts, paymentId: row!.id }
  })
  if (recorded === 'notPayable') return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  if (recorded === 'limit') return fail(ERROR_CODES.RETRY_LIMIT)
  return ok(recorded)
}

export async function startPayment(
  request: CartRequest,
  input: { orderUuid: string; methodId: string; issuerId: string | null; clientIp: string | null },
): Promise<Result<{ redirect: RedirectView; order: repo.OrderRow }>> {
  const payable = await payableOrder(request, input.orderUuid)
  if (!payable.ok) return payable
  const order = payable.value
  const { storefront, language } = request.shopper
  const method = paymentMethodById(input.methodId)
  if (!method || !methodsForOrder(order, storefront.country).some((allowed) => allowed.id === method.id)) {
    return fail(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, 'methodId')
  }
  if (method.needsIssuer && !method.issuers.some((issuer) => issuer.id === input.issuerId) && input.issuerId === null) {
    return fail(ERROR_CODES.FIELD_REQUIRED, 'issuerId')
  }
  const amount = { currency: order.currency, value: order.totals!.grandTotal }
  const provider = method.id === 'invoice' ? null : paymentProviderFor(request.db, storefront, language)
  if (method.id !== 'invoice' && !provider) return fail(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, 'methodId')
  const attempt = await recordAttempt(request.db, order.id, { provider: provider?.name ?? 'invoice', method: method.id, issuer: input.issuerId, amount })
  if (!attempt.ok) return attempt
  const origin = storefrontOrigin(storefront)
  // An activation order returns to its own success page, which completes the payment and shows the card.
  const activationReturn = `${origin}${localizePath('activationSuccess', {}, language, storefront.defaultLanguage)}?order=${order.id}`
  const processing = order.orderType === 'ACTIVATION' ? activationReturn : `${origin}${localizePath('paymentProcessing', {}, language, storefront.defaultLanguage)}?order=${order.id}`
  const confirmation = order.orderType === 'ACTIVATION' ? activationReturn : `${origin}${localizePath('checkoutConfirmation', { uuid: order.id }, language, storefront.defaultLanguage)}`

  if (!provider) {
    // Business orders on invoice are delivered once the invoice is paid (bank-transfer confirmation).
    await request.db.update(payments).set({ status: 'PENDING', updatedAt: new Date() }).where(eq(payments.id, attempt.value.paymentId))
    await applyPaymentResult(request.db, storefront, order.id, { code: 'PENDING', pspReference: null, reference: order.reference, refusalReason: null }, { awaitTransfer: true })
    return ok({ redirect: { url: confirmation, httpMethod: 'GET', data: [] }, order: (await repo.findOrder(request.db, order.id))! })
  }

  const start = await provider.startPayment({
    reference: order.reference!, amount, methodId: method.id, issuerId: input.issuerId, returnUrl: processing,
    shopperLocale: shopperLocale(request), countryCode: storefront.country, shopperEmail: order.customerEmail ?? '',
    shopperIp: input.clientIp, attempt: attempt.value.attempt,
  })
  await request.db.update(payments)
    .set({ pspReference: start.kind === 'redirect' ? start.pspReference : start.result.pspReference, updatedAt: new Date() })
    .where(eq(payments.id, attempt.value.paymentId))
  if (start.kind === 'result') {
    const applied = await applyPaymentResult(request.db, storefront, order.id, start.result, { awaitTransfer: method.id === 'banktransfer' })
    if (!applied.ok) return applied
    return ok({ redirect: { url: start.result.code === 'AUTHORISED' ? confirmation : processing, httpMethod: 'GET', data: [] }, order: (await repo.findOrder(request.db, order.id))! })
  }
  return ok({
    redirect: { url: start.url, httpMethod: start.httpMethod, data: Object.entries(start.data).map(([name, value]) => ({ name, value })) },
    order,
  })
}

/**
 * The shopper is back from the payment page: ask the provider what happened and apply it once. The
 * provider is asked even when the order is no longer open (released, cancelled, or paid by another
 * attempt in another tab): an authorisation it can no longer take is refunded (2037), never kept.
 */
export async function completePayment(request: CartRequest, orderUuid: string, params: Record<string, string>): Promise<Result<{ result: string; order: repo.OrderRow }>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  const order = owned.value
  const settled = order.status === 'COMPLETED' ? 'AUTHORISED' : order.status === 'AWAITING_BANK_TRANSFER' ? 'PENDING' : null
  const provider = paymentProviderFor(request.db, request.shopper.storefront, request.shopper.language)
  if (!provider) return settled ? ok({ result: settled, order }) : fail(ERROR_CODES.PAYMENT_FAILED)
  const result: PaymentResult = await provider.paymentDetails(params)
  // The payment must be one this order started (for the test provider: its amount was ours).
  const [started] = result.pspReference
    ? await request.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.pspReference, result.pspReference)))
    : []
  const ours = Boolean(started) || (provider.name !== 'test' && result.reference !== null && result.reference === order.reference)
  if (settled && (!ours || result.code !== 'AUTHORISED')) return ok({ result: settled, order })
  if (!ours && (provider.name === 'test' || result.reference)) return fail(ERROR_CODES.PAYMENT_FAILED)
  if (!settled && order.status !== 'PENDING' && result.code !== 'AUTHORISED') return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  const applied = await applyPaymentResult(request.db, request.shopper.storefront, order.id, result, { awaitTransfer: order.paymentMethod === 'banktransfer', provider: provider.name })
  if (!applied.ok) return applied
  return ok({ result: result.code, order: (await repo.findOrder(request.db, order.id))! })
}

