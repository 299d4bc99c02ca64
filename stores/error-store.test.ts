import { describe, expect, it } from 'vitest'
import { showApiError, useErrorStore } from './error-store'

describe('error store', () => {
  it('shows an error and resets it', () => {
    expect(useErrorStore.getState().error).toBeNull()
    useErrorStore.getState().showError({ code: 2031, message: 'Out of stock', parameter: 'variationId' })
    expect(useErrorStore.getState().error).toEqual({ code: 2031, message: 'Out of stock', parameter: 'variationId' })
    useErrorStore.getState().reset()
    expect(useErrorStore.getState().error).toBeNull()
  })
})

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
