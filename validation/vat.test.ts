import { describe, expect, it } from 'vitest'
import { isValidVatNumber, normalizeVat } from './vat'

describe('VAT numbers', () => {
  it('accept the formats of the business storefront countries and other EU states', () => {
    const valid = [
      'NL123456789B01', 'nl 1234.56.789.b01', 'BE0123456789', 'BE 0123.456.789', 'BE1123456789', 'DE123456789', 'FR12345678901',
      'FRAB123456789', 'PL1234567890', 'GB123456789', 'GB123456789012', 'GBGD123', 'XI123456789', 'ATU12345678', 'EL123456789',
      'ESX1234567X', 'ESB12345678', 'IT12345678901', 'SE123456789001', 'IE1234567T', 'IE1234567TW', 'LU12345678', 'DK12345678',
      'CY12345678X', 'CHE-123.456.789 MWST', 'CHE123456789', 'NO123456789MVA', 'RO12', 'LT123456789012',
    ]
    for (const vat of valid) expect(isValidVatNumber(vat), vat).toBe(true)
  })

  it('refuse numbers of the wrong shape, unknown prefixes and missing prefixes without a country', () => {
    const invalid = [
      'NL123456789', 'NL123456789B1', 'NL12345678B01', 'BE2123456789', 'BE012345678', 'DE12345678', 'DE1234567890', 'FR1234567890',
      'FRIO123456789', 'PL123456789', 'ATU1234567', 'AT12345678', 'GR123456789', 'SE1234567890', 'US123456789', 'XX123456',
      '123456789', '', 'NL', 'BE0123456789é',
    ]
    for (const vat of invalid) expect(isValidVatNumber(vat), vat).toBe(false)
  })

  it('add the billing country’s prefix when it is missing', () => {
    expect(normalizeVat('0123.456.789', 'BE')).toBe('BE0123456789')
    expect(normalizeVat('123456789', 'gr')).toBe('EL123456789')
    expect(normalizeVat('123456789', 'UK')).toBe('GB123456789')
    expect(normalizeVat('NL 1234.56.789.B01', 'BE')).toBe('NL123456789B01')
    expect(isValidVatNumber('0123 456 789', 'BE')).toBe(true)
    expect(isValidVatNumber('123456789B01', 'NL')).toBe(true)
    expect(isValidVatNumber('U12345678', 'AT')).toBe(true)
    expect(isValidVatNumber('123456789', 'US')).toBe(false)
  })
})
