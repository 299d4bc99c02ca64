import 'server-only'
import { createHash } from 'node:crypto'
import { EnvironmentEnum, Types } from '@adyen/api-library'
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface'
import { CheckoutAPI, Client, HttpClientException } from './adyen-library'
import { paymentMethodById, paymentMethodsFor } from '@/config/payment-methods'
import type { PaymentMethodOption, PaymentNotification, PaymentProvider, PaymentResult, PaymentStart, PaymentStartRequest } from '../types'
import { type AdyenConfig, adyenConfigFromEnv } from './config'
import { fetchTransport } from './fetch-transport'
import { toPaymentResult } from './result-codes'
import { loggerFor } from '@/server/services/log/logger'
import { constantTimeEqual, isSignedWith, type NotificationItem } from './webhook-signature'

import checkout = Types.checkout

const log = loggerFor('adyen')

/**
 * Adyen behind the PaymentProvider interface, through Adyen's own Node library
 * (`@adyen/api-library`): its Checkout API client and typed models for /paymentMethods, /payments,
 * /payments/details, /sessions, /paymentLinks and reversals, and its HMAC validator for the
 * standard webhooks.
 *
 * Redirect methods (iDEAL with its bank, PayPal, …) go through /payments and a redirect. Methods
 * that need Adyen to collect details (cards, wallets, BLIK, MB WAY, …) are taken on the payment
 * step by Adyen Web's Drop-in with a /sessions session when a client key is configured, else on an
 * Adyen-hosted page limited to the chosen method (/paymentLinks). Their outcome is confirmed by
 * webhook either way.
 */
/** Idempotency keys are at most 64 characters (docs: "API idempotency"). */
const MAX_IDEMPOTENCY_KEY = 64

type CallResult<T> = { ok: true; body: T } | { ok: false; reason: string }

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

/** How long a hosted payment page or Drop-in session the shop opens can be paid (Adyen's default is a day). */
export const PAYMENT_LINK_LIFETIME_MS = 60 * 60_000

export function idempotencyKey(reference: string, attempt: number): string {
  const key = `${reference}-${attempt}`
  return key.length <= MAX_IDEMPOTENCY_KEY ? key : `${sha256Hex(reference).slice(0, 48)}-${attempt}`
}

function errorResult(reference: string | null, reason: string): PaymentResult {
  return { code: 'ERROR', pspReference: null, reference, refusalReason: reason }
}

/** What went wrong in one library call, as the payment's refusal reason and the log say it. */
function failureReason(what: string, error: unknown): string {
  if (error instanceof HttpClientException) {
    const code = error.apiError?.errorCode ?? error.errorCode
    return `Adyen ${error.statusCode}${code ? ` ${code}` : ''}: ${error.apiError?.message ?? error.message}`
  }
  return `Adyen ${what} unreachable: ${error instanceof Error ? error.message : String(error)}`
}

/** A session's result (Drop-in's sessionResult) as a payment result; the webhook confirms it. */
function sessionOutcome(session: checkout.SessionResultResponse): PaymentResult {
  const reference = session.reference ?? null
  const paid = session.payments?.find((payment) => payment.resultCode === checkout.Payment.ResultCodeEnum.Authorised)
  switch (session.status) {
    case checkout.SessionResultResponse.StatusEnum.Completed:
      return paid?.pspReference
        ? { code: 'AUTHORISED', pspReference: paid.pspReference, reference, refusalReason: null }
        : { code: 'PENDING', pspReference: null, reference, refusalReason: null }
    case checkout.SessionResultResponse.StatusEnum.Refused:
      return { code: 'REFUSED', pspReference: session.payments?.[0]?.pspReference ?? null, reference, refusalReason: 'Refused' }
    case checkout.SessionResultResponse.StatusEnum.Canceled:
    case checkout.SessionResultResponse.StatusEnum.Expired:
      return { code: 'CANCELLED', pspReference: null, reference, refusalReason: session.status }
    default:
      // Active or paymentPending: the shopper or the bank still has to act; the webhook tells.
      return { code: 'PENDING', pspReference: null, reference, refusalReason: null }
  }
}

/**
 * The provider over Adyen's library. `transport` replaces the library's HTTPS client (tests); with
 * ADYEN_CHECKOUT_URL set, calls go there over fetch (fetch-transport.ts).
 */
export function adyenProvider(config: AdyenConfig, transport?: ClientInterface): PaymentProvider {
  const client = new Client({
    apiKey: config.apiKey,
    environment: config.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    liveEndpointUrlPrefix: config.livePrefix ?? undefined,
    connectionTimeoutMillis: config.timeoutMs,
  }, transport ?? (config.checkoutUrl ? fetchTransport(config.checkoutUrl) : undefined))
  const api = new CheckoutAPI(client)

  async function call<T>(what: string, run: () => Promise<T>): Promise<CallResult<T>> {
    try {
      return { ok: true, body: await run() }
    } catch (error) {
      const reason = failureReason(what, error)
      log.error({ call: what, reason }, 'Adyen call failed')
      return { ok: false, reason }
    }
  }

  function basicAuthMatches(headers: Headers): boolean {
    if (!config.webhookAuth) return true
    const expected = `Basic ${Buffer.from(`${config.webhookAuth.username}:${config.webhookAuth.password}`, 'utf8').toString('base64')}`
    return constantTimeEqual(expected, headers.get('authorization') ?? '')
  }

  const expiresAt = () => new Date(Date.now() + PAYMENT_LINK_LIFETIME_MS)

  /** What a Drop-in session and a hosted page both carry: our order, limited to the chosen method. */
  const singleMethod = (request: PaymentStartRequest, adyenType: string) => ({
    merchantAccount: config.merchantAccount,
    reference: request.reference,
    amount: request.amount,
    allowedPaymentMethods: [adyenType],
    returnUrl: request.returnUrl,
    shopperLocale: request.shopperLocale,
    countryCode: request.countryCode,
    shopperEmail: request.shopperEmail,
  })

  /** Drop-in on the payment step: a session for the one chosen method. */
  async function startSession(request: PaymentStartRequest, adyenType: string, key: string, clientKey: string): Promise<PaymentStart> {
    const answer = await call('/sessions', () => api.PaymentsApi.sessions({
      ...singleMethod(request, adyenType),
      ...(request.shopperIp ? { shopperIP: request.shopperIp } : {}),
      channel: checkout.CreateCheckoutSessionRequest.ChannelEnum.Web,
      // The session dies before the shop lets go of its unpaid order (PAYMENT_TIMEOUT_MINUTES, 70).
      expiresAt: expiresAt(),
    }, { idempotencyKey: key }))
    if (!answer.ok) return { kind: 'result', result: errorResult(request.reference, answer.reason) }
    if (!answer.body.id || !answer.body.sessionData) return { kind: 'result', result: errorResult(request.reference, 'Adyen returned a session without id or sessionData') }
    return {
      kind: 'session',
      session: { id: answer.body.id, sessionData: answer.body.sessionData, clientKey, environment: config.environment, returnUrl: request.returnUrl },
      pspReference: null,
    }
  }

  /** No client key: an Adyen-hosted page limited to the chosen method. */
  async function startHostedPage(request: PaymentStartRequest, adyenType: string, key: string): Promise<PaymentStart> {
    const answer = await call('/paymentLinks', () => api.PaymentLinksApi.paymentLinks({
      ...singleMethod(request, adyenType),
      reusable: false,
      expiresAt: expiresAt(),
    }, { idempotencyKey: key }))
    if (!answer.ok) return { kind: 'result', result: errorResult(request.reference, answer.reason) }
    if (!answer.body.url) return { kind: 'result', result: errorResult(request.reference, 'Adyen returned a payment link without url') }
    return { kind: 'redirect', url: answer.body.url, httpMethod: 'GET', data: {}, pspReference: null }
  }

  return {
    name: 'adyen',

    async paymentMethods({ countryCode, amount, shopperLocale }) {
      const ours = paymentMethodsFor(countryCode, 'PRIVATE').filter((method) => method.adyenType !== null)
      if (ours.length === 0) return []
      const answer = await call('/paymentMethods', () => api.PaymentsApi.paymentMethods({
        merchantAccount: config.merchantAccount,
        countryCode,
        amount,
        shopperLocale,
        channel: checkout.PaymentMethodsRequest.ChannelEnum.Web,
        allowedPaymentMethods: ours.map((method) => method.adyenType!),
      }))
      // No result code to carry a failure here: the caller shows its "payment unavailable" error.
      if (!answer.ok) throw new Error(answer.reason)
      const returned = answer.body.paymentMethods ?? []
      const options: PaymentMethodOption[] = []
      for (const method of ours) {
        const raw = returned.find((candidate) => candidate.type === method.adyenType)
        if (!raw) continue
        const banks = (raw.issuers ?? []).filter((issuer) => !issuer.disabled).map((issuer) => ({ id: issuer.id, issuer: issuer.name }))
        options.push({ id: method.id, banks, rawData: JSON.parse(JSON.stringify(raw)) as Record<string, unknown> })
      }
      return options
    },

    async startPayment(request) {
      const method = paymentMethodById(request.methodId)
      if (!method?.adyenType) {
        return { kind: 'result', result: errorResult(request.reference, `payment method ${request.methodId} is not offered through Adyen`) }
      }
      const key = idempotencyKey(request.reference, request.attempt ?? 1)
      if (method.adyenCollectsDetails) {
        return config.clientKey ? startSession(request, method.adyenType, key, config.clientKey) : startHostedPage(request, method.adyenType, key)
      }
      const paymentMethod: Record<string, string> = { type: method.adyenType }
      if (request.issuerId) paymentMethod.issuer = request.issuerId
      // PayPal answers with an SDK action unless asked for a plain redirect.
      if (method.adyenType === 'paypal') paymentMethod.subtype = 'redirect'
      const answer = await call('/payments', () => api.PaymentsApi.payments({
        merchantAccount: config.merchantAccount,
        reference: request.reference,
        amount: request.amount,
        // The library types each method's details separately; ours are the few fields above.
        paymentMethod: paymentMethod as unknown as checkout.PaymentRequestPaymentMethod,
        returnUrl: request.returnUrl,
        shopperLocale: request.shopperLocale,
        countryCode: request.countryCode,
        shopperEmail: request.shopperEmail,
        ...(request.shopperIp ? { shopperIP: request.shopperIp } : {}),
        channel: checkout.PaymentRequest.ChannelEnum.Web,
      }, { idempotencyKey: key }))
      if (!answer.ok) return { kind: 'result', result: errorResult(request.reference, answer.reason) }
      const action = answer.body.action as { type?: string; url?: string; method?: string; data?: Record<string, string> } | undefined
      if (action?.type === 'redirect' && action.url) {
        return {
          kind: 'redirect',
          url: action.url,
          httpMethod: action.method?.toUpperCase() === 'POST' ? 'POST' : 'GET',
          data: action.data ?? {},
          pspReference: answer.body.pspReference ?? null,
        }
      }
      return { kind: 'result', result: toPaymentResult(answer.body, request.reference) }
    },

    async paymentDetails(returnParams) {
      const details = returnParams.redirectResult
        ? { redirectResult: returnParams.redirectResult }
        : returnParams.payload
          ? { payload: returnParams.payload }
          : null
      if (details) {
        const key = `details-${sha256Hex(JSON.stringify(details)).slice(0, 48)}`
        const answer = await call('/payments/details', () => api.PaymentsApi.paymentsDetails({ details }, { idempotencyKey: key }))
        if (!answer.ok) return errorResult(null, answer.reason)
        return toPaymentResult(answer.body)
      }
      // Drop-in finished a session on the payment step: ask Adyen for that session's result.
      if (returnParams.sessionId && returnParams.sessionResult) {
        const answer = await call('/sessions result', () => api.PaymentsApi.getResultOfPaymentSession(returnParams.sessionId!, returnParams.sessionResult!))
        if (!answer.ok) return errorResult(null, answer.reason)
        return sessionOutcome(answer.body)
      }
      // Back from a hosted page (or without a result): the webhook tells the outcome.
      return { code: 'PENDING', pspReference: null, reference: null, refusalReason: null }
    },

    async refund({ pspReference, reference, idempotencyKey: key }) {
      // Reversals cancel an authorisation that was not captured yet and refund one that was, in full.
      const answer = await call('reversal', () => api.ModificationsApi.refundOrCancelPayment(pspReference, { merchantAccount: config.merchantAccount, reference }, { idempotencyKey: key }))
      if (!answer.ok) return { status: 'FAILED', reason: answer.reason, retry: true }
      return { status: 'REQUESTED', refundReference: answer.body.pspReference ?? null }
    },

    async readNotifications(body, headers) {
      if (!basicAuthMatches(headers)) return null
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return null
      }
      const items = (parsed as { notificationItems?: unknown } | null)?.notificationItems
      if (!Array.isArray(items)) return null
      const notifications: PaymentNotification[] = []
      for (const wrapper of items) {
        const item = (wrapper as { NotificationRequestItem?: NotificationItem } | null)?.NotificationRequestItem
        // One bad signature spoils the batch: the caller answers 401 and applies nothing.
        if (!item || typeof item !== 'object' || !isSignedWith(item, config.hmacKey)) return null
        notifications.push({
          eventCode: String(item.eventCode ?? ''),
          success: String(item.success) === 'true',
          pspReference: item.pspReference ?? '',
          originalReference: item.originalReference || null,
          reference: item.merchantReference ?? '',
          amount: { currency: item.amount?.currency ?? '', value: item.amount?.value ?? 0 },
          paymentMethod: item.paymentMethod ?? null,
          reason: item.reason || null,
        })
      }
      return notifications
    },
  }
}

type Env = Record<string, string | undefined>

/** The Adyen provider when ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY are set, else null. */
export function adyenProviderFromEnv(env: Env = process.env): PaymentProvider | null {
  const config = adyenConfigFromEnv(env)
  return config ? adyenProvider(config) : null
}
