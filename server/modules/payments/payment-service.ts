import 'server-only'
import { and, eq, gt } from 'drizzle-orm'
import { paymentMethodById, paymentMethodsFor, settlementOf } from '@/config/payment-methods'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { ERROR_CODES } from '@/graphql/error-codes'
import { localizePath } from '@/i18n/localize'
import { payments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { paymentProviderFor } from '@/server/services/payments/provider'
import type { PaymentResult, PaymentSession } from '@/server/services/payments/types'
import { fail, ok, type Result } from '../common/result'
import * as repo from '../order/order-repository'
import { countPaymentAttempt, lockOrderForAttempt } from '../order/order-payment-repository'
import { ownedOrder, type ShopperRequest } from '../order/shopper-request'
import { MAX_PAYMENT_ATTEMPTS, PAYMENT_RETRY_WINDOW_MS } from '../orders/order-status'
import { applyPaymentResult } from './payment-application'
import { movePayment, paymentInitiated } from './payment-lifecycle'

export interface PaymentMethodView {
  id: string
  banks: Array<{ id: string; issuer: string }>
  adyenRawData: string | null
}

async function payableOrder(request: ShopperRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  if (owned.value.status !== 'PENDING' || !owned.value.totals) return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  return owned
}

/**
 * The methods an order may be paid with. An activation is paid at once (docs/rules/limits.md: the card is usable
 * within 24 hours), so not by bank transfer, which takes days.
 */
function methodsForOrder(order: repo.OrderRow, country: string) {
  const methods = paymentMethodsFor(country, order.customerType)
  return order.orderType === 'ACTIVATION' ? methods.filter((method) => method.settlement === 'online') : methods
}

const shopperLocale = (request: ShopperRequest) => `${request.shopper.language}-${request.shopper.storefront.country}`

export async function paymentMethods(request: ShopperRequest, orderUuid: string): Promise<Result<{ methods: PaymentMethodView[] }>> {
  const payable = await payableOrder(request, orderUuid)
  if (!payable.ok) return payable
  const order = payable.value
  const { storefront } = request.shopper
  const allowed = methodsForOrder(order, storefront.country)
  const provider = paymentProviderFor(request.db, storefront, request.shopper.language)
  if (!provider) return fail(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE)
  const offered = await provider.paymentMethods({ countryCode: storefront.country, amount: { currency: order.currency, value: order.totals!.grandTotal }, shopperLocale: shopperLocale(request) })
  const methods: PaymentMethodView[] = allowed.flatMap((method) => {
    // The shop bills an invoice itself: no provider has to offer it.
    if (method.settlement === 'invoice') return [{ id: method.id, banks: [], adyenRawData: null }]
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
 * One payment attempt, recorded before the provider is called (docs/rules/errors.md 2036): at most
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
    const locked = await lockOrderForAttempt(tx, orderId)
    if (locked?.status !== 'PENDING') return 'notPayable' as const
    const recent = await tx.$count(payments, and(
      eq(payments.orderId, orderId), eq(payments.method, attempt.method), eq(payments.amount, attempt.amount.value),
      gt(payments.createdAt, new Date(now.getTime() - PAYMENT_RETRY_WINDOW_MS)),
    ))
    if (recent >= MAX_PAYMENT_ATTEMPTS) return 'limit' as const
    // A payment attempt is activity: the order's expiry (order-expiry.ts) counts from the last one.
    const attempts = await countPaymentAttempt(tx, orderId, attempt.method, now)
    const [row] = await tx.insert(payments).values({
      orderId, attempt: attempts, provider: attempt.provider, method: attempt.method, issuer: attempt.issuer,
      reference: locked.reference, orderVersion: locked.version,
      amount: attempt.amount.value, currency: attempt.amount.currency, createdAt: now, updatedAt: now,
    }).returning({ id: payments.id })
    await paymentInitiated(tx, row!.id, now)
    return { attempt: attempts, paymentId: row!.id }
  })
  if (recorded === 'notPayable') return fail(ERROR_CODES.ORDER_NOT_PAYABLE, 'orderUuid')
  if (recorded === 'limit') return fail(ERROR_CODES.RETRY_LIMIT)
  return ok(recorded)
}

export async function startPayment(
  request: ShopperRequest,
  input: { orderUuid: string; methodId: string; issuerId: string | null; clientIp: string | null },
): Promise<Result<{ redirect: RedirectView | null; session: PaymentSession | null; order: repo.OrderRow }>> {
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
  const provider = method.settlement === 'invoice' ? null : paymentProviderFor(request.db, storefront, language)
  if (method.settlement !== 'invoice' && !provider) return fail(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, 'methodId')
  const attempt = await recordAttempt(request.db, order.id, { provider: provider?.name ?? 'invoice', method: method.id, issuer: input.issuerId, amount })
  if (!attempt.ok) return attempt
  const origin = storefrontOrigin(storefront)
  // An activation order returns to its own success page, which completes the payment and shows the card.
  const activationReturn = `${origin}${localizePath('activationSuccess', {}, language, storefront.defaultLanguage)}?order=${order.id}`
  const processing = order.orderType === 'ACTIVATION' ? activationReturn : `${origin}${localizePath('paymentProcessing', {}, language, storefront.defaultLanguage)}?order=${order.id}`
  const confirmation = order.orderType === 'ACTIVATION' ? activationReturn : `${origin}${localizePath('checkoutConfirmation', { uuid: order.id }, language, storefront.defaultLanguage)}`

  if (!provider) {
    // Business orders on invoice are delivered once the invoice is paid (bank-transfer confirmation).
    await movePayment(request.db, attempt.value.paymentId, 'PENDING', 'on invoice: paid when the transfer arrives')
    await applyPaymentResult(request.db, storefront, order.id, { code: 'PENDING', pspReference: null, reference: order.reference, refusalReason: null }, { awaitTransfer: true })
    return ok({ redirect: { url: confirmation, httpMethod: 'GET', data: [] }, session: null, order: (await repo.findOrder(request.db, order.id))! })
  }

  const start = await provider.startPayment({
    reference: order.reference!, amount, methodId: method.id, issuerId: input.issuerId, returnUrl: processing,
    shopperLocale: shopperLocale(request), countryCode: storefront.country, shopperEmail: order.customerEmail ?? '',
    shopperIp: input.clientIp, attempt: attempt.value.attempt,
  })
  await request.db.update(payments)
    .set({ pspReference: start.kind === 'result' ? start.result.pspReference : start.pspReference, updatedAt: new Date() })
    .where(eq(payments.id, attempt.value.paymentId))
  if (start.kind === 'result') {
    const applied = await applyPaymentResult(request.db, storefront, order.id, start.result, { awaitTransfer: method.settlement === 'bankTransfer', cause: 'provider answer to the payment request' })
    if (!applied.ok) return applied
    return ok({ redirect: { url: start.result.code === 'AUTHORISED' ? confirmation : processing, httpMethod: 'GET', data: [] }, session: null, order: (await repo.findOrder(request.db, order.id))! })
  }
  // The provider's component takes the payment on the payment step (Adyen Web's Drop-in).
  if (start.kind === 'session') return ok({ redirect: null, session: start.session, order })
  return ok({
    redirect: { url: start.url, httpMethod: start.httpMethod, data: Object.entries(start.data).map(([name, value]) => ({ name, value })) },
    session: null,
    order,
  })
}

/**
 * The shopper is back from the payment page: ask the provider what happened and apply it once. The
 * provider is asked even when the order is no longer open (released, cancelled, or paid by another
 * attempt in another tab): an authorisation it can no longer take is refunded (2037), never kept.
 */
export async function completePayment(request: ShopperRequest, orderUuid: string, params: Record<string, string>): Promise<Result<{ result: string; order: repo.OrderRow }>> {
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
  const applied = await applyPaymentResult(request.db, request.shopper.storefront, order.id, result, { awaitTransfer: settlementOf(order.paymentMethod) === 'bankTransfer', provider: provider.name, cause: 'shopper back from the payment page' })
  if (!applied.ok) return applied
  return ok({ result: result.code, order: (await repo.findOrder(request.db, order.id))! })
}
