// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { CART_QUANTITY_STORAGE_KEY, normalizeQuantity, readPersistedQuantity, useCartStore } from './cart-store'

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

describe('cart store persistence (the header\'s basket hint)', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps a non-zero count in localStorage and forgets an empty basket', () => {
    useCartStore.getState().setCartQuantity(4)
    expect(window.localStorage.getItem(CART_QUANTITY_STORAGE_KEY)).toBe('4')
    expect(readPersistedQuantity()).toBe(4)
    useCartStore.getState().setCartQuantity(0)
    expect(window.localStorage.getItem(CART_QUANTITY_STORAGE_KEY)).toBeNull()
    expect(readPersistedQuantity()).toBe(0)
  })

  it('reads junk as no basket', () => {
    window.localStorage.setItem(CART_QUANTITY_STORAGE_KEY, 'lots')
    expect(readPersistedQuantity()).toBe(0)
  })
})
