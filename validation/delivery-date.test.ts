import { describe, expect, it } from 'vitest'
import { isDeliveryDateAllowed, lastDeliveryDate, todayIso } from './delivery-date'

describe('the delivery date', () => {
  it('may be today and up to 365 days later', () => {
    expect(lastDeliveryDate('2026-11-27')).toBe('2027-11-27')
    // Across a leap day, 365 days end a calendar day earlier.
    expect(lastDeliveryDate('2027-11-27')).toBe('2028-11-26')
    expect(isDeliveryDateAllowed('2026-11-27', '2026-11-27')).toBe(true)
    expect(isDeliveryDateAllowed('2027-11-27', '2026-11-27')).toBe(true)
  })

  it('may not be in the past or more than a year ahead', () => {
    expect(isDeliveryDateAllowed('2026-11-26', '2026-11-27')).toBe(false)
    expect(isDeliveryDateAllowed('2027-11-28', '2026-11-27')).toBe(false)
  })

  it('must be a date of the calendar written yyyy-mm-dd', () => {
    expect(isDeliveryDateAllowed('2027-02-30', '2026-11-27')).toBe(false)
    expect(isDeliveryDateAllowed('2027-13-01', '2026-11-27')).toBe(false)
    expect(isDeliveryDateAllowed('27-11-2026', '2026-11-27')).toBe(false)
    expect(isDeliveryDateAllowed('2026-12-1', '2026-11-27')).toBe(false)
    expect(isDeliveryDateAllowed('', '2026-11-27')).toBe(false)
  })

  it('counts today where the browser is', () => {
    const late = new Date(2026, 10, 27, 23, 30)
    expect(todayIso(late)).toBe('2026-11-27')
    expect(todayIso(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01')
  })
})
