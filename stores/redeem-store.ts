import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'

export interface Money {
  currency: string
  value: number
}

/** The redeemed card as the shopper sees it (docs/rules/redeem.md: redeem token and card data, persisted). */
export interface RedeemCard {
  cardNumberMasked: string
  balance: Money
  /** ISO 8601 date (time) string. */
  expiresAt: string
  /** What the balance check shows of the card's product (absent in data saved before they existed). */
  productTitle?: string
  productImage?: string
  backgroundColor?: string
}

export interface RedeemAddressFlags {
  needsPhysicalAddress: boolean
  hasPostcode: boolean
}

export interface RedeemState extends RedeemAddressFlags {
  token: string | null
  /** The first checked card of the token. */
  card: RedeemCard | null
  /** Cards checked after the first one with the same token ("Add another gift card"); they pay one redeem order. */
  extraCards: RedeemCard[]
  setRedeem: (token: string, card: RedeemCard) => void
  /**
   * A checked card: joins the cards of the current token (a card checked again replaces its old data),
   * or starts over with this card when the API answered a different token (the old one expired).
   */
  addCard: (token: string, card: RedeemCard) => void
  setAddressFlags: (flags: Partial<RedeemAddressFlags>) => void
  /** docs/rules/redeem.md: leaving the redeem flow clears token, card data and address flags. */
  reset: () => void
}

export const REDEEM_STORAGE_KEY = 'giftshop-redeem'

const INITIAL: Pick<RedeemState, 'token' | 'card' | 'extraCards' | keyof RedeemAddressFlags> = {
  token: null, card: null, extraCards: [], needsPhysicalAddress: false, hasPostcode: false,
}

/** Every card of the token, first card first. */
export const selectRedeemCards = (state: Pick<RedeemState, 'card' | 'extraCards'>): RedeemCard[] =>
  (state.card ? [state.card, ...state.extraCards] : [])

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
      setRedeem: (token, card) => set({ token, card, extraCards: [] }),
      addCard: (token, card) => set((state) => {
        if (state.token !== token || !state.card) return { token, card, extraCards: [] }
        if (state.card.cardNumberMasked === card.cardNumberMasked) return { card }
        return { extraCards: [...state.extraCards.filter((extra) => extra.cardNumberMasked !== card.cardNumberMasked), card] }
      }),
      setAddressFlags: (flags) => set(flags),
      reset: () => set({ ...INITIAL, extraCards: [] }),
    }),
    {
      name: REDEEM_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(browserStorage),
      skipHydration: true,
      // extraCards is saved only when there are any, so a one-card session keeps the version 1 shape.
      partialize: ({ token, card, extraCards, needsPhysicalAddress, hasPostcode }) => ({
        token, card, needsPhysicalAddress, hasPostcode, ...(extraCards.length > 0 ? { extraCards } : {}),
      }),
    },
  ),
)

/** Loads the persisted redeem state; call from an effect (client only). Safe to call repeatedly. */
export function hydrateRedeemStore(): Promise<void> {
  if (typeof window === 'undefined' || useRedeemStore.persist.hasHydrated()) return Promise.resolve()
  return useRedeemStore.persist.rehydrate()
}
