// @vitest-environment jsdom
/**
 * The part of the banner every page loads (store-switch-banner.tsx): it loads the banner's view only
 * for a visitor abroad, and a view that cannot load (offline) shows nothing and throws nothing. The
 * view is a stand-in here; the real one is tested in store-switch-banner.test.tsx.
 */
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StoreSwitchBannerViewProps } from './store-switch-banner-view'
import { CBBE_STORE_SWITCH_CONFIG } from '@/tests/helpers/store-switch-config'

// Counts the loads of the view's module; `fail` makes the load fail as a dynamic import does offline.
const view = { imported: vi.fn(), fail: false }

const config = CBBE_STORE_SWITCH_CONFIG

const ipAnswer = (country_code: unknown) => vi.fn(async () => ({ ok: true, json: async () => ({ country_code }) }))

/**
 * A fresh page load: new module instances, so nothing of an earlier test (the /ip answer, the loaded
 * view) is cached, and a stand-in view whose factory runs when, and only when, the banner imports it.
 */
async function loadBanner() {
  vi.resetModules()
  vi.doMock('./store-switch-banner-view', () => {
    view.imported()
    if (view.fail) throw new TypeError('Failed to fetch dynamically imported module')
    return {
      StoreSwitchBannerView: ({ ipCountry }: StoreSwitchBannerViewProps) => <p data-testid="banner-view">{ipCountry}</p>,
    }
  })
  const [{ StoreSwitchBanner }, { BANNER_DISMISS_STORAGE_KEY }] = await Promise.all([import('./store-switch-banner'), import('./banner-dismissed')])
  return { StoreSwitchBanner, BANNER_DISMISS_STORAGE_KEY }
}

/** Lets the idle callback (a 1 ms timer in jsdom), the /ip promise and a dynamic import run. */
async function settle(ms = 20) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

/** React shows what a Suspense boundary waited for at the earliest 300 ms after its fallback. */
const SUSPENSE_REVEAL_MS = 400

describe('StoreSwitchBanner (what every page loads)', () => {
  beforeEach(() => {
    view.imported.mockClear()
    view.fail = false
    window.localStorage.clear()
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('renders nothing on the server', async () => {
    const { StoreSwitchBanner } = await loadBanner()
    expect(renderToString(<StoreSwitchBanner config={config} />)).toBe('')
    expect(view.imported).not.toHaveBeenCalled()
  })

  it.each([
    ['in the storefront country (BE)', 'BE'],
    ['in an unknown country', null],
  ])('does not load the view for a visitor %s', async (_, country) => {
    const fetchMock = ipAnswer(country)
    vi.stubGlobal('fetch', fetchMock)
    const { StoreSwitchBanner } = await loadBanner()
    const { container } = render(<StoreSwitchBanner config={config} />)
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(view.imported).not.toHaveBeenCalled()
    expect(container).toBeEmptyDOMElement()
  })

  it('neither asks /ip nor loads the view while dismissed', async () => {
    const fetchMock = ipAnswer('NL')
    vi.stubGlobal('fetch', fetchMock)
    const { StoreSwitchBanner, BANNER_DISMISS_STORAGE_KEY } = await loadBanner()
    window.localStorage.setItem(BANNER_DISMISS_STORAGE_KEY, new Date(Date.now() + 60_000).toISOString())
    render(<StoreSwitchBanner config={config} />)
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(view.imported).not.toHaveBeenCalled()
  })

  it("loads the view for a visitor abroad, after /ip has answered, and hands it the visitor's country", async () => {
    vi.stubGlobal('fetch', ipAnswer('NL'))
    const { StoreSwitchBanner } = await loadBanner()
    const { container } = render(<StoreSwitchBanner config={config} />)
    // Nothing during hydration.
    expect(container).toBeEmptyDOMElement()
    expect(view.imported).not.toHaveBeenCalled()
    expect(await screen.findByTestId('banner-view')).toHaveTextContent('NL')
    expect(view.imported).toHaveBeenCalledTimes(1)
  })

  it('shows nothing and throws nothing when the view cannot load (offline)', async () => {
    // React reports a render error it cannot hand to a boundary on the window and logs it.
    const consoleError = vi.spyOn(console, 'error')
    const pageErrors: unknown[] = []
    const onError = (event: ErrorEvent) => pageErrors.push(event.error)
    window.addEventListener('error', onError)
    view.fail = true
    vi.stubGlobal('fetch', ipAnswer('NL'))
    const { StoreSwitchBanner } = await loadBanner()
    const { container } = render(<StoreSwitchBanner config={config} />)
    await vi.waitFor(() => expect(view.imported).toHaveBeenCalled())
    await settle(SUSPENSE_REVEAL_MS)
    window.removeEventListener('error', onError)
    expect(container).toBeEmptyDOMElement()
    expect(pageErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })
})
