import { firstApiError, type ApolloLikeResult, type PayloadError } from '@/graphql/api-errors'
import { useErrorStore, type ShownError } from './error-store'

// Apart from the store, which every page loads for the error modal: only pages that send requests
// of their own need the reading of a response's errors.

/**
 * docs/rules/errors.md default handling in one call: stores the response's first error (see `firstApiError`) for
 * the error modal and returns it, or returns null when the response has none.
 */
export function showApiError(response: ApolloLikeResult | null | undefined, payloadErrors?: readonly PayloadError[] | null): ShownError | null {
  const error = firstApiError(response, payloadErrors)
  if (error) useErrorStore.getState().showError(error)
  return error
}
