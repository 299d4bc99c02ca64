import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isValidEmail,
  isValidPostcode,
  passwordProblem,
  profileSchema,
  registerSchema,
} from './account'

const messagesOf = (run: () => unknown): Record<string, string> => {
  try {
    run()
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', String(item.message)]))
  }
}

const registration = {
  customerType: 'PRIVATE', email: 'lotte@example.com', password: 'Kado-2026!', passwordConfirmation: 'Kado-2026!',
  firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
}

describe('password policy (docs/rules/validation.md)', () => {
  it('needs at least 8 characters and allows at most 128', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(passwordProblem('Abc-123')).toBe('passwordTooShort')
    expect(passwordProblem('Abc-1234')).toBeNull()
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull()
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('passwordTooLong')
  })

  it('allows letters, digits and symbols only', () => {
    expect(passwordProblem('with space1')).toBe('passwordCharacters')
    expect(passwordProblem('wachtwoörd1')).toBe('passwordCharacters')
    expect(passwordProblem('emoji😀abc1')).toBe('passwordCharacters')
    expect(passwordProblem('!#$%&*()[]{}~^1aZ')).toBeNull()
    expect(passwordProblem('')).toBe('passwordRequired')
  })

  it('requires the confirmation to match', () => {
    expect(messagesOf(() => registerSchema.validateSync({ ...registration, passwordConfirmation: 'Kado-2027!' }, { abortEarly: false })))
      .toEqual({ passwordConfirmation: 'passwordMismatch' })
  })
})

describe('registration rules', () => {
  it('accepts a complete private registration', () => {
    expect(messagesOf(() => registerSchema.validateSync(registration, { abortEarly: false }))).toEqual({})
  })

  it('needs names, a valid e-mail, accepted terms, and a company for business customers', () => {
    expect(messagesOf(() => registerSchema.validateSync(
      { ...registration, customerType: 'BUSINESS', email: 'lotte@', firstName: '   ', lastName: '', acceptTerms: false },
      { abortEarly: false },
    ))).toEqual({
      email: 'emailInvalid', firstName: 'firstNameRequired', lastName: 'lastNameRequired', companyName: 'companyNameRequired', acceptTerms: 'termsRequired',
    })
  })

  it('caps names at 50 characters and refuses emoji', () => {
    expect(messagesOf(() => registerSchema.validateSync({ ...registration, firstName: 'x'.repeat(51), lastName: 'Pee😀ters' }, { abortEarly: false })))
      .toEqual({ firstName: 'tooLong', lastName: 'noEmoji' })
  })
})

describe('addresses', () => {
  it('checks postcodes per country', () => {
    expect(isValidPostcode('9000', 'BE')).toBe(true)
    expect(isValidPostcode('0900', 'BE')).toBe(false)
    expect(isValidPostcode('1012 AB', 'NL')).toBe(true)
    expect(isValidPostcode('10115', 'DE')).toBe(true)
    expect(isValidPostcode('SW1A 1AA', 'GB')).toBe(true)
  })

  it('validates only the filled-in profile fields, house numbers as positive numbers', () => {
    const profile = { customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', countryCode: 'BE', subscribed: false }
    expect(messagesOf(() => profileSchema.validateSync(profile, { abortEarly: false }))).toEqual({})
    expect(messagesOf(() => profileSchema.validateSync({ ...profile, houseNumber: '0', postCode: '12', invoiceEmail: 'x', vatNumber: '12' }, { abortEarly: false })))
      .toEqual({ houseNumber: 'houseNumberInvalid', postCode: 'postcodeInvalid', invoiceEmail: 'emailInvalid', vatNumber: 'vatInvalid' })
  })

  it('recognises e-mail addresses', () => {
    expect(isValidEmail(' lotte@example.com ')).toBe(true)
    expect(isValidEmail('lotte@example')).toBe(false)
    expect(isValidEmail('lotte example@x.be')).toBe(false)
  })
})
