import { describe, expect, it } from 'vitest'
import { useLeaveWarningStore } from './leave-warning-store'

describe('leave warning store', () => {
  it('is armed with a message and cleared', () => {
    expect(useLeaveWarningStore.getState().message).toBeNull()
    useLeaveWarningStore.getState().arm('Leave?')
    expect(useLeaveWarningStore.getState().message).toBe('Leave?')
    useLeaveWarningStore.getState().clear()
    expect(useLeaveWarningStore.getState().message).toBeNull()
  })
})
