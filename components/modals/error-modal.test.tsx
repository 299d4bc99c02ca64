// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import en from '@/i18n/messages/en.json'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { ERROR_MODAL_ID, ErrorModal } from './error-modal'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'


function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  )
}

function show(code: number, message = 'server text', parameter: string | null = null) {
  act(() => useErrorStore.getState().showError({ code, message, parameter }))
}

describe('ErrorModal', () => {
  beforeEach(() => {
    useErrorStore.getState().reset()
    useModalStore.getState().closeAll()
  })

  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('renders nothing without an error', () => {
    render(<ErrorModal />, { wrapper: Providers })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens with the catalogue text for 2031', () => {
    render(<ErrorModal />, { wrapper: Providers })
    show(2031)
    const dialog = screen.getByRole('dialog', { name: 'Something went wrong' })
    expect(dialog).toHaveTextContent('Not possible to continue with this gift card because currently it is out the stock.')
    expect(screen.getByText('Not possible to continue with this gift card because currently it is out the stock.').textContent)
      .toBe('Not possible to continue with this gift card because currently it is out the stock.')
  })

  it('shows the default text for an unknown code and for transport errors', () => {
    render(<ErrorModal />, { wrapper: Providers })
    show(4242, 'Unknown thing')
    expect(screen.getByRole('dialog')).toHaveTextContent(en.errors.default)
    expect(screen.queryByText('Unknown thing')).toBeNull()
    act(() => useErrorStore.getState().showError({ code: -1, message: 'Failed to fetch', parameter: null }))
    expect(screen.getByRole('dialog')).toHaveTextContent(en.errors.default)
  })

  it('shows the server-filled text for a code text with placeholders', () => {
    render(<ErrorModal />, { wrapper: Providers })
    show(1002, 'This page does not exist. Choose a page between 1 and 7.', 'paging.pageNumber')
    expect(screen.getByRole('dialog')).toHaveTextContent('This page does not exist. Choose a page between 1 and 7.')
  })

  it('opens on top of an already open modal', () => {
    useModalStore.getState().openModal('login')
    render(<ErrorModal />, { wrapper: Providers })
    show(2036)
    expect(useModalStore.getState().open).toEqual(['login', ERROR_MODAL_ID])
  })

  it('resets the store once closed, after the 300 ms close animation', () => {
    vi.useFakeTimers()
    render(<ErrorModal />, { wrapper: Providers })
    show(2031)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    act(() => vi.advanceTimersByTime(299))
    // Still showing its text while the animation runs.
    expect(screen.getByRole('dialog')).toHaveTextContent('out the stock')
    expect(useErrorStore.getState().error).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(useErrorStore.getState().error).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useModalStore.getState().open).toEqual([])
  })

  it('resets the store when the modal is closed from elsewhere', () => {
    render(<ErrorModal />, { wrapper: Providers })
    show(2030)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => useModalStore.getState().closeAll())
    expect(useErrorStore.getState().error).toBeNull()
  })

  it('opens again for the next error', () => {
    vi.useFakeTimers()
    render(<ErrorModal />, { wrapper: Providers })
    show(2031)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    act(() => vi.advanceTimersByTime(300))
    show(2035)
    expect(screen.getByRole('dialog')).toHaveTextContent(en.errors.codes['2035'])
  })
})
