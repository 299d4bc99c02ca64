import { ERROR_CODES } from '@/graphql/error-codes'
import { NOTE_MAX_LENGTH, normalizeNote, validateNote } from '@/validation/personal-note'
import type { DomainError } from '../common/result'

/** docs/rules/validation.md personal note (shared rule of validation/personal-note.ts) as the API's codes. */
export function messageProblem(message: string): DomainError | null {
  const problem = validateNote(message)
  if (!problem) return null
  if (problem.key === 'noteEmpty') return { code: ERROR_CODES.FIELD_REQUIRED }
  if (problem.key === 'noteEmoji') return { code: ERROR_CODES.FIELD_INVALID }
  if (problem.key === 'invalidCharacters') return { code: ERROR_CODES.FIELD_INVALID_CHARACTERS }
  return { code: ERROR_CODES.FIELD_TOO_LONG, values: { max: NOTE_MAX_LENGTH } }
}

export const storedMessage = (message: string | null) => (message === null ? null : normalizeNote(message))
