import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { parseBounds, parsePaging, parseSuggestionFilters, roundCoordinate } from './location-input'

describe('parseBounds', () => {
  it('rounds each edge outwards to 5 decimals', () => {
    expect(parseBounds({ latMin: 50.123456, latMax: 51.000004, lonMin: -0.0000001, lonMax: 4.999995 }))
      .toEqual({ ok: true, value: { latMin: 50.12345, latMax: 51.00001, lonMin: -0.00001, lonMax: 5 } })
    // Float noise around a 5-decimal value is not a step.
    expect(parseBounds({ latMin: 4.35, latMax: 4.35, lonMin: 0.1 + 0.2, lonMax: 0.3 }))
      .toEqual({ ok: true, value: { latMin: 4.35, latMax: 4.35, lonMin: 0.3, lonMax: 0.3 } })
    expect(Object.is(roundCoordinate(-0.000001), 0)).toBe(true)
  })

  it('refuses values off the globe or not finite, naming each parameter', () => {
    const result = parseBounds({ latMin: -91, latMax: Number.NaN, lonMin: -180, lonMax: 180.5 })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => [error.code, error.parameter])).toEqual([
      [ERROR_CODES.INVALID_INPUT, 'bounds.latMin'],
      [ERROR_CODES.INVALID_INPUT, 'bounds.latMax'],
      [ERROR_CODES.INVALID_INPUT, 'bounds.lonMax'],
    ])
  })

  it('refuses a min above its max', () => {
    expect(parseBounds({ latMin: 51, latMax: 50, lonMin: 3, lonMax: 4 })).toMatchObject({ ok: false, errors: [{ parameter: 'bounds.latMin' }] })
    expect(parseBounds({ latMin: 50, latMax: 51, lonMin: 4, lonMax: 3 })).toMatchObject({ ok: false, errors: [{ parameter: 'bounds.lonMin' }] })
    expect(parseBounds({ latMin: 50, latMax: 50, lonMin: 4, lonMax: 4 }).ok).toBe(true)
  })
})

describe('parseSuggestionFilters', () => {
  it('trims the text and upper-cases the country', () => {
    expect(parseSuggestionFilters({ query: '  Gent   Sint ', countryCode: 'be' }))
      .toEqual({ ok: true, value: { text: 'Gent Sint', countryCode: 'BE', productSlug: null } })
  })

  it('refuses an empty or too long text and a malformed country', () => {
    const result = parseSuggestionFilters({ query: '   ', countryCode: 'BEL' })
    expect(result).toMatchObject({ ok: false, errors: [{ parameter: 'filters.query' }, { parameter: 'filters.countryCode' }] })
    expect(parseSuggestionFilters({ query: 'a'.repeat(101) }).ok).toBe(false)
    expect(parseSuggestionFilters({ query: 'a'.repeat(100) }).ok).toBe(true)
  })
})

describe('parsePaging', () => {
  it('defaults to the first page of 10 and checks the ranges', () => {
    expect(parsePaging(null)).toEqual({ ok: true, value: { itemsPerPage: 10, pageNumber: 1 } })
    expect(parsePaging({ itemsPerPage: 0, pageNumber: 0 })).toMatchObject({
      ok: false,
      errors: [{ code: ERROR_CODES.ITEMS_PER_PAGE_OUT_OF_RANGE }, { code: ERROR_CODES.PAGE_OUT_OF_RANGE }],
    })
  })
})
