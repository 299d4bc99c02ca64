import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { isPriceMessageKey, parseAmount, validateAmount } from './price'
import { amountSchema } from './price-field'

const rule = { min: 10, max: 150, currency: 'EUR' }

describe('parseAmount', () => {
  it('reads plain numbers with a decimal point or comma; empty is null, anything else NaN', () => {
    expect(parseAmount('25')).toBe(25)
    expect(parseAmount(' 25,50 ')).toBe(25.5)
    expect(parseAmount('25.5')).toBe(25.5)
    expect(parseAmount('')).toBeNull()
    expect(parseAmount(undefined)).toBeNull()
    expect(parseAmount(40)).toBe(40)
    for (const input of ['abc', '1e3', '-5', '25 €', '0x10', '1.000,00']) expect(parseAmount(input)).toBeNaN()
  })
})

describe('validateAmount (docs/rules/validation.md: within min and max, no decimals)', () => {
  it('accepts whole amounts from min to max inclusive', () => {
    for (const amount of [10, 11, 149, 150]) expect(validateAmount(amount, rule)).toBeNull()
  })

  it('names the broken rule as a translation key with min and max as money', () => {
    expect(validateAmount(null, rule)?.key).toBe('required')
    expect(validateAmount(25.5, rule)?.key).toBe('priceNoDecimals')
    expect(validateAmount(9, rule)).toEqual({
      key: 'priceRange',
      values: { min: { currency: 'EUR', value: 10 }, max: { currency: 'EUR', value: 150 } },
    })
    expect(validateAmount(151, rule)?.key).toBe('priceRange')
    expect(validateAmount(Number.NaN, rule)?.key).toBe('priceRange')
    // Decimals are reported before the range: "9.5" is wrong first of all for its cents.
    expect(validateAmount(9.5, rule)?.key).toBe('priceNoDecimals')
  })
})

describe('validateAmount on a product of 20 to 500 (docs/rules/redeem.md: the chosen amount, judged before the split above 150)', () => {
  const range = { min: 20, max: 500, currency: 'EUR' }
  it.each([
    [19.99, 'priceNoDecimals'],
    [20, null],
    [500, null],
    [500.01, 'priceNoDecimals'],
    [501, 'priceRange'],
    [19, 'priceRange'],
  ])('%s → %s', (amount, key) => {
    expect(validateAmount(amount, range)?.key ?? null).toBe(key)
  })

  it('carries both bounds as money for the message', () => {
    expect(validateAmount(501, range)?.values).toEqual({ min: { currency: 'EUR', value: 20 }, max: { currency: 'EUR', value: 500 } })
  })
})

describe('amountSchema', () => {
  const schema = amountSchema(rule)
  const errorOf = (input: unknown) => {
    try {
      schema.validateSync(input)
      return null
    } catch (error) {
      return error instanceof ValidationError ? error.message : String(error)
    }
  }

  it('casts the input text to the whole amount', () => {
    expect(schema.validateSync('25')).toBe(25)
    expect(schema.validateSync(150)).toBe(150)
  })

  it('fails with the message key of the first broken rule', () => {
    expect(errorOf('')).toBe('required')
    expect(errorOf('abc')).toBe('priceRange')
    expect(errorOf('25,50')).toBe('priceNoDecimals')
    expect(errorOf('5')).toBe('priceRange')
    expect(errorOf('500')).toBe('priceRange')
    expect(isPriceMessageKey(errorOf('5'))).toBe(true)
    expect(isPriceMessageKey('somethingElse')).toBe(false)
  })
})
