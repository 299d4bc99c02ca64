import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import {
  blikSchema,
  cardSchema,
  cvcLength,
  detectCardBrand,
  isValidBlikCode,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  normalizeCardNumber,
  type CardBrand,
} from './payment-card'
import { luhnCheckDigit } from './luhn'

/** `prefix` padded with zeros to `length` − 1 digits, plus the Luhn check digit. */
function cardNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0')
  return `${body}${luhnCheckDigit(body)}`
}

/** The same number with a wrong check digit. */
const breakLuhn = (number: string) => `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`

const messagesOf = (run: () => unknown): Record<string, string> => {
  try {
    run()
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', String(item.message)]))
  }
}

describe('card brands (docs/rules/validation.md)', () => {
  const examples: [CardBrand, string[]][] = [
    ['visa', ['4111111111111111', '4222222222222', cardNumber('4', 13), cardNumber('49', 16)]],
    ['mastercard', ['5555555555554444', '2223003122003222', cardNumber('51', 16), cardNumber('55', 16), cardNumber('2221', 16), cardNumber('2720', 16)]],
    ['amex', ['378282246310005', '371449635398431', cardNumber('34', 15)]],
    ['diners', ['30569309025904', '38520000023237', cardNumber('300', 14), cardNumber('305', 16), cardNumber('36', 14), cardNumber('39', 19)]],
    ['discover', ['6011111111111117', '6011000990139424', cardNumber('644', 16), cardNumber('649', 19), cardNumber('65', 16)]],
    ['jcb', ['3530111333300000', '3566002020360505', cardNumber('3528', 16), cardNumber('3589', 19)]],
    ['maestro', ['6759649826438453', cardNumber('50', 12), cardNumber('56', 19), cardNumber('58', 16), cardNumber('69', 16), cardNumber('6304', 16)]],
    ['visaElectron', ['4917300800000000', '4026000000000002', cardNumber('417500', 16), cardNumber('4508', 16), cardNumber('4844', 16), cardNumber('4913', 16)]],
    ['dankort', ['5019717010103742', cardNumber('5019', 16)]],
    ['interpayment', ['6362970000457013', cardNumber('636', 19)]],
    ['unionpay', ['6200000000000005', cardNumber('62', 19), cardNumber('88', 16)]],
  ]

  for (const [brand, numbers] of examples) {
    it(`recognises and accepts ${brand}`, () => {
      for (const n of numbers) {
        expect(detectCardBrand(n), n).toBe(brand)
        expect(isValidCardNumber(n), n).toBe(true)
      }
    })
  }

  it('gives narrower brands precedence over the ranges they overlap', () => {
    expect(detectCardBrand('5019')).toBe('dankort')
    expect(detectCardBrand('5018')).toBe('maestro')
    expect(detectCardBrand('4917')).toBe('visaElectron')
    expect(detectCardBrand('4916')).toBe('visa')
    expect(detectCardBrand('41750')).toBe('visa') // 417500 needs all six digits
    expect(detectCardBrand('417500')).toBe('visaElectron')
    expect(detectCardBrand('65')).toBe('discover')
    expect(detectCardBrand('6011')).toBe('discover')
    expect(detectCardBrand('6012')).toBe('maestro')
    expect(detectCardBrand('643')).toBe('maestro')
    expect(detectCardBrand('636')).toBe('interpayment')
    expect(detectCardBrand('62')).toBe('unionpay')
  })

  it('needs enough digits to decide, and knows nothing outside the ranges', () => {
    expect(detectCardBrand('')).toBeNull()
    expect(detectCardBrand('3')).toBeNull()
    expect(detectCardBrand('35')).toBeNull()
    expect(detectCardBrand('3527')).toBeNull()
    expect(detectCardBrand('3590')).toBeNull()
    expect(detectCardBrand('306')).toBeNull()
    expect(detectCardBrand('2220')).toBeNull()
    expect(detectCardBrand('2721')).toBeNull()
    expect(detectCardBrand('1234')).toBeNull()
    expect(detectCardBrand('7')).toBeNull()
    expect(detectCardBrand('4111 1111')).toBe('visa')
    expect(detectCardBrand('abc')).toBeNull()
  })
})

describe('isValidCardNumber', () => {
  it('ignores spaces and dashes between groups', () => {
    expect(normalizeCardNumber(' 4111 1111-1111 1111 ')).toBe('4111111111111111')
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true)
    expect(isValidCardNumber('3782-822463-10005')).toBe(true)
  })

  it('refuses wrong lengths per brand', () => {
    expect(isValidCardNumber(cardNumber('4', 14))).toBe(false) // Visa: 13 or 16
    expect(isValidCardNumber(cardNumber('4', 19))).toBe(false)
    expect(isValidCardNumber(cardNumber('51', 15))).toBe(false) // Mastercard: 16
    expect(isValidCardNumber(cardNumber('51', 17))).toBe(false)
    expect(isValidCardNumber(cardNumber('34', 16))).toBe(false) // Amex: 15
    expect(isValidCardNumber(cardNumber('36', 13))).toBe(false) // Diners: 14-19
    expect(isValidCardNumber(cardNumber('6011', 15))).toBe(false) // Discover: 16-19
    expect(isValidCardNumber(cardNumber('3528', 15))).toBe(false) // JCB: 16-19
    expect(isValidCardNumber(cardNumber('4917', 13))).toBe(false) // Visa Electron: 16
    expect(isValidCardNumber(cardNumber('5019', 17))).toBe(false) // Dankort: 16
    expect(isValidCardNumber(cardNumber('636', 15))).toBe(false) // InterPayment: 16-19
    expect(isValidCardNumber(cardNumber('62', 15))).toBe(false) // UnionPay: 16-19
    expect(isValidCardNumber(cardNumber('50', 11))).toBe(false) // Maestro: 12-19
    expect(isValidCardNumber(cardNumber('50', 20))).toBe(false)
  })

  it('refuses a wrong check digit, except for UnionPay', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false)
    expect(isValidCardNumber(breakLuhn('5555555555554444'))).toBe(false)
    expect(isValidCardNumber(breakLuhn('378282246310005'))).toBe(false)
    expect(isValidCardNumber(breakLuhn(cardNumber('50', 16)))).toBe(false)
    expect(isValidCardNumber(breakLuhn('6200000000000005'))).toBe(true)
    expect(isValidCardNumber('8800000000000000')).toBe(true)
  })

  it('refuses unknown prefixes, letters and empty input', () => {
    expect(isValidCardNumber(cardNumber('1', 16))).toBe(false)
    expect(isValidCardNumber(cardNumber('2220', 16))).toBe(false)
    expect(isValidCardNumber(cardNumber('7', 16))).toBe(false)
    expect(isValidCardNumber('4111a11111111111')).toBe(false)
    expect(isValidCardNumber('')).toBe(false)
  })
})

describe('CVC', () => {
  it('is 3 digits, 4 for American Express', () => {
    expect(cvcLength('amex')).toBe(4)
    expect(cvcLength('visa')).toBe(3)
    expect(cvcLength(null)).toBe(3)
    expect(isValidCvc('123', 'visa')).toBe(true)
    expect(isValidCvc('1234', 'amex')).toBe(true)
    expect(isValidCvc('123', 'amex')).toBe(false)
    expect(isValidCvc('1234', 'mastercard')).toBe(false)
    expect(isValidCvc('12', null)).toBe(false)
    expect(isValidCvc('12a', 'visa')).toBe(false)
    expect(isValidCvc('', 'visa')).toBe(false)
  })
})

describe('expiry: month 1-12 and not in the past', () => {
  const now = new Date('2026-05-15T12:00:00Z')

  it('accepts this month and later, with 2- or 4-digit years', () => {
    expect(isValidExpiry(5, 2026, now)).toBe(true)
    expect(isValidExpiry('05', '26', now)).toBe(true)
    expect(isValidExpiry('12', '2026', now)).toBe(true)
    expect(isValidExpiry('1', '2027', now)).toBe(true)
    expect(isValidExpiry('01', '46', now)).toBe(true)
  })

  it('refuses earlier months, earlier years and impossible months', () => {
    expect(isValidExpiry(4, 2026, now)).toBe(false)
    expect(isValidExpiry(12, 2025, now)).toBe(false)
    expect(isValidExpiry('0', '2027', now)).toBe(false)
    expect(isValidExpiry('13', '2027', now)).toBe(false)
    expect(isValidExpiry('1.5', '2027', now)).toBe(false)
    expect(isValidExpiry('05', '202', now)).toBe(false)
    expect(isValidExpiry('05', '', now)).toBe(false)
  })

  it('refuses years more than 20 ahead (typos)', () => {
    expect(isValidExpiry(12, 2046, now)).toBe(true)
    expect(isValidExpiry(1, 2047, now)).toBe(false)
    expect(isValidExpiry(5, 2205, now)).toBe(false)
  })

  it('keeps a card valid until its month has ended everywhere', () => {
    // 1 June 05:00 UTC is still 31 May west of UTC: a card expiring 05/26 is still valid there.
    expect(isValidExpiry(5, 2026, new Date('2026-06-01T05:00:00Z'))).toBe(true)
    expect(isValidExpiry(5, 2026, new Date('2026-06-01T13:00:00Z'))).toBe(false)
  })
})

describe('BLIK', () => {
  it('is exactly 6 digits', () => {
    for (const code of ['123456', '000000', ' 777777 ']) expect(isValidBlikCode(code)).toBe(true)
    for (const code of ['', '12345', '1234567', '12345a', '123 456', '12-3456']) expect(isValidBlikCode(code)).toBe(false)
  })

  it('as a schema with the blikInvalid message, also when empty', () => {
    expect(messagesOf(() => blikSchema.validateSync({ blikCode: '123456' }, { abortEarly: false }))).toEqual({})
    expect(messagesOf(() => blikSchema.validateSync({ blikCode: '12345' }, { abortEarly: false }))).toEqual({ blikCode: 'blikInvalid' })
    expect(messagesOf(() => blikSchema.validateSync({}, { abortEarly: false }))).toEqual({ blikCode: 'blikInvalid' })
  })
})

describe('cardSchema', () => {
  const now = new Date('2026-05-15T12:00:00Z')
  const schema = cardSchema(now)
  const card = { holderName: 'Lotte Peeters', number: '4111 1111 1111 1111', expiryMonth: '05', expiryYear: '26', cvc: '737' }
  const validate = (value: unknown) => messagesOf(() => schema.validateSync(value, { abortEarly: false }))

  it('accepts a complete card', () => {
    expect(validate(card)).toEqual({})
    expect(validate({ ...card, number: '3782 822463 10005', cvc: '7373' })).toEqual({})
  })

  it('names every missing field', () => {
    expect(validate({})).toEqual({
      holderName: 'cardHolderRequired', number: 'cardNumberRequired', expiryMonth: 'expiryMonthRequired', expiryYear: 'expiryYearRequired', cvc: 'cvcRequired',
    })
    expect(validate({ ...card, holderName: '   ' })).toEqual({ holderName: 'notOnlyWhitespace' })
  })

  it('refuses a wrong number, an expired date, a wrong month and a CVC of the wrong length for the brand', () => {
    expect(validate({ ...card, number: '4111 1111 1111 1112' })).toEqual({ number: 'cardNumberInvalid' })
    expect(validate({ ...card, expiryMonth: '04' })).toEqual({ expiryYear: 'expiryInvalid' })
    expect(validate({ ...card, expiryYear: '2025' })).toEqual({ expiryYear: 'expiryInvalid' })
    expect(validate({ ...card, expiryMonth: '13' })).toEqual({ expiryMonth: 'expiryInvalid' })
    expect(validate({ ...card, expiryMonth: '13', expiryYear: '2025' })).toEqual({ expiryMonth: 'expiryInvalid', expiryYear: 'expiryInvalid' })
    expect(validate({ ...card, cvc: '7373' })).toEqual({ cvc: 'cvcInvalid' })
    expect(validate({ ...card, number: '378282246310005', cvc: '737' })).toEqual({ cvc: 'cvcInvalid' })
    expect(validate({ ...card, holderName: 'Lotte 💳' })).toEqual({ holderName: 'noEmoji' })
  })
})
