/**
 * The shop's own gift-card number and PIN as a shopper types them (balance check, redeem, activation,
 * doubler): 19 digits starting with the brand's number range and ending in a Luhn check digit, and a
 * PIN of 6 digits. Pure and client-safe: the forms judge with these functions before sending, and
 * the server judges the very same functions again before it looks anything up.
 */
import { passesLuhn } from './luhn'

export const CARD_NUMBER_DIGITS = 19
export const PIN_DIGITS = 6
/** Every gift card of the shop starts with this prefix (the brand's number range). */
export const CARD_NUMBER_PREFIX = '60'

/** The digits of what the shopper typed (spaces, dashes and anything else dropped). */
export const digitsOf = (value: string): string => value.replace(/\D/g, '')

export type CardNumberProblem = 'required' | 'length' | 'prefix'
export type PinProblem = 'required' | 'format'

/**
 * What is wrong with a typed card number, or null. Spaces and dashes, as printed on the card, are
 * allowed; any other character reads as a wrong length. A wrong check digit reads as a number of an
 * unknown range, so a mistyped digit is caught before any lookup.
 */
export function cardNumberProblem(value: string, prefixes: readonly string[] = [CARD_NUMBER_PREFIX]): CardNumberProblem | null {
  const number = digitsOf(value)
  if (number === '') return 'required'
  if (number.length !== CARD_NUMBER_DIGITS || /[^\d\s-]/.test(value)) return 'length'
  if (!prefixes.some((prefix) => number.startsWith(prefix)) || !passesLuhn(number)) return 'prefix'
  return null
}

const PIN_FORMAT = new RegExp(`^\\d{${PIN_DIGITS}}$`)

export function pinProblem(value: string): PinProblem | null {
  const pin = value.trim()
  if (pin === '') return 'required'
  return PIN_FORMAT.test(pin) ? null : 'format'
}
