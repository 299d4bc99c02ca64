/**
 * The choice card number and PIN of the balance check (spec §5: 19 digits, messages for empty, wrong
 * length and unknown prefix; PIN 6 digits). Pure helpers shared by the form and its tests; the API
 * checks the same rules again (codes 3019, 3207, 3208, 3209).
 */
export const CARD_NUMBER_DIGITS = 19
export const PIN_DIGITS = 6
/** Every gift card of the shop starts with this prefix (the brand's number range). */
export const CARD_NUMBER_PREFIX = '60'

/** The digits of what the shopper typed (spaces, dashes and anything else dropped). */
export const digitsOf = (value: string): string => value.replace(/\D/g, '')

/** Groups of four digits as printed on the card, never more than 19 digits: `6012 3456 7890 1234 567`. */
export function formatCardNumber(value: string): string {
  return digitsOf(value).slice(0, CARD_NUMBER_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * Where the caret belongs after formatting: just after the same number of digits it followed before,
 * so typing or deleting in the middle does not throw the caret to the end.
 */
export function caretAfterFormatting(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1
    if (seen === digitsBeforeCaret) return index + 1
  }
  return formatted.length
}

/** Luhn check: the last digit of a card number guards against one mistyped digit. */
export function hasValidCheckDigit(number: string): boolean {
  let sum = 0
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Validation message keys (messages `validation.*`). */
export const BALANCE_CHECK_MESSAGES = {
  cardNumberRequired: 'choiceCardNumberRequired',
  cardNumberLength: 'choiceCardNumberLength',
  cardNumberPrefix: 'choiceCardNumberPrefix',
  pinRequired: 'pinRequired',
  pinInvalid: 'pinInvalid',
} as const

export type BalanceCheckMessage = (typeof BALANCE_CHECK_MESSAGES)[keyof typeof BALANCE_CHECK_MESSAGES]

/** The card number's message key, or null when it may be sent. A wrong check digit reads as an unknown number. */
export function cardNumberError(value: string): BalanceCheckMessage | null {
  const number = digitsOf(value)
  if (number === '') return BALANCE_CHECK_MESSAGES.cardNumberRequired
  if (number.length !== CARD_NUMBER_DIGITS || /[^\d\s-]/.test(value)) return BALANCE_CHECK_MESSAGES.cardNumberLength
  if (!number.startsWith(CARD_NUMBER_PREFIX) || !hasValidCheckDigit(number)) return BALANCE_CHECK_MESSAGES.cardNumberPrefix
  return null
}

export function pinError(value: string): BalanceCheckMessage | null {
  const pin = value.trim()
  if (pin === '') return BALANCE_CHECK_MESSAGES.pinRequired
  if (!new RegExp(`^\\d{${PIN_DIGITS}}$`).test(pin)) return BALANCE_CHECK_MESSAGES.pinInvalid
  return null
}

/** How the stored card data shows the number: only its last four digits. */
export const maskedCardNumber = (end: string): string => `•••• •••• •••• ••• ${end}`
