import { ERROR_CODES } from '@/graphql/error-codes'
import type { BalanceCheckValues } from './balance-check-schema'

/** The field a format error of the API belongs to; card states, captcha and rate limit go to the alert. */
export function fieldOfError(code: number, parameter: string | null): keyof BalanceCheckValues | null {
  if (code === ERROR_CODES.CARD_NUMBER_LENGTH || code === ERROR_CODES.CARD_NUMBER_PREFIX) return 'cardNumber'
  if (code === ERROR_CODES.PIN_FORMAT) return 'pin'
  if (code === ERROR_CODES.FIELD_REQUIRED && (parameter === 'cardNumber' || parameter === 'pin')) return parameter
  return null
}

/** Texts (redeem.errors keys) for the codes of spec §8's gift card family, used when the API sends no message. */
export const FALLBACK_KEYS: Record<number, string> = {
  [ERROR_CODES.CAPTCHA_FAILED]: 'captchaFailed',
  [ERROR_CODES.RATE_LIMITED]: 'rateLimit',
  [ERROR_CODES.CARD_UNKNOWN]: 'unknownCode',
  [ERROR_CODES.CARD_NOT_ACTIVATED]: 'notActivated',
  [ERROR_CODES.CARD_BLOCKED]: 'blocked',
  [ERROR_CODES.CARD_NO_BALANCE]: 'noBalance',
  [ERROR_CODES.CARD_NOT_ALLOWED]: 'notAllowed',
}
