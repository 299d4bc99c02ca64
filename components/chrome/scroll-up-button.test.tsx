// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import en from '@/i18n/messages/en.json'
import { ScrollUpButton, preloadScrollUpButtonView } from './scroll-up-button'
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

const VIEW = './scroll-up-button-view'

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
  vi.doUnmock(VIEW)
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('ScrollUpButton', () => {
  // The button's view loads the first time it is to show; loaded here, it shows in the same render
  // as in a browser that has it (the next block covers the moment before).
  beforeAll(async () => {
    await preloadScrollUpButtonView()
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

describe('ScrollUpButton before its view has loaded', () => {
  /** A fresh copy of the watcher: the preload above belongs to the shared one. */
  async function freshScrollUpButton() {
    vi.resetModules()
    return (await import('./scroll-up-button')).ScrollUpButton
  }

  it('asks for the view only once the page is scrolled far enough, and shows the button when it arrives', async () => {
    const viewLoads = vi.fn()
    vi.doMock(VIEW, async (importOriginal) => {
      viewLoads()
      return importOriginal()
    })
    const FreshScrollUpButton = await freshScrollUpButton()
    render(<FreshScrollUpButton />, { wrapper: Providers })
    scrollTo(1600)
    await act(async () => undefined)
    expect(viewLoads).not.toHaveBeenCalled()
    scrollTo(1601)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
    const button = await screen.findByRole('button', { name: 'Scroll to top' })
    expect(viewLoads).toHaveBeenCalledTimes(1)
    fireEvent.click(button)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('shows no button when the view cannot load, and asks again the next time it is to show', async () => {
    let fail = true
    vi.doMock(VIEW, async (importOriginal) => {
      if (fail) throw new Error('the chunk could not load')
      return importOriginal()
    })
    const FreshScrollUpButton = await freshScrollUpButton()
    render(<FreshScrollUpButton />, { wrapper: Providers })
    scrollTo(2000)
    await act(async () => undefined)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
    fail = false
    scrollTo(100)
    scrollTo(2000)
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument()
  })
})
