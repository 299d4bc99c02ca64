/**
 * Payment cards and BLIK (docs/rules/validation.md "Card number patterns by brand", "BLIK code 6 digits", and the required
 * card holder, CVC and expiry month and year). Client-safe and pure: the card form shows the brand as
 * the shopper types and refuses numbers that cannot be right before the payment provider sees them.
 *
 * Messages are keys of the `validation` namespace.
 */
import { object, string } from 'yup'
import { noEmojiTest, requiredTextTest } from './generic'
import { passesLuhn } from './luhn'

export const CARD_MESSAGES = {
  numberRequired: 'cardNumberRequired',
  numberInvalid: 'cardNumberInvalid',
  cvcRequired: 'cvcRequired',
  cvcInvalid: 'cvcInvalid',
  expiryMonthRequired: 'expiryMonthRequired',
  expiryYearRequired: 'expiryYearRequired',
  expiryInvalid: 'expiryInvalid',
  holderRequired: 'cardHolderRequired',
  blikInvalid: 'blikInvalid',
} as const

export type CardBrand =
  | 'amex'
  | 'diners'
  | 'jcb'
  | 'visaElectron'
  | 'visa'
  | 'dankort'
  | 'mastercard'
  | 'discover'
  | 'interpayment'
  | 'unionpay'
  | 'maestro'

interface BrandRule {
  brand: CardBrand
  /** Prefixes as inclusive ranges of equally long digit strings; a single prefix is [p, p]. */
  prefixes: readonly (readonly [string, string])[]
  lengths: readonly number[]
  luhn: boolean
  cvcLength: number
}

const single = (...prefixes: string[]) => prefixes.map((prefix) => [prefix, prefix] as const)
const lengthsFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * In detection order: the first rule whose prefix matches wins, so the narrower brands come before the
 * broad ones they overlap (Visa Electron before Visa, Dankort 5019 before Maestro 50, Discover 65 and
 * InterPayment 636 and UnionPay 62 before Maestro 56-69: the rule "Maestro excluding brands matched
 * earlier").
 */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', prefixes: single('34', '37'), lengths: [15], luhn: true, cvcLength: 4 },
  { brand: 'diners', prefixes: [['300', '305'], ...single('36', '38', '39')], lengths: lengthsFrom(14, 19), luhn: true, cvcLength: 3 },
  { brand: 'jcb', prefixes: [['3528', '3589']], lengths: lengthsFrom(16, 19), luhn: true, cvcLength: 3 },
  { brand: 'visaElectron', prefixes: single('4026', '417500', '4508', '4844', '4913', '4917'), lengths: [16], luhn: true, cvcLength: 3 },
  { brand: 'visa', prefixes: single('4'), lengths: [13, 16], luhn: true, cvcLength: 3 },
  { brand: 'dankort', prefixes: single('5019'), lengths: [16], luhn: true, cvcLength: 3 },
  { brand: 'mastercard', prefixes: [['51', '55'], ['2221', '2720']], lengths: [16], luhn: true, cvcLength: 3 },
  { brand: 'discover', prefixes: [...single('6011'), ['644', '649'], ...single('65')], lengths: lengthsFrom(16, 19), luhn: true, cvcLength: 3 },
  { brand: 'interpayment', prefixes: single('636'), lengths: lengthsFrom(16, 19), luhn: true, cvcLength: 3 },
  // UnionPay does not guarantee a Luhn check digit (older 19-digit debit cards fail it), so only its
  // prefix and length are checked; the issuer is the judge.
  { brand: 'unionpay', prefixes: single('62', '88'), lengths: lengthsFrom(16, 19), luhn: false, cvcLength: 3 },
  { brand: 'maestro', prefixes: [...single('50'), ['56', '69']], lengths: lengthsFrom(12, 19), luhn: true, cvcLength: 3 },
]


/** Card numbers are typed in groups: spaces and dashes are not part of the number. */
export function normalizeCardNumber(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '')
}

const DIGITS = /^[0-9]+$/

function matchesPrefix(digits: string, [from, to]: readonly [string, string]): boolean {
  if (digits.length < from.length) return false
  const head = digits.slice(0, from.length)
  return head >= from && head <= to
}

function ruleOf(digits: string): BrandRule | null {
  return BRAND_RULES.find((rule) => rule.prefixes.some((prefix) => matchesPrefix(digits, prefix))) ?? null
}

/**
 * The brand of a (possibly still incomplete) card number, from its first digits; null when the digits
 * typed so far do not decide it (e.g. "3" could be Amex, Diners or JCB).
 */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = normalizeCardNumber(cardNumber)
  if (!DIGITS.test(digits)) return null
  return ruleOf(digits)?.brand ?? null
}

/** A complete card number of a known brand, of that brand's length, passing Luhn where the brand uses it. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = normalizeCardNumber(cardNumber)
  if (!DIGITS.test(digits)) return false
  const rule = ruleOf(digits)
  if (!rule || !rule.lengths.includes(digits.length)) return false
  return !rule.luhn || passesLuhn(digits)
}

/** 4 digits for American Express, 3 for every other brand (and for a brand not known yet). */
export function cvcLength(brand: CardBrand | null): number {
  return BRAND_RULES.find((rule) => rule.brand === brand)?.cvcLength ?? 3
}

export function isValidCvc(cvc: string, brand: CardBrand | null): boolean {
  const text = cvc.trim()
  return DIGITS.test(text) && text.length === cvcLength(brand)
}

/** How far ahead an expiry year may lie: cards are issued for at most about 10 years; 20 catches typos. */
export const EXPIRY_MAX_YEARS_AHEAD = 20

/** "1".."12" or "01".."12" (or the number), else null. */
export function parseExpiryMonth(month: string | number): number | null {
  const text = String(month).trim()
  if (!/^[0-9]{1,2}$/.test(text)) return null
  const value = Number(text)
  return value >= 1 && value <= 12 ? value : null
}

/** A 4-digit year, or a 2-digit one in this century ("27" = 2027), else null. */
export function parseExpiryYear(year: string | number): number | null {
  const text = String(year).trim()
  if (/^[0-9]{2}$/.test(text)) return 2000 + Number(text)
  if (/^[0-9]{4}$/.test(text)) return Number(text)
  return null
}

/**
 * docs/rules/validation.md: expiry month 1-12 and a year not in the past. A card is valid through the last day of its
 * expiry month, so this month still counts. `now` is a parameter (pure, testable); it is compared in
 * the earliest time zone (UTC−12), so a shopper whose local month has not ended yet is never refused.
 */
export function isValidExpiry(month: string | number, year: string | number, now: Date): boolean {
  const m = parseExpiryMonth(month)
  const y = parseExpiryYear(year)
  if (m === null || y === null) return false
  const earliest = new Date(now.getTime() - 12 * 60 * 60 * 1000)
  const currentYear = earliest.getUTCFullYear()
  const currentMonth = earliest.getUTCMonth() + 1
  if (y > currentYear + EXPIRY_MAX_YEARS_AHEAD) return false
  return y > currentYear || (y === currentYear && m >= currentMonth)
}

/** docs/rules/validation.md and docs/rules/limits.md: a BLIK code is exactly 6 digits. */
const BLIK_CODE = /^[0-9]{6}$/
export function isValidBlikCode(code: string): boolean {
  return BLIK_CODE.test(code.trim())
}

export const CARD_HOLDER_MAX_LENGTH = 100

/**
 * The card form: holder, number, expiry month and year, CVC. The expiry date as a whole is checked on
 * the year field ('expiryInvalid'), once both parts are present; the CVC length follows the brand of
 * the number.
 */
export function cardSchema(now: Date) {
  return object({
    holderName: string()
      .trim()
      .default('')
      .test(requiredTextTest(CARD_MESSAGES.holderRequired))
      .max(CARD_HOLDER_MAX_LENGTH, 'tooLong')
      .test(noEmojiTest),
    number: string()
      .trim()
      .default('')
      .required(CARD_MESSAGES.numberRequired)
      .test('cardNumber', CARD_MESSAGES.numberInvalid, (value) => !value || isValidCardNumber(value)),
    expiryMonth: string()
      .trim()
      .default('')
      .required(CARD_MESSAGES.expiryMonthRequired)
      .test('expiryMonth', CARD_MESSAGES.expiryInvalid, (value) => !value || parseExpiryMonth(value) !== null),
    expiryYear: string()
      .trim()
      .default('')
      .required(CARD_MESSAGES.expiryYearRequired)
      .test('expiry', CARD_MESSAGES.expiryInvalid, function check(value) {
        if (!value) return true
        const month: unknown = (this.parent as Record<string, unknown>).expiryMonth
        // A missing or wrong month has its own error; judge the year alone then.
        if (typeof month !== 'string' || parseExpiryMonth(month) === null) return parseExpiryYear(value) !== null && isValidExpiry(12, value, now)
        return isValidExpiry(month, value, now)
      }),
    cvc: string()
      .trim()
      .default('')
      .required(CARD_MESSAGES.cvcRequired)
      .test('cvc', CARD_MESSAGES.cvcInvalid, function check(value) {
        if (!value) return true
        const number: unknown = (this.parent as Record<string, unknown>).number
        return isValidCvc(value, typeof number === 'string' ? detectCardBrand(number) : null)
      }),
  })
}

/** docs/rules/validation.md: a BLIK code is 6 digits; an empty one gets the same message (it says what to enter). */
export const blikSchema = object({
  blikCode: string()
    .trim()
    .default('')
    .test('blik', CARD_MESSAGES.blikInvalid, (value) => isValidBlikCode(value ?? '')),
})
