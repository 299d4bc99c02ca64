// @vitest-environment jsdom
/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand for every in-app link the guard must catch */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LeaveWarning } from '@/components/chrome/leave-warning'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { rememberRedeemOrder, rememberedRedeemToken, useRedeemLeaveGuard } from './redeem-flow'

const CARD = { cardNumberMasked: '**** 1234', balance: { currency: 'EUR', value: 20 }, expiresAt: '2027-01-01T00:00:00.000Z' }
const MESSAGE = 'Are you sure you want to leave? Your choices will be lost.'

function Page({ active, navigate }: { active: boolean; navigate: (href: string) => void }) {
  useRedeemLeaveGuard(active, '/saldocheck/', MESSAGE, navigate)
  return (
    <>
      <LeaveWarning />
      <a href="/">Home</a>
      <a href="/saldocheck/inwisselen/">Back to your choice</a>
      <a href="/" target="_blank" rel="noreferrer">Home in a new tab</a>
    </>
  )
}

describe('leaving the redeem checkout (docs/rules/redeem.md)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/saldocheck/checkout/')
    useRedeemStore.getState().setRedeem('token-1', CARD)
    useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: true, hasPostcode: true })
    useLeaveWarningStore.getState().arm(MESSAGE)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    useRedeemStore.getState().reset()
    useLeaveWarningStore.getState().clear()
  })

  it('asks before a link out of the redeem flow and, when confirmed, clears token, card data and address flags', () => {
    const navigate = vi.fn()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    render(<Page active navigate={navigate} />)
    fireEvent.click(screen.getByRole('link', { name: 'Home' }))
    expect(confirm).toHaveBeenCalledWith(MESSAGE)
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/')
    expect(useRedeemStore.getState()).toMatchObject({ token: null, card: null, extraCards: [], needsPhysicalAddress: false, hasPostcode: false })
    expect(useLeaveWarningStore.getState().message).toBeNull()
  })

  it('stays, with everything kept, when the shopper cancels', () => {
    const navigate = vi.fn()
    vi.spyOn(window, 'confirm').mockReturnValue(false)
    render(<Page active navigate={navigate} />)
    const click = fireEvent.click(screen.getByRole('link', { name: 'Home' }))
    expect(click).toBe(false) // the navigation was prevented
    expect(navigate).not.toHaveBeenCalled()
    expect(useRedeemStore.getState()).toMatchObject({ token: 'token-1', needsPhysicalAddress: true, hasPostcode: true })
    expect(useLeaveWarningStore.getState().message).toBe(MESSAGE)
  })

  it('lets links within the redeem flow and new tabs through without asking', () => {
    const navigate = vi.fn()
    const confirm = vi.spyOn(window, 'confirm')
    render(<Page active navigate={navigate} />)
    fireEvent.click(screen.getByRole('link', { name: 'Back to your choice' }))
    fireEvent.click(screen.getByRole('link', { name: 'Home in a new tab' }))
    expect(confirm).not.toHaveBeenCalled()
    expect(useRedeemStore.getState().token).toBe('token-1')
  })

  it('does not ask without a token, and the browser warning is attached only while one exists', () => {
    const confirm = vi.spyOn(window, 'confirm')
    render(<Page active={false} navigate={vi.fn()} />)
    const armed = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(armed)
    expect(armed.defaultPrevented).toBe(true)
    act(() => useLeaveWarningStore.getState().clear())
    const cleared = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(cleared)
    expect(cleared.defaultPrevented).toBe(false)
    fireEvent.click(screen.getByRole('link', { name: 'Home' }))
    expect(confirm).not.toHaveBeenCalled()
  })

  it("keeps a placed order's token for this tab, by order", () => {
    rememberRedeemOrder('order-1', 'token-1')
    expect(rememberedRedeemToken('order-1')).toBe('token-1')
    expect(rememberedRedeemToken('order-2')).toBeNull()
  })
})
