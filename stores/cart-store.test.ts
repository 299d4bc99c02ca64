import { beforeEach, describe, expect, it } from 'vitest'
import { normalizeQuantity, useCartStore } from './cart-store'

describe('cart store', () => {
  beforeEach(() => useCartStore.setState({ cartQuantity: 0 }))

  it('starts empty and keeps the quantity it is given', () => {
    expect(useCartStore.getState().cartQuantity).toBe(0)
    useCartStore.getState().setCartQuantity(3)
    expect(useCartStore.getState().cartQuantity).toBe(3)
  })

  it('is never negative', () => {
    useCartStore.getState().setCartQuantity(-2)
    expect(useCartStore.getState().cartQuantity).toBe(0)
  })

  it('keeps integers only', () => {
    useCartStore.getState().setCartQuantity(2.7)
    expect(useCartStore.getState().cartQuantity).toBe(2)
    expect(normalizeQuantity(Number.NaN)).toBe(0)
    expect(normalizeQuantity(Number.POSITIVE_INFINITY)).toBe(0)
    expect(normalizeQuantity(-0.5)).toBe(0)
  })
})
