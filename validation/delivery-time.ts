/**
 * The time of day a digital card is sent (docs/rules/basket.md Delivery date and time): a quarter
 * hour (`HH:MM`) on the chosen delivery date, read in the storefront's time zone, never in the past.
 * A physical shipment has no time: the post delivers on a day. Client-safe and pure; the API judges
 * the moment with its own clock.
 */
import { isDeliveryDateAllowed } from './delivery-date'

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
/** The time input's step and the grid a chosen time must lie on. */
export const DELIVERY_TIME_STEP_MINUTES = 15

/** `HH:MM` on the quarter-hour grid (09:00, 09:15…), 00:00 to 23:45. */
export function isDeliveryTimeValid(time: string): boolean {
  const match = TIME.exec(time)
  return match !== null && Number(match[2]) % DELIVERY_TIME_STEP_MINUTES === 0
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()
function wallClock(instant: Date, timeZone: string): { date: string; minutes: number; offsetMs: number } {
  let format = partsFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    partsFormats.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]))
  const asUtc = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second))
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute), offsetMs: asUtc - Math.floor(instant.getTime() / 1000) * 1000 }
}

/** Today in `timeZone` as `yyyy-mm-dd` (the storefront's today, whatever zone the server runs in). */
export function todayIn(timeZone: string, now: Date): string {
  return wallClock(now, timeZone).date
}

/**
 * The instant a wall-clock moment of `timeZone` names; a date without a time is the start of that
 * day. A time that does not exist (skipped by the spring change) moves forward by the gap.
 */
export function deliveryInstant(date: string, time: string | null, timeZone: string): Date {
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number) as [number, number]
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const naive = Date.UTC(year, month - 1, day, hours, minutes)
  // The zone's offset at the naive instant, then again at the corrected one (they differ around a change).
  const first = naive - wallClock(new Date(naive), timeZone).offsetMs
  return new Date(naive - wallClock(new Date(first), timeZone).offsetMs)
}

/**
 * The browser's half of the rule, judged before sending: a time needs a date and lies on the grid.
 * Whether it is still ahead the API judges with its clock in the storefront's time zone.
 */
export function isDeliveryTimeChoosable(time: string, date: string): boolean {
  return time === '' || (date !== '' && isDeliveryTimeValid(time))
}

export type DeliveryMomentProblem = 'date' | 'time'

/**
 * Why a shipment's delivery moment may not be chosen, or null: the date must be allowed (today up to
 * a year ahead, in the storefront's today); the time, when given, needs a date, lies on the grid and
 * is later than now.
 */
export function deliveryMomentProblem(date: string | null, time: string | null, timeZone: string, now: Date): DeliveryMomentProblem | null {
  if (date && !isDeliveryDateAllowed(date, todayIn(timeZone, now))) return 'date'
  if (time === null) return null
  if (!date || !isDeliveryTimeValid(time)) return 'time'
  return deliveryInstant(date, time, timeZone).getTime() > now.getTime() ? null : 'time'
}
