/**
 * The delivery date a shopper may choose for a shipment (a gift delivered on a chosen day): a real
 * calendar date, from today up to a year ahead. The basket's delivery modal and the checkout's
 * shipping step judge it before sending; the API judges the same rule again with its own today.
 */
export const MAX_DELIVERY_DAYS_AHEAD = 365

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** Today where the browser is, as `yyyy-mm-dd` (what a date input shows and sends). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

/** The last date that may be chosen when today is `today` (`yyyy-mm-dd`). */
export function lastDeliveryDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + MAX_DELIVERY_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10)
}

/** A `yyyy-mm-dd` date that exists in the calendar (not 2026-02-30), from `today` up to a year later. */
export function isDeliveryDateAllowed(date: string, today: string): boolean {
  if (!ISO_DATE.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false
  return date >= today && date <= lastDeliveryDate(today)
}
