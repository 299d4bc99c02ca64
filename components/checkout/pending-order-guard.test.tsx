// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { inAppNavigationTarget, usePendingOrderGuard } from './pending-order-guard'

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'nl', countryCode: 'BE' }

function Guarded({ orderUuid }: { orderUuid: string | null }) {
  usePendingOrderGuard(shopper, orderUuid, 'Leaving cancels your order')
  // Plain anchors on purpose: the guard must catch every same-site link, not only next/link ones.
  // eslint-disable-next-line @next/next/no-html-link-for-pages
  return <><a href="/winkelmandje/">basket</a><a href="/bestellen/#top">here</a><a href="https://example.com/">away</a><a href="/x/" target="_blank">tab</a></>
}

function click(text: string, init: MouseEventInit = {}) {
  const anchor = [...document.querySelectorAll('a')].find((a) => a.textContent === text)!
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  anchor.dispatchEvent(event)
  return event
}

describe('usePendingOrderGuard (docs/rules/checkout.md: leaving deletes the pending order)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/bestellen/')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('arms the leave warning only while an order is pending', () => {
    const { rerender } = render(<Guarded orderUuid={null} />)
    expect(useLeaveWarningStore.getState().message).toBeNull()
    rerender(<Guarded orderUuid="o-1" />)
    expect(useLeaveWarningStore.getState().message).toBe('Leaving cancels your order')
    cleanup()
    expect(useLeaveWarningStore.getState().message).toBeNull()
  })

  it('asks before an in-app link and releases the order only when the shopper confirms', () => {
    render(<Guarded orderUuid="o-1" />)
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false)
    expect(click('basket').defaultPrevented).toBe(true)
    expect(confirm).toHaveBeenCalledWith('Leaving cancels your order')
    expect(fetch).not.toHaveBeenCalled()
    confirm.mockReturnValueOnce(true)
    click('basket')
    expect(fetch).toHaveBeenCalledTimes(1)
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]!.body)) as { query: string; variables: { orderUuid: string } }
    expect(body.query).toContain('releasePendingOrder')
    expect(body.variables.orderUuid).toBe('o-1')
  })

  it('lets other tabs, other sites and modified clicks through', () => {
    render(<Guarded orderUuid="o-1" />)
    const confirm = vi.spyOn(window, 'confirm')
    expect(click('away').defaultPrevented).toBe(false)
    expect(click('tab').defaultPrevented).toBe(false)
    expect(inAppNavigationTarget(new MouseEvent('click', { button: 0, ctrlKey: true }), window.location)).toBeNull()
    expect(confirm).not.toHaveBeenCalled()
  })
})
