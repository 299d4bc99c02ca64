// @vitest-environment jsdom
/**
 * The footer's trigger (store-switch-button.tsx) without its host: the host's code loads only when a
 * shopper reaches for the button, and a host that cannot load closes the modal with the error modal's
 * message, and is asked again by the next press. The host is a stand-in here; the real one is tested
 * with the banner in store-switch-banner.test.tsx.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { WithTheme } from '@/tests/helpers/render-with-theme'
import { CBBE_STORE_SWITCH_CONFIG } from '@/tests/helpers/store-switch-config'

// Counts the loads of the host's module; `fail` makes the load fail as a dynamic import does offline.
const host = { imported: vi.fn(), preloaded: vi.fn(), fail: false }

const config = CBBE_STORE_SWITCH_CONFIG

/** A fresh page load: new module instances (stores included) and a stand-in host that shows whether the modal is open. */
async function loadPage() {
  vi.resetModules()
  vi.doMock('./store-switch-modal-host', async () => {
    host.imported()
    if (host.fail) throw new TypeError('Failed to fetch dynamically imported module')
    const { useIsModalOpen } = await import('@/stores/modal-store')
    return {
      preloadStoreSwitchModal: host.preloaded,
      StoreSwitchModalHost: () => (useIsModalOpen('store-switch') ? <div role="dialog" aria-label="Store switch" /> : null),
    }
  })
  const [{ StoreSwitchButton }, { useModalStore }, { useErrorStore }] = await Promise.all([
    import('./store-switch-button'), import('@/stores/modal-store'), import('@/stores/error-store'),
  ])
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <WithTheme><StoreSwitchButton config={config} /></WithTheme>
    </NextIntlClientProvider>,
  )
  return { button: screen.getByRole('button', { name: 'Change country or language' }), useModalStore, useErrorStore }
}

/** Lets a dynamic import and the state it sets run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('StoreSwitchButton (what every page loads)', () => {
  beforeEach(() => {
    host.imported.mockClear()
    host.preloaded.mockClear()
    host.fail = false
  })

  afterEach(() => {
    vi.doUnmock('./store-switch-modal-host')
  })

  it("loads nothing of the host until the pointer or focus reaches the button, then gives the modal's code a head start", async () => {
    const { button } = await loadPage()
    await settle()
    expect(host.imported).not.toHaveBeenCalled()

    fireEvent.pointerEnter(button)
    await settle()
    expect(host.imported).toHaveBeenCalledTimes(1)
    expect(host.preloaded).toHaveBeenCalledWith(config.shopper)
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Store switch' })).toBeInTheDocument()
    expect(host.imported).toHaveBeenCalledTimes(1)
  })

  it('opens the modal from a press before the host has loaded', async () => {
    const { button, useModalStore } = await loadPage()
    fireEvent.click(button)
    expect(useModalStore.getState().open).toEqual(['store-switch'])
    expect(await screen.findByRole('dialog', { name: 'Store switch' })).toBeInTheDocument()
  })

  it('closes the modal and says so when the host cannot load, and loads it again on the next press', async () => {
    host.fail = true
    const { button, useModalStore, useErrorStore } = await loadPage()
    fireEvent.click(button)
    await settle()
    expect(useModalStore.getState().open).toEqual([])
    expect(useErrorStore.getState().error).toEqual({ code: -1, message: '', parameter: null })
    expect(screen.queryByRole('dialog')).toBeNull()

    host.fail = false
    act(() => useErrorStore.getState().reset())
    fireEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Store switch' })).toBeInTheDocument()
    expect(host.imported).toHaveBeenCalledTimes(2)
    expect(useErrorStore.getState().error).toBeNull()
  })

  it('a failed head start shows nothing: only a press reports a switcher that cannot open', async () => {
    host.fail = true
    const { button, useErrorStore } = await loadPage()
    fireEvent.focus(button)
    await settle()
    expect(host.imported).toHaveBeenCalledTimes(1)
    expect(useErrorStore.getState().error).toBeNull()
  })
})
