import { pushEvent, type AnalyticsItem, type ListSource } from './data-layer'

/** docs/rules/chrome.md: item-list views are batched with a 1 s debounce. */
export const ITEM_LIST_DEBOUNCE_MS = 1000

const pending = new Map<ListSource, AnalyticsItem[]>()
const counted = new Set<string>()
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Records that a product card was seen (once per list and product for the page's lifetime); the
 * views gather for 1 s after the last one and leave as one view_item_list event per list.
 */
export function recordItemView(list: ListSource, item: AnalyticsItem): void {
  const key = `${list}:${item.item_id}`
  if (counted.has(key)) return
  counted.add(key)
  const items = pending.get(list) ?? []
  items.push({ ...item, item_list_name: list })
  pending.set(list, items)
  clearTimeout(timer)
  timer = setTimeout(flushItemViews, ITEM_LIST_DEBOUNCE_MS)
}

export function flushItemViews(): void {
  clearTimeout(timer)
  timer = undefined
  for (const [list, items] of pending) pushEvent('view_item_list', { ecommerce: { item_list_name: list, items } })
  pending.clear()
}

/** For tests and client-side navigations: forget what was counted. */
export function resetItemViews(): void {
  clearTimeout(timer)
  timer = undefined
  pending.clear()
  counted.clear()
}
