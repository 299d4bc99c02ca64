import { create } from 'zustand'

export interface CartState {
  /** Number of items in the basket (spec §3 client state); always a non-negative integer. */
  cartQuantity: number
  setCartQuantity: (quantity: number) => void
}

/** Clamps to a non-negative integer; anything that is not a finite number counts as 0. */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0
  return Math.max(0, Math.floor(quantity))
}

export const useCartStore = create<CartState>()((set) => ({
  cartQuantity: 0,
  setCartQuantity: (quantity) => set({ cartQuantity: normalizeQuantity(quantity) }),
}))
