import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { DEFAULT_LIMIT, MAX_QUERY_WORDS, parseSearchInput, queryWords, toPrefixTsQuery, toTypoTsQuery } from './search-query'

describe('parseSearchInput', () => {
  it('trims, collapses whitespace and keeps the default limit', () => {
    expect(parseSearchInput('  Bolero \t  Books \n')).toEqual({
      ok: true,
      value: { text: 'Bolero Books', prefixQuery: "'bolero':* & 'books':*", limit: DEFAULT_LIMIT },
    })
  })

  it('refuses empty, blank and too long input with 1001 on inputText; 100 characters pass', () => {
    for (const input of ['', '   ', '\u0000', 'x'.repeat(101)]) {
      expect(parseSearchInput(input)).toEqual({ ok: false, errors: [{ code: ERROR_CODES.INVALID_INPUT, parameter: 'inputText' }] })
    }
    expect(parseSearchInput(` ${'é'.repeat(100)} `).ok).toBe(true)
  })

  it('refuses a limit outside 1..100 with 1001 on limit', () => {
    for (const limit of [0, -1, 101, 2.5]) {
      expect(parseSearchInput('bol', limit)).toEqual({ ok: false, errors: [{ code: ERROR_CODES.INVALID_INPUT, parameter: 'limit' }] })
    }
    expect(parseSearchInput('bol', 100).ok).toBe(true)
  })

  it('turns control characters into spaces (PostgreSQL refuses NUL)', () => {
    const parsed = parseSearchInput('bol\u0000ero\u0007')
    expect(parsed.ok && parsed.value.text).toBe('bol ero')
  })
})

describe('toPrefixTsQuery', () => {
  it('quotes every word as a prefix and joins them with AND, lower-cased and deduplicated', () => {
    expect(toPrefixTsQuery('Bol')).toBe("'bol':*")
    expect(toPrefixTsQuery('Café crème café')).toBe("'café':* & 'crème':*")
    expect(toPrefixTsQuery('książki 2024')).toBe("'książki':* & '2024':*")
  })

  it('keeps no tsquery or SQL syntax: operators, quotes and backslashes only separate words', () => {
    expect(toPrefixTsQuery("bol:* | !boek & (x) <-> 'y' \\z")).toBe("'bol':* & 'boek':* & 'x':* & 'y':* & 'z':*")
    expect(toPrefixTsQuery("'); drop table products; --")).toBe("'drop':* & 'table':* & 'products':*")
    for (const input of ["'", '\\', '!!!', '&|<->', ':*', '%_']) expect(toPrefixTsQuery(input)).toBeNull()
  })

  it(`uses at most ${MAX_QUERY_WORDS} words`, () => {
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`)
    expect(toPrefixTsQuery(words.join(' '))?.split(' & ')).toHaveLength(MAX_QUERY_WORDS)
  })
})

describe('toTypoTsQuery', () => {
  it('lets each word also be one of its corrections; every word must still match', () => {
    expect(toTypoTsQuery(queryWords('Kasteal Sap'), [['kasteel'], ['spa']])).toBe("('kasteal':* | 'kasteel') & ('sap':* | 'spa')")
    expect(toTypoTsQuery(['bolwing', 'x'], [['bowling', 'rowling']])).toBe("('bolwing':* | 'bowling' | 'rowling') & 'x':*")
    expect(toTypoTsQuery([], [])).toBeNull()
  })
})
