import { randomInt } from 'node:crypto'
import { ERROR_CODES, type ErrorCode } from '@/graphql/error-codes'
import { cardNumberProblem, CARD_NUMBER_DIGITS, CARD_NUMBER_PREFIX, PIN_DIGITS } from '@/validation/gift-card'
import { luhnCheckDigit } from '@/validation/luhn'

/**
 * Gift-card numbers (docs/rules/redeem.md: 19 digits, PIN 6 digits). A number is the brand's prefix (60, the
 * product id in 7 digits), 9 random digits and a Luhn check digit, so a mistyped digit is caught
 * before any lookup, and the prefix tells which brand issued it.
 */
export const brandPrefix = (productId: number) => `${CARD_NUMBER_PREFIX}${String(productId).padStart(7, '0')}`

const randomDigits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('')

export function newCardNumber(productId: number): string {
  const payload = brandPrefix(productId) + randomDigits(CARD_NUMBER_DIGITS - 10)
  return payload + luhnCheckDigit(payload)
}

export const newPin = () => randomDigits(PIN_DIGITS)

const CARD_NUMBER_ERRORS = { required: ERROR_CODES.FIELD_REQUIRED, length: ERROR_CODES.CARD_NUMBER_LENGTH, prefix: ERROR_CODES.CARD_NUMBER_PREFIX } as const

/**
 * The API's error for a typed card number (3019 empty, 3207 not 19 digits, 3208 not of the shop's
 * range or a wrong check digit), by the forms' own rules; null when it is worth looking up.
 */
export function typedCardNumberError(value: string): ErrorCode | null {
  const problem = cardNumberProblem(value)
  return problem === null ? null : CARD_NUMBER_ERRORS[problem]
}
