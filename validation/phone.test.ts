import { describe, expect, it } from 'vitest'
import { ValidationError, object, string } from 'yup'
import { STOREFRONTS } from '@/config/storefronts/registry'
import { CALLING_CODES, isTelPattern, isValidPhone, parsePhone, phoneDigitRange, phoneField, toE164 } from './phone'

const messageOf = (run: () => unknown): string | null => {
  try {
    run()
    return null
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.message
  }
}

describe('the docs/rules/validation.md digit rule: national number of (6 − code length) to (11 − code length) digits', () => {
  it('gives the bounds of the rule where the numbering plan fits them', () => {
    expect(phoneDigitRange('NL')).toEqual({ min: 4, max: 9 })
    expect(phoneDigitRange('BE')).toEqual({ min: 4, max: 9 })
    expect(phoneDigitRange('US')).toEqual({ min: 5, max: 10 })
    expect(phoneDigitRange('CA')).toEqual({ min: 5, max: 10 })
    expect(phoneDigitRange('PL')).toEqual({ min: 4, max: 9 })
    expect(phoneDigitRange('FI')).toEqual({ min: 3, max: 8 })
  })

  it('keeps the minimum of the rule but raises the maximum where real national numbers are longer', () => {
    expect(phoneDigitRange('GB')).toEqual({ min: 4, max: 10 })
    expect(phoneDigitRange('UK')).toEqual({ min: 4, max: 10 })
    expect(phoneDigitRange('IE')).toEqual({ min: 3, max: 9 })
    expect(phoneDigitRange('PT')).toEqual({ min: 3, max: 9 })
    expect(phoneDigitRange('AE')).toEqual({ min: 3, max: 9 })
    expect(phoneDigitRange('BR')).toEqual({ min: 4, max: 11 })
    expect(phoneDigitRange('AT')).toEqual({ min: 4, max: 13 })
  })

  it('counts exactly at the bounds (NL: 4 and 9 digits valid, 3 and 10 not)', () => {
    expect(isValidPhone('+31 1234', 'NL')).toBe(true)
    expect(isValidPhone('+31 123', 'NL')).toBe(false)
    expect(isValidPhone('+31 6 12345678', 'NL')).toBe(true)
    expect(isValidPhone('+31 6 123456789', 'NL')).toBe(false)
    expect(isValidPhone('06 12345678', 'NL')).toBe(true)
    expect(isValidPhone('06 123456789', 'NL')).toBe(false)
    // US: 5 to 10.
    expect(isValidPhone('+1 12345', 'US')).toBe(true)
    expect(isValidPhone('+1 1234', 'US')).toBe(false)
    expect(isValidPhone('+1 212 555 01001', 'US')).toBe(false)
    // Ireland (+353): 3 at least.
    expect(isValidPhone('+353 123', 'IE')).toBe(true)
    expect(isValidPhone('+353 12', 'IE')).toBe(false)
  })
})

describe('isValidPhone', () => {
  it('accepts the storefronts’ own contact numbers for their countries', () => {
    for (const storefront of Object.values(STOREFRONTS)) {
      const { telephone } = storefront.branding.organizationStructuredData.customerService
      expect(isValidPhone(telephone, storefront.country), `${storefront.code} ${telephone}`).toBe(true)
    }
  })

  it('has a calling code for every storefront country', () => {
    for (const storefront of Object.values(STOREFRONTS)) expect(CALLING_CODES[storefront.country]).toBeDefined()
  })

  it('accepts common ways of writing numbers', () => {
    const valid: [string, string][] = [
      ['0612345678', 'NL'], ['06-12345678', 'NL'], ['+31612345678', 'NL'], ['0031 6 12345678', 'NL'], ['+31 (0)6 12345678', 'NL'],
      ['020 123 4567', 'NL'], ['09 000 00 00', 'BE'], ['0470 12 34 56', 'BE'], ['+32 470 12 34 56', 'BE'],
      ['030/1234567', 'DE'], ['+49 151 23456789', 'DE'], ['01 23 45 67 89', 'FR'], ['06.12.34.56.78', 'FR'],
      ['07700 900123', 'GB'], ['020 7946 0000', 'GB'], ['+44 20 7946 0000', 'UK'], ['085 123 4567', 'IE'],
      ['(212) 555-0100', 'US'], ['212.555.0100', 'US'], ['1 212 555 0100', 'US'], ['+1 416 555 0100', 'CA'],
      ['02 1234 5678', 'IT'], ['+39 02 1234 5678', 'IT'], ['333 123 4567', 'IT'], ['(11) 91234-5678', 'BR'],
      ['912 345 678', 'PT'], ['050 123 4567', 'AE'], ['0412 345 678', 'AU'], ['021 123 4567', 'NZ'],
      ['+48 600 000 000', 'PL'], ['070-123 45 67', 'SE'], ['+45 20 00 00 00', 'DK'], ['+47 400 00 000', 'NO'],
      ['55 1234 5678', 'MX'], ['612 34 56 78', 'ES'], ['079 123 45 67', 'CH'], ['0664 1234567', 'AT'],
    ]
    for (const [phone, country] of valid) expect(isValidPhone(phone, country), `${country} ${phone}`).toBe(true)
  })

  it('checks an international number against its own calling code', () => {
    // A Belgian address with a Dutch mobile: 9 national digits for +31.
    expect(isValidPhone('+31 6 12345678', 'BE')).toBe(true)
    // Irish mobile from a Dutch address: +353 allows up to 9.
    expect(isValidPhone('+353 85 123 4567', 'NL')).toBe(true)
    // Unknown calling code: E.164 bounds, 6 to 15 digits in all.
    expect(isValidPhone('+999 1234567', 'NL')).toBe(true)
    expect(isValidPhone('+999 12', 'NL')).toBe(false)
    expect(isValidPhone('+999 1234567890123', 'NL')).toBe(false)
  })

  it('refuses letters, stray symbols, a misplaced + and unbalanced brackets', () => {
    const invalid: [string, string][] = [
      ['', 'NL'], ['   ', 'NL'], ['06 1234 567a', 'NL'], ['phone', 'NL'], ['06#12345678', 'NL'], ['06 12345678 ext 2', 'NL'],
      ['06+12345678', 'NL'], ['++31612345678', 'NL'], ['(06 12345678', 'NL'], ['06) 12345678', 'NL'], ['((06)) 1234567', 'NL'],
      ['+', 'NL'], ['+31', 'NL'], ['0', 'NL'], ['-', 'NL'], ['06 😀 12345678', 'NL'],
    ]
    for (const [phone, country] of invalid) expect(isValidPhone(phone, country), `${country} ${JSON.stringify(phone)}`).toBe(false)
  })

  it('refuses numbers too long or too short for the country', () => {
    expect(isValidPhone('020 7946 00001', 'GB')).toBe(false)
    expect(isValidPhone('085 123 45678', 'IE')).toBe(false)
    expect(isValidPhone('0470 12 34 567', 'BE')).toBe(false)
    expect(isValidPhone('012', 'BE')).toBe(false)
    expect(isValidPhone('+32 47012345678', 'BE')).toBe(false)
  })

  it('falls back to loose bounds for a country it does not know', () => {
    expect(phoneDigitRange('ZZ')).toEqual({ min: 3, max: 14 })
    expect(isValidPhone('0123 456 789', 'ZZ')).toBe(true)
    expect(isValidPhone('12', 'ZZ')).toBe(false)
  })
})

describe('parsePhone and toE164', () => {
  it('removes the calling code, an (0), the trunk prefix and separators', () => {
    expect(parsePhone('+31 (0)6 1234-5678', 'NL')).toEqual({ country: 'NL', callingCode: '31', nationalNumber: '612345678', international: true })
    expect(parsePhone('06 12 34 56 78', 'NL')).toEqual({ country: 'NL', callingCode: '31', nationalNumber: '612345678', international: false })
    expect(parsePhone('0032 9 000 00 00', 'NL')).toEqual({ country: 'BE', callingCode: '32', nationalNumber: '90000000', international: true })
    expect(parsePhone('phone', 'NL')).toBeNull()
  })

  it('keeps the Italian leading 0, which is part of the number', () => {
    expect(parsePhone('02 1234 5678', 'IT')?.nationalNumber).toBe('0212345678')
    expect(toE164('02 1234 5678', 'IT')).toBe('+390212345678')
  })

  it('writes valid numbers in E.164 form', () => {
    expect(toE164('06-12345678', 'NL')).toBe('+31612345678')
    expect(toE164('(212) 555-0100', 'US')).toBe('+12125550100')
    expect(toE164('020 7946 0000', 'UK')).toBe('+442079460000')
    expect(toE164('123', 'NL')).toBeNull()
    expect(toE164('0123 456 789', 'ZZ')).toBeNull()
  })
})

describe('the docs/rules/validation.md tel pattern', () => {
  it('is 3 digits, optionally bracketed, then 5 to 8 digits with dashes', () => {
    for (const tel of ['(555) 123-4567', '555-123-4567', '555 12345', '(020)12345678', '555-1-2-3-4-5', '5551234567']) {
      expect(isTelPattern(tel), tel).toBe(true)
    }
    for (const tel of ['(55) 123-4567', '555 1234', '555-123456789', '(555 123-4567', '555--12345', '+31 6 12345678', 'abc-12345']) {
      expect(isTelPattern(tel), tel).toBe(false)
    }
  })
})

describe('phoneField', () => {
  const optional = object({ countryCode: string().default('NL'), phoneNumber: phoneField() })
  const required = object({ countryCode: string().default('NL'), phoneNumber: phoneField({ required: true }) })

  it('optional variant: accepts empty, refuses invalid with phoneInvalid', () => {
    expect(messageOf(() => optional.validateSync({ countryCode: 'NL', phoneNumber: '' }))).toBeNull()
    expect(messageOf(() => optional.validateSync({ countryCode: 'NL' }))).toBeNull()
    expect(messageOf(() => optional.validateSync({ countryCode: 'NL', phoneNumber: '123' }))).toBe('phoneInvalid')
    expect(messageOf(() => optional.validateSync({ countryCode: 'NL', phoneNumber: ' 06 12345678 ' }))).toBeNull()
  })

  it('required variant: phoneRequired when empty or blank', () => {
    expect(messageOf(() => required.validateSync({ countryCode: 'NL', phoneNumber: '' }))).toBe('phoneRequired')
    expect(messageOf(() => required.validateSync({ countryCode: 'NL', phoneNumber: '   ' }))).toBe('phoneRequired')
    expect(messageOf(() => required.validateSync({ countryCode: 'NL', phoneNumber: 'abc' }))).toBe('phoneInvalid')
    expect(messageOf(() => required.validateSync({ countryCode: 'NL', phoneNumber: '06 12345678' }))).toBeNull()
  })

  it('reads the country from the sibling field, or takes a fixed one', () => {
    // 10 national digits: too many for NL, fine for GB.
    expect(messageOf(() => optional.validateSync({ countryCode: 'GB', phoneNumber: '020 7946 0000' }))).toBeNull()
    expect(messageOf(() => optional.validateSync({ countryCode: 'NL', phoneNumber: '020 7946 0000' }))).toBe('phoneInvalid')
    expect(messageOf(() => phoneField({ countryCode: 'GB' }).validateSync('020 7946 0000'))).toBeNull()
    expect(messageOf(() => object({ land: string(), tel: phoneField({ countryField: 'land' }) }).validateSync({ land: 'NL', tel: '020 7946 0000' })))
      .toBe('phoneInvalid')
  })
})
