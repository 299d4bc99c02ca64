import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'

export interface Money {
  currency: string
  value: number
}

/** The redeemed card as the shopper sees it (spec §3: redeem token and card data, persisted). */
export interface RedeemCard {
  cardNumberMasked: string
  balance: Money
  /** ISO 8601 date (time) string. */
  expiresAt: string
}

export interface RedeemAddressFlags {
  needsPhysicalAddress: boolean
  hasPostcode: boolean
}

export interface RedeemState extends RedeemAddressFlags {
  token: string | null
  card: RedeemCard | null
  setRedeem: (token: string, card: RedeemCard) => void
  setAddressFlags: (flags: Partial<RedeemAddressFlags>) => void
  /** Spec §4: leaving the redeem flow clears token, card data and address flags. */
  reset: () => void
}

export const REDEEM_STORAGE_KEY = 'giftshop-redeem'

const INITIAL = { token: null, card: null, needsPhysicalAddress: false, hasPostcode: false } as const

/**
 * The browser's localStorage, never touched on the server: there the getter throws, which makes
 * zustand's `createJSONStorage` report "no storage" and the store stays memory-only.
 */
function browserStorage(): StateStorage {
  if (typeof window === 'undefined') throw new Error('localStorage is only available in the browser')
  return window.localStorage
}

/**
 * Redeem token and card data, persisted across reloads in localStorage (key `giftshop-redeem`).
 *
 * SSR safety: the store is created with `skipHydration: true`, so neither the server render nor the
 * first client render reads localStorage (both start from the empty state, so hydration matches).
 * `hydrateRedeemStore()` (called once on mount by ClientStateProvider) loads the saved state.
 */
export const useRedeemStore = create<RedeemState>()(
  persist(
    (set) => ({
      ...INITIAL,
      setRedeem: (token, card) => set({ token, card }),
      setAddressFlags: (flags) => set(flags),
      reset: () => set({ ...INITIAL }),
    }),
    {
      name: REDEEM_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(browserStorage),
      skipHydration: true,
      partialize: ({ token, card, needsPhysicalAddress, hasPostcode }) => ({ token, card, needsPhysicalAddress, hasPostcode }),
    },
  ),
)

/** Loads the persisted redeem state; call from an effect (client only). Safe to call repeatedly. */
export function hydrateRedeemStore(): Promise<void> {
  if (typeof window === 'undefined' || useRedeemStore.persist.hasHydrated()) return Promise.resolve()
  return useRedeemStore.persist.rehydrate()
}
