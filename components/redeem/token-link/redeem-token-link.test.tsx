// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { RedeemSessionDocument } from '@/graphql/generated/plain-operations'
import { useErrorStore } from '@/stores/error-store'
import { useRedeemLinkStore } from '@/stores/redeem-link-store'
import { REDEEM_STORAGE_KEY, useRedeemStore } from '@/stores/redeem-store'
import { toRedeemCard } from '../checked-card'
import { takeRedeemToken } from './redeem-token-address'
import { RedeemTokenLink } from './redeem-token-link'
import { resumeRedeemSession } from './resume-redeem-session'

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'nl', countryCode: 'BE' }
const card = (end: string, value: number) => ({
  cardNumberEnd: end, expiresAt: '2027-11-30T00:00:00.000Z', productTitle: 'Keuze Cadeaukaart', productImage: '/card-art/choice.svg',
  backgroundColor: '#123456', balance: { currency: 'EUR', value },
})
const answer = (payload: unknown) => vi.fn(async () => new Response(JSON.stringify({ data: { redeemSession: payload } }), { status: 200 }))
const EXPIRED = { code: ERROR_CODES.REDEEM_TOKEN_MISSING, message: 'Uw saldocheck is verlopen. Controleer uw cadeaubon opnieuw.', referencedRequestParameter: null }

function fakeHistory(href: string) {
  const history = { state: { router: 'tree' }, replaceState: vi.fn() }
  return { location: { href }, history }
}

describe('takeRedeemToken', () => {
  it('takes the token out of the address and keeps every other parameter, the fragment and the history state', () => {
    const { location, history } = fakeHistory('https://cadeaubon.example/saldocheck/inwisselen/?page=2&redeemToken=abc_DEF-123&utm_source=mail#producten')
    expect(takeRedeemToken(location, history)).toBe('abc_DEF-123')
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ router: 'tree' }, '', '/saldocheck/inwisselen/?page=2&utm_source=mail#producten')
  })

  it('leaves an address without the parameter alone', () => {
    const { location, history } = fakeHistory('https://cadeaubon.example/saldocheck/?redeem=abc')
    expect(takeRedeemToken(location, history)).toBeNull()
    expect(history.replaceState).not.toHaveBeenCalled()
  })

  it('removes an empty parameter but opens nothing with it', () => {
    const { location, history } = fakeHistory('https://cadeaubon.example/fr/solde/?redeemToken=%20')
    expect(takeRedeemToken(location, history)).toBeNull()
    expect(history.replaceState).toHaveBeenCalledWith({ router: 'tree' }, '', '/fr/solde/')
  })
})

describe('resumeRedeemSession', () => {
  beforeEach(() => {
    window.localStorage.clear()
    useRedeemStore.getState().reset()
    useErrorStore.getState().reset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks the API with the link token and makes its cards the session, masked, first card first', async () => {
    const fetch = answer({ cards: [card('4321', 33.33), card('0007', 10.07)], errors: [] })
    vi.stubGlobal('fetch', fetch)
    await resumeRedeemSession(shopper, 'link-token')
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ query: String(RedeemSessionDocument), variables: { userData: { language: 'nl', storeID: 49, countryCode: 'BE', redeemToken: 'link-token' } } })
    const state = useRedeemStore.getState()
    expect(state).toMatchObject({ token: 'link-token' })
    expect(useRedeemLinkStore.getState().resuming).toBe(false)
    expect(state.card).toMatchObject({ cardNumberMasked: '•••• •••• •••• ••• 4321', balance: { currency: 'EUR', value: 33.33 } })
    expect(state.extraCards.map((extra) => extra.balance.value)).toEqual([10.07])
    // Persisted like a checked card, so a reload keeps the session.
    expect(JSON.parse(window.localStorage.getItem(REDEEM_STORAGE_KEY)!).state.token).toBe('link-token')
  })

  it('replaces an older session of another token, address flags included, and keeps them for the same token', async () => {
    useRedeemStore.setState({ token: 'old-token', card: toRedeemCard(card('9999', 1)), needsPhysicalAddress: true, hasPostcode: true })
    vi.stubGlobal('fetch', answer({ cards: [card('4321', 20.5)], errors: [] }))
    await resumeRedeemSession(shopper, 'link-token')
    expect(useRedeemStore.getState()).toMatchObject({ token: 'link-token', needsPhysicalAddress: false, hasPostcode: false, extraCards: [] })

    useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: true, hasPostcode: true })
    vi.stubGlobal('fetch', answer({ cards: [card('4321', 12.25)], errors: [] }))
    await resumeRedeemSession(shopper, 'link-token')
    expect(useRedeemStore.getState()).toMatchObject({ token: 'link-token', needsPhysicalAddress: true, hasPostcode: true, card: { balance: { value: 12.25 } } })
  })

  it('shows the API error (3210) and keeps the session it had when the link token is refused', async () => {
    useRedeemStore.setState({ token: 'old-token', card: toRedeemCard(card('9999', 1)) })
    vi.stubGlobal('fetch', answer({ cards: [], errors: [EXPIRED] }))
    await resumeRedeemSession(shopper, 'expired-token')
    expect(useErrorStore.getState().error).toEqual({ code: 3210, message: EXPIRED.message, parameter: null })
    expect(useRedeemStore.getState().token).toBe('old-token')
    expect(useRedeemLinkStore.getState().resuming).toBe(false)
  })

  it('shows the connection error when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch') }))
    await resumeRedeemSession(shopper, 'link-token')
    expect(useErrorStore.getState().error).toEqual({ code: ERROR_CODES.TRANSPORT, message: '', parameter: null })
    expect(useRedeemStore.getState().token).toBeNull()
    expect(useRedeemLinkStore.getState().resuming).toBe(false)
  })
})

describe('RedeemTokenLink', () => {
  beforeEach(() => {
    window.localStorage.clear()
    useRedeemStore.getState().reset()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it('strips the token from the address at once, holds the flow while resuming, then opens the session', async () => {
    window.history.replaceState(null, '', '/saldocheck/inwisselen/?redeemToken=link-token')
    vi.stubGlobal('fetch', answer({ cards: [card('4321', 75.5)], errors: [] }))
    render(<RedeemTokenLink shopper={shopper} />)
    expect(window.location.pathname + window.location.search).toBe('/saldocheck/inwisselen/')
    expect(useRedeemLinkStore.getState().resuming).toBe(true)
    await waitFor(() => expect(useRedeemStore.getState().token).toBe('link-token'))
    expect(useRedeemLinkStore.getState().resuming).toBe(false)
  })

  it('asks nothing on a page opened without a token', () => {
    window.history.replaceState(null, '', '/saldocheck/?page=2')
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    render(<RedeemTokenLink shopper={shopper} />)
    expect(fetch).not.toHaveBeenCalled()
    expect(useRedeemLinkStore.getState().resuming).toBe(false)
    expect(window.location.search).toBe('?page=2')
  })
})

// Last in the file: it loads fresh copies of the stores, which the tests above would not see.
describe('resumeRedeemSession on a page that has not loaded its saved session yet', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the session a fresh page has saved when the link is refused (nothing is written before it is loaded)', async () => {
    vi.resetModules()
    const saved = { token: 'saved-token', card: toRedeemCard(card('9999', 41.17)), needsPhysicalAddress: false, hasPostcode: true }
    window.localStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({ state: saved, version: 1 }))
    const fresh = await import('@/stores/redeem-store')
    const { useRedeemLinkStore: freshLink } = await import('@/stores/redeem-link-store')
    const { resumeRedeemSession: resume } = await import('./resume-redeem-session')
    expect(fresh.useRedeemStore.persist.hasHydrated()).toBe(false)
    vi.stubGlobal('fetch', answer({ cards: [], errors: [EXPIRED] }))
    // As RedeemTokenLink does before loading the resume code.
    freshLink.getState().setResuming(true)
    await resume(shopper, 'expired-token')
    expect(fresh.useRedeemStore.getState()).toMatchObject({ token: 'saved-token', hasPostcode: true })
    expect(JSON.parse(window.localStorage.getItem(REDEEM_STORAGE_KEY)!).state).toEqual(saved)
  })
})
