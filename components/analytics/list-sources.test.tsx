// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchResultList, type SearchProductItem } from '@/components/search/search-result-list'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'
import { ITEM_LIST_DEBOUNCE_MS, resetItemViews } from './item-list-views'
import { TrackedListItem } from './tracked-list-item'

/** One callback per observed element, so a test can show each row on its own. */
const observed = new Map<Element, (ratio: number) => void>()
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void) {}
  observe(element: Element) {
    observed.set(element, (ratio) => this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]))
  }
  disconnect() {}
}
const show = (element: Element) => act(() => observed.get(element)?.(1))
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name)

const giftCard = (id: string, title: string): SearchProductItem => ({ id, title, path: `/cadeaubonnen/${id}/`, productType: 'GIFTCARD_DIGITAL' })
const moment: SearchProductItem = { id: 'm1', title: 'Verjaardag', path: '/geefmomenten/verjaardag/' }

describe('analytics list sources (docs/rules/chrome.md)', () => {
  beforeEach(() => {
    window.dataLayer = []
    observed.clear()
    resetItemViews()
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('search results report the gift cards seen, in one batch with their positions, and the one chosen; a giving-moments page neither', () => {
    render(<ThemeProvider theme={theme}><SearchResultList items={[giftCard('bolero', 'Bolero'), moment, giftCard('kasteel-spa', 'Kasteel Spa')]} label="3 results" list="search_results" /></ThemeProvider>)
    const rows = screen.getAllByRole('listitem')
    for (const row of rows) show(row)
    act(() => { vi.advanceTimersByTime(ITEM_LIST_DEBOUNCE_MS) })
    expect(events('view_item_list')).toEqual([{
      event: 'view_item_list',
      ecommerce: { item_list_name: 'search_results', items: [
        { item_id: 'bolero', item_name: 'Bolero', index: 1, item_list_name: 'search_results' },
        { item_id: 'kasteel-spa', item_name: 'Kasteel Spa', index: 3, item_list_name: 'search_results' },
      ] },
    }])
    fireEvent.click(within(rows[1]!).getByRole('link'))
    expect(events('select_item')).toEqual([])
    fireEvent.click(within(rows[2]!).getByRole('link'))
    expect(events('select_item')).toEqual([{ event: 'select_item', ecommerce: { item_list_name: 'search_results', items: [{ item_id: 'kasteel-spa', item_name: 'Kasteel Spa', index: 3, item_list_name: 'search_results' }] } }])
  })

  it('popular coupons are the search_suggestions list', () => {
    render(<ThemeProvider theme={theme}><SearchResultList items={[giftCard('bolero', 'Bolero')]} label="Popular" list="search_suggestions" /></ThemeProvider>)
    fireEvent.click(screen.getByRole('link'))
    expect(events('select_item')[0]).toMatchObject({ ecommerce: { item_list_name: 'search_suggestions', items: [{ item_id: 'bolero', index: 1 }] } })
  })

  it('a tracked entry reports a click on its link only, and is a plain entry without a list', () => {
    const { rerender } = render(<ul><TrackedListItem list="header_menu" item={{ item_id: '7', item_name: 'Bolero', index: 2 }}><a href="https://example.com/b/">Bolero</a> <span>top 2</span></TrackedListItem></ul>)
    fireEvent.click(screen.getByText('top 2'))
    expect(events('select_item')).toEqual([])
    fireEvent.click(screen.getByRole('link'))
    expect(events('select_item')).toEqual([{ event: 'select_item', ecommerce: { item_list_name: 'header_menu', items: [{ item_id: '7', item_name: 'Bolero', index: 2, item_list_name: 'header_menu' }] } }])
    rerender(<ul><TrackedListItem list={undefined} item={{ item_id: '7', item_name: 'Bolero', index: 2 }}><a href="https://example.com/b/">Bolero</a></TrackedListItem></ul>)
    fireEvent.click(screen.getByRole('link'))
    expect(events('select_item')).toHaveLength(1)
  })
})
