/**
 * The fields every form's schema is built from (docs/rules/validation.md "Required fields and limits"
 * and the generic rules): free text, e-mail addresses, countries and house numbers, with their
 * limits. The account, address and business rules use these, so a name, an e-mail address or a
 * street is judged the same way wherever it is typed. Client-safe and pure.
 *
 * Messages are keys of the `validation` namespace; `{min}`/`{max}` come from the error's params.
 */
import { string } from 'yup'
import { isKnownCountry } from './countries'
import { cleanMultilineTextTest, cleanTextTest, hasForbiddenCharacter } from './clean-text'
import { isAsciiOnly, isLength1to20, isOnlyWhitespace, noEmojiTest, notOnlyWhitespaceTest, requiredTextTest } from './generic'
import { hasPostcode, isValidPostcode } from './postcode'
import { isValidVatNumber } from './vat'

export const NAME_MAX_LENGTH = 50
export const COMPANY_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const STREET_MIN_LENGTH = 2
export const STREET_MAX_LENGTH = 100
export const CITY_MAX_LENGTH = 60
export const SUFFIX_MAX_LENGTH = 10
/** The optional second address line: apartment, floor, building or c/o. */
export const ADDRESS_LINE_MAX_LENGTH = 100
/** docs/rules/validation.md generic rule "non-empty string of 1 to 20 characters": registration and reference numbers. */
export const CODE_MAX_LENGTH = 20

/** Deliberately simple: one @, a dot in the domain, no spaces. The mail server is the real check. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** A positive whole number, as typed: no leading zero, at most 6 digits. */
const HOUSE_NUMBER_FORMAT = /^[1-9][0-9]{0,5}$/

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
    .test('country', 'countryRequired', (value) => !value || isKnownCountry(value))

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

type Parent = Record<string, unknown>
/** What a field's test sees of its form: the sibling values and the validation context. */
interface FieldTestContext {
  parent?: unknown
  originalValue?: unknown
  options: { context?: unknown }
}

const isBusinessForm = (context: FieldTestContext) => (context.parent as Parent | undefined)?.customerType === 'BUSINESS'
const typedOnlySpaces = (context: FieldTestContext) => typeof context.originalValue === 'string' && isOnlyWhitespace(context.originalValue)

/** The company name: required for business customers ('companyNameRequired', the sibling `customerType`), optional for private ones. */
export const companyField = () =>
  string()
    .trim()
    .default('')
    .test('companyName', 'companyNameRequired', function check(value) {
      if (typedOnlySpaces(this)) return this.createError({ message: 'notOnlyWhitespace' })
      return !isBusinessForm(this) || !!value
    })
    .max(COMPANY_MAX_LENGTH, 'tooLong')
    .test(noEmojiTest)
    .test(cleanTextTest)

export interface CountrySource {
  /** A fixed country (the business form's: the storefront's). */
  countryCode?: string
  /** The sibling field that holds the country; 'countryCode' unless named. */
  countryField?: string
}

/**
 * The country a VAT or phone number is judged for: a fixed one, else the sibling country field, else
 * the validation context's `countryCode` (the storefront's, for a form without an address). '' when
 * none is known, which accepts any country's format.
 */
export function countryFor(context: FieldTestContext, { countryCode, countryField = 'countryCode' }: CountrySource = {}): string {
  const sibling = (context.parent as Parent | undefined)?.[countryField]
  const fromContext = (context.options.context as { countryCode?: unknown } | undefined)?.countryCode
  const country = countryCode ?? (typeof sibling === 'string' && sibling.trim() !== '' ? sibling : fromContext)
  return typeof country === 'string' ? country.trim().toUpperCase() : ''
}

/**
 * A postcode in the format of the sibling country ('postcodeInvalid'). When `required`, empty is
 * 'postcodeRequired' in a country that has postcodes; where there are none, empty is right.
 */
export function postcodeField({ required }: { required: boolean }) {
  return string()
    .trim()
    .default('')
    .test('postCode', 'postcodeRequired', function check(value) {
      const country = countryFor(this)
      if (!value) return !required || !hasPostcode(country) || this.createError({ message: 'postcodeRequired' })
      return isValidPostcode(value, country) || this.createError({ message: 'postcodeInvalid' })
    })
}

/**
 * Whether a business field applies: always, or only when the sibling `customerType` is BUSINESS (the
 * address forms, where a private customer's leftover business fields are not judged at all).
 */
export type BusinessFieldScope = 'always' | 'businessCustomers'

export interface VatFieldOptions extends CountrySource {
  required?: boolean
  scope?: BusinessFieldScope
}

/**
 * A VAT number (docs/rules/validation.md "VAT number"), in its country's format ('vatInvalid'), plain
 * ASCII ('asciiOnly'); 'vatRequired' when required and empty, 'notOnlyWhitespace' when only spaces.
 */
export function vatField({ required = false, scope = 'always', ...country }: VatFieldOptions = {}) {
  return string()
    .trim()
    .default('')
    .test('vat', 'vatRequired', function check(value) {
      if (scope === 'businessCustomers' && !isBusinessForm(this)) return true
      if (!value) {
        if (typedOnlySpaces(this)) return this.createError({ message: 'notOnlyWhitespace' })
        return !required
      }
      if (!isAsciiOnly(value)) return this.createError({ message: 'asciiOnly' })
      return isValidVatNumber(value, countryFor(this, country)) || this.createError({ message: 'vatInvalid' })
    })
}

export interface BusinessCodeFieldOptions {
  /** The message when empty; null when the code is optional. */
  required: string | null
  scope?: BusinessFieldScope
}

/**
 * A business code (company registration number, reference or cost centre): plain ASCII ('asciiOnly'),
 * 1 to 20 characters ('length1to20' with {min} and {max}, the generic rule), 'notOnlyWhitespace' when
 * only spaces.
 */
export function businessCodeField({ required, scope = 'always' }: BusinessCodeFieldOptions) {
  return string()
    .trim()
    .default('')
    .test('businessCode', required ?? 'required', function check(value) {
      if (scope === 'businessCustomers' && !isBusinessForm(this)) return true
      if (!value) {
        if (typedOnlySpaces(this)) return this.createError({ message: 'notOnlyWhitespace' })
        return required === null
      }
      if (!isAsciiOnly(value)) return this.createError({ message: 'asciiOnly' })
      if (!isLength1to20(value)) return this.createError({ message: 'length1to20', params: { min: 1, max: CODE_MAX_LENGTH } })
      return true
    })
}
