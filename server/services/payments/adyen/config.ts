import 'server-only'
import { isHexKey } from './hmac'

/** Checkout API version the provider speaks (docs: API explorer, Checkout API). */
export const CHECKOUT_API_VERSION = 'v71'
const DEFAULT_TIMEOUT_MS = 15_000

export interface AdyenConfig {
  apiKey: string
  merchantAccount: string
  /** Hex HMAC key of the standard webhook. */
  hmacKey: string
  environment: 'test' | 'live'
  /** Base URL including the version, e.g. https://checkout-test.adyen.com/v71 (no trailing slash). */
  checkoutUrl: string
  /** Basic-auth credentials Adyen sends with webhooks, when configured in the Customer Area. */
  webhookAuth: { username: string; password: string } | null
  timeoutMs: number
}

type Env = Record<string, string | undefined>

/**
 * Test: https://checkout-test.adyen.com/v71. Live: https://{prefix}-checkout-live.adyenpayments.com/checkout/v71
 * (docs: "Live endpoints"; the prefix is per company account). ADYEN_CHECKOUT_URL overrides both, for a
 * local stand-in.
 */
export function checkoutUrlFor(environment: 'test' | 'live', livePrefix: string | undefined, override: string | undefined): string | null {
  if (override) return override.replace(/\/+$/, '')
  if (environment === 'test') return `https://checkout-test.adyen.com/${CHECKOUT_API_VERSION}`
  if (!livePrefix) return null
  return `https://${livePrefix}-checkout-live.adyenpayments.com/checkout/${CHECKOUT_API_VERSION}`
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
  const checkoutUrl = checkoutUrlFor(environment, env.ADYEN_LIVE_URL_PREFIX?.trim(), env.ADYEN_CHECKOUT_URL?.trim())
  if (!checkoutUrl) throw new Error('ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX (Customer Area, Developers > API URLs)')
  const username = env.ADYEN_WEBHOOK_USERNAME ?? ''
  const password = env.ADYEN_WEBHOOK_PASSWORD ?? ''
  const timeoutMs = Number(env.ADYEN_TIMEOUT_MS)
  return {
    apiKey,
    merchantAccount,
    hmacKey,
    environment,
    checkoutUrl,
    webhookAuth: username && password ? { username, password } : null,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS,
  }
}
