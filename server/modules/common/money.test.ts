import { describe, expect, it } from 'vitest'
import { toMoney } from './money'

describe('toMoney', () => {
  it.each([
    [2500, 'EUR', 25],
    [1999, 'GBP', 19.99],
    [1, 'SEK', 0.01],
    [0, 'PLN', 0],
    [500, 'JPY', 500],
  ])('%i minor units of %s is %f', (minor, currency, value) => {
    expect(toMoney(minor, currency)).toEqual({ currency, value })
  })
})
