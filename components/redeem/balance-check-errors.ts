import type { UseFormSetError } from 'react-hook-form'
import { SERVER_ERROR } from '@/components/forms/field-errors'
import { ERROR_CODES, type ApiError } from '@/graphql/error-codes'
import type { BalanceCheckValues } from './balance-check-schema'

/** The field a format error of the API belongs to; card states, captcha and rate limit go to the alert. */
export function fieldOfError(code: number, parameter: string | null): keyof BalanceCheckValues | null {
  if (code === ERROR_CODES.CARD_NUMBER_LENGTH || code === ERROR_CODES.CARD_NUMBER_PREFIX) return 'cardNumber'
  if (code === ERROR_CODES.PIN_FORMAT) return 'pin'
  if (code === ERROR_CODES.FIELD_REQUIRED && (parameter === 'cardNumber' || parameter === 'pin')) return parameter
  return null
}

/**
 * Texts (redeem.errors keys) for the codes of docs/rules/errors.md's gift card family and of the redeem
 * package refusals (docs/rules/redeem.md), used when the API sends no message.
 */
export const FALLBACK_KEYS: Record<number, string> = {
  [ERROR_CODES.CAPTCHA_FAILED]: 'captchaFailed',
  [ERROR_CODES.RATE_LIMITED]: 'rateLimit',
  [ERROR_CODES.CARD_UNKNOWN]: 'unknownCode',
  [ERROR_CODES.CARD_NOT_ACTIVATED]: 'notActivated',
  [ERROR_CODES.CARD_BLOCKED]: 'blocked',
  [ERROR_CODES.CARD_NO_BALANCE]: 'noBalance',
  [ERROR_CODES.CARD_NOT_ALLOWED]: 'notAllowed',
  [ERROR_CODES.CARD_MIXED_TYPES]: 'mixedTypes',
  [ERROR_CODES.REDEEM_TEST_CARD]: 'testCard',
  [ERROR_CODES.ZERO_BALANCE_CART]: 'zeroBalanceCart',
  [ERROR_CODES.NOT_REDEEMABLE]: 'noRedeemData',
}

/**
 * The text of a redeem error: the API's translated message, else the redeem.errors text of its code
 * (`text` translates a key), else `fallback`.
 */
export function redeemErrorText(error: Pick<ApiError, 'code' | 'message'>, text: (key: string) => string, fallback: string): string {
  const key = FALLBACK_KEYS[error.code]
  return error.message || (key ? text(key) : fallback)
}

/**
 * Shows a failed balance check's errors: format errors at their field (the first gets focus), the rest
 * in the alert. Returns the alert text, or null when every error sits at a field. `text` translates a
 * redeem.errors key, for errors the API sent without a message.
 */
export function balanceCheckAlert(
  errors: readonly Pick<ApiError, 'code' | 'message' | 'referencedRequestParameter'>[],
  setError: UseFormSetError<BalanceCheckValues>,
  text: (key: string) => string,
): string | null {
  let formMessage: string | null = null
  let focused = false
  for (const error of errors) {
    const field = fieldOfError(error.code, error.referencedRequestParameter ?? null)
    const message = redeemErrorText(error, text, text('connectionFailed'))
    if (field) {
      setError(field, { type: SERVER_ERROR, message }, { shouldFocus: !focused })
      focused = true
    } else {
      formMessage ??= message
    }
  }
  return formMessage || focused ? formMessage : text('connectionFailed')
}
