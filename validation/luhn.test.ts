import { describe, expect, it } from 'vitest'
import { luhnCheckDigit, passesLuhn } from './luhn'

describe('Luhn check digit', () => {
  it('accepts numbers whose last digit is their check digit', () => {
    for (const number of ['4111111111111111', '5555555555554444', '378282246310005', '79927398713', '6012345678901234563']) {
      expect(passesLuhn(number)).toBe(true)
    }
  })

  it('refuses a mistyped digit, an empty number and anything but digits', () => {
    for (const number of ['4111111111111112', '79927398710', '6012345678901234564', '', '4111 1111 1111 1111', '7992739871x']) {
      expect(passesLuhn(number)).toBe(false)
    }
  })

  it('computes the check digit of a payload', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3)
    expect(luhnCheckDigit('601234567890123456')).toBe(3)
    expect(luhnCheckDigit('411111111111111')).toBe(1)
    // A payload whose sum is already a multiple of 10 gets 0, not 10.
    expect(luhnCheckDigit('0')).toBe(0)
    expect(luhnCheckDigit('59')).toBe(6)
  })
})
