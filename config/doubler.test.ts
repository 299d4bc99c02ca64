import { describe, expect, it } from 'vitest'
import { STOREFRONTS } from './storefronts/registry'
import { DOUBLER_CREDIT_CAPS, doublerCreditCapMajor } from './doubler'

describe('doubler caps per currency', () => {
  it('are written out per currency: 500 euro, and about as much elsewhere, not 500 of any currency', () => {
    expect(doublerCreditCapMajor('EUR')).toBe(500)
    expect(doublerCreditCapMajor('PLN')).toBe(2_000)
    expect(doublerCreditCapMajor('SEK')).toBe(5_500)
    expect(doublerCreditCapMajor('NOK')).toBe(5_500)
    expect(doublerCreditCapMajor('DKK')).toBe(3_750)
    expect(doublerCreditCapMajor('GBP')).toBe(450)
    expect(doublerCreditCapMajor('MXN')).toBe(10_000)
  })

  it('every storefront currency has one; an unknown currency is an error, never a silent 500', () => {
    for (const storefront of Object.values(STOREFRONTS)) expect(DOUBLER_CREDIT_CAPS[storefront.currency], storefront.code).toBeGreaterThan(0)
    expect(() => doublerCreditCapMajor('JPY')).toThrow('no doubler cap configured for JPY')
  })
})
