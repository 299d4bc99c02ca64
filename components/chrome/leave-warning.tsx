'use client'
import { useEffect } from 'react'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'

/**
 * docs/rules/chrome.md: while the leave-warning store is armed, leaving the page (reload, close tab, external
 * navigation) asks the browser to confirm. Browsers show their own text; the armed message is passed
 * as `returnValue` for those that still use it. Renders nothing.
 */
export function LeaveWarning() {
  const message = useLeaveWarningStore((state) => state.message)
  useEffect(() => {
    if (message === null) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Legacy browsers need returnValue set (deprecated but still the only way there).
      event.returnValue = message
      return message
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [message])
  return null
}
