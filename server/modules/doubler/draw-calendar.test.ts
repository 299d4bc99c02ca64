import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { drawMomentOf, drawMonthFor, firstMondayOf, formatDrawMonth, lastDrawMonthAt } from './draw-calendar'

describe('firstMondayOf', () => {
  it.each([
    [2026, 1, 5], [2026, 2, 2], [2026, 6, 1], [2026, 11, 2], [2026, 12, 7], [2027, 1, 4], [2024, 2, 5], [2028, 5, 1],
  ])('%i-%i → day %i', (year, month, day) => {
    expect(firstMondayOf(year, month)).toBe(day)
  })

  it('is always a Monday within the first seven days', () => {
    fc.assert(fc.property(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      const day = firstMondayOf(year, month)
      expect(day).toBeGreaterThanOrEqual(1)
      expect(day).toBeLessThanOrEqual(7)
      expect(new Date(Date.UTC(year, month - 1, day)).getUTCDay()).toBe(1)
    }))
  })

  it('refuses a month outside 1 to 12', () => {
    expect(() => firstMondayOf(2026, 13)).toThrow(RangeError)
  })
})

describe('drawMomentOf', () => {
  it('is 09:00 Brussels time: 08:00 UTC in winter, 07:00 UTC in summer', () => {
    expect(drawMomentOf('2026-12').toISOString()).toBe('2026-12-07T08:00:00.000Z')
    expect(drawMomentOf('2026-06').toISOString()).toBe('2026-06-01T07:00:00.000Z')
    // The first Monday of October is still summer time (the change is the last Sunday).
    expect(drawMomentOf('2026-10').toISOString()).toBe('2026-10-05T07:00:00.000Z')
    expect(drawMomentOf('2026-03').toISOString()).toBe('2026-03-02T08:00:00.000Z')
  })
})

describe('drawMonthFor', () => {
  it('takes this month while its draw is ahead, and next month from the moment on', () => {
    expect(drawMonthFor(new Date('2026-12-07T07:59:59.999Z'))).toBe('2026-12')
    expect(drawMonthFor(new Date('2026-12-07T08:00:00.000Z'))).toBe('2027-01')
    expect(drawMonthFor(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12')
  })

  it('crosses the year: after December\'s draw an entry goes into January\'s', () => {
    expect(drawMonthFor(new Date('2026-12-31T22:59:59.000Z'))).toBe('2027-01')
    // 2027-01-31 23:30 UTC is already 1 February in Brussels; January's draw (4 January) has passed.
    expect(drawMonthFor(new Date('2027-01-31T23:30:00.000Z'))).toBe('2027-02')
  })

  it('uses Brussels months: the evening of 30 November UTC is 1 December in Brussels', () => {
    // December 2025's first Monday is the 1st: 09:00 Brussels is 08:00 UTC, still ahead.
    expect(drawMonthFor(new Date('2025-11-30T23:30:00.000Z'))).toBe('2025-12')
  })

  it('is always the first draw moment strictly after the date, never more than a month and a week ahead', () => {
    fc.assert(fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2150-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
      const month = drawMonthFor(date)
      const moment = drawMomentOf(month)
      expect(moment.getTime()).toBeGreaterThan(date.getTime())
      // The draw before it has already happened at the date.
      const previous = lastDrawMonthAt(date)
      expect(drawMomentOf(previous).getTime()).toBeLessThanOrEqual(date.getTime())
      expect(previous < month).toBe(true)
      expect(moment.getTime() - date.getTime()).toBeLessThan(38 * 86_400_000)
    }))
  })
})

describe('formatDrawMonth', () => {
  it('pads year and month', () => {
    expect(formatDrawMonth(2027, 1)).toBe('2027-01')
  })
})
