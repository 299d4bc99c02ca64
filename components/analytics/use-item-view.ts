'use client'
import { useEffect, type RefObject } from 'react'
import type { AnalyticsItem, ListSource } from './data-layer'
import { recordItemView } from './item-list-views'

/** docs/rules/chrome.md: a card counts as viewed once, when half of it is visible. */
export const VIEWED_VISIBILITY = 0.5

export function useItemView(ref: RefObject<Element | null>, list: ListSource | undefined, item: AnalyticsItem): void {
  const { item_id: id } = item
  useEffect(() => {
    const element = ref.current
    if (!element || !list || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VIEWED_VISIBILITY)) {
        recordItemView(list, item)
        observer.disconnect()
      }
    }, { threshold: VIEWED_VISIBILITY })
    observer.observe(element)
    return () => observer.disconnect()
    // The item's identity is its id; other fields do not restart the observation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, list, id])
}
