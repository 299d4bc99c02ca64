/**
 * docs/rules/errors.md default error handling, pure and client-safe (no server imports, no Apollo runtime): picks
 * the error the error modal shows and the message key it is translated with.
 */
import { TRANSPORT_ERROR_CODE, type ApiError } from './error-contract'

/** The error as the error store keeps it. */
export interface FirstApiError {
  code: number
  message: string
  parameter: string | null
}

/** The parts of an Apollo Client result this reads (`useQuery`/`useMutation`/`client.query`). */
export interface ApolloLikeResult {
  data?: unknown
  error?: unknown
}

/** A business error from a payload's `errors` list (the API's shape, possibly partially selected). */
export type PayloadError = Partial<ApiError> | null | undefined

/**
 * The first error of a response, or null when there is none:
 * 1. the first business error of the payload's `errors` list (`data.<operation>.errors`);
 * 2. else the first top-level GraphQL error: its numeric `extensions.code` (else -1) and
 *    `extensions.referencedRequestParameter`;
 * 3. else a network/transport-only error: code -1 with its message.
 */
export function firstApiError(response: ApolloLikeResult | null | undefined, payloadErrors?: readonly PayloadError[] | null): FirstApiError | null {
  const business = payloadErrors?.find((error): error is Partial<ApiError> => error != null)
  if (business) {
    return {
      code: typeof business.code === 'number' ? business.code : TRANSPORT_ERROR_CODE,
      message: business.message ?? '',
      parameter: business.referencedRequestParameter ?? null,
    }
  }

  const error = response?.error
  if (error == null) return null

  const graphQLError = topLevelErrors(error)[0]
  if (graphQLError) {
    const extensions = isRecord(graphQLError.extensions) ? graphQLError.extensions : {}
    return {
      code: typeof extensions.code === 'number' ? extensions.code : TRANSPORT_ERROR_CODE,
      message: typeof graphQLError.message === 'string' ? graphQLError.message : '',
      parameter: typeof extensions.referencedRequestParameter === 'string' ? extensions.referencedRequestParameter : null,
    }
  }

  return { code: TRANSPORT_ERROR_CODE, message: messageOf(error), parameter: null }
}

/**
 * The top-level GraphQL errors carried by an Apollo error: `CombinedGraphQLErrors.errors` (Apollo 4)
 * or `graphQLErrors` (Apollo 3 `ApolloError`). Anything else (network, server, parse) has none.
 */
function topLevelErrors(error: unknown): Array<Record<string, unknown>> {
  if (!isRecord(error)) return []
  const list = Array.isArray(error.errors) ? error.errors : Array.isArray(error.graphQLErrors) ? error.graphQLErrors : []
  return list.filter(isRecord)
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (isRecord(error) && typeof error.message === 'string') return error.message
  return typeof error === 'string' ? error : ''
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export type ErrorMessageKey = `errors.codes.${string}` | 'errors.default'

/**
 * The translation key for an error (docs/rules/errors.md "matched by code and parameter, else the default"):
 * `errors.codes.<code>_<parameter>` when such a parameter-specific text exists (parameter with every
 * character other than A–Z, a–z, 0–9 replaced by `_`, e.g. `errors.codes.1001_paging_pageNumber`),
 * else `errors.codes.<code>` when it exists, else `errors.default`. `has` is the translator's
 * `t.has` (or any key lookup), so this stays independent of next-intl.
 */
export function errorMessageKey(code: number, parameter: string | null | undefined, has: (key: string) => boolean): ErrorMessageKey {
  if (!Number.isInteger(code) || code < 0) return 'errors.default'
  if (parameter) {
    const specific = `errors.codes.${code}_${parameterKeyPart(parameter)}` as const
    if (has(specific)) return specific
  }
  const byCode = `errors.codes.${code}` as const
  return has(byCode) ? byCode : 'errors.default'
}

export function parameterKeyPart(parameter: string): string {
  return parameter.replace(/[^A-Za-z0-9]/g, '_')
}
