/**
 * The fields every form's schema is built from (docs/rules/validation.md "Required fields and limits"
 * and the generic rules): free text, e-mail addresses, countries and house numbers, with their
 * limits. The account, address and business rules use these, so a name, an e-mail address or a
 * street is judged the same way wherever it is typed. Client-safe and pure.
 *
 * Messages are keys of the `validation` namespace; `{min}`/`{max}` come from the error's params.
 */
import { string } from 'yup'
import { cleanMultilineTextTest, cleanTextTest, hasForbiddenCharacter } from './clean-text'
import { isOnlyWhitespace, noEmojiTest, notOnlyWhitespaceTest, requiredTextTest } from './generic'

export const NAME_MAX_LENGTH = 50
export const COMPANY_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const STREET_MIN_LENGTH = 2
export const STREET_MAX_LENGTH = 100
export const CITY_MAX_LENGTH = 60
export const SUFFIX_MAX_LENGTH = 10

/** Deliberately simple: one @, a dot in the domain, no spaces. The mail server is the real check. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** A positive whole number, as typed: no leading zero, at most 6 digits. */
const HOUSE_NUMBER_FORMAT = /^[1-9][0-9]{0,5}$/
const COUNTRY_FORMAT = /^[A-Z]{2}$/

export const CUSTOMER_TYPES = ['PRIVATE', 'BUSINESS'] as const

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** One @, a dot in the domain, no spaces, and none of the characters no text may hold (NUL included). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(trimmed) && !hasForbiddenCharacter(trimmed)
}

/**
 * A free-text field: trimmed, at most `max` characters ('tooLong' with {max}), no emoji, clean text,
 * not only whitespace; `required` is the message when empty. `multiline` lets line breaks through.
 */
export function textField(max: number, required: string | null, options: { multiline?: boolean } = {}) {
  const field = string().trim().default('')
  return (required ? field.test(requiredTextTest(required)) : field.test(notOnlyWhitespaceTest))
    .max(max, 'tooLong')
    .test(noEmojiTest)
    .test(options.multiline ? cleanMultilineTextTest : cleanTextTest)
}

/** An e-mail address, required ('emailRequired') unless `optional`. */
export function emailField({ optional = false }: { optional?: boolean } = {}) {
  const field = string().trim().default('')
  return (optional ? field : field.required('emailRequired'))
    .max(EMAIL_MAX_LENGTH, 'tooLong')
    .test('email', 'emailInvalid', (value) => !value || isValidEmail(value))
    .test(cleanTextTest)
}

/** A country as its ISO code, upper-cased ('countryRequired' when empty or not a code). */
export const countryField = () =>
  string()
    .trim()
    .uppercase()
    .default('')
    .required('countryRequired')
    .test('country', 'countryRequired', (value) => !value || COUNTRY_FORMAT.test(value))

/** A house number: a positive whole number ('houseNumberInvalid'); `required` is the message when empty. */
export function houseNumberField(required: string | null) {
  const field = string().trim().default('')
  return (required ? field.required(required) : field).test('houseNumber', 'houseNumberInvalid', (value) => !value || HOUSE_NUMBER_FORMAT.test(value))
}

/** A street: at least STREET_MIN_LENGTH characters ('streetTooShort'); `required` is the message when empty. */
export const streetField = (required: string | null) =>
  textField(STREET_MAX_LENGTH, required).test('street', 'streetTooShort', (value) => !value || [...value].length >= STREET_MIN_LENGTH)

/** PRIVATE (the default) or BUSINESS. */
export const customerTypeField = () => string().default('PRIVATE').oneOf(CUSTOMER_TYPES, 'required').required('required')

/** The company name: required for business customers ('companyNameRequired', the sibling `customerType`), optional for private ones. */
export const companyField = () =>
  string()
    .trim()
    .default('')
    .test('companyName', 'companyNameRequired', function check(value) {
      const original: unknown = this.originalValue
      if (typeof original === 'string' && isOnlyWhitespace(original)) return this.createError({ message: 'notOnlyWhitespace' })
      return (this.parent as Record<string, unknown> | undefined)?.customerType !== 'BUSINESS' || !!value
    })
    .max(COMPANY_MAX_LENGTH, 'tooLong')
    .test(noEmojiTest)
    .test(cleanTextTest)
