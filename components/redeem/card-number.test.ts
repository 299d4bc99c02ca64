import { describe, expect, it } from 'vitest'
import { caretAfterFormatting, cardNumberError, formatCardNumber, maskedCardNumber, pinError } from './card-number'

const VALID = '6012345678901234563'

describe('card number formatting', () => {
  it('groups the digits by four and stops at 19 digits', () => {
    expect(formatCardNumber('6012')).toBe('6012')
    expect(formatCardNumber('60123')).toBe('6012 3')
    expect(formatCardNumber(VALID)).toBe('6012 3456 7890 1234 563')
    expect(formatCardNumber(`${VALID}999`)).toBe('6012 3456 7890 1234 563')
  })

  it('drops spaces, dashes and letters that were typed or pasted', () => {
    expect(formatCardNumber('6012-3456 78ab90')).toBe('6012 3456 7890')
  })

  it('keeps the caret after the same digit', () => {
    // "6012 3|" → typed 4 digits and one more: the caret follows the fifth digit.
    expect(caretAfterFormatting('6012 3', 5)).toBe(6)
    expect(caretAfterFormatting('6012 3456', 4)).toBe(4)
    expect(caretAfterFormatting('6012 3456', 0)).toBe(0)
    expect(caretAfterFormatting('6012', 9)).toBe(4)
  })
})

describe('card number and PIN validation (docs/rules/redeem.md)', () => {
  it('answers the message key for empty, wrong length and unknown prefix', () => {
    expect(cardNumberError('')).toBe('choiceCardNumberRequired')
    expect(cardNumberError('   ')).toBe('choiceCardNumberRequired')
    expect(cardNumberError('6012 3456')).toBe('choiceCardNumberLength')
    expect(cardNumberError(`9${VALID.slice(1)}`)).toBe('choiceCardNumberPrefix')
    expect(cardNumberError(formatCardNumber(VALID))).toBeNull()
  })

  it('reads a wrong check digit as an unknown number', () => {
    expect(cardNumberError(VALID)).toBeNull()
    expect(cardNumberError(`${VALID.slice(0, -1)}4`)).toBe('choiceCardNumberPrefix')
  })

  it('wants a PIN of 6 digits', () => {
    expect(pinError('')).toBe('pinRequired')
    expect(pinError('12345')).toBe('pinInvalid')
    expect(pinError('12a456')).toBe('pinInvalid')
    expect(pinError('123456')).toBeNull()
  })

  it('masks all but the last four digits', () => {
    expect(maskedCardNumber('4563')).toMatch(/4563$/)
    expect(maskedCardNumber('4563')).not.toMatch(/\d{5}/)
  })
})
