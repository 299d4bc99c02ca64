/**
 * The account rules of docs/rules/validation.md (e-mail, password, required fields, name and company maxima), shared by
 * the account forms (react-hook-form + yup) and the server's account service, so both refuse the same
 * input with the same message. Client-safe and pure.
 *
 * Messages are keys of the `validation` namespace; `{min}`/`{max}` come from the error's params.
 */
import { boolean, object, string } from 'yup'
import { isValidPostcode } from './postcode'
import { phoneField } from './phone'
import { cleanTextTest, hasForbiddenCharacter } from './clean-text'

/** Postcodes have their own module; re-exported so the account forms keep one import. */
export { isValidPostcode }

/** docs/rules/validation.md: at least 8. The maximum is ours (the rules leave it open): long enough for passphrases
 *  and password managers, short enough that argon2 never hashes megabytes. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 50
export const COMPANY_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const STREET_MIN_LENGTH = 2
export const STREET_MAX_LENGTH = 100
export const CITY_MAX_LENGTH = 60

/** Letters, digits and symbols only: printable ASCII without spaces. */
const PASSWORD_CHARACTERS = /^[\x21-\x7E]+$/
/** Deliberately simple: one @, a dot in the domain, no spaces. The mail server is the real check. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const HOUSE_NUMBER_FORMAT = /^[1-9][0-9]{0,5}$/
/** EU VAT numbers: country prefix plus 2 to 13 letters or digits (dots and spaces ignored). */
const VAT_FORMAT = /^[A-Z]{2}[0-9A-Z]{2,13}$/
const COUNTRY_FORMAT = /^[A-Z]{2}$/
const EMOJI = /\p{Extended_Pictographic}/u

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
export const normalizeVatNumber = (vat: string) => vat.replace(/[\s.-]/g, '').toUpperCase()

/** One @, a dot in the domain, no spaces, and none of the characters no text may hold (NUL included). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(trimmed) && !hasForbiddenCharacter(trimmed)
}

/** The bounds a password message names (`{min}`, `{max}`); every password rule's error carries them. */
export const PASSWORD_BOUNDS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const

export type PasswordProblem = 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordCharacters'

/** The first broken password rule, or null. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'passwordRequired'
  if (!PASSWORD_CHARACTERS.test(password)) return 'passwordCharacters'
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort'
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  return null
}

const optionalText = () => string().trim().default('')

/** A free-text field: trimmed, not only whitespace (trimming makes it empty), no emoji, clean text, a maximum. */
const textField = (max: number, required: string | null) => {
  const field = optionalText().max(max, 'tooLong').test('noEmoji', 'noEmoji', (v) => !v || !EMOJI.test(v)).test(cleanTextTest)
  return required ? field.required(required) : field
}

const emailField = () =>
  string().trim().required('emailRequired').max(EMAIL_MAX_LENGTH, 'tooLong').matches(EMAIL_FORMAT, 'emailInvalid').test(cleanTextTest)

const optionalEmailField = () =>
  optionalText().max(EMAIL_MAX_LENGTH, 'tooLong').test('email', 'emailInvalid', (v) => !v || EMAIL_FORMAT.test(v)).test(cleanTextTest)

const passwordField = () =>
  string()
    .default('')
    .test('password', 'passwordRequired', function check(value) {
      const problem = passwordProblem(value ?? '')
      if (!problem) return true
      return this.createError({ message: problem, params: PASSWORD_BOUNDS })
    })

const confirmationField = (of: string) =>
  string().default('').test('match', 'passwordMismatch', function check(value) {
    return value === this.parent[of]
  })


const vatField = () =>
  optionalText().test('vat', 'vatInvalid', (v) => !v || VAT_FORMAT.test(normalizeVatNumber(v)))

const countryField = () =>
  string().trim().required('countryRequired').test('country', 'countryRequired', (v) => !!v && COUNTRY_FORMAT.test(v))

const companyField = () =>
  textField(COMPANY_MAX_LENGTH, null).when('customerType', {
    is: 'BUSINESS',
    then: (field) => field.required('companyNameRequired'),
  })

export const loginSchema = object({
  email: emailField(),
  password: string().default('').required('passwordRequired'),
})

export const emailOnlySchema = object({ email: emailField() })

export const registerSchema = object({
  customerType: string().oneOf(['PRIVATE', 'BUSINESS']).required('required'),
  email: emailField(),
  password: passwordField(),
  passwordConfirmation: confirmationField('password'),
  firstName: textField(NAME_MAX_LENGTH, 'firstNameRequired'),
  lastName: textField(NAME_MAX_LENGTH, 'lastNameRequired'),
  companyName: companyField(),
  vatNumber: vatField(),
  phoneNumber: phoneField(),
  subscribed: boolean().default(false),
  acceptTerms: boolean().default(false).oneOf([true], 'termsRequired'),
})

export const newPasswordSchema = object({
  password: passwordField(),
  passwordConfirmation: confirmationField('password'),
})

export const changePasswordSchema = object({
  currentPassword: string().default('').required('currentPasswordRequired'),
  password: passwordField(),
  passwordConfirmation: confirmationField('password'),
})

/** Address fields are optional on a profile, but what is filled in must be valid. */
const addressFields = {
  street: textField(STREET_MAX_LENGTH, null).test('street', 'streetTooShort', (v) => !v || v.length >= STREET_MIN_LENGTH),
  houseNumber: optionalText().test('houseNumber', 'houseNumberInvalid', (v) => !v || HOUSE_NUMBER_FORMAT.test(v)),
  suffix: textField(10, null),
  postCode: optionalText().test('postCode', 'postcodeInvalid', function check(value) {
    return !value || isValidPostcode(value, String(this.parent.countryCode ?? ''))
  }),
  city: textField(CITY_MAX_LENGTH, null),
  countryCode: countryField(),
}

export const profileSchema = object({
  customerType: string().oneOf(['PRIVATE', 'BUSINESS']).required('required'),
  firstName: textField(NAME_MAX_LENGTH, 'firstNameRequired'),
  lastName: textField(NAME_MAX_LENGTH, 'lastNameRequired'),
  invoiceEmail: optionalEmailField(),
  phoneNumber: phoneField(),
  companyName: companyField(),
  vatNumber: vatField(),
  subscribed: boolean().default(false),
  ...addressFields,
})

export const receiverSchema = object({
  firstName: textField(NAME_MAX_LENGTH, 'firstNameRequired'),
  lastName: textField(NAME_MAX_LENGTH, 'lastNameRequired'),
  companyName: textField(COMPANY_MAX_LENGTH, null),
  email: optionalEmailField(),
  ...addressFields,
})
