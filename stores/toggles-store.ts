import { create } from 'zustand'
import type { FeatureToggleName, FeatureToggles } from '@/config/storefronts/types'

export const ALL_TOGGLES_OFF: FeatureToggles = {
  languageSwitcher: false,
  isNavigationIconTextOn: false,
  isSearchDataLayer: false,
  isFooterLogos: false,
  isLogosFromCBEOn: false,
  isCookiesFooterLinkOn: false,
  hardcodeNoindexNofollow: false,
  isCBBEFrench: false,
  redeemDelayWarning: false,
  paymentRetry: false,
  isPromoPopupOn: false,
  isOrderModalAuthOn: false,
}

export interface TogglesState {
  /** Feature toggles of docs/rules/storefronts.md, as resolved by the server for this storefront. Off until set. */
  toggles: FeatureToggles
  setToggles: (toggles: FeatureToggles) => void
  isOn: (name: FeatureToggleName) => boolean
}

export const useTogglesStore = create<TogglesState>()((set, get) => ({
  toggles: ALL_TOGGLES_OFF,
  setToggles: (toggles) => set({ toggles: { ...toggles } }),
  isOn: (name) => get().toggles[name] === true,
}))

/** Subscribes to a single toggle. */
export function useToggle(name: FeatureToggleName): boolean {
  return useTogglesStore((state) => state.toggles[name])
}
