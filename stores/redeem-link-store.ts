import { create } from 'zustand'

export interface RedeemLinkState {
  /**
   * True while a `?redeemToken=` link's session is being resumed (components/redeem/token-link): pages of the
   * redeem flow wait instead of answering from the token they held before.
   */
  resuming: boolean
  setResuming: (resuming: boolean) => void
}

/**
 * Kept apart from the persisted redeem store on purpose: that store writes its whole state to
 * localStorage on every change, so a change made before it has loaded the saved session would
 * overwrite that session with an empty one.
 */
export const useRedeemLinkStore = create<RedeemLinkState>()((set) => ({
  resuming: false,
  setResuming: (resuming) => set({ resuming }),
}))
