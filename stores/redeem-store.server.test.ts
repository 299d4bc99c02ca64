import { afterEach, describe, expect, it, vi } from 'vitest'

describe('redeem store on the server', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('never touches localStorage and hydrating is a no-op', async () => {
    const getItem = vi.fn()
    vi.stubGlobal('localStorage', { getItem, setItem: vi.fn(), removeItem: vi.fn() })
    expect(typeof window).toBe('undefined')
    const { useRedeemStore, hydrateRedeemStore } = await import('./redeem-store')
    await hydrateRedeemStore()
    expect(useRedeemStore.getState().token).toBeNull()
    expect(getItem).not.toHaveBeenCalled()
  })
})
