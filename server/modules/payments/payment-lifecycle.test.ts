import { describe, expect, it } from 'vitest'
import { MONEY_RECEIVED, canMove, statusesBefore } from './payment-lifecycle'

describe('payment lifecycle', () => {
  it('a started payment gets any answer, and only an authorised one can be captured or given back', () => {
    expect(canMove('INITIATED', 'AUTHORISED')).toBe(true)
    expect(canMove('INITIATED', 'REFUSED')).toBe(true)
    expect(canMove('INITIATED', 'EXPIRED')).toBe(true)
    expect(canMove('INITIATED', 'CAPTURED')).toBe(false)
    expect(canMove('INITIATED', 'REFUNDED')).toBe(false)
    expect(canMove('REFUSED', 'REFUNDED')).toBe(false)
    expect(statusesBefore('CAPTURED')).toEqual(['AUTHORISED'])
    expect(statusesBefore('REFUNDED').sort()).toEqual(['AUTHORISED', 'CAPTURED', 'REFUND_FAILED'])
  })

  it('a later authorisation overturns a refusal, cancellation or expiry (providers report out of order; late payments)', () => {
    for (const from of ['REFUSED', 'CANCELLED', 'FRAUD', 'EXPIRED', 'ERROR', 'PENDING'] as const) expect(canMove(from, 'AUTHORISED')).toBe(true)
  })

  it('money received is never un-received: an authorised payment never goes back to an unpaid state', () => {
    for (const from of MONEY_RECEIVED) {
      for (const to of ['INITIATED', 'PENDING', 'REFUSED', 'CANCELLED', 'FRAUD', 'ERROR', 'EXPIRED'] as const) expect(canMove(from, to)).toBe(false)
    }
    expect(canMove('REFUNDED', 'AUTHORISED')).toBe(false)
    expect(canMove('AUTHORISED', 'AUTHORISED')).toBe(false)
  })
})
