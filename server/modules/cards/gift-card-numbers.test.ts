import { describe, expect, it } from 'vitest'
import { brandPrefix, hasValidCheckDigit, luhnCheckDigit, newCardNumber, newPin } from './gift-card-numbers'

describe('gift-card numbers (spec §3: 19 digits, PIN 6)', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3)
  })

  it('issues 19-digit numbers with the brand prefix and a valid check digit, and 6-digit PINs', () => {
    for (let i = 0; i < 50; i += 1) {
      const number = newCardNumber(42)
      expect(number).toMatch(/^\d{19}$/)
      expect(number.startsWith(brandPrefix(42))).toBe(true)
      expect(hasValidCheckDigit(number)).toBe(true)
      expect(newPin()).toMatch(/^\d{6}$/)
    }
  })

  it('catches a mistyped digit', () => {
    const number = newCardNumber(7)
    const typo = number.slice(0, 12) + ((Number(number[12]) + 1) % 10) + number.slice(13)
    expect(hasValidCheckDigit(typo)).toBe(false)
  })
})
