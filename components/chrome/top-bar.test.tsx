// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TopBar } from './top-bar'
import { TOP_BAR_RESET_MS, TOP_BAR_ROTATE_MS } from './top-bar-track'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

const points = ['Ordered before 17:00, delivered tomorrow', 'Always a suitable business gift', 'Personalize with packaging']

function mockScreen(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia
}

function renderBar() {
  render(<ThemeProvider theme={theme}><TopBar points={points} label="Our promises" /></ThemeProvider>)
  return () => screen.getByRole('list')
}

describe('TopBar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('lists the three points plus a hidden clone of the first', () => {
    mockScreen(true)
    const list = renderBar()
    const items = list().querySelectorAll('li')
    expect([...items].map((item) => item.textContent)).toEqual([...points, points[0]])
    expect(items[3]).toHaveAttribute('aria-hidden', 'true')
  })

  it('rotates every 3000 ms and jumps back 600 ms after reaching the clone, without a slide', () => {
    mockScreen(true)
    const list = renderBar()
    act(() => { vi.advanceTimersByTime(TOP_BAR_ROTATE_MS - 1) })
    expect(list()).toHaveAttribute('data-index', '0')
    act(() => { vi.advanceTimersByTime(1) })
    expect(list()).toHaveAttribute('data-index', '1')
    expect(list()).toHaveAttribute('data-animated', 'true')
    act(() => { vi.advanceTimersByTime(2 * TOP_BAR_ROTATE_MS) })
    expect(list()).toHaveAttribute('data-index', '3')
    act(() => { vi.advanceTimersByTime(TOP_BAR_RESET_MS - 1) })
    expect(list()).toHaveAttribute('data-index', '3')
    act(() => { vi.advanceTimersByTime(1) })
    expect(list()).toHaveAttribute('data-index', '0')
    expect(list()).toHaveAttribute('data-animated', 'false')
    act(() => { vi.advanceTimersByTime(TOP_BAR_ROTATE_MS) })
    expect(list()).toHaveAttribute('data-index', '1')
  })

  it('stays still on desktop (from 1024 px)', () => {
    mockScreen(false)
    const list = renderBar()
    act(() => { vi.advanceTimersByTime(10 * TOP_BAR_ROTATE_MS) })
    expect(list()).toHaveAttribute('data-index', '0')
  })
})
