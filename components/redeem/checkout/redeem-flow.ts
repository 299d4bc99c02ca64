'use client'
import { useEffect } from 'react'
import { inAppNavigationTarget } from '@/components/checkout/pending-order-guard'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useRedeemStore } from '@/stores/redeem-store'

/**
 * docs/rules/redeem.md redeem flow: leaving resets all steps after a confirmation prompt (and the browser's own
 * warning on close or reload, see LeaveWarning); the reset clears token, card data and address flags.
 */
export function resetRedeemFlow(): void {
  useRedeemStore.getState().reset()
  useLeaveWarningStore.getState().clear()
}

const ORDER_TOKEN_KEY = 'giftshop-redeem-order:'

/**
 * A placed redeem order stays readable in this tab after the flow is reset: its token is kept in
 * sessionStorage under the order's uuid (gone with the tab), so the confirmation survives a reload.
 */
export function rememberRedeemOrder(orderUuid: string, token: string): void {
  try {
    window.sessionStorage.setItem(`${ORDER_TOKEN_KEY}${orderUuid}`, token)
  } catch {
    // Storage blocked: a reload of the confirmation then shows it as not found, nothing else is lost.
  }
}

export function rememberedRedeemToken(orderUuid: string): string | null {
  try {
    return window.sessionStorage.getItem(`${ORDER_TOKEN_KEY}${orderUuid}`)
  } catch {
    return null
  }
}

/** Whether `target` (an absolute URL) is a page of the redeem flow, all under the balance check's path. */
export function isInRedeemFlow(target: string, balanceCheckPath: string): boolean {
  return new URL(target).pathname.startsWith(balanceCheckPath)
}

/**
 * While a redeem token exists, a link out of the redeem flow asks first; confirming resets the flow
 * and follows the link, cancelling stays. Links within the flow (shop, balance check) just work.
 */
export function useRedeemLeaveGuard(active: boolean, balanceCheckPath: string, message: string, navigate: (href: string) => void = (href) => window.location.assign(href)) {
  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      const target = inAppNavigationTarget(event, window.location)
      if (!target || isInRedeemFlow(target, balanceCheckPath)) return
      event.preventDefault()
      event.stopPropagation()
      if (!window.confirm(message)) return
      resetRedeemFlow()
      navigate(target)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [active, balanceCheckPath, message, navigate])
}
