import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('writes whole amounts without decimals and others with two, per language', () => {
    expect(formatMoney({ currency: 'EUR', value: 25 }, 'nl-BE')).toBe(`€${NBSP}25`)
    expect(formatMoney({ currency: 'EUR', value: 24.5 }, 'nl-BE')).toBe(`€${NBSP}24,50`)
    expect(formatMoney({ currency: 'EUR', value: 1234.56 }, 'fr-BE')).toBe(`1\u202f234,56${NBSP}€`)
    expect(formatMoney({ currency: 'EUR', value: 25 }, 'en-BE')).toBe('€25')
  })

  it('leads a deduction with the minus sign', () => {
    expect(formatMoney({ currency: 'EUR', value: -25 }, 'nl-BE')).toBe(`\u2212€${NBSP}25`)
    expect(formatMoney({ currency: 'EUR', value: -7.35 }, 'fr-BE')).toBe(`\u22127,35${NBSP}€`)
  })

  it("writes each currency the way the page's locale does", () => {
    expect(formatMoney({ currency: 'PLN', value: 1234.56 }, 'pl-PL')).toBe(`1234,56${NBSP}zł`)
    expect(formatMoney({ currency: 'PLN', value: 1234.56 }, 'nl-BE')).toBe(`PLN${NBSP}1.234,56`)
    expect(formatMoney({ currency: 'SEK', value: 49.5 }, 'sv-SE')).toBe(`49,50${NBSP}kr`)
    expect(formatMoney({ currency: 'CHF', value: 1999.99 }, 'de-CH')).toBe(`CHF${NBSP}1'999.99`)
    expect(formatMoney({ currency: 'BRL', value: 25.75 }, 'pt-BR')).toBe(`R$${NBSP}25,75`)
    expect(formatMoney({ currency: 'MXN', value: 25.75 }, 'es-MX')).toBe('$25.75')
  })

  it('never writes decimals for a currency without minor units, and refuses an unknown currency', () => {
    expect(formatMoney({ currency: 'JPY', value: 500 }, 'nl-BE')).toBe(`JP¥${NBSP}500`)
    expect(formatMoney({ currency: 'HUF', value: 12500.4 }, 'fr-BE')).toBe(`12\u202f500${NBSP}HUF`)
    expect(formatMoney({ currency: 'ISK', value: 1000 }, 'fr-BE')).toBe(`1\u202f000${NBSP}ISK`)
    expect(() => formatMoney({ currency: 'XYZ', value: 1 }, 'nl-BE')).toThrow('Unknown currency XYZ')
  })
})
