import { describe, expect, it } from 'vitest'
import { COUNTRIES_WITHOUT_POSTCODE, POSTCODE_COUNTRIES, hasPostcode, isValidPostcode, normalizePostcode } from './postcode'

const accepts = (country: string, codes: string[]) => {
  for (const code of codes) expect(isValidPostcode(code, country), `${country} ${JSON.stringify(code)}`).toBe(true)
}
const refuses = (country: string, codes: string[]) => {
  for (const code of codes) expect(isValidPostcode(code, country), `${country} ${JSON.stringify(code)}`).toBe(false)
}

describe('the docs/rules/validation.md postcode rules', () => {
  it('NL: 4 digits not starting with 0, optional space, 2 letters other than SA, SD, SS', () => {
    accepts('NL', ['1011 AB', '1011AB', '1011ab', '9999 ZZ', '1000 AA', ' 3511 sx ', '1234 SB', '1234 AS'])
    refuses('NL', ['0123 AB', '1011 SA', '1011 sd', '1011SS', '1011 A', '1011 ABC', '101 AB', '10111 AB', '1011-AB', '1011  AB', '1011 A1', ''])
  })

  it('BE: 4 digits, no leading 0', () => {
    accepts('BE', ['9000', '1000', '1050', '9999'])
    refuses('BE', ['0900', '900', '90000', 'B-9000', 'abcd'])
    accepts('BE', [' 9000 '])
  })

  it('DE: 5 digits except 01000 and 99999', () => {
    accepts('DE', ['10115', '01001', '80331', '99998', '00000'])
    refuses('DE', ['01000', '99999', '1011', '101155', '1O115', 'D-10115'])
  })

  it('PL: 00-000', () => {
    accepts('PL', ['00-001', '31-000', '99-999'])
    refuses('PL', ['00001', '00 001', '0-0001', '000-01', '00-0001'])
  })

  it('IE: letter, 2 digits, optional space, 4 letters or digits (Eircode)', () => {
    accepts('IE', ['D02 X000', 'D02X000', 'a65 f4e2', 'T12 AB12', 'D02 XY00'])
    refuses('IE', ['D6W X000', '002 X000', 'DD2 X000', 'D02 X00', 'D02 X0000', 'D02-X000'])
  })

  it('BR: 5 digits, optional dash, 3 digits', () => {
    accepts('BR', ['01000-000', '01000000', '99999-999'])
    refuses('BR', ['01000 000', '0100-0000', '1000-000', '01000-00'])
  })

  it('PT: 4 digits, dash, 3 digits', () => {
    accepts('PT', ['1100-000', '4000-123'])
    refuses('PT', ['1100000', '1100 000', '110-0000', '1100-00'])
  })

  it('US: 5 digits or 5-4', () => {
    accepts('US', ['10001', '90210-1234', '00501'])
    refuses('US', ['1000', '100011', '10001-123', '10001 1234', '10001-'])
  })

  it('AU: 4 digits in 0200-0299, 2000-8999 or 9000-9799', () => {
    accepts('AU', ['0200', '0250', '0299', '2000', '8999', '9000', '9799', '3000'])
    refuses('AU', ['0199', '0300', '0800', '1999', '9800', '9999', '200', '20000'])
  })
})

describe('official formats the rules leave out', () => {
  it('GB and UK: the full postcode grammar including GIR 0AA', () => {
    const valid = ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA', 'gir0aa', 'sw1a1aa', 'EC1A 0AA']
    accepts('GB', valid)
    accepts('UK', valid)
    refuses('GB', [
      'QA1 1AA', // Q never starts a postcode
      'AJ1 1AA', // J never second
      'A1I 1AA', // I not allowed as third letter in A9A
      'AA1C 1AA', // C not allowed as fourth letter in AA9A
      'SW1A 1CA', // C never in the inward code
      'SW1A 1AI',
      'SW1A1A', 'SW1A 11AA', 'SW1AA 1AA', '1W1A 1AA', 'GIR 0AB',
    ])
  })

  it('CA: A1A 1A1, first letter not D F I O Q U W Z, no D F I O Q U elsewhere', () => {
    accepts('CA', ['M5H 0A0', 'K1A 0B1', 'h0h0h0', 'X0A 1H0', 'T2P 5W9', 'V5K 0Z2'])
    refuses('CA', ['D5H 0A0', 'W5H 0A0', 'Z5H 0A0', 'M5D 0A0', 'M5H 0O0', 'M5H 0A', 'M5H-0A0', '12345'])
  })

  it('FR, IT, MX: 5 digits (no French département 00)', () => {
    accepts('FR', ['75002', '97100', '20000'])
    refuses('FR', ['00100', '7500', '750021'])
    accepts('IT', ['20121', '00118'])
    refuses('IT', ['2012', 'I-20121'])
    accepts('MX', ['06000', '01000'])
    refuses('MX', ['6000', '060000'])
  })

  it('AT, CH: 4 digits from 1000; LU with optional L- prefix', () => {
    accepts('AT', ['1010', '9999'])
    refuses('AT', ['0100', '10100', '101'])
    accepts('CH', ['8001', '1200'])
    refuses('CH', ['0800', 'CH-8001'])
    accepts('LU', ['1234', 'L-1234', 'l1234'])
    refuses('LU', ['123', '12345', 'LU-1234'])
  })

  it('DK, NO, NZ: 4 digits', () => {
    accepts('DK', ['1050', '0800'])
    refuses('DK', ['105', 'DK-1050'])
    accepts('NO', ['0150', '9991'])
    refuses('NO', ['01500'])
    accepts('NZ', ['1010', '0110'])
    refuses('NZ', ['101', '10101'])
  })

  it('SE: 3 + 2 digits, optional space', () => {
    accepts('SE', ['111 20', '11120', '984 99'])
    refuses('SE', ['011 20', '1112 0', '111-20', '1112'])
  })

  it('ES: province 01-52 then 3 digits', () => {
    accepts('ES', ['28001', '01001', '52006', '08080'])
    refuses('ES', ['00001', '53001', '99001', '2800'])
  })
})

describe('other countries', () => {
  it('accept 3 to 10 letters and digits, grouped by single spaces or dashes', () => {
    accepts('JP', ['100-0001'])
    accepts('LV', ['LV-1010'])
    accepts('AD', ['AD500'])
    accepts('GR', ['104 31'])
    accepts('ZA', ['0001'])
    refuses('JP', ['12', 'ABCDEFGHIJK', '100--0001', '-1000', '1000-', '10 0 $'])
  })

  it('know the countries without postcodes, where an empty field is valid', () => {
    expect(hasPostcode('AE')).toBe(false)
    expect(hasPostcode('ae')).toBe(false)
    expect(hasPostcode('HK')).toBe(false)
    expect(hasPostcode('NL')).toBe(true)
    expect(hasPostcode('UK')).toBe(true)
    expect(isValidPostcode('', 'AE')).toBe(true)
    expect(isValidPostcode('   ', 'AE')).toBe(true)
    expect(isValidPostcode('00000', 'AE')).toBe(true)
    expect(isValidPostcode('', 'NL')).toBe(false)
    expect(isValidPostcode('', 'JP')).toBe(false)
    for (const country of POSTCODE_COUNTRIES) expect(COUNTRIES_WITHOUT_POSTCODE.has(country)).toBe(false)
  })

  it('have a rule for every storefront country', () => {
    for (const country of ['AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'SE', 'US']) {
      expect(POSTCODE_COUNTRIES).toContain(country)
    }
  })
})

describe('normalizePostcode', () => {
  it('trims, upper-cases and puts the separator where the country writes one', () => {
    expect(normalizePostcode(' 1011ab ', 'NL')).toBe('1011 AB')
    expect(normalizePostcode('1011 ab', 'nl')).toBe('1011 AB')
    expect(normalizePostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA')
    expect(normalizePostcode('m11ae', 'UK')).toBe('M1 1AE')
    expect(normalizePostcode('gir0aa', 'GB')).toBe('GIR 0AA')
    expect(normalizePostcode('k1a0b1', 'CA')).toBe('K1A 0B1')
    expect(normalizePostcode('d02x000', 'IE')).toBe('D02 X000')
    expect(normalizePostcode('01000000', 'BR')).toBe('01000-000')
    expect(normalizePostcode('11120', 'SE')).toBe('111 20')
    expect(normalizePostcode('1011  ab', 'NL')).toBe('1011 AB')
  })

  it('leaves other codes as typed, apart from trimming and upper case', () => {
    expect(normalizePostcode(' 9000 ', 'BE')).toBe('9000')
    expect(normalizePostcode('l-1234', 'LU')).toBe('L-1234')
    expect(normalizePostcode('90210-1234', 'US')).toBe('90210-1234')
    expect(normalizePostcode('0123ab', 'NL')).toBe('0123AB')
    expect(normalizePostcode('lv-1010', 'LV')).toBe('LV-1010')
  })
})
