/**
 * How the balance check shows and judges a typed choice card number and PIN (docs/rules/redeem.md: 19 digits,
 * messages for empty, wrong length and unknown prefix; PIN 6 digits). The rules themselves live in
 * validation/gift-card.ts, which the API judges again (codes 3019, 3207, 3208, 3209); this file
 * formats the number as printed and names each problem's message.
 */
import { cardNumberProblem, CARD_NUMBER_DIGITS, digitsOf, pinProblem } from '@/validation/gift-card'

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

/** Validation message keys (messages `validation.*`). */
export const BALANCE_CHECK_MESSAGES = {
  cardNumberRequired: 'choiceCardNumberRequired',
  cardNumberLength: 'choiceCardNumberLength',
  cardNumberPrefix: 'choiceCardNumberPrefix',
  pinRequired: 'pinRequired',
  pinInvalid: 'pinInvalid',
} as const

export type BalanceCheckMessage = (typeof BALANCE_CHECK_MESSAGES)[keyof typeof BALANCE_CHECK_MESSAGES]

/** The card number's message key, or null when it may be sent. */
export function cardNumberError(value: string): BalanceCheckMessage | null {
  const problem = cardNumberProblem(value)
  if (problem === 'required') return BALANCE_CHECK_MESSAGES.cardNumberRequired
  if (problem === 'length') return BALANCE_CHECK_MESSAGES.cardNumberLength
  return problem === 'prefix' ? BALANCE_CHECK_MESSAGES.cardNumberPrefix : null
}

export function pinError(value: string): BalanceCheckMessage | null {
  const problem = pinProblem(value)
  if (problem === 'required') return BALANCE_CHECK_MESSAGES.pinRequired
  return problem === 'format' ? BALANCE_CHECK_MESSAGES.pinInvalid : null
}

/** How the stored card data shows the number: only its last four digits. */
export const maskedCardNumber = (end: string): string => `•••• •••• •••• ••• ${end}`
