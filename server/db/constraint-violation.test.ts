import { describe, expect, it } from 'vitest'
import { violatesConstraint } from './constraint-violation'

describe('violatesConstraint', () => {
  it("finds the index in the driver's error that Drizzle wraps as its cause", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "orders_reference_idx"'), { code: '23505', constraint: 'orders_reference_idx' })
    const wrapped = new Error('Failed query: update "orders" set "reference" = $1 where "orders"."id" = $2', { cause: driver })
    expect(violatesConstraint(wrapped, 'orders_reference_idx')).toBe(true)
    expect(violatesConstraint(Object.assign(new Error('Failed query'), { cause: { constraint: 'orders_reference_idx' } }), 'orders_reference_idx')).toBe(true)
  })

  it('says no for another constraint or an error without one', () => {
    const other = new Error('Failed query', { cause: Object.assign(new Error('duplicate key value violates unique constraint "payments_psp_idx"'), { constraint: 'payments_psp_idx' }) })
    expect(violatesConstraint(other, 'orders_reference_idx')).toBe(false)
    expect(violatesConstraint(new Error('connection reset'), 'orders_reference_idx')).toBe(false)
    expect(violatesConstraint(null, 'orders_reference_idx')).toBe(false)
  })
})
