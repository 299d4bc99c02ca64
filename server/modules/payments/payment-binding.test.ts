import { describe, expect, it } from 'vitest'
import { bindingRefusal, type BoundAttempt, type PayableOrder } from './payment-binding'

/**
 * The one rule for marking an order paid (docs/orders.md "A payment pays exactly its order"). The
 * order below is the shopper's second placement (version 7) of 410.95 €; attempts started for its
 * first placement (version 5, 10.95 €, another reference) must never pay it.
 */
const order: PayableOrder = { reference: 'CBBE-20261207-482913', version: 7, currency: 'EUR', totals: { grandTotal: 41_095 } }
const current: BoundAttempt = { reference: 'CBBE-20261207-482913', orderVersion: 7, amount: 41_095, currency: 'EUR', status: 'INITIATED' }
const unrefunded = { refunded: false }

describe('bindingRefusal', () => {
  it('an attempt for the order as it is now, for its total, pays it', () => {
    expect(bindingRefusal(order, current, unrefunded)).toBeNull()
    expect(bindingRefusal(order, current, { refunded: false, amount: { currency: 'EUR', value: 41_095 } })).toBeNull()
    // Reported again once authorised (return page, then webhook): still the same payment.
    expect(bindingRefusal(order, { ...current, status: 'AUTHORISED' }, unrefunded)).toBeNull()
  })

  it("the first placement's payment of 10.95 € does not pay the enlarged order of 410.95 €", () => {
    const first: BoundAttempt = { reference: 'CBBE-20261207-107745', orderVersion: 5, amount: 1_095, currency: 'EUR', status: 'INITIATED' }
    expect(bindingRefusal(order, first, unrefunded)).toBe('OTHER_ORDER')
    expect(bindingRefusal(order, first, { refunded: false, amount: { currency: 'EUR', value: 1_095 } })).toBe('OTHER_AMOUNT')
  })

  it('another version or reference alone is another order, even for the same amount', () => {
    expect(bindingRefusal(order, { ...current, orderVersion: 6 }, unrefunded)).toBe('OTHER_ORDER')
    expect(bindingRefusal(order, { ...current, orderVersion: 8 }, unrefunded)).toBe('OTHER_ORDER')
    expect(bindingRefusal(order, { ...current, orderVersion: null }, unrefunded)).toBe('OTHER_ORDER')
    expect(bindingRefusal(order, { ...current, reference: 'CBBE-20261207-107745' }, unrefunded)).toBe('OTHER_ORDER')
    expect(bindingRefusal(order, { ...current, reference: null }, unrefunded)).toBe('OTHER_ORDER')
    expect(bindingRefusal({ ...order, reference: null }, { ...current, reference: null }, unrefunded)).toBe('OTHER_ORDER')
  })

  it('an amount or currency off by anything is another amount', () => {
    expect(bindingRefusal(order, { ...current, amount: 41_094 }, unrefunded)).toBe('OTHER_AMOUNT')
    expect(bindingRefusal(order, { ...current, currency: 'USD' }, unrefunded)).toBe('OTHER_AMOUNT')
    expect(bindingRefusal(order, current, { refunded: false, amount: { currency: 'EUR', value: 41_096 } })).toBe('OTHER_AMOUNT')
    expect(bindingRefusal(order, current, { refunded: false, amount: { currency: 'GBP', value: 41_095 } })).toBe('OTHER_AMOUNT')
    // A released order has no totals: nothing pays it.
    expect(bindingRefusal({ ...order, totals: null }, current, unrefunded)).toBe('OTHER_AMOUNT')
  })

  it('money that is going back, or a payment the shop never started, pays nothing', () => {
    expect(bindingRefusal(order, current, { refunded: true })).toBe('REFUNDED')
    expect(bindingRefusal(order, current, { refunded: true, amount: { currency: 'EUR', value: 41_095 } })).toBe('REFUNDED')
    expect(bindingRefusal(order, current, { refunded: true, amount: { currency: 'EUR', value: 1_095 } })).toBe('OTHER_AMOUNT')
    expect(bindingRefusal(order, { ...current, status: 'REFUNDED' }, unrefunded)).toBe('REFUNDED')
    expect(bindingRefusal(order, { ...current, status: 'REFUND_FAILED' }, unrefunded)).toBe('REFUNDED')
    expect(bindingRefusal(order, null, unrefunded)).toBe('NO_ATTEMPT')
    // A stranger's payment of another sum is named for its amount first.
    expect(bindingRefusal(order, null, { refunded: false, amount: { currency: 'EUR', value: 1_095 } })).toBe('OTHER_AMOUNT')
  })
})
