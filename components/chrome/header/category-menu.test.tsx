// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CategoryMenu, MENU_CLOSE_ON_URL_MS } from './category-menu'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

let pathname = '/cadeaubonnen/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))
// The panel's data loading is tested on its own; here only the opening and closing rules count.
vi.mock('./category-menu-panel', () => ({ CategoryMenuPanel: () => <span>Restaurants</span> }))

const texts = { label: 'Gift cards', menuButton: 'Gift cards menu', viewAllCategories: 'View all categories', allGiftCards: 'All gift cards', topProducts: 'Popular', loading: 'Loading…' }
const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'nl', countryCode: 'BE' }

function renderMenu() {
  const view = render(
    <ThemeProvider theme={theme}>
      <CategoryMenu shopper={shopper} allGiftCardsHref="/cadeaubonnen/" texts={texts} />
      <p>outside</p>
    </ThemeProvider>,
  )
  const toggle = screen.getByRole('button', { name: 'Gift cards menu' })
  const panel = () => view.container.querySelector('#category-menu') as HTMLElement
  return { view, toggle, panel }
}

describe('CategoryMenu', () => {
  beforeEach(() => { pathname = '/cadeaubonnen/'; vi.useFakeTimers(); Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true }) })
  afterEach(() => vi.useRealTimers())

  it('opens and closes with its button and loads the panel on first opening', async () => {
    const { toggle, panel } = renderMenu()
    expect(panel()).not.toBeVisible()
    expect(panel()).toBeEmptyDOMElement()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await act(async () => { await vi.runAllTimersAsync() })
    expect(panel()).toBeVisible()
    fireEvent.click(toggle)
    expect(panel()).not.toBeVisible()
  })

  it('closes on Escape', () => {
    const { toggle } = renderMenu()
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on an outside click on desktop but not on mobile', () => {
    const { toggle } = renderMenu()
    fireEvent.click(toggle)
    fireEvent.mouseDown(screen.getByText('outside'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true })
    fireEvent.click(toggle)
    fireEvent.mouseDown(screen.getByText('outside'))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes 50 ms after the URL changes', () => {
    const { view, toggle } = renderMenu()
    fireEvent.click(toggle)
    act(() => { vi.advanceTimersByTime(10 * MENU_CLOSE_ON_URL_MS) })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    pathname = '/cadeaubonnen/2/'
    view.rerender(
      <ThemeProvider theme={theme}>
        <CategoryMenu shopper={shopper} allGiftCardsHref="/cadeaubonnen/" texts={texts} />
        <p>outside</p>
      </ThemeProvider>,
    )
    act(() => { vi.advanceTimersByTime(MENU_CLOSE_ON_URL_MS - 1) })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    act(() => { vi.advanceTimersByTime(1) })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
