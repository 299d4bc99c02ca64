import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * HMAC signatures of Adyen standard webhooks (docs: "Verify HMAC signatures"). Adyen signs the
 * values pspReference, originalReference, merchantAccountCode, merchantReference, amount value,
 * amount currency, eventCode and success, joined by ':' (missing values as ''), with HMAC-SHA256
 * under the hex-decoded key, and sends the base64 result as additionalData.hmacSignature.
 */

/** The fields of a standard webhook NotificationRequestItem that we read. */
export interface AdyenNotificationRequestItem {
  pspReference?: string
  originalReference?: string
  merchantAccountCode?: string
  merchantReference?: string
  amount?: { value?: number; currency?: string }
  eventCode?: string
  /** 'true' or 'false', as a string. */
  success?: string
  paymentMethod?: string
  reason?: string
  additionalData?: Record<string, string | undefined>
}

export function notificationSigningString(item: AdyenNotificationRequestItem): string {
  return [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount?.value,
    item.amount?.currency,
    item.eventCode,
    item.success,
  ]
    .map((value) => (value === undefined || value === null ? '' : String(value)))
    .join(':')
}

/** Adyen shows HMAC keys as hex; anything else is a configuration mistake, never a usable key. */
export function isHexKey(hexKey: string): boolean {
  return hexKey.length > 0 && hexKey.length % 2 === 0 && /^[0-9a-f]+$/i.test(hexKey)
}

export function calculateNotificationHmac(item: AdyenNotificationRequestItem, hexKey: string): string {
  if (!isHexKey(hexKey)) throw new Error('The Adyen HMAC key must be a hexadecimal string')
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(notificationSigningString(item), 'utf8').digest('base64')
}

/** Constant-time comparison of the expected signature with additionalData.hmacSignature. */
export function isValidNotificationHmac(item: AdyenNotificationRequestItem, hexKey: string): boolean {
  const received = item.additionalData?.hmacSignature
  if (typeof received !== 'string' || !received || !isHexKey(hexKey)) return false
  return constantTimeEqual(calculateNotificationHmac(item, hexKey), received)
}

export function constantTimeEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  // timingSafeEqual needs equal lengths; the length of a base64 SHA-256 MAC is public anyway.
  return a.length === b.length && timingSafeEqual(a, b)
}
