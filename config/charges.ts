/**
 * What a basket costs besides its gift cards, per storefront currency (docs/rules/limits.md: gift cards are
 * VAT-exempt, a service fee exists, registered mail above 300 euro), and the order limits of docs/rules/errors.md.
 * Amounts are minor units. Client-safe and pure: the basket page shows the same numbers the server
 * charges.
 */

/** How many reference (euro) units one unit of the currency is worth, rounded to nice numbers. */
const CURRENCY_FACTOR: Readonly<Record<string, number>> = {
  EUR: 1, GBP: 1, USD: 1, CHF: 1, AUD: 1.5, CAD: 1.5, NZD: 1.5, SEK: 10, NOK: 10, DKK: 7.5, PLN: 4, AED: 4, BRL: 5, MXN: 20,
}

export const factorOf = (currency: string) => CURRENCY_FACTOR[currency] ?? 1
/** A reference (euro) amount in minor units of the currency. */
export const inCurrency = (euroMinor: number, currency: string) => Math.round(euroMinor * factorOf(currency))

export interface WrapperDesign {
  id: string
  /** physical: a printed envelope around the card; digital: a designed e-mail around the e-card. */
  deliveryType: 'PHYSICAL' | 'DIGITAL'
  /** Price in reference (euro) minor units. */
  euroPrice: number
}

export const WRAPPERS: readonly WrapperDesign[] = [
  { id: 'birthday', deliveryType: 'PHYSICAL', euroPrice: 195 },
  { id: 'thank-you', deliveryType: 'PHYSICAL', euroPrice: 195 },
  { id: 'festive', deliveryType: 'PHYSICAL', euroPrice: 195 },
  { id: 'birthday-digital', deliveryType: 'DIGITAL', euroPrice: 0 },
  { id: 'thank-you-digital', deliveryType: 'DIGITAL', euroPrice: 0 },
  { id: 'festive-digital', deliveryType: 'DIGITAL', euroPrice: 0 },
]

export const CHARGES = {
  /** Per order, whatever is in it (docs/rules/limits.md: "a service fee exists", amount ours). */
  serviceFee: 95,
  /** Per physical shipment by regular post. */
  postage: 195,
  /** Extra per physical shipment sent by registered mail. */
  registeredMail: 650,
  /** Gift packing of one physical package. */
  giftPacking: 295,
  /** The personal message is free. */
  personalMessage: 0,
} as const

/** docs/rules/limits.md: registered mail for orders whose cards by post are worth more than 300 euro. */
export const REGISTERED_MAIL_ABOVE = 30_000

/** VAT included in charges (not in gift cards, which are VAT-exempt), per storefront country. */
const VAT_RATES: Readonly<Record<string, number>> = {
  BE: 0.21, NL: 0.21, DE: 0.19, FR: 0.2, AT: 0.2, IE: 0.23, ES: 0.21, IT: 0.22, PT: 0.23, PL: 0.23, DK: 0.25,
  SE: 0.25, NO: 0.25, FI: 0.255, LU: 0.17, GB: 0.2, CH: 0.081,
}
export const vatRateOf = (country: string) => VAT_RATES[country] ?? 0

export const ORDER_LIMITS = {
  /** 2015: Apple-family cards up to 500 euro per order. */
  appleEuroMinor: 50_000,
  /** 2030: at most this many gift cards in one order. */
  maxCards: 50,
  /** At most this many of one card in one package. */
  maxQuantity: 20,
} as const

export const APPLE_BRAND_KEY = 'apple'
