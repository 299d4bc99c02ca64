// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import en from '@/i18n/messages/en.json'
import { ScrollUpButton } from './scroll-up-button'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'


function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  )
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    fireEvent.scroll(window)
  })
}

describe('ScrollUpButton', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
    // Run animation frames synchronously.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0)
      return 1
    })
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  })

  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('is hidden at exactly twice the screen height and shown one pixel beyond', () => {
    render(<ScrollUpButton />, { wrapper: Providers })
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
    scrollTo(1600)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
    scrollTo(1601)
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible()
    scrollTo(100)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
  })

  it('shows at mount when the page is already scrolled far', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 })
    render(<ScrollUpButton />, { wrapper: Providers })
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument()
  })

  it('scrolls to the top smoothly and focuses #main', () => {
    const main = document.createElement('main')
    main.id = 'main'
    document.body.appendChild(main)
    render(<ScrollUpButton />, { wrapper: Providers })
    scrollTo(2000)
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(document.activeElement).toBe(main)
  })

  it('scrolls instantly with prefers-reduced-motion', () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)', media: query,
      addEventListener: vi.fn(), removeEventListener: vi.fn(),
    })) as unknown as typeof window.matchMedia
    render(<ScrollUpButton />, { wrapper: Providers })
    scrollTo(2000)
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' })
    // @ts-expect-error -- jsdom has no matchMedia; remove the stub again.
    delete window.matchMedia
  })
})
