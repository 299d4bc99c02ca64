/**
 * The generic rules of docs/rules/validation.md ("text without non-ASCII; not only whitespace; no emoji; integer not above
 * 2147483647; non-empty string of 1 to 20 characters; link scheme tel:, mailto:, http:, https:"), as plain
 * functions and as yup tests, so every form field and the server can apply the same ones. Client-safe
 * and pure.
 *
 * Each yup test's message is a key of the `validation` namespace. Apart from `length1to20` (which is a
 * "non-empty" rule by definition) the tests pass an absent or empty value: whether a field is required
 * is the field's own rule, with its own message.
 *
 * Usage: `string().test(noEmojiTest).test(notOnlyWhitespaceTest)`.
 */
import type { TestConfig } from 'yup'

export const GENERIC_MESSAGES = {
  asciiOnly: 'asciiOnly',
  notOnlyWhitespace: 'notOnlyWhitespace',
  noEmoji: 'noEmoji',
  integerTooLarge: 'integerTooLarge',
  length1to20: 'length1to20',
  linkScheme: 'linkScheme',
} as const

/** The largest signed 32-bit integer: what the back end's integer fields hold. */
export const MAX_INTEGER = 2147483647
export const SHORT_TEXT_MIN_LENGTH = 1
export const SHORT_TEXT_MAX_LENGTH = 20

const ASCII = /^[\x00-\x7F]*$/

/**
 * What counts as an emoji: pictographs (😀, ❤, ✈, 🏳, including code points reserved for future
 * emoji), flags (regional indicators), skin tones, keycaps (1️⃣) and anything in emoji presentation
 * (U+FE0F). Not the typographic signs that Unicode also calls pictographic but that people type in
 * names and text as ordinary characters: © ® ™ ‼ ⁉ ℹ and the arrows ↔-↙ ↩ ↪; those are emoji only
 * when followed by U+FE0F.
 */
const EMOJI =
  /(?![\u00A9\u00AE\u203C\u2049\u2122\u2139\u2194-\u2199\u21A9\u21AA])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|\uFE0F/u

const LINK_SCHEME = /^(?:tel|mailto|https?):\S/i
const INTEGER_TEXT = /^[+-]?[0-9]+$/

/** docs/rules/validation.md: text without non-ASCII characters (accents, ß, €, emoji, non-Latin scripts). */
export function isAsciiOnly(text: string): boolean {
  return ASCII.test(text)
}

/** docs/rules/validation.md: not only whitespace. The empty string is not "only whitespace"; it is empty. */
export function isOnlyWhitespace(text: string): boolean {
  return text.length > 0 && text.trim() === ''
}

/** docs/rules/validation.md: no emoji. */
export function containsEmoji(text: string): boolean {
  return EMOJI.test(text)
}

/**
 * docs/rules/validation.md: integer not above 2147483647. Takes a number or what an input holds (digits, optionally
 * signed); text that is not an integer is not "too large" (another rule says what is wrong with it).
 * Digit strings are compared exactly, so "2147483648" is too large however long it is.
 */
export function isAboveMaxInteger(value: number | string): boolean {
  if (typeof value === 'number') return value > MAX_INTEGER
  const text = value.trim()
  if (!INTEGER_TEXT.test(text)) return false
  return BigInt(text) > BigInt(MAX_INTEGER)
}

/** docs/rules/validation.md: a non-empty string of 1 to 20 characters (counted as code points, so "é" or "😀" is one). */
export function isLength1to20(text: string): boolean {
  const length = [...text].length
  return length >= SHORT_TEXT_MIN_LENGTH && length <= SHORT_TEXT_MAX_LENGTH
}

/** docs/rules/validation.md: a link starts with tel:, mailto:, http: or https: (any case) and has something after it. */
export function hasAllowedLinkScheme(link: string): boolean {
  return LINK_SCHEME.test(link.trim())
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === ''

export const asciiOnlyTest: TestConfig<string | null | undefined> = {
  name: 'asciiOnly',
  message: GENERIC_MESSAGES.asciiOnly,
  test: (value) => isBlank(value) || isAsciiOnly(String(value)),
}

/**
 * Reads the original input, so it also works after `.trim()`, which would turn "   " into "" before
 * the test runs.
 */
export const notOnlyWhitespaceTest: TestConfig<string | null | undefined> = {
  name: 'notOnlyWhitespace',
  message: GENERIC_MESSAGES.notOnlyWhitespace,
  test(value) {
    const original: unknown = this.originalValue ?? value
    return typeof original !== 'string' || !isOnlyWhitespace(original)
  },
}

export const noEmojiTest: TestConfig<string | null | undefined> = {
  name: 'noEmoji',
  message: GENERIC_MESSAGES.noEmoji,
  test: (value) => isBlank(value) || !containsEmoji(String(value)),
}

export const integerNotTooLargeTest: TestConfig<number | string | null | undefined> = {
  name: 'integerTooLarge',
  message: GENERIC_MESSAGES.integerTooLarge,
  params: { max: MAX_INTEGER },
  test(value) {
    const original: unknown = this.originalValue ?? value
    if (typeof original === 'number' || typeof original === 'string') return !isAboveMaxInteger(original)
    return true
  },
}

/** Absent (undefined/null) passes, as with every yup test; the empty string fails. */
export const length1to20Test: TestConfig<string | null | undefined> = {
  name: 'length1to20',
  message: GENERIC_MESSAGES.length1to20,
  params: { min: SHORT_TEXT_MIN_LENGTH, max: SHORT_TEXT_MAX_LENGTH },
  test: (value) => value === undefined || value === null || isLength1to20(value),
}

export const linkSchemeTest: TestConfig<string | null | undefined> = {
  name: 'linkScheme',
  message: GENERIC_MESSAGES.linkScheme,
  test: (value) => isBlank(value) || hasAllowedLinkScheme(String(value)),
}

/**
 * A required free-text field in one test, so a field never shows two errors at once: empty gives the
 * field's own message (e.g. 'firstNameRequired'), only whitespace gives 'notOnlyWhitespace'. Reads the
 * original input, so it works behind `.trim()`.
 */
export function requiredTextTest(message: string): TestConfig<string | null | undefined> {
  return {
    name: 'required',
    message,
    test(value) {
      if (typeof value === 'string' && value.trim() !== '') return true
      const original: unknown = this.originalValue
      if (typeof original === 'string' && isOnlyWhitespace(original)) {
        return this.createError({ message: GENERIC_MESSAGES.notOnlyWhitespace })
      }
      return false
    },
  }
}
