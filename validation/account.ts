/**
 * The account rules of docs/rules/validation.md (e-mail, password, required fields, name and company maxima), shared by
 * the account forms (react-hook-form + yup) and the server's account service, so both refuse the same
 * input with the same message. Client-safe and pure.
 *
 * Messages are keys of the `validation` namespace; `{min}`/`{max}` come from the error's params.
 */
import { boolean, object, string } from 'yup'
import {
  CITY_MAX_LENGTH, COMPANY_MAX_LENGTH, NAME_MAX_LENGTH, SUFFIX_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH, companyField, countryField, emailField, houseNumberField, postcodeField, streetField, textField, vatField,
} from './fields'
import { phoneField } from './phone'

/** docs/rules/validation.md: at least 8. The maximum is ours (the rules leave it open): long enough for passphrases
 *  and password managers, short enough that argon2 never hashes megabytes. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/**
 * Letters, digits and symbols only, of any script (Zoë, Łódź, 東京): letters, numbers, punctuation and
 * symbols of Unicode; no spaces, control or invisible formatting characters.
 */
const PASSWORD_CHARACTERS = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]+$/u
/** Emoji are symbols to Unicode but no keyboard types them reliably: refused, as in every text field. */
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u

/**
 * The password as it is judged, hashed and compared: NFKC, so the same password typed on another
 * keyboard or system (a precomposed "ë" or "e" plus a combining diaeresis, full-width digits) is the
 * same password. ASCII passwords are unchanged by it.
 */
export const normalizePassword = (password: string) => password.normalize('NFKC')

/** The bounds a password message names (`{min}`, `{max}`); every password rule's error carries them. */
export const PASSWORD_BOUNDS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const

export type PasswordProblem = 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordCharacters'

/** The first broken password rule, or null; lengths count characters of the normalized password. */
export function passwordProblem(typed: string): PasswordProblem | null {
  const password = normalizePassword(typed)
  const length = [...password].length
  if (length === 0) return 'passwordRequired'
  if (!PASSWORD_CHARACTERS.test(password) || PICTOGRAPHIC.test(password)) return 'passwordCharacters'
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort'
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  return null
}

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
    return normalizePassword(value ?? '') === normalizePassword(String(this.parent[of] ?? ''))
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
  street: streetField(null),
  houseNumber: houseNumberField(null),
  suffix: textField(SUFFIX_MAX_LENGTH, null),
  addressLine2: textField(ADDRESS_LINE_MAX_LENGTH, null),
  postCode: postcodeField({ required: false }),
  city: textField(CITY_MAX_LENGTH, null),
  countryCode: countryField(),
}

export const profileSchema = object({
  customerType: string().oneOf(['PRIVATE', 'BUSINESS']).required('required'),
  firstName: textField(NAME_MAX_LENGTH, 'firstNameRequired'),
  lastName: textField(NAME_MAX_LENGTH, 'lastNameRequired'),
  invoiceEmail: emailField({ optional: true }),
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
  email: emailField({ optional: true }),
  ...addressFields,
})
