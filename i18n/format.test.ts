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
})
