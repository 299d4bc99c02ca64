/**
 * Characters no name, address, e-mail address or note may hold (issue "hardening", clean text):
 * control characters (C0 and C1; a line break only in multi-line text such as a personal note),
 * lone surrogates (half of a character: invalid UTF-16, which PostgreSQL refuses), bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: they make a printed name read differently
 * from what is stored) and zero-width characters (U+200B–U+200F, U+2060, U+FEFF: invisible, so two
 * names that look the same differ), and the other characters that show nothing: the Arabic letter
 * mark (U+061C, a bidirectional mark), the soft hyphen (U+00AD), tag characters (U+E0000–U+E007F)
 * and the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), which render as blank space and let a
 * name look empty or like another. NUL among them used to pass every rule and fail in PostgreSQL.
 * The same rule runs in the forms and on the server. Client-safe and pure.
 */
import type { TestConfig } from 'yup'

export const CLEAN_TEXT_MESSAGE = 'invalidCharacters'

const INVISIBLE = '\\u00ad\\u061c\\u115f\\u1160\\u200b-\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\u3164\\ufeff\\uffa0'
/** The tag characters U+E0000–U+E007F, written as their UTF-16 pairs (the patterns work on code units). */
const TAG = '\\udb40[\\udc00-\\udc7f]'
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]'
const SINGLE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${INVISIBLE}]|${TAG}|${LONE_SURROGATE}`)
/** A line break (\n, or \r of a Windows or old Mac one) is text in a multi-line field. */
const MULTI_LINE = new RegExp(`[\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${INVISIBLE}]|${TAG}|${LONE_SURROGATE}`)

export function hasForbiddenCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(text)
}

/** The yup test of a one-line field (names, addresses, e-mail addresses, codes). */
export const cleanTextTest: TestConfig<string | null | undefined> = {
  name: 'cleanText',
  message: CLEAN_TEXT_MESSAGE,
  test: (value) => !value || !hasForbiddenCharacter(value),
}

/** The yup test of a multi-line field (remarks): line breaks allowed. */
export const cleanMultilineTextTest: TestConfig<string | null | undefined> = {
  name: 'cleanText',
  message: CLEAN_TEXT_MESSAGE,
  test: (value) => !value || !hasForbiddenCharacter(value, { multiline: true }),
}
