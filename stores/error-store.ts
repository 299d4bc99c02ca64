import { create } from 'zustand'

export interface ShownError {
  code: number
  message: string
  parameter: string | null
}

export interface ErrorState {
  /** The error the error modal shows (docs/rules/errors.md); null when there is none. */
  error: ShownError | null
  showError: (error: ShownError) => void
  reset: () => void
}

export const useErrorStore = create<ErrorState>()((set) => ({
  error: null,
  showError: ({ code, message, parameter }) => set({ error: { code, message, parameter } }),
  reset: () => set({ error: null }),
}))
