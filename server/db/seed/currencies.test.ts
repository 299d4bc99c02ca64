import { describe, expect, it } from 'vitest'
import { VALUE_LADDER } from '@/server/brand-catalogue/brands'
import { blankPackPrice, SUPPORTED_CURRENCIES, toMinor } from './currencies'

describe('seed currencies', () => {
  it('maps reference amounts to each currency in minor units', () => {
    expect([10, 25, 50].map((v) => toMinor('EUR', v as 10))).toEqual([1000, 2500, 5000])
    expect([10, 25, 50].map((v) => toMinor('GBP', v as 10))).toEqual([1000, 2500, 5000])
    expect([10, 25, 50].map((v) => toMinor('SEK', v as 10))).toEqual([10_000, 25_000, 50_000])
    expect([10, 25, 50].map((v) => toMinor('PLN', v as 10))).toEqual([5000, 10_000, 20_000])
    expect([10, 25, 50].map((v) => toMinor('BRL', v as 10))).toEqual([5000, 10_000, 25_000])
    expect([10, 25, 50].map((v) => toMinor('MXN', v as 10))).toEqual([20_000, 50_000, 100_000])
    expect([10, 25, 50].map((v) => toMinor('AED', v as 10))).toEqual([5000, 10_000, 20_000])
    for (const currency of SUPPORTED_CURRENCIES) {
      const ladder = VALUE_LADDER.map((value) => toMinor(currency, value))
      expect([...ladder].sort((a, b) => a - b)).toEqual(ladder)
      expect(new Set(ladder).size).toBe(ladder.length)
      expect(Number.isInteger(blankPackPrice(currency))).toBe(true)
    }
  })
})
