import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { SEARCH_INPUT_MAX_LENGTH } from '@/validation/search'
import { ok, type DomainError, type Result } from '../common/result'

/** Items per group unless the caller asks for another limit (1 to MAX_LIMIT). */
export const DEFAULT_LIMIT = 24
export const MAX_LIMIT = 100
/** Words of the input that reach the full-text query (and typo correction); the rest are ignored. */
export const MAX_QUERY_WORDS = 8

export interface SearchQuery {
  /** The input without control characters, NFC-normalised, trimmed, whitespace collapsed. */
  text: string
  /**
   * A to_tsquery expression built only from letter and digit runs of the input, each quoted and
   * matched as a prefix ('bol':* & 'boek':*), or null when the input has no words at all. It is sent
   * as a bound parameter; nothing of the input ever becomes SQL or tsquery syntax.
   */
  prefixQuery: string | null
  limit: number
}

/** Validates and normalises search_v1's arguments. */
export function parseSearchInput(inputText: string, limit?: number | null): Result<SearchQuery> {
  const errors: DomainError[] = []
  // Control characters (NUL is refused by PostgreSQL) and lone surrogates count as spaces.
  const text = inputText.replace(/[\p{Cc}\p{Cs}]/gu, ' ').normalize('NFC').trim().replace(/\s+/gu, ' ')
  const length = [...text].length
  if (length < 1 || length > SEARCH_INPUT_MAX_LENGTH) {
    errors.push({ code: ERROR_CODES.INVALID_INPUT, parameter: 'inputText' })
  }
  const itemLimit = limit ?? DEFAULT_LIMIT
  if (!Number.isInteger(itemLimit) || itemLimit < 1 || itemLimit > MAX_LIMIT) {
    errors.push({ code: ERROR_CODES.INVALID_INPUT, parameter: 'limit' })
  }
  if (errors.length) return { ok: false, errors }
  return ok({ text, prefixQuery: toPrefixTsQuery(text), limit: itemLimit })
}

/** The words of the input that reach the full-text query: letter, mark and digit runs, lower-cased, deduplicated. */
export function queryWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])].slice(0, MAX_QUERY_WORDS)
}

/**
 * Every word (a run of letters, marks and digits) becomes a quoted prefix term; all must match.
 * Quotes, backslashes, operators (& | ! <-> : * ( )) and anything else that is not a letter or a
 * digit only separate words, so the result is always a valid tsquery.
 */
export function toPrefixTsQuery(text: string): string | null {
  return toTypoTsQuery(queryWords(text), [])
}

/**
 * Like toPrefixTsQuery, but each word may also be one of its corrections (catalogue words, which are
 * letter and digit runs too): ('kasteal':* | 'kasteel') & ('sap':* | 'spa'). Every word must still
 * match, in any order.
 */
export function toTypoTsQuery(words: readonly string[], corrections: readonly (readonly string[])[]): string | null {
  if (words.length === 0) return null
  return words.map((word, index) => {
    const terms = [`'${word}':*`, ...(corrections[index] ?? []).map((correction) => `'${correction}'`)]
    return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`
  }).join(' & ')
}
