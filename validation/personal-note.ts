/**
 * The personal message printed with a gift card (docs/rules/validation.md "Personal note"), shared by the basket, the
 * product form and the server. Client-safe and pure.
 *
 * docs/rules/validation.md and docs/rules/limits.md: 1 to 150 characters, no emoji, empty gives an error. One redeem modal says 160; the two
 * readings disagree and we resolve them in favour of 150, the limit of the basket and main form, so a
 * note written in any form fits every other one (and the printed card).
 *
 * "Characters" are what the shopper sees: grapheme clusters, so "é" typed as e + accent is one, and a
 * Windows line break (\r\n) is one. The note is counted and stored trimmed.
 */
import { CLEAN_TEXT_MESSAGE, hasForbiddenCharacter } from './clean-text'
import { containsEmoji } from './generic'

export const NOTE_MIN_LENGTH = 1
export const NOTE_MAX_LENGTH = 150

export const NOTE_MESSAGES = { empty: 'noteEmpty', emoji: 'noteEmoji', length: 'noteLength', characters: CLEAN_TEXT_MESSAGE } as const
export type NoteMessageKey = (typeof NOTE_MESSAGES)[keyof typeof NOTE_MESSAGES]

export interface NoteError {
  key: NoteMessageKey
  values: { min: number; max: number }
}

const segmenter: Intl.Segmenter | null =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null

/** The note as it is stored: trimmed, with \r\n and lone \r line breaks as \n. */
export function normalizeNote(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

/** User-perceived characters (grapheme clusters); code points where Intl.Segmenter is missing. */
export function countCharacters(text: string): number {
  if (!segmenter) return [...text].length
  let count = 0
  for (const _segment of segmenter.segment(text)) count += 1
  return count
}

/** The length the shopper's counter should show: of the note as it will be stored. */
export function noteLength(text: string): number {
  return countCharacters(normalizeNote(text))
}

/**
 * UTF-16 units past which a note is too long without counting: 150 characters of up to 8 units each
 * (an accented letter with several combining marks, a flag) is 1,200. Counting grapheme clusters of a
 * 1,000,000-unit text held the server for minutes, so nothing is segmented, searched or normalized
 * before this cheap check.
 */
const NOTE_MAX_UNITS = NOTE_MAX_LENGTH * 8

/** The first broken rule of a note (empty or only whitespace, too long, characters, emoji), or null. */
export function validateNote(text: string | null | undefined): NoteError | null {
  const values = { min: NOTE_MIN_LENGTH, max: NOTE_MAX_LENGTH }
  if ((text ?? '').length > NOTE_MAX_UNITS) return { key: NOTE_MESSAGES.length, values }
  const note = normalizeNote(text ?? '')
  if (note === '') return { key: NOTE_MESSAGES.empty, values }
  if (hasForbiddenCharacter(note, { multiline: true })) return { key: NOTE_MESSAGES.characters, values }
  if (containsEmoji(note)) return { key: NOTE_MESSAGES.emoji, values }
  const length = countCharacters(note)
  if (length < NOTE_MIN_LENGTH || length > NOTE_MAX_LENGTH) return { key: NOTE_MESSAGES.length, values }
  return null
}
