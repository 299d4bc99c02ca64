import { create } from 'zustand'
import type { Language } from '@/config/storefronts/types'

export interface LanguageState {
  /** The shopper's current language; null until ClientStateProvider sets it from the server. */
  language: Language | null
  setLanguage: (language: Language) => void
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: null,
  setLanguage: (language) => set({ language }),
}))
