import { describe, expect, it } from 'vitest'
import { errorMessageKey, firstApiError } from './api-errors'
import en from '@/i18n/messages/en.json'

/** A `has` over en.json, like next-intl's `t.has`. */
function hasKey(key: string): boolean {
  let node: unknown = en
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string'
}

/** Apollo 4's CombinedGraphQLErrors, duck-typed. */
function combinedGraphQLErrors(errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
  return Object.assign(new Error(errors.map((error) => error.message).join('\n')), { name: 'CombinedGraphQLErrors', errors })
}

describe('firstApiError', () => {
  it('returns the first business error of the payload', () => {
    const payloadErrors = [
      { message: 'Out of stock', code: 2031, referencedRequestParameter: 'variationId' },
      { message: 'Too many', code: 2030, referencedRequestParameter: null },
    ]
    expect(firstApiError({ data: { cart: { errors: payloadErrors } } }, payloadErrors))
      .toEqual({ code: 2031, message: 'Out of stock', parameter: 'variationId' })
  })

  it('prefers a business error over a top-level error in a partial response', () => {
    const error = combinedGraphQLErrors([{ message: 'Bad', extensions: { code: 1001 } }])
    expect(firstApiError({ data: {}, error }, [{ message: 'Limit', code: 2015, referencedRequestParameter: null }]))
      .toMatchObject({ code: 2015 })
  })

  it('takes a top-level GraphQL error with its numeric code and parameter', () => {
    const error = combinedGraphQLErrors([
      { message: 'Missing header', extensions: { code: 1008, referencedRequestParameter: 'apollo-require-preflight' } },
      { message: 'Other', extensions: { code: 1001 } },
    ])
    expect(firstApiError({ error }, [])).toEqual({ code: 1008, message: 'Missing header', parameter: 'apollo-require-preflight' })
  })

  it('reads Apollo 3 style graphQLErrors too, and uses -1 for an uncoded top-level error', () => {
    const error = { message: 'x', graphQLErrors: [{ message: 'Boom', extensions: {} }] }
    expect(firstApiError({ error })).toEqual({ code: -1, message: 'Boom', parameter: null })
  })

  it('gives -1 with the message for a transport-only error', () => {
    expect(firstApiError({ error: new TypeError('Failed to fetch') })).toEqual({ code: -1, message: 'Failed to fetch', parameter: null })
    const serverError = Object.assign(new Error('Response not successful: Received status code 502'), { name: 'ServerError', statusCode: 502 })
    expect(firstApiError({ error: serverError }, null)).toEqual({ code: -1, message: 'Response not successful: Received status code 502', parameter: null })
  })

  it('returns null when there is no error', () => {
    expect(firstApiError({ data: { products: { errors: [] } } }, [])).toBeNull()
    expect(firstApiError({ data: {} })).toBeNull()
    expect(firstApiError(undefined, undefined)).toBeNull()
    expect(firstApiError({ data: {} }, [null])).toBeNull()
  })
})

describe('errorMessageKey', () => {
  it('uses the code text when it exists', () => {
    expect(errorMessageKey(2031, null, hasKey)).toBe('errors.codes.2031')
    expect(errorMessageKey(2036, 'payment', hasKey)).toBe('errors.codes.2036')
  })

  it('falls back to the default text for unknown codes and transport errors', () => {
    expect(errorMessageKey(9999, null, hasKey)).toBe('errors.default')
    expect(errorMessageKey(-1, null, hasKey)).toBe('errors.default')
  })

  it('prefers a parameter-specific text when one exists', () => {
    const has = (key: string) => key === 'errors.codes.1001_paging_pageNumber' || key === 'errors.codes.1001'
    expect(errorMessageKey(1001, 'paging.pageNumber', has)).toBe('errors.codes.1001_paging_pageNumber')
    expect(errorMessageKey(1001, 'userData.storeID', has)).toBe('errors.codes.1001')
  })
})
