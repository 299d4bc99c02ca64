// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushEvent, trackSearch, trackSelectItem } from './data-layer'
import { ITEM_LIST_DEBOUNCE_MS, recordItemView, resetItemViews } from './item-list-views'
import { GCLID_STORAGE_KEY, captureGclid } from './gclid'

const item = (id: string, index: number) => ({ item_id: id, item_name: `Card ${id}`, index, price: 10, currency: 'EUR' })

describe('analytics', () => {
  beforeEach(() => {
    window.dataLayer = []
    resetItemViews()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('pushes ecommerce events after clearing the previous ecommerce object', () => {
    trackSelectItem({ ...item('7', 3), item_list_name: 'search_results' })
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'select_item', ecommerce: { item_list_name: 'search_results', items: [{ ...item('7', 3), item_list_name: 'search_results' }] } },
    ])
    trackSearch('spa')
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'search', search_term: 'spa' })
    pushEvent('begin_checkout')
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'begin_checkout' })
  })

  it('batches item-list views with a 1 s debounce, one event per list, each card once', () => {
    recordItemView('product_listing', item('1', 1))
    vi.advanceTimersByTime(ITEM_LIST_DEBOUNCE_MS - 1)
    recordItemView('product_listing', item('2', 2))
    recordItemView('product_listing', item('1', 1))
    recordItemView('header_menu', item('9', 1))
    vi.advanceTimersByTime(ITEM_LIST_DEBOUNCE_MS - 1)
    expect(window.dataLayer).toEqual([])
    vi.advanceTimersByTime(1)
    const events = window.dataLayer!.filter((entry) => entry.event === 'view_item_list')
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({ ecommerce: { item_list_name: 'product_listing', items: [{ item_id: '1', index: 1 }, { item_id: '2', index: 2 }] } })
    expect(events[1]).toMatchObject({ ecommerce: { item_list_name: 'header_menu', items: [{ item_id: '9' }] } })
    recordItemView('product_listing', item('1', 1))
    vi.advanceTimersByTime(ITEM_LIST_DEBOUNCE_MS)
    expect(window.dataLayer!.filter((entry) => entry.event === 'view_item_list')).toHaveLength(2)
  })

  it('keeps a valid gclid from the address in local storage', () => {
    const storage = new Map<string, string>()
    const store = { setItem: (key: string, value: string) => { storage.set(key, value) } }
    expect(captureGclid({ search: '?gclid=Cj0KCQiA-abc_123' }, store)).toBe('Cj0KCQiA-abc_123')
    expect(storage.get(GCLID_STORAGE_KEY)).toBe('Cj0KCQiA-abc_123')
    expect(captureGclid({ search: '?gclid=<script>' }, store)).toBeNull()
    expect(captureGclid({ search: '' }, store)).toBeNull()
    expect(storage.get(GCLID_STORAGE_KEY)).toBe('Cj0KCQiA-abc_123')
  })
})
