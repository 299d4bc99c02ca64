'use client'
import { useEffect } from 'react'
import { pushEvent, type AnalyticsItem } from './data-layer'

/** Reports `view_item` once when a product page is shown (docs/rules/chrome.md analytics). */
export function TrackViewItem({ item }: { item: AnalyticsItem }) {
  const { item_id: id } = item
  useEffect(() => {
    pushEvent('view_item', { ecommerce: { currency: item.currency, value: item.price, items: [item] } })
    // One event per product shown; the other fields belong to that same product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])
  return null
}
