/**
 * Validation of the locations operations' input (pure, no `server-only`, unit-tested): map rectangle,
 * place-search filters and paging. Every failure names the request parameter (docs/rules/errors.md).
 */
import { ERROR_CODES } from '@/graphql/error-codes'
import { fail, ok, type DomainError, type Result } from '../common/result'

export const COORDINATE_DECIMALS = 5
export const MAX_QUERY_LENGTH = 100
export const DEFAULT_SUGGESTIONS_PER_PAGE = 10
export const MAX_SUGGESTIONS_PER_PAGE = 100
/** Longer than any slug we publish: refused as unknown without a query (slugs arrive from URLs). */
export const MAX_SLUG_LENGTH = 200

const SCALE = 10 ** COORDINATE_DECIMALS

/**
 * docs/rules/catalogue.md: map coordinates carry 5 decimals (about 1 m). A rectangle is rounded outwards (min down,
 * max up), so it never loses a place it covered. Values within float noise of a 5-decimal step keep
 * that step; `+ 0` turns -0 into 0.
 */
export function roundCoordinate(value: number, direction: 'down' | 'up' | 'nearest' = 'nearest'): number {
  const scaled = value * SCALE
  const nearest = Math.round(scaled)
  const step = Math.abs(scaled - nearest) < 1e-6 || direction === 'nearest' ? nearest
    : direction === 'down' ? Math.floor(scaled) : Math.ceil(scaled)
  return step / SCALE + 0
}

/** A map rectangle in degrees (docs/rules/catalogue.md latmin, latmax, lonmin, lonmax). */
export interface Bounds {
  latMin: number
  latMax: number
  lonMin: number
  lonMax: number
}

const LIMITS = { lat: 90, lon: 180 } as const

/** A rectangle of degrees: finite, within the globe, min ≤ max; rounded outwards to 5 decimals. */
export function parseBounds(input: Bounds): Result<Bounds> {
  const errors: DomainError[] = []
  const rounded = { latMin: 0, latMax: 0, lonMin: 0, lonMax: 0 }
  for (const key of ['latMin', 'latMax', 'lonMin', 'lonMax'] as const) {
    const value = input[key]
    const limit = LIMITS[key.startsWith('lat') ? 'lat' : 'lon']
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
      errors.push({ code: ERROR_CODES.INVALID_INPUT, parameter: `bounds.${key}` })
    } else {
      rounded[key] = roundCoordinate(value, key.endsWith('Min') ? 'down' : 'up')
    }
  }
  if (errors.length) return { ok: false, errors }
  if (rounded.latMin > rounded.latMax) return fail(ERROR_CODES.INVALID_INPUT, 'bounds.latMin')
  if (rounded.lonMin > rounded.lonMax) return fail(ERROR_CODES.INVALID_INPUT, 'bounds.lonMin')
  return ok(rounded)
}

export interface SuggestionFilters {
  query: string
  countryCode?: string | null
  productSlug?: string | null
}

export interface ParsedSuggestionFilters {
  /** Trimmed, single-spaced. */
  text: string
  countryCode: string | null
  productSlug: string | null
}

export function parseSuggestionFilters(filters: SuggestionFilters): Result<ParsedSuggestionFilters> {
  const text = filters.query.trim().replace(/\s+/g, ' ')
  const errors: DomainError[] = []
  if ([...text].length < 1 || [...text].length > MAX_QUERY_LENGTH) {
    errors.push({ code: ERROR_CODES.INVALID_INPUT, parameter: 'filters.query' })
  }
  const countryCode = filters.countryCode?.trim().toUpperCase() || null
  if (countryCode !== null && !/^[A-Z]{2}$/.test(countryCode)) {
    errors.push({ code: ERROR_CODES.INVALID_INPUT, parameter: 'filters.countryCode' })
  }
  const productSlug = filters.productSlug?.trim() || null
  if (productSlug !== null && productSlug.length > MAX_SLUG_LENGTH) {
    errors.push({ code: ERROR_CODES.INVALID_INPUT, parameter: 'filters.productSlug' })
  }
  return errors.length ? { ok: false, errors } : ok({ text, countryCode, productSlug })
}

export interface PagingInput {
  itemsPerPage: number
  pageNumber: number
}

/** Optional paging (docs/rules/api.md); without it the first page of 10. */
export function parsePaging(paging: PagingInput | null | undefined): Result<PagingInput> {
  if (!paging) return ok({ itemsPerPage: DEFAULT_SUGGESTIONS_PER_PAGE, pageNumber: 1 })
  const errors: DomainError[] = []
  if (!Number.isInteger(paging.itemsPerPage) || paging.itemsPerPage < 1 || paging.itemsPerPage > MAX_SUGGESTIONS_PER_PAGE) {
    errors.push({ code: ERROR_CODES.ITEMS_PER_PAGE_OUT_OF_RANGE, parameter: 'paging.itemsPerPage', values: { max: MAX_SUGGESTIONS_PER_PAGE } })
  }
  if (!Number.isInteger(paging.pageNumber) || paging.pageNumber < 1) {
    errors.push({ code: ERROR_CODES.PAGE_OUT_OF_RANGE, parameter: 'paging.pageNumber', values: { max: 1 } })
  }
  return errors.length ? { ok: false, errors } : ok(paging)
}
