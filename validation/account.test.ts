import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { isValidEmail } from './fields'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizePassword,
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

  it('allows letters, digits and symbols only, of any script', () => {
    expect(passwordProblem('wachtwoörd1')).toBeNull()
    expect(passwordProblem('Zoë-Łódź-2026')).toBeNull()
    expect(passwordProblem('東京の合言葉は123')).toBeNull()
    expect(passwordProblem('!#$%&*()[]{}~^1aZ€')).toBeNull()
    expect(passwordProblem('with space1')).toBe('passwordCharacters')
    expect(passwordProblem('tab\there1')).toBe('passwordCharacters')
    expect(passwordProblem('zero\u200bwidth1')).toBe('passwordCharacters')
    expect(passwordProblem('emoji😀abc1')).toBe('passwordCharacters')
    expect(passwordProblem('')).toBe('passwordRequired')
  })

  it('judges the password in NFKC: the same password typed on another system is the same, and its length counts characters', () => {
    const decomposed = 'wachtwoo\u0308rd1'
    expect(normalizePassword(decomposed)).toBe('wachtwoörd1')
    expect(normalizePassword('ｐａｓｓｗｏｒｄ１')).toBe('password1')
    expect(passwordProblem('ｐａｓｓｗｏｒｄ１')).toBeNull()
    // 'Abc-12é' with a combining accent is 8 code units but 7 characters: too short.
    expect(passwordProblem('Abc-12e\u0301')).toBe('passwordTooShort')
    expect(passwordProblem('é'.repeat(PASSWORD_MAX_LENGTH))).toBeNull()
    expect(passwordProblem('e\u0301'.repeat(PASSWORD_MAX_LENGTH))).toBeNull()
  })

  it('requires the confirmation to match, in any normal form', () => {
    expect(messagesOf(() => registerSchema.validateSync({ ...registration, passwordConfirmation: 'Kado-2027!' }, { abortEarly: false })))
      .toEqual({ passwordConfirmation: 'passwordMismatch' })
    const typed = { ...registration, password: 'Zoë-2026!x', passwordConfirmation: 'Zoe\u0308-2026!x' }
    expect(messagesOf(() => registerSchema.validateSync(typed, { abortEarly: false }))).toEqual({})
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
      email: 'emailInvalid', firstName: 'notOnlyWhitespace', lastName: 'lastNameRequired', companyName: 'companyNameRequired', acceptTerms: 'termsRequired',
    })
  })

  it('caps names at 50 characters and refuses emoji', () => {
    expect(messagesOf(() => registerSchema.validateSync({ ...registration, firstName: 'x'.repeat(51), lastName: 'Pee😀ters' }, { abortEarly: false })))
      .toEqual({ firstName: 'tooLong', lastName: 'noEmoji' })
  })
})

describe('addresses', () => {
  it("checks the profile's postcode and VAT number in the profile's country", () => {
    const profile = { customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', subscribed: false }
    const errors = (fields: Record<string, string>) => messagesOf(() => profileSchema.validateSync({ ...profile, ...fields }, { abortEarly: false }))
    expect(errors({ countryCode: 'BE', postCode: '9000', vatNumber: '0123.456.789' })).toEqual({})
    expect(errors({ countryCode: 'BE', postCode: '1000', vatNumber: 'NL123456789B01' })).toEqual({})
    expect(errors({ countryCode: 'NL', postCode: '1012 AB', vatNumber: '0123.456.789' })).toEqual({ vatNumber: 'vatInvalid' })
    expect(errors({ countryCode: 'BE', postCode: '0900', vatNumber: '   ' })).toEqual({ postCode: 'postcodeInvalid', vatNumber: 'notOnlyWhitespace' })
  })

  it('validates only the filled-in profile fields, house numbers as positive numbers', () => {
    const profile = { customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', countryCode: 'BE', subscribed: false }
    expect(messagesOf(() => profileSchema.validateSync(profile, { abortEarly: false }))).toEqual({})
    expect(messagesOf(() => profileSchema.validateSync({ ...profile, houseNumber: '0', postCode: '12', invoiceEmail: 'x', vatNumber: '12' }, { abortEarly: false })))
      .toEqual({ houseNumber: 'houseNumberInvalid', postCode: 'postcodeInvalid', invoiceEmail: 'emailInvalid', vatNumber: 'vatInvalid' })
  })

  it('judges a phone number by the phone rule: in the profile\'s country, or the storefront\'s for a registration', () => {
    const profile = { customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', subscribed: false }
    const profileErrors = (countryCode: string, phoneNumber: string) => messagesOf(() => profileSchema.validateSync({ ...profile, countryCode, phoneNumber }, { abortEarly: false }))
    // 9 national digits fit Belgium (+32: 4 to 9) and the Netherlands (+31: 4 to 9); 10 fit neither.
    expect(profileErrors('BE', '0470 12 34 56')).toEqual({})
    expect(profileErrors('NL', '06 1234 5678')).toEqual({})
    expect(profileErrors('BE', '0470 12 34 567')).toEqual({ phoneNumber: 'phoneInvalid' })
    // The former loose format took any 6 to 20 digits and separators; brackets must now pair.
    expect(profileErrors('BE', '((0470)) 12 34 56(')).toEqual({ phoneNumber: 'phoneInvalid' })
    const registrationErrors = (countryCode: string, phoneNumber: string) =>
      messagesOf(() => registerSchema.validateSync({ ...registration, phoneNumber }, { abortEarly: false, context: { countryCode } }))
    expect(registrationErrors('BE', '0470 12 34 56')).toEqual({})
    expect(registrationErrors('BE', '+44 20 7946 0000')).toEqual({})
    // A UK number written nationally has 10 digits: right in the UK, too long in Belgium.
    expect(registrationErrors('GB', '020 7946 0000')).toEqual({})
    expect(registrationErrors('BE', '020 7946 0000')).toEqual({ phoneNumber: 'phoneInvalid' })
  })

  it('recognises e-mail addresses', () => {
    expect(isValidEmail(' lotte@example.com ')).toBe(true)
    expect(isValidEmail('lotte@example')).toBe(false)
    expect(isValidEmail('lotte example@x.be')).toBe(false)
  })
})
