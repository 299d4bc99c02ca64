import 'server-only'

const DEFAULT_TIMEOUT_MS = 15_000

export interface AdyenConfig {
  apiKey: string
  merchantAccount: string
  /** Hex HMAC key of the standard webhook. */
  hmacKey: string
  environment: 'test' | 'live'
  /**
   * The company account's prefix of the live endpoints (Customer Area, Developers > API URLs): the
   * library builds `https://{prefix}-checkout-live.adyenpayments.com/checkout/…` from it.
   */
  livePrefix: string | null
  /**
   * ADYEN_CHECKOUT_URL: where the library's Checkout calls go instead of Adyen, e.g. a local stand-in
   * `http://127.0.0.1:8080/v72` (no trailing slash); null for Adyen itself.
   */
  checkoutUrl: string | null
  /**
   * Client key of Adyen Web (Drop-in). With it, card and wallet payments are taken on the payment
   * step (sessions flow); without it they go to an Adyen-hosted page.
   */
  clientKey: string | null
  /** Basic-auth credentials Adyen sends with webhooks, when configured in the Customer Area. */
  webhookAuth: { username: string; password: string } | null
  timeoutMs: number
}

type Env = Record<string, string | undefined>

/** Adyen shows HMAC keys as hex; anything else is a configuration mistake, never a usable key. */
export function isHexKey(hexKey: string): boolean {
  return hexKey.length > 0 && hexKey.length % 2 === 0 && /^[0-9a-f]+$/i.test(hexKey)
}

/** null when Adyen is not configured (the shop then uses the built-in test payment page). */
export function adyenConfigFromEnv(env: Env): AdyenConfig | null {
  const apiKey = env.ADYEN_API_KEY?.trim()
  const merchantAccount = env.ADYEN_MERCHANT_ACCOUNT?.trim()
  const hmacKey = env.ADYEN_HMAC_KEY?.trim()
  if (!apiKey || !merchantAccount || !hmacKey) return null
  // A half-finished configuration must not fall back to the test page silently in production.
  if (!isHexKey(hmacKey)) throw new Error('ADYEN_HMAC_KEY must be the hexadecimal key shown in the Customer Area')
  const environment = env.ADYEN_ENVIRONMENT?.trim() === 'live' ? 'live' : 'test'
  const livePrefix = env.ADYEN_LIVE_URL_PREFIX?.trim() || null
  const checkoutUrl = env.ADYEN_CHECKOUT_URL?.trim().replace(/\/+$/, '') || null
  if (environment === 'live' && !livePrefix && !checkoutUrl) throw new Error('ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX (Customer Area, Developers > API URLs)')
  const clientKey = env.ADYEN_CLIENT_KEY?.trim() || null
  // Adyen Web refuses a key of the other environment at the shopper's first payment: say so at start.
  if (clientKey && !clientKey.startsWith(`${environment}_`)) throw new Error(`ADYEN_CLIENT_KEY must be a ${environment} client key (${environment}_…)`)
  const username = env.ADYEN_WEBHOOK_USERNAME ?? ''
  const password = env.ADYEN_WEBHOOK_PASSWORD ?? ''
  const timeoutMs = Number(env.ADYEN_TIMEOUT_MS)
  return {
    apiKey,
    merchantAccount,
    hmacKey,
    environment,
    livePrefix,
    checkoutUrl,
    clientKey,
    webhookAuth: username && password ? { username, password } : null,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS,
  }
}
