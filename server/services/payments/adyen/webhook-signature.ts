import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { hmacValidator, type Types } from '@adyen/api-library'
import { isHexKey } from './config'

/** A standard webhook's NotificationRequestItem, as Adyen's library types it. */
export type NotificationItem = Types.notification.NotificationRequestItem

const validator = new hmacValidator()

/**
 * Whether Adyen signed this item with our HMAC key, by the library's own validator (docs: "Verify
 * HMAC signatures"; it signs pspReference, originalReference, merchantAccountCode,
 * merchantReference, amount value and currency, eventCode and success). A missing or malformed
 * signature, a malformed item or a key that is not hex is never valid: the library throws for some
 * of those, and a webhook must then be refused, not crash.
 */
export function isSignedWith(item: NotificationItem, hexKey: string): boolean {
  if (!isHexKey(hexKey)) return false
  try {
    return validator.validateHMAC(item, hexKey)
  } catch {
    return false
  }
}

/** Constant-time comparison (the webhook's basic-auth header). */
export function constantTimeEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  // timingSafeEqual needs equal lengths; the length of the expected header is public anyway.
  return a.length === b.length && timingSafeEqual(a, b)
}
