import { currencyCode, minorUnitExponent, type CurrencyCode } from '@/config/currencies'
import { formatMoney } from '@/i18n/format'

/** The API's Money. */
export interface MoneyView {
  currency: CurrencyCode
  value: number
}

/** The API's Money: major units, rounded once here so no other code ever divides by 100. */
export function toMoney(minor: number, currency: string): MoneyView {
  const factor = 10 ** minorUnitExponent(currency)
  return { currency: currencyCode(currency), value: Math.round(minor) / factor }
}

/** An amount in minor units as a shopper reads it in a mail or PDF (`locale` is language-COUNTRY, e.g. nl-BE). */
export function minorAmountText(minor: number, currency: string, locale: string): string {
  return formatMoney(toMoney(minor, currency), locale)
}
