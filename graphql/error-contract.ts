/**
 * The parts of the API's error contract (docs/rules/errors.md) that every page's client code needs: the
 * error shape and the code of a failure outside the contract. Kept apart from the registry of every
 * code (error-codes.ts), which only the screens that tell codes apart load. The request headers,
 * the CSRF header among them, are request-headers.ts.
 */

/** Transport failure or an error outside the contract; the client shows the default text. */
export const TRANSPORT_ERROR_CODE = -1

/** The standard API error shape of docs/rules/api.md and docs/rules/errors.md. */
export interface ApiError {
  message: string
  code: number
  referencedRequestParameter: string | null
}
