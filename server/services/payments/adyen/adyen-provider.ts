import 'server-only'
import { createHash } from 'node:crypto'
import { paymentMethodById, paymentMethodsFor } from '@/config/payment-methods'
import type { PaymentMethodOption, PaymentNotification, PaymentProvider, PaymentResult, PaymentStart, PaymentStartRequest } from '../types'
import { type AdyenConfig, adyenConfigFromEnv } from './config'
import { type AdyenNotificationRequestItem, constantTimeEqual, isValidNotificationHmac } from './hmac'
import { type AdyenPaymentResponse, toPaymentResult } from './result-codes'

/**
 * Adyen behind the PaymentProvider interface, over the Checkout API with fetch (docs: API explorer,
 * Checkout v71): /paymentMethods, /payments with a redirect, /payments/details on return, and
 * HMAC-signed standard webhooks.
 *
 * Our checkout only redirects (spec §7 "redirect by form submit"): it never renders Adyen's
 * components, so it cannot collect encrypted card data, wallet tokens, phone numbers, BLIK codes or
 * show QR codes. Those methods go through an Adyen-hosted page instead (/paymentLinks, "Pay by
 * Link", limited to the chosen method); their outcome arrives by webhook.
 */
const HOSTED_PAGE_TYPES = new Set(['scheme', 'bcmc', 'applepay', 'blik', 'mbway', 'swish', 'bcmc_mobile', 'bankTransfer_IBAN'])

/** Idempotency keys are at most 64 characters (docs: "API idempotency"). */
const MAX_IDEMPOTENCY_KEY = 64

interface AdyenIssuer {
  id: string
  name: string
  disabled?: boolean
}

interface AdyenPaymentMethod {
  type: string
  name?: string
  issuers?: AdyenIssuer[]
  [key: string]: unknown
}

interface AdyenAction {
  type?: string
  url?: string
  method?: string
  data?: Record<string, string>
}

interface AdyenPaymentsResponse extends AdyenPaymentResponse {
  action?: AdyenAction
}

interface AdyenErrorResponse {
  status?: number
  errorCode?: string
  message?: string
}

type CallResult<T> = { ok: true; body: T } | { ok: false; reason: string }

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

/** How long a hosted payment page the shop opens can be paid (Adyen's default is a day). */
export const PAYMENT_LINK_LIFETIME_MS = 60 * 60_000

export function idempotencyKey(reference: string, attempt: number): string {
  const key = `${reference}-${attempt}`
  return key.length <= MAX_IDEMPOTENCY_KEY ? key : `${sha256Hex(reference).slice(0, 48)}-${attempt}`
}

function errorResult(reference: string | null, reason: string): PaymentResult {
  return { code: 'ERROR', pspReference: null, reference, refusalReason: reason }
}

export function adyenProvider(config: AdyenConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  async function post<T>(path: string, body: unknown, key: string | null): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-API-Key': config.apiKey }
    if (key) headers['Idempotency-Key'] = key
    let response: Response
    try {
      response = await fetchImpl(`${config.checkoutUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      console.error(`Adyen ${path} failed`, error)
      return { ok: false, reason: `Adyen unreachable: ${error instanceof Error ? error.message : String(error)}` }
    }
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // Reported below as an unreadable answer.
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as AdyenErrorResponse
      console.error(`Adyen ${path} answered ${response.status}`, error.errorCode, error.message)
      return { ok: false, reason: `Adyen ${response.status}${error.errorCode ? ` ${error.errorCode}` : ''}: ${error.message ?? 'no message'}` }
    }
    if (parsed === null || typeof parsed !== 'object') return { ok: false, reason: `Adyen ${path} answered unreadable JSON` }
    return { ok: true, body: parsed as T }
  }

  function basicAuthMatches(headers: Headers): boolean {
    if (!config.webhookAuth) return true
    const expected = `Basic ${Buffer.from(`${config.webhookAuth.username}:${config.webhookAuth.password}`, 'utf8').toString('base64')}`
    return constantTimeEqual(expected, headers.get('authorization') ?? '')
  }

  async function startHostedPage(request: PaymentStartRequest, adyenType: string, key: string): Promise<PaymentStart> {
    const answer = await post<{ id?: string; url?: string }>(
      '/paymentLinks',
      {
        merchantAccount: config.merchantAccount,
        reference: request.reference,
        amount: request.amount,
        allowedPaymentMethods: [adyenType],
        returnUrl: request.returnUrl,
        shopperLocale: request.shopperLocale,
        countryCode: request.countryCode,
        shopperEmail: request.shopperEmail,
        reusable: false,
        // The link dies before the shop lets go of its unpaid order (PAYMENT_TIMEOUT_MINUTES, 70).
        expiresAt: new Date(Date.now() + PAYMENT_LINK_LIFETIME_MS).toISOString(),
      },
      key,
    )
    if (!answer.ok) return { kind: 'result', result: errorResult(request.reference, answer.reason) }
    if (!answer.body.url) return { kind: 'result', result: errorResult(request.reference, 'Adyen returned a payment link without url') }
    return { kind: 'redirect', url: answer.body.url, httpMethod: 'GET', data: {}, pspReference: null }
  }

  return {
    name: 'adyen',

    async paymentMethods({ countryCode, amount, shopperLocale }) {
      const ours = paymentMethodsFor(countryCode, 'PRIVATE').filter((method) => method.adyenType !== null)
      if (ours.length === 0) return []
      const answer = await post<{ paymentMethods?: AdyenPaymentMethod[] }>(
        '/paymentMethods',
        {
          merchantAccount: config.merchantAccount,
          countryCode,
          amount,
          shopperLocale,
          channel: 'Web',
          allowedPaymentMethods: ours.map((method) => method.adyenType),
        },
        null,
      )
      // No result code to carry a failure here: the caller shows its "payment unavailable" error.
      if (!answer.ok) throw new Error(answer.reason)
      const returned = answer.body.paymentMethods ?? []
      const options: PaymentMethodOption[] = []
      for (const method of ours) {
        const raw = returned.find((candidate) => candidate.type === method.adyenType)
        if (!raw) continue
        const banks = (raw.issuers ?? []).filter((issuer) => !issuer.disabled).map((issuer) => ({ id: issuer.id, issuer: issuer.name }))
        options.push({ id: method.id, banks, rawData: raw })
      }
      return options
    },

    async startPayment(request) {
      const method = paymentMethodById(request.methodId)
      if (!method?.adyenType) {
        return { kind: 'result', result: errorResult(request.reference, `payment method ${request.methodId} is not offered through Adyen`) }
      }
      const key = idempotencyKey(request.reference, request.attempt ?? 1)
      if (HOSTED_PAGE_TYPES.has(method.adyenType)) return startHostedPage(request, method.adyenType, key)

      const paymentMethod: Record<string, string> = { type: method.adyenType }
      if (request.issuerId) paymentMethod.issuer = request.issuerId
      // PayPal answers with an SDK action unless asked for a plain redirect.
      if (method.adyenType === 'paypal') paymentMethod.subtype = 'redirect'
      const answer = await post<AdyenPaymentsResponse>(
        '/payments',
        {
          merchantAccount: config.merchantAccount,
          reference: request.reference,
          amount: request.amount,
          paymentMethod,
          returnUrl: request.returnUrl,
          shopperLocale: request.shopperLocale,
          countryCode: request.countryCode,
          shopperEmail: request.shopperEmail,
          ...(request.shopperIp ? { shopperIP: request.shopperIp } : {}),
          channel: 'Web',
        },
        key,
      )
      if (!answer.ok) return { kind: 'result', result: errorResult(request.reference, answer.reason) }
      const { action } = answer.body
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
      // Back from a hosted page (or without a result): the webhook tells the outcome.
      if (!details) return { code: 'PENDING', pspReference: null, reference: null, refusalReason: null }
      const key = `details-${sha256Hex(JSON.stringify(details)).slice(0, 48)}`
      const answer = await post<AdyenPaymentResponse>('/payments/details', { details }, key)
      if (!answer.ok) return errorResult(null, answer.reason)
      return toPaymentResult(answer.body)
    },

    async refund({ pspReference, reference, idempotencyKey: key }) {
      // Reversals cancel an authorisation that was not captured yet and refund one that was, in full.
      const answer = await post<{ pspReference?: string; status?: string }>(
        `/payments/${encodeURIComponent(pspReference)}/reversals`,
        { merchantAccount: config.merchantAccount, reference },
        key,
      )
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
        const item = (wrapper as { NotificationRequestItem?: AdyenNotificationRequestItem } | null)?.NotificationRequestItem
        // One bad signature spoils the batch: the caller answers 401 and applies nothing.
        if (!item || !isValidNotificationHmac(item, config.hmacKey)) return null
        notifications.push({
          eventCode: item.eventCode ?? '',
          success: item.success === 'true',
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
export function adyenProviderFromEnv(env: Env = process.env, fetchImpl: typeof fetch = fetch): PaymentProvider | null {
  const config = adyenConfigFromEnv(env)
  return config ? adyenProvider(config, fetchImpl) : null
}
