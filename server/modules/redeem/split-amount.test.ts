import { describe, expect, it } from 'vitest'
import { splitAmount } from './redeem-order-service'

describe('spec §5: balances above 150 euro are split across several cards', () => {
  it.each([
    [150, [150]],
    [151, [76, 75]],
    [300, [150, 150]],
    [320, [107, 107, 106]],
    [40, [40]],
  ])('%i → %j', (amount, parts) => {
    expect(splitAmount(amount, 150)).toEqual(parts)
    expect(splitAmount(amount, 150).reduce((sum, part) => sum + part, 0)).toBe(amount)
  })
})
