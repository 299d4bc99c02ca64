import { describe, expect, it } from 'vitest'
import { deliveryInstant, deliveryMomentProblem, isDeliveryTimeValid, todayIn } from './delivery-time'

const BRUSSELS = 'Europe/Brussels'
const SYDNEY = 'Australia/Sydney'

describe('the delivery time', () => {
  it('is a quarter hour written HH:MM', () => {
    for (const time of ['00:00', '09:15', '17:30', '23:45']) expect(isDeliveryTimeValid(time)).toBe(true)
    for (const time of ['9:15', '09:10', '24:00', '23:60', '09:15:00', '', 'noon']) expect(isDeliveryTimeValid(time)).toBe(false)
  })

  it('names an instant in the storefront time zone, in winter and in summer', () => {
    expect(deliveryInstant('2026-12-24', '09:30', BRUSSELS).toISOString()).toBe('2026-12-24T08:30:00.000Z')
    expect(deliveryInstant('2027-07-01', '09:30', BRUSSELS).toISOString()).toBe('2027-07-01T07:30:00.000Z')
    expect(deliveryInstant('2026-12-24', '09:30', SYDNEY).toISOString()).toBe('2026-12-23T22:30:00.000Z')
    expect(deliveryInstant('2026-12-24', null, BRUSSELS).toISOString()).toBe('2026-12-23T23:00:00.000Z')
  })

  it('moves a time the spring change skips forward by the gap', () => {
    expect(deliveryInstant('2027-03-28', '02:30', BRUSSELS).toISOString()).toBe('2027-03-28T01:30:00.000Z')
    expect(deliveryInstant('2027-03-28', '03:00', BRUSSELS).toISOString()).toBe('2027-03-28T01:00:00.000Z')
  })

  it("counts today in the storefront's zone, not the server's", () => {
    // 23:30 UTC on 27 November is already 28 November in Brussels and in Sydney.
    const lateUtc = new Date('2026-11-27T23:30:00Z')
    expect(todayIn(BRUSSELS, lateUtc)).toBe('2026-11-28')
    expect(todayIn('America/Toronto', lateUtc)).toBe('2026-11-27')
  })
})

describe('the delivery moment', () => {
  const now = new Date('2026-11-27T14:05:00Z') // 15:05 in Brussels

  it('may be today later than now, or any time of a later day', () => {
    expect(deliveryMomentProblem('2026-11-27', '15:15', BRUSSELS, now)).toBeNull()
    expect(deliveryMomentProblem('2026-11-28', '00:00', BRUSSELS, now)).toBeNull()
    expect(deliveryMomentProblem('2026-11-27', null, BRUSSELS, now)).toBeNull()
    expect(deliveryMomentProblem(null, null, BRUSSELS, now)).toBeNull()
  })

  it('refuses a time already past, off the grid or without a date', () => {
    expect(deliveryMomentProblem('2026-11-27', '15:00', BRUSSELS, now)).toBe('time')
    expect(deliveryMomentProblem('2026-11-27', '09:00', BRUSSELS, now)).toBe('time')
    expect(deliveryMomentProblem('2026-11-28', '09:20', BRUSSELS, now)).toBe('time')
    expect(deliveryMomentProblem(null, '09:00', BRUSSELS, now)).toBe('time')
  })

  it('refuses a date before the storefront’s today or more than a year ahead', () => {
    expect(deliveryMomentProblem('2026-11-26', '18:00', BRUSSELS, now)).toBe('date')
    expect(deliveryMomentProblem('2027-11-28', null, BRUSSELS, now)).toBe('date')
    // Already 28 November in Sydney: the 27th is past there.
    expect(deliveryMomentProblem('2026-11-27', null, SYDNEY, new Date('2026-11-27T14:05:00Z'))).toBe('date')
  })
})
