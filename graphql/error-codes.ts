/**
 * The one registry of API error codes (spec §8). Shared by the server (which answers with them) and
 * the client (which translates them via messages `errors.codes.<code>`).
 */
export const ERROR_CODES = {
  /** Transport failure or an error outside the contract; the client shows the default text. */
  TRANSPORT: -1,
  INVALID_INPUT: 1001,
  PAGE_OUT_OF_RANGE: 1002,
  ITEMS_PER_PAGE_OUT_OF_RANGE: 1003,
  UNKNOWN_STOREFRONT: 1004,
  UNSUPPORTED_LANGUAGE: 1005,
  UNSUPPORTED_PAGE_TYPE: 1006,
  UNKNOWN_TAXONOMY_TERM: 1007,
  CSRF_HEADER_MISSING: 1008,
  /** No published product with that slug (or no choice card) in this storefront: the product page is a 404. */
  PRODUCT_NOT_FOUND: 1009,
  /** No location with that slug for the product: the location detail page is a 404. */
  LOCATION_NOT_FOUND: 1010,
  APPLE_SUM_LIMIT: 2015,
  GIFTCARD_LIMIT: 2030,
  OUT_OF_STOCK: 2031,
  PAYMENT_FRAUD: 2035,
  RETRY_LIMIT: 2036,
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** The standard API error shape of spec §3/§8. */
export interface ApiError {
  message: string
  code: number
  referencedRequestParameter: string | null
}

/** Header that every mutation must carry (CSRF prevention: a cross-site form cannot set it). */
export const CSRF_HEADER = 'apollo-require-preflight'
