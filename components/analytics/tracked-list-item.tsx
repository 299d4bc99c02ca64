'use client'
import { useRef, type LiHTMLAttributes, type ReactNode } from 'react'
import { trackSelectItem, type AnalyticsItem, type ListSource } from './data-layer'
import { useItemView } from './use-item-view'

/**
 * A list entry that links to a product, reporting its view (once, at half visibility, batched per
 * list) and its selection (a click on its link) under `list` (docs/rules/chrome.md list sources). Without a
 * list it is a plain `li`: the entry is not a product.
 */
export function TrackedListItem({ list, item, children, ...rest }: { list: ListSource | undefined; item: AnalyticsItem; children: ReactNode } & LiHTMLAttributes<HTMLLIElement>) {
  const ref = useRef<HTMLLIElement>(null)
  useItemView(ref, list, item)
  return (
    <li
      ref={ref}
      {...rest}
      onClick={list ? (event) => {
        if (event.target instanceof Element && event.target.closest('a')) trackSelectItem({ ...item, item_list_name: list })
      } : undefined}
    >
      {children}
    </li>
  )
}
