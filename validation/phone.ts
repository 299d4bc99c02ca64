/**
 * Phone numbers (docs/rules/validation.md "Phone"), shared by the checkout and account forms and the server. Client-safe
 * and pure.
 *
 * The rule: "Digits allowed from (6 minus call-code length) to (11 minus call-code length)." Our
 * reading, since the rule does not say which digits it counts:
 * - the rule counts the digits of the national (significant) number: what is left after removing the
 *   international prefix and calling code ("+31" or "0031"), an "(0)" after it, or else the trunk
 *   prefix 0 of a number written nationally, and all spaces, dots, dashes, slashes and brackets. So for
 *   the Netherlands (+31, 2 digits) a national number has 4 to 9 digits, for the US (+1) 5 to 10, for
 *   Ireland (+353) 3 to 8. Equivalently, the number in international form has 6 to 11 digits in all.
 * - Taken literally that refuses real numbers in several storefront countries whose national numbers
 *   are longer than 11 minus the calling code (UK 20 7946 0000 has 10 digits, an Irish or Portuguese
 *   mobile 9, a Brazilian mobile 11). For those countries the maximum is raised to the longest
 *   national number of their numbering plan (NATIONAL_MAXIMUM below); the minimum always stays the
 *   rule's. Everywhere else the rule's bounds apply unchanged.
 * - A number written internationally is checked against the country of its own calling code (a Belgian
 *   shopper may give a Dutch mobile); an unknown calling code gets E.164's bounds (6 to 15 digits in
 *   all). A number written nationally is checked against `countryCode`.
 *
 * The "tel pattern" (3 digits, optionally bracketed, then 5 to 8 digits with dashes) is the
 * shape of a North-American style number such as "(555) 123-4567". It is exported as `isTelPattern`
 * for whoever needs that shape; it is not a condition of `isValidPhone`, because it would refuse most
 * European numbers ("+31 6 12345678").
 */
import { string } from 'yup'
import { countryFor, type CountrySource } from './fields'

export const PHONE_MESSAGES = { required: 'phoneRequired', invalid: 'phoneInvalid' } as const

/** docs/rules/validation.md: the digit rule's constants. */
export const PHONE_MIN_TOTAL_DIGITS = 6
export const PHONE_MAX_TOTAL_DIGITS = 11
/** E.164: at most 15 digits including the calling code. */
const E164_MAX_DIGITS = 15

/** ITU calling codes (without "+") of the storefront countries and the shop's other common countries. */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  // The storefront countries.
  AE: '971', AT: '43', AU: '61', BE: '32', BR: '55', CA: '1', CH: '41', DE: '49', DK: '45', ES: '34', FR: '33',
  GB: '44', IE: '353', IT: '39', MX: '52', NL: '31', NO: '47', NZ: '64', PL: '48', PT: '351', SE: '46', US: '1',
  // Other European countries.
  BG: '359', CY: '357', CZ: '420', EE: '372', FI: '358', GR: '30', HR: '385', HU: '36', IS: '354', LI: '423',
  LT: '370', LU: '352', LV: '371', MC: '377', MT: '356', RO: '40', RS: '381', SI: '386', SK: '421', SM: '378',
  TR: '90', UA: '380', VA: '39',
  // Elsewhere.
  AR: '54', CL: '56', CN: '86', CO: '57', EG: '20', HK: '852', IL: '972', IN: '91', JP: '81', KR: '82', MA: '212',
  QA: '974', SA: '966', SG: '65', ZA: '27',
}

/**
 * Longest national significant number where the numbering plan goes beyond the rule's
 * 11 minus calling-code length (ITU-T E.164 national plans).
 */
const NATIONAL_MAXIMUM: Readonly<Record<string, number>> = {
  GB: 10, IE: 9, PT: 9, AE: 9, BR: 11, MX: 10, IT: 11, DE: 11, AT: 13, NZ: 10, LU: 11, IN: 10, CN: 11, JP: 10,
}

/** Countries whose national numbers keep their leading 0 in international form (no trunk prefix). */
const NO_TRUNK_PREFIX: ReadonlySet<string> = new Set(['IT', 'SM', 'VA'])

const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' }
const canonicalCountry = (countryCode: string) => {
  const code = countryCode.trim().toUpperCase()
  return COUNTRY_ALIASES[code] ?? code
}

/** Calling code → the country whose rule applies to it (+1 is checked as the US, +39 as Italy). */
const COUNTRY_OF_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(CALLING_CODES)
    .filter(([country]) => country !== 'CA' && country !== 'VA')
    .map(([country, code]) => [code, country]),
)

/** Digits, and the separators people type between them; "+" only in front. */
const PHONE_CHARACTERS = /^\+?[0-9 .\-/()]+$/

/** docs/rules/validation.md tel pattern: 3 digits (optionally bracketed), then 5 to 8 digits that may be split by dashes. */
const TEL_PATTERN = /^(?:\([0-9]{3}\)|[0-9]{3})[ -]?[0-9](?:-?[0-9]){4,7}$/

export function isTelPattern(phone: string): boolean {
  return TEL_PATTERN.test(phone.trim())
}

/** The digit bounds of a country's national number: docs/rules/validation.md, widened per NATIONAL_MAXIMUM. */
export function phoneDigitRange(countryCode: string): { min: number; max: number } {
  const country = canonicalCountry(countryCode)
  const callingCode = CALLING_CODES[country]
  if (!callingCode) {
    // Unknown country: the loosest bounds the rule can give (3-digit calling codes, E.164's maximum).
    return { min: PHONE_MIN_TOTAL_DIGITS - 3, max: E164_MAX_DIGITS - 1 }
  }
  const min = PHONE_MIN_TOTAL_DIGITS - callingCode.length
  const max = Math.max(PHONE_MAX_TOTAL_DIGITS - callingCode.length, NATIONAL_MAXIMUM[country] ?? 0)
  return { min, max }
}

export interface ParsedPhone {
  /** The country whose rule applies: the calling code's when written internationally, else the given one. */
  country: string
  /** Without "+"; null for an unknown country written nationally. */
  callingCode: string | null
  /** Digits only, without calling code or trunk prefix. */
  nationalNumber: string
  international: boolean
}

function balancedBrackets(text: string): boolean {
  let depth = 0
  for (const char of text) {
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    if (depth < 0 || depth > 1) return false
  }
  return depth === 0
}

function knownCallingCode(digits: string): string | null {
  for (const length of [3, 2, 1]) {
    const code = digits.slice(0, length)
    if (COUNTRY_OF_CODE.has(code)) return code
  }
  return null
}

/**
 * Splits a phone number as typed into calling code and national number, or null when it contains
 * anything but digits and separators. Does not check the digit count.
 */
export function parsePhone(phone: string, countryCode: string): ParsedPhone | null {
  const text = phone.trim()
  if (text === '' || !PHONE_CHARACTERS.test(text) || !balancedBrackets(text)) return null
  const country = canonicalCountry(countryCode)
  const ownCode = CALLING_CODES[country] ?? null

  if (text.startsWith('+') || text.startsWith('00')) {
    // "+31 (0)6 …": the bracketed trunk 0 is a common way of writing a number for both audiences.
    const digits = text.replace(/^(\+|00)/, '').replace(/\(0\)/, '').replace(/[^0-9]/g, '')
    const callingCode = ownCode && digits.startsWith(ownCode) ? ownCode : knownCallingCode(digits)
    if (!callingCode) return { country: '', callingCode: null, nationalNumber: digits, international: true }
    const numberCountry = callingCode === ownCode ? country : (COUNTRY_OF_CODE.get(callingCode) ?? '')
    return { country: numberCountry, callingCode, nationalNumber: digits.slice(callingCode.length), international: true }
  }

  let digits = text.replace(/[^0-9]/g, '')
  if (ownCode === '1' && digits.length === 11 && digits.startsWith('1')) {
    // North America: "1 212 555 0100" is the calling code typed without "+".
    digits = digits.slice(1)
  } else if (digits.startsWith('0') && !NO_TRUNK_PREFIX.has(country)) {
    digits = digits.slice(1)
  }
  return { country, callingCode: ownCode, nationalNumber: digits, international: false }
}

/**
 * Whether `phone` is a valid phone number for an address in `countryCode` (ISO alpha-2; "UK" = GB).
 * The empty string is not a phone number: the optional variant of the field accepts it itself.
 */
export function isValidPhone(phone: string, countryCode: string): boolean {
  const parsed = parsePhone(phone, countryCode)
  if (!parsed || parsed.nationalNumber === '') return false
  const digits = parsed.nationalNumber.length
  if (parsed.international && parsed.callingCode === null) {
    return digits >= PHONE_MIN_TOTAL_DIGITS && digits <= E164_MAX_DIGITS
  }
  const { min, max } = phoneDigitRange(parsed.country)
  return digits >= min && digits <= max
}

/** The number in E.164 form ("+31612345678"), or null when it is not valid or its country is unknown. */
export function toE164(phone: string, countryCode: string): string | null {
  if (!isValidPhone(phone, countryCode)) return null
  const parsed = parsePhone(phone, countryCode)
  if (!parsed?.callingCode) return null
  return `+${parsed.callingCode}${parsed.nationalNumber}`
}

/** The country the number is judged for is `countryFor`'s: fixed, else the sibling field, else the context's. */
export interface PhoneFieldOptions extends CountrySource {
  /** docs/rules/validation.md: the required variant says 'phoneRequired' when empty; the optional one accepts empty. */
  required?: boolean
}

/** The yup field of a phone number: trimmed; 'phoneRequired' when required and empty, else 'phoneInvalid'. */
export function phoneField(options: PhoneFieldOptions = {}) {
  const { required = false } = options
  const field = string()
    .trim()
    .default('')
    .test('phone', PHONE_MESSAGES.invalid, function check(value) {
      return !value || isValidPhone(value, countryFor(this, options))
    })
  return required ? field.required(PHONE_MESSAGES.required) : field
}
