'use client'
import { useEffect, useRef } from 'react'
import type { Shopper } from '@/graphql/shopper'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { releasePendingOrder } from './checkout-api'

/** A click that would navigate this tab to another page of the shop (not a new tab, download or hash). */
export function inAppNavigationTarget(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  if (url.pathname === location.pathname && url.search === location.search) return null
  return url.toString()
}

/**
 * docs/rules/checkout.md: while an order is pending, leaving checkout asks first and, once the shopper confirms,
 * releases the order (its packages become a basket again). In-app links are intercepted and confirmed
 * with the armed message; closing or reloading the tab gets the browser's own prompt (LeaveWarning)
 * and the release is sent as the page goes. `disarm` lets the payment redirect leave silently.
 */
export function usePendingOrderGuard(shopper: Shopper, orderUuid: string | null, message: string) {
  const armed = useRef(false)

  useEffect(() => {
    if (!orderUuid) return
    armed.current = true
    useLeaveWarningStore.getState().arm(message)

    const onClick = (event: MouseEvent) => {
      if (!armed.current) return
      const target = inAppNavigationTarget(event, window.location)
      if (!target) return
      event.preventDefault()
      event.stopPropagation()
      if (!window.confirm(message)) return
      armed.current = false
      useLeaveWarningStore.getState().clear()
      void releasePendingOrder(shopper, orderUuid).finally(() => window.location.assign(target))
    }
    const onPageHide = () => {
      if (armed.current) void releasePendingOrder(shopper, orderUuid)
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('pagehide', onPageHide)
      useLeaveWarningStore.getState().clear()
    }
  }, [shopper, orderUuid, message])

  return {
    disarm() {
      armed.current = false
      useLeaveWarningStore.getState().clear()
    },
  }
}
