// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import en from '@/i18n/messages/en.json'
import nl from '@/i18n/messages/nl.json'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { ErrorModalHost } from './error-modal-host'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

const loadMessages = vi.hoisted(() => vi.fn())
vi.mock('@/i18n/messages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/i18n/messages')>()
  loadMessages.mockImplementation(actual.loadMessages)
  return { ...actual, loadMessages }
})

/** What the layout sends: the page's error texts without one per code. */
function PageProviders({ children }: { children: ReactNode }) {
  const { codes: _codes, ...errors } = nl.errors
  return (
    <NextIntlClientProvider locale="nl" messages={{ ...nl, errors }}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  )
}

describe('ErrorModalHost', () => {
  beforeEach(() => {
    useErrorStore.getState().reset()
    useModalStore.getState().closeAll()
  })

  afterEach(() => {
    cleanup()
  })

  it("loads the page language's code texts and shows the catalogue text for 2031", async () => {
    act(() => useErrorStore.getState().showError({ code: 2031, message: 'server text', parameter: null }))
    render(<ErrorModalHost country="BE" />, { wrapper: PageProviders })
    const dialog = await screen.findByRole('dialog', { name: nl.chrome.errorModal.title })
    expect(dialog).toHaveTextContent(nl.errors.codes['2031'])
    expect(loadMessages).toHaveBeenCalledWith('nl', 'BE')
  })

  it('shows the default text when the code texts cannot be loaded (offline)', async () => {
    loadMessages.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    act(() => useErrorStore.getState().showError({ code: 2031, message: 'server text', parameter: null }))
    render(<ErrorModalHost country="BE" />, { wrapper: PageProviders })
    const dialog = await screen.findByRole('dialog', { name: nl.chrome.errorModal.title })
    expect(dialog).toHaveTextContent(nl.errors.default)
    expect(dialog).not.toHaveTextContent(en.errors.default)
  })
})
