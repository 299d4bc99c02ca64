import { describe, expect, it } from 'vitest'
import { cardNumberProblem, pinProblem } from './gift-card'

// 60 + 16 digits + check digit 3: a number of the shop's range that passes Luhn.
const VALID = '6012345678901234563'

describe('a typed gift-card number', () => {
  it('may be typed with the spaces or dashes printed on the card', () => {
    expect(cardNumberProblem(VALID)).toBeNull()
    expect(cardNumberProblem('6012 3456 7890 1234 563')).toBeNull()
    expect(cardNumberProblem('6012-3456-7890-1234-563')).toBeNull()
  })

  it('is required', () => {
    expect(cardNumberProblem('')).toBe('required')
    expect(cardNumberProblem(' - ')).toBe('required')
  })

  it('has exactly 19 digits and nothing but digits, spaces and dashes', () => {
    expect(cardNumberProblem(VALID.slice(0, 18))).toBe('length')
    expect(cardNumberProblem(`${VALID}0`)).toBe('length')
    expect(cardNumberProblem(`${VALID.slice(0, 10)}x${VALID.slice(10)}`)).toBe('length')
  })

  it('starts with the range 60, or with one of the ranges given', () => {
    // 59… with a valid check digit: only the prefix is wrong.
    expect(cardNumberProblem('5912345678901234565')).toBe('prefix')
    expect(cardNumberProblem(VALID, ['6099'])).toBe('prefix')
    expect(cardNumberProblem(VALID, ['6099', '6012'])).toBeNull()
  })

  it('reads a wrong check digit as a number of an unknown range', () => {
    expect(cardNumberProblem(`${VALID.slice(0, -1)}4`)).toBe('prefix')
  })
})

describe('a typed PIN', () => {
  it('is 6 digits', () => {
    expect(pinProblem('')).toBe('required')
    expect(pinProblem('   ')).toBe('required')
    expect(pinProblem('12345')).toBe('format')
    expect(pinProblem('1234567')).toBe('format')
    expect(pinProblem('12a456')).toBe('format')
    expect(pinProblem(' 123456 ')).toBeNull()
  })
})
