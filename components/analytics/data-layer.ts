/**
 * The GA4 dataLayer (docs/rules/chrome.md analytics). Events follow Google's ecommerce shape; the previous
 * ecommerce object is cleared before each push so items of one event never leak into the next.
 */
/** `login` is docs/rules/chrome.md Login success (GA4's recommended event name). */
export const ANALYTICS_EVENTS = ['add_to_cart', 'begin_checkout', 'purchase', 'view_item', 'view_item_list', 'search', 'select_item', 'login'] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

/** Where a list of products was shown (docs/rules/chrome.md list sources). */
export const LIST_SOURCES = ['search_results', 'header_menu', 'landing_page', 'search_suggestions', 'product_listing', 'most_chosen'] as const
export type ListSource = (typeof LIST_SOURCES)[number]

export interface AnalyticsItem {
  item_id: string
  item_name: string
  item_list_name?: ListSource
  /** 1-based position in the list, including the page offset (docs/rules/chrome.md). */
  index?: number
  price?: number
  currency?: string
}

type DataLayerEntry = Record<string, unknown>
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

export function pushEvent(event: AnalyticsEvent, payload: { ecommerce?: Record<string, unknown>; [key: string]: unknown } = {}): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  if (payload.ecommerce) window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push({ event, ...payload })
}

export function trackSelectItem(item: AnalyticsItem): void {
  pushEvent('select_item', { ecommerce: { item_list_name: item.item_list_name, items: [item] } })
}

export function trackSearch(searchTerm: string): void {
  pushEvent('search', { search_term: searchTerm })
}
