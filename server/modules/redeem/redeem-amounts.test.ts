import { describe, expect, it } from 'vitest'
import { planDebits, splitAmount, type RedeemCard } from './redeem-amounts'

describe('docs/rules/redeem.md: balances above 150 euro are split across several cards', () => {
  it.each([
    [150, [150]],
    [151, [76, 75]],
    [300, [150, 150]],
    [301, [101, 100, 100]],
    [320, [107, 107, 106]],
    [40, [40]],
  ])('%i → %j', (amount, parts) => {
    expect(splitAmount(amount, 150)).toEqual(parts)
  })
})

const card = (id: string, balance: number, minimumRemainingBalance: number | null = null): RedeemCard => ({ id, balance, minimumRemainingBalance })

describe('planDebits: which cards pay how much of a redeem order', () => {
  it('takes the first card as far as it goes, then the next; what the cards do not hold stays to pay', () => {
    expect(planDebits([card('a', 2_037), card('b', 1_511)], 3_000)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 2_037 }, { cardId: 'b', amount: 963 }], applied: 3_000 })
    expect(planDebits([card('a', 2_037), card('b', 1_511)], 5_000)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 2_037 }, { cardId: 'b', amount: 1_511 }], applied: 3_548 })
    // A card that is not needed is not touched.
    expect(planDebits([card('a', 2_037), card('b', 1_511)], 1_999)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 1_999 }], applied: 1_999 })
  })

  it('never debits an empty card (a debit of 0 is no debit)', () => {
    expect(planDebits([card('empty', 0), card('b', 1_511)], 1_000)).toEqual({ ok: true, debits: [{ cardId: 'b', amount: 1_000 }], applied: 1_000 })
  })

  it('keeps the minimum remaining balance: less than it is refused, exactly it or zero is allowed', () => {
    expect(planDebits([card('a', 3_037, 500)], 2_800)).toEqual({ ok: false, card: card('a', 3_037, 500) })
    expect(planDebits([card('a', 3_037, 500)], 2_537)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 2_537 }], applied: 2_537 })
    expect(planDebits([card('a', 3_037, 500)], 3_037)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 3_037 }], applied: 3_037 })
    expect(planDebits([card('a', 3_037, 500)], 4_000)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 3_037 }], applied: 3_037 })
    // A card that is not needed keeps whatever it holds, even less than its minimum.
    expect(planDebits([card('a', 3_000), card('b', 300, 500)], 3_000)).toEqual({ ok: true, debits: [{ cardId: 'a', amount: 3_000 }], applied: 3_000 })
    // The second card's minimum counts too; the first is spent to zero.
    expect(planDebits([card('a', 1_000, 500), card('b', 3_037, 500)], 3_800)).toEqual({ ok: false, card: card('b', 3_037, 500) })
  })
})
