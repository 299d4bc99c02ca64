import { create } from 'zustand'
import { firstApiError, type ApolloLikeResult, type PayloadError } from '@/graphql/api-errors'

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

/**
 * docs/rules/errors.md default handling in one call: stores the response's first error (see `firstApiError`) for
 * the error modal and returns it, or returns null when the response has none.
 */
export function showApiError(response: ApolloLikeResult | null | undefined, payloadErrors?: readonly PayloadError[] | null): ShownError | null {
  const error = firstApiError(response, payloadErrors)
  if (error) useErrorStore.getState().showError(error)
  return error
}
