import { describe, expect, it } from 'vitest'
import { passesLuhn } from '@/validation/luhn'
import { ERROR_CODES } from '@/graphql/error-codes'
import { brandPrefix, newCardNumber, newPin, typedCardNumberError } from './gift-card-numbers'

describe('gift-card numbers (docs/rules/redeem.md: 19 digits, PIN 6)', () => {
  it('issues 19-digit numbers with the brand prefix and a valid check digit, and 6-digit PINs', () => {
    for (let i = 0; i < 50; i += 1) {
      const number = newCardNumber(42)
      expect(number).toMatch(/^\d{19}$/)
      expect(number.startsWith('600000042')).toBe(true)
      expect(brandPrefix(42)).toBe('600000042')
      expect(passesLuhn(number)).toBe(true)
      expect(newPin()).toMatch(/^\d{6}$/)
    }
  })

  it('catches a mistyped digit', () => {
    const number = newCardNumber(7)
    const typo = number.slice(0, 12) + ((Number(number[12]) + 1) % 10) + number.slice(13)
    expect(passesLuhn(typo)).toBe(false)
    expect(typedCardNumberError(typo)).toBe(ERROR_CODES.CARD_NUMBER_PREFIX)
  })

  it('answers the API codes for an empty, short or foreign number (3019, 3207, 3208)', () => {
    expect(typedCardNumberError(' ')).toBe(3019)
    expect(typedCardNumberError('6012 3456')).toBe(3207)
    expect(typedCardNumberError('5912345678901234565')).toBe(3208)
    expect(typedCardNumberError('6012-3456-7890-1234-563')).toBeNull()
  })
})
