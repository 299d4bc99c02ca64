/**
 * The parts of the API's error contract (docs/rules/errors.md) that every page's client code needs: the
 * error shape, the code of a failure outside the contract and the CSRF header. Kept apart from the
 * registry of every code (error-codes.ts), which only the screens that tell codes apart load.
 */

/** Transport failure or an error outside the contract; the client shows the default text. */
export const TRANSPORT_ERROR_CODE = -1

/** The standard API error shape of docs/rules/api.md and docs/rules/errors.md. */
export interface ApiError {
  message: string
  code: number
  referencedRequestParameter: string | null
}

/** Header that every mutation must carry (CSRF prevention: a cross-site form cannot set it). */
export const CSRF_HEADER = 'apollo-require-preflight'
