import { describe, expect, it } from 'vitest'
import { CURRENCY_CODES, isCurrencyCode, minorUnitExponent } from './currencies'
import { STOREFRONTS } from './storefronts/registry'

describe('the currency table', () => {
  it('holds the 37 codes of the data model, the 14 storefront currencies among them', () => {
    expect(CURRENCY_CODES).toHaveLength(37)
    expect(new Set(CURRENCY_CODES).size).toBe(37)
    for (const code of ['EUR', 'GBP', 'USD', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'BRL', 'MXN', 'NZD', 'AED']) {
      expect(isCurrencyCode(code)).toBe(true)
    }
    expect(isCurrencyCode('XYZ')).toBe(false)
    expect(isCurrencyCode('eur')).toBe(false)
    expect(isCurrencyCode('toString')).toBe(false)
  })

  it('gives each code the digits shoppers read it with', () => {
    expect(minorUnitExponent('EUR')).toBe(2)
    expect(minorUnitExponent('SEK')).toBe(2)
    expect(minorUnitExponent('JPY')).toBe(0)
    expect(minorUnitExponent('KRW')).toBe(0)
    expect(minorUnitExponent('HUF')).toBe(0)
    expect(() => minorUnitExponent('XYZ')).toThrow('Unknown currency XYZ')
  })

  it('agrees with the platform on every code, so a typo in the table or an unknown code fails here', () => {
    for (const code of CURRENCY_CODES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits
      expect({ code, digits: minorUnitExponent(code) }).toEqual({ code, digits })
      expect(new Intl.DisplayNames('en', { type: 'currency' }).of(code)).not.toBe(code)
    }
  })

  it('knows the currency of every storefront', () => {
    for (const storefront of Object.values(STOREFRONTS)) expect(isCurrencyCode(storefront.currency)).toBe(true)
  })
})
