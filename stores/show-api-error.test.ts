import { describe, expect, it } from 'vitest'
import { useErrorStore } from './error-store'
import { showApiError } from './show-api-error'

describe('showApiError', () => {
  it('stores the first error of a response for the modal', () => {
    useErrorStore.getState().reset()
    expect(showApiError({ data: {} }, [])).toBeNull()
    expect(useErrorStore.getState().error).toBeNull()
    const error = showApiError({ data: {} }, [{ message: 'Limit', code: 2030, referencedRequestParameter: null }])
    expect(error).toEqual({ code: 2030, message: 'Limit', parameter: null })
    expect(useErrorStore.getState().error).toEqual(error)
    showApiError({ error: new TypeError('Failed to fetch') })
    expect(useErrorStore.getState().error).toEqual({ code: -1, message: 'Failed to fetch', parameter: null })
  })
})
