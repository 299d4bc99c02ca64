/**
 * docs/rules/validation.md "Price: within product min and max, no decimals": the rule of a custom gift-card amount,
 * shared by the product page's form, activation and the server. Client-safe and pure; its yup field is in price-field.ts.
 *
 * Messages are keys of the `validation` namespace; whoever shows the error translates the key with
 * the values (`min`/`max` as Money, formatted in the shopper's locale).
 */
export interface AmountRule {
  /** Major units, e.g. 10 for €10. */
  min: number
  max: number
  currency: string
}

export const PRICE_MESSAGES = {
  required: 'required',
  range: 'priceRange',
  noDecimals: 'priceNoDecimals',
} as const
export type PriceMessageKey = (typeof PRICE_MESSAGES)[keyof typeof PRICE_MESSAGES]

export interface AmountError {
  key: PriceMessageKey
  values: { min: { currency: string; value: number }; max: { currency: string; value: number } }
}

const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.values(PRICE_MESSAGES))
export function isPriceMessageKey(value: unknown): value is PriceMessageKey {
  return typeof value === 'string' && MESSAGE_KEYS.has(value)
}

/**
 * What a shopper typed, as a number: '' is null (nothing entered), a decimal comma counts as a point
 * (nl/fr/de shoppers type "25,50"), anything that is not a plain number is NaN.
 */
export function parseAmount(input: unknown): number | null {
  if (typeof input === 'number') return input
  if (typeof input !== 'string') return null
  const text = input.trim().replace(',', '.')
  if (text === '') return null
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
}

/** The first broken rule of an amount, or null when it may be ordered. */
export function validateAmount(amount: number | null | undefined, rule: AmountRule): AmountError | null {
  const values = { min: { currency: rule.currency, value: rule.min }, max: { currency: rule.currency, value: rule.max } }
  if (amount === null || amount === undefined) return { key: PRICE_MESSAGES.required, values }
  // Not a number at all: the range tells the shopper what to enter, "no decimals" would not.
  if (!Number.isFinite(amount)) return { key: PRICE_MESSAGES.range, values }
  if (!Number.isInteger(amount)) return { key: PRICE_MESSAGES.noDecimals, values }
  if (amount < rule.min || amount > rule.max) return { key: PRICE_MESSAGES.range, values }
  return null
}
