import { create } from 'zustand'

export interface LeaveWarningState {
  /** The warning text while armed; null when leaving the page needs no warning. */
  message: string | null
  arm: (message: string) => void
  clear: () => void
}

/** docs/rules/chrome.md: a page-leave warning can be armed with a message and cleared (see LeaveWarning). */
export const useLeaveWarningStore = create<LeaveWarningState>()((set) => ({
  message: null,
  arm: (message) => set({ message }),
  clear: () => set({ message: null }),
}))
