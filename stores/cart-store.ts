import { create } from 'zustand'

export interface CartState {
  /** Number of items in the basket (docs/rules/basket.md client state); always a non-negative integer. */
  cartQuantity: number
  setCartQuantity: (quantity: number) => void
}

/**
 * The last known count, kept in localStorage: a non-zero value is the hint that a basket exists, so
 * the header asks the API for the count only then (or when someone is logged in), and anonymous first
 * visits cost no request. It is a hint only; the httpOnly `basket` cookie is the basket.
 */
export const CART_QUANTITY_STORAGE_KEY = 'giftshop-cart-quantity'

/** Clamps to a non-negative integer; anything that is not a finite number counts as 0. */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0
  return Math.max(0, Math.floor(quantity))
}

/** The persisted count (0 when absent, unreadable or on the server). */
export function readPersistedQuantity(): number {
  try {
    return normalizeQuantity(Number(window.localStorage.getItem(CART_QUANTITY_STORAGE_KEY) ?? 0))
  } catch {
    return 0
  }
}

function persistQuantity(quantity: number): void {
  try {
    if (quantity > 0) window.localStorage.setItem(CART_QUANTITY_STORAGE_KEY, String(quantity))
    else window.localStorage.removeItem(CART_QUANTITY_STORAGE_KEY)
  } catch {
    // Private mode or no window: the count still lives in memory for this page.
  }
}

export const useCartStore = create<CartState>()((set) => ({
  cartQuantity: 0,
  setCartQuantity: (quantity) => {
    const cartQuantity = normalizeQuantity(quantity)
    set({ cartQuantity })
    persistQuantity(cartQuantity)
  },
}))
