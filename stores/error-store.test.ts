import { describe, expect, it } from 'vitest'
import { useErrorStore } from './error-store'

describe('error store', () => {
  it('shows an error and resets it', () => {
    expect(useErrorStore.getState().error).toBeNull()
    useErrorStore.getState().showError({ code: 2031, message: 'Out of stock', parameter: 'variationId' })
    expect(useErrorStore.getState().error).toEqual({ code: 2031, message: 'Out of stock', parameter: 'variationId' })
    useErrorStore.getState().reset()
    expect(useErrorStore.getState().error).toBeNull()
  })
})
