import { describe, expect, it } from 'vitest'
import { WRAPPERS } from '@/config/charges'
import { priceBasket, type PricedPackage } from '../order/pricing'
import { planDebits, splitAmount, totalsAfterBalance, type RedeemCard } from './redeem-amounts'

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

describe('totalsAfterBalance: the card balance is a means of payment, not a discount on VAT', () => {
  const physical = (quantity: number, unitAmount: number, extras: { wrapper?: boolean; giftPacking?: boolean } = {}): PricedPackage => ({
    id: 'p1', shipmentTag: 'post', deliveryType: 'PHYSICAL', kind: 'GIFTCARD', quantity, unitAmount, brandKey: 'choice', wine: false, variationId: 1,
    wrapper: extras.wrapper ? WRAPPERS.find((design) => design.id === 'birthday')! : null, giftPacking: extras.giftPacking ?? false, message: null,
  })
  const redeemPrice = (pkg: PricedPackage) => priceBasket({ currency: 'EUR', country: 'BE', packages: [pkg], serviceFee: false }).totals

  it('one card of 37 by post, paid all from the balance: 0 to pay, 38.61 without tax (postage 1.95 holds 0.34 VAT)', () => {
    const totals = redeemPrice(physical(1, 3_700))
    // 195 × 0.21 / 1.21 = 33.84… → 34 cents of VAT, all in the postage.
    expect(totals).toMatchObject({ subTotal: 3_700, grandTotal: 3_895, grandTotalWithoutTax: 3_861 })
    expect(totalsAfterBalance(totals, 3_895)).toEqual({ subTotal: 3_700, grandTotal: 0, grandTotalWithoutTax: 3_861 })
  })

  it('3 cards of 12.34 with wrapper and gift packing: the VAT of extras and postage stays whatever pays the order', () => {
    const totals = redeemPrice(physical(3, 1_234, { wrapper: true, giftPacking: true }))
    // Cards 3 × 12.34 = 37.02 (VAT-exempt); extras 3 × (1.95 + 2.95) = 14.70 and postage 1.95 hold
    // 16.65 × 0.21 / 1.21 = 2.8896… → 2.89 VAT; the sale is 53.67, 50.78 without tax.
    expect(totals).toMatchObject({ subTotal: 5_172, grandTotal: 5_367, grandTotalWithoutTax: 5_078 })
    expect(totalsAfterBalance(totals, 5_367)).toEqual({ subTotal: 5_172, grandTotal: 0, grandTotalWithoutTax: 5_078 })
    expect(totalsAfterBalance(totals, 4_001)).toEqual({ subTotal: 5_172, grandTotal: 1_366, grandTotalWithoutTax: 5_078 })
    expect(totalsAfterBalance(totals, 0)).toEqual({ subTotal: 5_172, grandTotal: 5_367, grandTotalWithoutTax: 5_078 })
  })

  it('a balance cannot pay more than the order nor a negative amount', () => {
    const totals = redeemPrice(physical(1, 3_700))
    expect(() => totalsAfterBalance(totals, 3_896)).toThrow(RangeError)
    expect(() => totalsAfterBalance(totals, -1)).toThrow(RangeError)
  })
})
