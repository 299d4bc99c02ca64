/**
 * The activation form's rules (docs/rules/activation-and-doubler.md activation order: card number, PIN, e-mail, amount; docs/rules/validation.md choice
 * card number 19 digits with messages for empty, wrong length and unknown prefix; PIN 6 digits; price within the
 * product's min and max, no decimals). Pure and client-safe: the form validates with the yup schema,
 * the server (server/modules/activation) checks the very same functions again.
 */
import { object, string } from 'yup'
import { cardNumberProblem, pinProblem } from './gift-card'
import { EMAIL_MAX_LENGTH, isValidEmail } from './fields'
import type { AmountRule } from './price'
import { amountSchema } from './price-field'

export interface ActivationRule {
  /** The number prefixes of this storefront's choice card (its brand's number range). */
  prefixes: readonly string[]
  /** The choice card's custom amount range, whole units. */
  amount: AmountRule
}

/** Message keys: the prefix one lives in `activation.errors`, the others in `validation`. */
export const ACTIVATION_MESSAGES = {
  cardNumberRequired: 'choiceCardNumberRequired',
  cardNumberLength: 'choiceCardNumberLength',
  prefixMismatch: 'prefixMismatch',
  pinRequired: 'pinRequired',
  pinInvalid: 'pinInvalid',
  emailRequired: 'emailRequired',
  emailInvalid: 'invalidEmail',
  emailTooLong: 'tooLong',
} as const
export type ActivationMessage = (typeof ACTIVATION_MESSAGES)[keyof typeof ACTIVATION_MESSAGES]

/** The card number's problem, or null: empty, not 19 digits, or not of this shop's choice card (prefix or check digit). */
export function activationCardNumberProblem(value: string, prefixes: readonly string[]): ActivationMessage | null {
  const problem = cardNumberProblem(value, prefixes)
  if (problem === 'required') return ACTIVATION_MESSAGES.cardNumberRequired
  if (problem === 'length') return ACTIVATION_MESSAGES.cardNumberLength
  return problem === 'prefix' ? ACTIVATION_MESSAGES.prefixMismatch : null
}

/**
 * The PIN under the card's scratch layer: only the card's holder has it, so a printed number seen on a
 * shelf or a receipt cannot start (and hold) an activation.
 */
export function activationPinProblem(value: string): ActivationMessage | null {
  const problem = pinProblem(value)
  if (problem === 'required') return ACTIVATION_MESSAGES.pinRequired
  return problem === 'format' ? ACTIVATION_MESSAGES.pinInvalid : null
}

export function activationEmailProblem(value: string): ActivationMessage | null {
  const email = value.trim()
  if (email === '') return ACTIVATION_MESSAGES.emailRequired
  if (email.length > EMAIL_MAX_LENGTH) return ACTIVATION_MESSAGES.emailTooLong
  if (!isValidEmail(email)) return ACTIVATION_MESSAGES.emailInvalid
  return null
}

export interface ActivationValues {
  cardNumber: string
  pin: string
  email: string
  amount: string
}

export function activationSchema(rule: ActivationRule) {
  return object({
    cardNumber: string().default('').test('card-number', (value, context) => {
      const problem = activationCardNumberProblem(value ?? '', rule.prefixes)
      return problem ? context.createError({ message: problem }) : true
    }),
    pin: string().default('').test('pin', (value, context) => {
      const problem = activationPinProblem(value ?? '')
      return problem ? context.createError({ message: problem }) : true
    }),
    email: string().default('').test('email', (value, context) => {
      const problem = activationEmailProblem(value ?? '')
      return problem ? context.createError({ message: problem, params: { max: EMAIL_MAX_LENGTH } }) : true
    }),
    amount: amountSchema(rule.amount),
  })
}
