// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { hydrateRedeemStore, REDEEM_STORAGE_KEY, selectRedeemCards, useRedeemStore, type RedeemCard } from './redeem-store'

const card: RedeemCard = { cardNumberMasked: '•••• •••• •••• ••• 1234', balance: { currency: 'EUR', value: 25.5 }, expiresAt: '2027-01-31' }

function saved(): { state: Record<string, unknown>; version: number } | null {
  const raw = window.localStorage.getItem(REDEEM_STORAGE_KEY)
  return raw === null ? null : JSON.parse(raw)
}

describe('redeem store', () => {
  beforeEach(() => {
    useRedeemStore.getState().reset()
    window.localStorage.clear()
  })

  it('persists token, card data and address flags to localStorage', () => {
    useRedeemStore.getState().setRedeem('token-1', card)
    useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: true, hasPostcode: true })
    expect(saved()?.state).toEqual({ token: 'token-1', card, needsPhysicalAddress: true, hasPostcode: true })
  })

  it('hydrates from localStorage after a reload (explicit hydrate, skipHydration)', async () => {
    window.localStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({
      state: { token: 'from-disk', card, needsPhysicalAddress: true, hasPostcode: false },
      version: 1,
    }))
    expect(useRedeemStore.getState().token).toBeNull()
    await useRedeemStore.persist.rehydrate()
    expect(useRedeemStore.getState()).toMatchObject({ token: 'from-disk', card, needsPhysicalAddress: true, hasPostcode: false })
    await hydrateRedeemStore()
    expect(useRedeemStore.persist.hasHydrated()).toBe(true)
  })

  it('reset clears token, card data and address flags (also in storage)', () => {
    useRedeemStore.getState().setRedeem('token-1', card)
    useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: true, hasPostcode: true })
    useRedeemStore.getState().reset()
    expect(useRedeemStore.getState()).toMatchObject({ token: null, card: null, needsPhysicalAddress: false, hasPostcode: false })
    expect(saved()?.state).toEqual({ token: null, card: null, needsPhysicalAddress: false, hasPostcode: false })
  })

  it('addCard joins cards of the same token, replaces a card checked again, and starts over with a new token', async () => {
    const second: RedeemCard = { ...card, cardNumberMasked: '•••• •••• •••• ••• 5678', balance: { currency: 'EUR', value: 10 } }
    const { addCard } = useRedeemStore.getState()
    addCard('token-1', card)
    addCard('token-1', second)
    addCard('token-1', { ...second, balance: { currency: 'EUR', value: 7 } })
    expect(selectRedeemCards(useRedeemStore.getState()).map((stored) => stored.balance.value)).toEqual([25.5, 7])
    expect(saved()?.state.extraCards).toHaveLength(1)

    const stored = window.localStorage.getItem(REDEEM_STORAGE_KEY)!
    useRedeemStore.setState({ token: null, card: null, extraCards: [] })
    window.localStorage.setItem(REDEEM_STORAGE_KEY, stored)
    await useRedeemStore.persist.rehydrate()
    expect(selectRedeemCards(useRedeemStore.getState())).toHaveLength(2)

    addCard('token-2', second)
    expect(useRedeemStore.getState()).toMatchObject({ token: 'token-2', card: second, extraCards: [] })
    expect(saved()?.state).not.toHaveProperty('extraCards')
  })
})
