// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ITEM_LIST_DEBOUNCE_MS, resetItemViews } from '../analytics/item-list-views'
import { ProductCard, type ProductCardData } from './product-card'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

const product: ProductCardData = {
  id: '42', title: 'Bolero Books cadeaubon', path: '/cadeaubonnen/bolero-books/', imageUrl: '/card-art/bolero-books/', imageAlt: '',
  backgroundColor: '#123456', cardType: 'SMALL', showHand: false, showShadow: true, priceText: 'vanaf € 10',
  price: { value: 10, currency: 'EUR' }, label: { color: '#b00020', title: 'Nieuw', icon: 'sparkles' }, freeLabelText: 'Gratis verzending',
}

let observe: (ratio: number) => void = () => undefined
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void) {
    observe = (ratio) => callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }])
  }
  observe() {}
  disconnect() { observe = () => undefined }
}

describe('ProductCard', () => {
  beforeEach(() => {
    window.dataLayer = []
    resetItemViews()
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const renderCard = () => render(<ThemeProvider theme={theme}><ul><ProductCard product={product} position={17} list="product_listing" /></ul></ThemeProvider>)

  it('shows title, price, label and free label, linking to the product', () => {
    renderCard()
    expect(screen.getByRole('link')).toHaveAttribute('href', '/cadeaubonnen/bolero-books/')
    expect(screen.getByText('vanaf € 10')).toBeInTheDocument()
    expect(screen.getByText('Nieuw')).toBeInTheDocument()
    expect(screen.getByText('Gratis verzending')).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveAttribute('data-position', '17')
  })

  it("draws the label's icon before its title, hidden from assistive technology; an icon it does not know, not at all", () => {
    const { container, unmount } = renderCard()
    const icon = container.querySelector('svg[data-icon="sparkles"]')
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    expect(icon?.parentElement).toHaveTextContent(/^Nieuw$/)
    unmount()
    const unknown = { ...product, label: { color: '#b00020', title: 'Nieuw', icon: 'rocket' } }
    const other = render(<ThemeProvider theme={theme}><ul><ProductCard product={unknown} position={1} /></ul></ThemeProvider>)
    expect(other.container.querySelector('svg')).toBeNull()
    expect(screen.getByText('Nieuw')).toBeInTheDocument()
  })

  it('counts as viewed once, at half visibility, in a batched view_item_list', () => {
    renderCard()
    act(() => observe(0.49))
    act(() => { vi.advanceTimersByTime(ITEM_LIST_DEBOUNCE_MS) })
    expect(window.dataLayer).toEqual([])
    act(() => observe(0.5))
    act(() => observe(1))
    act(() => { vi.advanceTimersByTime(ITEM_LIST_DEBOUNCE_MS) })
    const views = window.dataLayer!.filter((entry) => entry.event === 'view_item_list')
    expect(views).toHaveLength(1)
    expect(views[0]).toMatchObject({ ecommerce: { item_list_name: 'product_listing', items: [{ item_id: '42', index: 17, price: 10, currency: 'EUR' }] } })
  })

  it('reports select_item on click', () => {
    renderCard()
    fireEvent.click(screen.getByRole('link'))
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'select_item', ecommerce: { item_list_name: 'product_listing', items: [{ item_id: '42' }] } })
  })
})
