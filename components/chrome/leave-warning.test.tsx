// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { LeaveWarning } from './leave-warning'

function fireBeforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

describe('LeaveWarning', () => {
  afterEach(() => {
    cleanup()
    useLeaveWarningStore.getState().clear()
  })

  it('prevents beforeunload only while armed', () => {
    const { container } = render(<LeaveWarning />)
    expect(container).toBeEmptyDOMElement()
    expect(fireBeforeUnload().defaultPrevented).toBe(false)

    act(() => useLeaveWarningStore.getState().arm('Your changes will be lost.'))
    expect(fireBeforeUnload().defaultPrevented).toBe(true)

    act(() => useLeaveWarningStore.getState().clear())
    expect(fireBeforeUnload().defaultPrevented).toBe(false)
  })

  it('detaches its handler when unmounted', () => {
    useLeaveWarningStore.getState().arm('Leave?')
    const { unmount } = render(<LeaveWarning />)
    expect(fireBeforeUnload().defaultPrevented).toBe(true)
    unmount()
    expect(fireBeforeUnload().defaultPrevented).toBe(false)
  })
})
