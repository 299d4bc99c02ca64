/**
 * The currencies the shop knows (docs/rules/storefronts.md Currencies): 37 ISO 4217 codes, the 14
 * that storefronts sell in first, and each one's minor-unit exponent as shoppers read amounts (the
 * digits CLDR gives it: no cents for yen, won, krónur, Chilean pesos and forints). Money is stored in
 * minor units of this exponent; a currency outside the table is a programming error, not a default.
 * Client-safe and pure.
 */
export const CURRENCY_EXPONENTS = {
  // Sold in by a storefront (config/storefronts/registry.ts).
  EUR: 2, GBP: 2, USD: 2, AUD: 2, CAD: 2, CHF: 2, DKK: 2, NOK: 2, SEK: 2, PLN: 2, BRL: 2, MXN: 2, NZD: 2, AED: 2,
  // Known to the data model (balances of cards bought abroad, business quotes), not sold in.
  ARS: 2, CLP: 0, CNY: 2, CZK: 2, EGP: 2, HKD: 2, HUF: 0, ILS: 2, INR: 2, ISK: 0, JPY: 0, KRW: 0, MAD: 2,
  MYR: 2, PHP: 2, QAR: 2, RON: 2, SAR: 2, SGD: 2, THB: 2, TRY: 2, UAH: 2, ZAR: 2,
} as const satisfies Record<string, 0 | 2>

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS

export const CURRENCY_CODES = Object.keys(CURRENCY_EXPONENTS) as readonly CurrencyCode[]

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, value)
}

/** A stored code as the table's type; throws for a code outside the table (never stored: storefronts are typed). */
export function currencyCode(value: string): CurrencyCode {
  if (!isCurrencyCode(value)) throw new Error(`Unknown currency ${value}`)
  return value
}

/** Digits after the decimal separator: 2 for euro cents, 0 for yen. Throws for a code outside the table. */
export function minorUnitExponent(currency: string): number {
  return CURRENCY_EXPONENTS[currencyCode(currency)]
}
