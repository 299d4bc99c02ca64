import { describe, expect, it } from 'vitest'
import { basketCreationRule } from './basket-limits'

describe('basket creation limit', () => {
  it('allows 20 new anonymous baskets per address and hour by default', () => {
    expect(basketCreationRule({})).toEqual({ name: 'basket:ip', limit: 20, windowSeconds: 3600, byAddress: true })
  })

  it('reads BASKETS_PER_ADDRESS_PER_HOUR; 0 turns the limit off', () => {
    expect(basketCreationRule({ BASKETS_PER_ADDRESS_PER_HOUR: ' 5 ' })?.limit).toBe(5)
    expect(basketCreationRule({ BASKETS_PER_ADDRESS_PER_HOUR: '250' })?.limit).toBe(250)
    expect(basketCreationRule({ BASKETS_PER_ADDRESS_PER_HOUR: '0' })).toBeNull()
  })

  it('keeps the default for a value it cannot read, so a typo never lifts the limit', () => {
    for (const raw of ['-1', 'off', '2.5', 'unlimited']) expect(basketCreationRule({ BASKETS_PER_ADDRESS_PER_HOUR: raw })?.limit, raw).toBe(20)
  })
})
