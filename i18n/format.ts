import { minorUnitExponent } from '@/config/currencies'

/**
 * Money formatting in one place, the same on every page (a balance, a price and a total of one page
 * never differ in format): `locale` is language-COUNTRY (e.g. nl-BE), amounts in major units, whole
 * amounts without decimals, others with the currency's own digits (config/currencies.ts: cents for
 * the euro, none for the yen). A deduction leads with the minus sign ("−€ 25", not "€ -25").
 */
const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A calendar date (YYYY-MM-DD, no time of day: an invoice's date, a due date) written out in full
 * for `locale` ("26 november 2026"); read as that day wherever the server runs.
 */
export function formatCalendarDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/**
 * A delivery moment in the shopper's words: the date ("24 december 2026"), with its time of day when
 * one was chosen ("24 december 2026 om 09:30"). The time is the storefront's wall-clock time, shown
 * as chosen wherever the reader is.
 */
export function formatDeliveryMoment(isoDate: string, time: string | null | undefined, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  const [hours = 0, minutes = 0] = time ? time.split(':').map(Number) : []
  const options: Intl.DateTimeFormatOptions = time ? { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(year, month - 1, day, hours, minutes)))
}

export function formatMoney(money: { currency: string; value: number }, locale: string): string {
  if (money.value < 0) return `\u2212${formatMoney({ currency: money.currency, value: -money.value }, locale)}`
  const digits = minorUnitExponent(money.currency)
  const minimumDigits = Number.isInteger(money.value) ? 0 : digits
  const key = `${locale}|${money.currency}|${minimumDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: minimumDigits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(money.value)
}
