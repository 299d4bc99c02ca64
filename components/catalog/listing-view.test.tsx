// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLayoutStore } from '@/stores/layout-store'
import { ListingView } from './listing-view'
import type { ProductCardData } from './product-card'
import { ResponsiveListingPage } from './responsive-listing-page'
import { TopProducts } from './top-products'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

const card = (id: number): ProductCardData => ({
  id: String(id), title: `Kaart ${id}`, path: `/cadeaubonnen/kaart-${id}/`, imageUrl: `/card-art/kaart-${id}/`, imageAlt: '',
  backgroundColor: '#123456', cardType: id % 5 === 0 ? 'LARGE' : 'SMALL', showHand: false, showShadow: true, priceText: null,
  price: null, label: null, freeLabelText: null,
})
const cards = (from: number, count: number) => Array.from({ length: count }, (_, index) => card(from + index))
const texts = { resultCount: '40 cadeaubonnen', empty: 'Leeg', pagination: 'Paginering', previousPage: 'Vorige pagina', nextPage: 'Volgende pagina' }
const hrefs = ['/cadeaubonnen/', '/cadeaubonnen/2/', '/cadeaubonnen/3/']

class NoIntersectionObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoIntersectionObserver)
})
afterEach(() => {
  vi.unstubAllGlobals()
  useLayoutStore.setState({ extension: 'mobile', layout: 'mobile' })
})

const positions = () => screen.getAllByRole('listitem').flatMap((item) => item.getAttribute('data-position') ?? [])

describe('ListingView', () => {
  it('numbers cards from 1 plus the page offset of its page size (16: page 2 starts at 17)', () => {
    render(<ThemeProvider theme={theme}><ListingView products={cards(17, 16)} page={2} perPage={16} totalItems={40} totalPages={3} hrefs={hrefs} texts={texts} /></ThemeProvider>)
    expect(positions().slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, index) => String(17 + index)))
  })

  it('with 17 per page (small desktop), page 2 starts at 18 and only existing pages are linked', () => {
    render(<ThemeProvider theme={theme}><ListingView products={cards(18, 17)} page={2} perPage={17} totalItems={40} totalPages={3} hrefs={hrefs} texts={texts} /></ThemeProvider>)
    expect(positions().slice(0, 17)).toEqual(Array.from({ length: 17 }, (_, index) => String(18 + index)))
    const pagination = screen.getByRole('navigation', { name: 'Paginering' })
    expect(within(pagination).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page')
    expect(within(pagination).getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute('href', '/cadeaubonnen/3/')
  })

  it('the count is an h2 above the cards\' h3 titles, so no heading level is skipped after the h1', () => {
    render(<ThemeProvider theme={theme}><h1>Cadeaubonnen</h1><ListingView products={cards(1, 2)} page={1} perPage={16} totalItems={2} totalPages={1} hrefs={hrefs} texts={texts} /></ThemeProvider>)
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
    expect(levels).toEqual([1, 2, 3, 3])
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('40 cadeaubonnen')
  })
})

describe('TopProducts', () => {
  it('renders at most 4 top products (large desktop) under an h2, numbered from 1', () => {
    const { container } = render(<ThemeProvider theme={theme}><TopProducts title="Meest gekozen" products={cards(1, 6)} /></ThemeProvider>)
    expect(screen.getByRole('heading', { level: 2, name: 'Meest gekozen' })).toBeInTheDocument()
    expect([...container.querySelectorAll('li')].map((item) => item.getAttribute('data-position'))).toEqual(['1', '2', '3', '4'])
    // jsdom applies no media query: below large desktop only 2 are visible to assistive technology.
    expect(positions()).toEqual(['1', '2'])
  })

  it('hides all but the first 2 below large desktop with CSS (one cached HTML for every screen)', () => {
    const { container } = render(<ThemeProvider theme={theme}><TopProducts title="Meest gekozen" products={cards(1, 4)} /></ThemeProvider>)
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')
    expect(css).toMatch(/li:nth-child\(n \+ 3\)\s*\{\s*display:\s*none;?\s*\}/)
    expect(css).toMatch(/@media \(min-width: 1280px\)\{[^@]*li:nth-child\(n \+ 3\)\s*\{\s*display:\s*list-item;?\s*\}/)
    expect(container.querySelectorAll('li')).toHaveLength(4)
  })

  it('renders nothing without top products', () => {
    const { container } = render(<ThemeProvider theme={theme}><TopProducts title="Meest gekozen" products={[]} /></ThemeProvider>)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('ResponsiveListingPage', () => {
  const shopper = { storefrontCode: 'CBBE', storeId: 1, language: 'nl', countryCode: 'BE' } as const
  const island = () => (
    <ResponsiveListingPage shopper={shopper} locale="nl-BE" filters={{}} page={1} hrefs={hrefs} freeLabel="Gratis">
      <p>server page</p>
    </ResponsiveListingPage>
  )

  it.each(['mobile', 'tablet', 'desktopLarge'] as const)('keeps the server page of 16 on %s', (extension) => {
    useLayoutStore.getState().setExtension(extension)
    render(island())
    expect(screen.getByText('server page')).toBeInTheDocument()
  })

  it('on small desktop keeps showing the server page while the 17-product page loads', () => {
    useLayoutStore.getState().setExtension('desktopSmall')
    render(island())
    expect(screen.getByText('server page')).toBeInTheDocument()
  })
})
