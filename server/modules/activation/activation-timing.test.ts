import { describe, expect, it } from 'vitest'
import { activateAfterOf, activationDelayMinutes, expiryFrom, isDue, MAX_ACTIVATION_DELAY_MINUTES } from './activation-timing'

describe('activation delay (docs/rules/limits.md: activation up to 24 hours)', () => {
  it('is an hour unless configured, and never more than 24 hours', () => {
    expect(activationDelayMinutes({})).toBe(60)
    expect(activationDelayMinutes({ ACTIVATION_DELAY_MINUTES: '0' })).toBe(0)
    expect(activationDelayMinutes({ ACTIVATION_DELAY_MINUTES: ' 15 ' })).toBe(15)
    expect(activationDelayMinutes({ ACTIVATION_DELAY_MINUTES: '5000' })).toBe(MAX_ACTIVATION_DELAY_MINUTES)
    expect(MAX_ACTIVATION_DELAY_MINUTES).toBe(1440)
    for (const unreadable of ['', 'soon', '-5', '1.5']) expect(activationDelayMinutes({ ACTIVATION_DELAY_MINUTES: unreadable })).toBe(60)
  })

  it('counts from the payment', () => {
    expect(activateAfterOf(new Date('2026-11-23T10:00:00Z'), 90).toISOString()).toBe('2026-11-23T11:30:00.000Z')
  })
})

describe('which activations the job takes', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('only paid ones whose time has come and that are not activated yet', () => {
    expect(isDue({ activateAfter: new Date('2026-11-23T11:59:59Z'), activatedAt: null }, now)).toBe(true)
    expect(isDue({ activateAfter: now, activatedAt: null }, now)).toBe(true)
    expect(isDue({ activateAfter: new Date('2026-11-23T12:00:01Z'), activatedAt: null }, now)).toBe(false)
    // Not paid (no time set), or already activated.
    expect(isDue({ activateAfter: null, activatedAt: null }, now)).toBe(false)
    expect(isDue({ activateAfter: new Date('2026-11-23T11:00:00Z'), activatedAt: new Date('2026-11-23T11:00:30Z') }, now)).toBe(false)
  })

  it('makes the card valid for the given years from its activation', () => {
    expect(expiryFrom(new Date('2026-11-23T12:00:00Z'), 3).toISOString()).toBe('2029-11-23T12:00:00.000Z')
  })
})
