// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { WithTheme } from '@/tests/helpers/render-with-theme'
import { countriesCombinations } from '@/config/storefronts/country-combinations'
import { STOREFRONTS } from '@/config/storefronts/registry'
import en from '@/i18n/messages/en.json'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'
import { StoreSwitchCountriesDocument } from '@/graphql/generated/plain-operations'
import { resetCountriesRequest } from './countries-request'
import { BANNER_DISMISS_STORAGE_KEY, isBannerDismissed } from './banner-dismissed'
import { BANNER_DISMISS_MS } from './dismiss-banner'
import { IP_ENDPOINT, resetIpCountryCache } from './ip-country'
import { StoreSwitchBanner } from './store-switch-banner'
// Also loads the view's module up front, as in a browser that already fetched it: each test's banner
// shows as soon as the countries answer. That only a visitor abroad loads it: store-switch-banner-gate.test.tsx.
import { shouldShowBanner } from './store-switch-banner-view'
import { StoreSwitchButton } from './store-switch-button'
import { CBBE_STORE_SWITCH_CONFIG } from '@/tests/helpers/store-switch-config'

const combinations = countriesCombinations(STOREFRONTS.CBBE, (s) => `http://${s.code.toLowerCase()}.localhost:3100/`)
const config = CBBE_STORE_SWITCH_CONFIG

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <WithTheme>{children}</WithTheme>
    </NextIntlClientProvider>
  )
}

const renderBanner = () => render(<StoreSwitchBanner config={config} />, { wrapper: Providers })
const banner = () => screen.queryByTestId('store-switch-banner')
const COUNTRIES_ENDPOINT = '/api/graphql/'
/** GET /ip answers `country_code`; the store data query answers the CBBE countries, or fails. */
const ipAnswer = (country_code: unknown, countries: 'answer' | 'fail' = 'answer') =>
  vi.fn(async (url: string) => {
    if (url === IP_ENDPOINT) return { ok: true, json: async () => ({ country_code }) }
    if (countries === 'fail') return { ok: false, json: async () => ({}) }
    return { ok: true, json: async () => ({ data: { storeData: { storeData: { countriesCombinations: combinations } } } }) }
  })
const callsTo = (fetchMock: ReturnType<typeof vi.fn>, url: string) => fetchMock.mock.calls.filter(([called]) => called === url)

/** Lets the idle callback (a 1 ms timer in jsdom) and the /ip promise run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('StoreSwitchBanner', () => {
  beforeEach(() => {
    resetIpCountryCache()
    resetCountriesRequest()
    window.localStorage.clear()
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    act(() => useModalStore.getState().closeAll())
  })

  it('is hidden for a visitor in the storefront country (BE)', async () => {
    const fetchMock = ipAnswer('BE')
    vi.stubGlobal('fetch', fetchMock)
    renderBanner()
    await settle()
    // At home the countries are not even asked.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(IP_ENDPOINT, expect.objectContaining({ cache: 'no-store' }))
    expect(banner()).toBeNull()
  })

  it('asks the countries with the store data query for a visitor abroad', async () => {
    const fetchMock = ipAnswer('NL')
    vi.stubGlobal('fetch', fetchMock)
    renderBanner()
    await screen.findByTestId('store-switch-banner')
    const [[, init]] = callsTo(fetchMock, COUNTRIES_ENDPOINT) as [[string, RequestInit]]
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      query: String(StoreSwitchCountriesDocument),
      variables: { userData: { language: 'nl', storeID: STOREFRONTS.CBBE.storeId, countryCode: 'BE', redeemToken: null } },
    })
  })

  it('stays hidden when the countries cannot be had', async () => {
    const fetchMock = ipAnswer('NL', 'fail')
    vi.stubGlobal('fetch', fetchMock)
    renderBanner()
    await waitFor(() => expect(callsTo(fetchMock, COUNTRIES_ENDPOINT)).toHaveLength(1))
    await settle()
    expect(banner()).toBeNull()
  })

  it('is shown for a visitor from NL, naming the country in the page language', async () => {
    vi.stubGlobal('fetch', ipAnswer('NL'))
    renderBanner()
    // Nothing before /ip has answered (and nothing on the server).
    expect(banner()).toBeNull()
    expect(await screen.findByTestId('store-switch-banner')).toHaveTextContent(
      'It looks like you are visiting from Nederland. Would you like to shop in your own country?',
    )
  })

  it.each([
    ['an unknown country', ipAnswer(null)],
    ['a country without a storefront of this family', ipAnswer('JP')],
    ['a malformed answer', ipAnswer('nl')],
    ['an error status', vi.fn(async () => ({ ok: false, json: async () => ({}) }))],
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['invalid JSON', vi.fn(async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError('bad')) }))],
  ])('stays hidden (silently) for %s', async (_, fetchMock) => {
    vi.stubGlobal('fetch', fetchMock)
    renderBanner()
    await settle()
    expect(fetchMock).toHaveBeenCalled()
    expect(banner()).toBeNull()
  })

  it('asks /ip and the countries once per page load, however many times it mounts', async () => {
    const fetchMock = ipAnswer('NL')
    vi.stubGlobal('fetch', fetchMock)
    const first = renderBanner()
    await screen.findByTestId('store-switch-banner')
    first.unmount()
    renderBanner()
    await screen.findByTestId('store-switch-banner')
    expect(callsTo(fetchMock, IP_ENDPOINT)).toHaveLength(1)
    expect(callsTo(fetchMock, COUNTRIES_ENDPOINT)).toHaveLength(1)
  })

  it('opens the store-switch modal (lazy-loaded) from its action', async () => {
    vi.stubGlobal('fetch', ipAnswer('NL'))
    renderBanner()
    await screen.findByTestId('store-switch-banner')
    fireEvent.click(screen.getByRole('button', { name: 'Choose country' }))
    expect(useModalStore.getState().open).toEqual([STORE_SWITCH_MODAL_ID])
    expect(await screen.findByRole('dialog', { name: 'Select your country and language' })).toBeInTheDocument()
  })

  it('stays dismissed for 2 days, then shows again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const dismissedAt = new Date('2025-03-10T12:00:00.000Z').getTime()
    vi.setSystemTime(dismissedAt)
    const fetchMock = ipAnswer('NL')
    vi.stubGlobal('fetch', fetchMock)

    const first = renderBanner()
    await screen.findByTestId('store-switch-banner')
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }))
    expect(banner()).toBeNull()
    expect(window.localStorage.getItem(BANNER_DISMISS_STORAGE_KEY)).toBe(new Date(dismissedAt + BANNER_DISMISS_MS).toISOString())
    first.unmount()

    // A new page load 2 days minus 1 minute later: still dismissed, /ip is not even asked.
    resetIpCountryCache()
    fetchMock.mockClear()
    vi.setSystemTime(dismissedAt + BANNER_DISMISS_MS - 60_000)
    const second = renderBanner()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(banner()).toBeNull()
    second.unmount()

    // Exactly 2 days later the banner is back.
    resetIpCountryCache()
    vi.setSystemTime(dismissedAt + BANNER_DISMISS_MS)
    renderBanner()
    expect(await screen.findByTestId('store-switch-banner')).toBeInTheDocument()
  })

  it('shows only for a country abroad that has a storefront of the family', () => {
    expect(shouldShowBanner('NL', 'BE', combinations)).toBe(true)
    expect(shouldShowBanner('BE', 'BE', combinations)).toBe(false)
    expect(shouldShowBanner(null, 'BE', combinations)).toBe(false)
    expect(shouldShowBanner('JP', 'BE', combinations)).toBe(false)
    expect(shouldShowBanner('NL', 'BE', [])).toBe(false)
  })

  it('treats a missing or corrupt dismissal entry as not dismissed', () => {
    expect(isBannerDismissed()).toBe(false)
    window.localStorage.setItem(BANNER_DISMISS_STORAGE_KEY, 'tomorrow-ish')
    expect(isBannerDismissed()).toBe(false)
    window.localStorage.setItem(BANNER_DISMISS_STORAGE_KEY, new Date(Date.now() + 1000).toISOString())
    expect(isBannerDismissed()).toBe(true)
  })
})

describe('StoreSwitchButton', () => {
  beforeEach(() => {
    resetIpCountryCache()
    resetCountriesRequest()
    window.localStorage.clear()
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    act(() => useModalStore.getState().closeAll())
    act(() => useErrorStore.getState().reset())
  })

  it('opens the modal, and a page with banner and buttons still shows a single dialog', async () => {
    vi.stubGlobal('fetch', ipAnswer('BE'))
    render(
      <>
        <StoreSwitchBanner config={config} />
        <StoreSwitchButton config={config} label="Country and language" />
        <StoreSwitchButton config={config} />
      </>,
      { wrapper: Providers },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Change country or language' }))
    expect(await screen.findByRole('dialog', { name: 'Select your country and language' })).toBeInTheDocument()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('opens a single dialog from the banner of a visitor abroad, next to the footer button', async () => {
    vi.stubGlobal('fetch', ipAnswer('NL'))
    render(
      <>
        <StoreSwitchBanner config={config} />
        <StoreSwitchButton config={config} />
      </>,
      { wrapper: Providers },
    )
    const shown = await screen.findByTestId('store-switch-banner')
    fireEvent.click(within(shown).getByRole('button', { name: 'Choose country' }))
    expect(await screen.findByRole('dialog', { name: 'Select your country and language' })).toBeInTheDocument()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('closes again and shows the error modal when the countries cannot be had, and asks again next time', async () => {
    const fetchMock = ipAnswer('BE', 'fail')
    vi.stubGlobal('fetch', fetchMock)
    render(<StoreSwitchButton config={config} />, { wrapper: Providers })
    fireEvent.click(screen.getByRole('button', { name: 'Change country or language' }))
    await waitFor(() => expect(useErrorStore.getState().error).toEqual({ code: -1, message: '', parameter: null }))
    expect(useModalStore.getState().open).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()

    vi.stubGlobal('fetch', ipAnswer('BE'))
    fireEvent.click(screen.getByRole('button', { name: 'Change country or language' }))
    expect(await screen.findByRole('dialog', { name: 'Select your country and language' })).toBeInTheDocument()
    expect(callsTo(fetchMock, COUNTRIES_ENDPOINT)).toHaveLength(1)
  })

  it('closes the modal with Escape', async () => {
    vi.stubGlobal('fetch', ipAnswer('BE'))
    render(<StoreSwitchButton config={config} />, { wrapper: Providers })
    fireEvent.click(screen.getByRole('button', { name: 'Change country or language' }))
    await screen.findByRole('dialog')
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(useModalStore.getState().open).toEqual([])
  })
})
