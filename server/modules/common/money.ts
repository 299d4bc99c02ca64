import { formatMoney } from '@/i18n/format'

/** Minor-unit exponent per currency; every currency we sell in has cents except those listed. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CLP', 'ISK', 'HUF'])

export function minorUnitExponent(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2
}

/** The API's Money: major units, rounded once here so no other code ever divides by 100. */
export function toMoney(minor: number, currency: string): { currency: string; value: number } {
  const factor = 10 ** minorUnitExponent(currency)
  return { currency, value: Math.round(minor) / factor }
}

/** An amount in minor units as a shopper reads it in a mail or PDF (`locale` is language-COUNTRY, e.g. nl-BE). */
export function minorAmountText(minor: number, currency: string, locale: string): string {
  return formatMoney(toMoney(minor, currency), locale)
}
