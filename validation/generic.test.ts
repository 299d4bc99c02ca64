import { describe, expect, it } from 'vitest'
import { ValidationError, number, object, string } from 'yup'
import {
  MAX_INTEGER,
  asciiOnlyTest,
  containsEmoji,
  hasAllowedLinkScheme,
  integerNotTooLargeTest,
  isAboveMaxInteger,
  isAsciiOnly,
  isLength1to20,
  isOnlyWhitespace,
  length1to20Test,
  linkSchemeTest,
  noEmojiTest,
  notOnlyWhitespaceTest,
  requiredTextTest,
} from './generic'

/** The error of one value, as { message, params } with only the {min}/{max} params a message uses. */
function errorOf(schema: { validateSync: (value: unknown) => unknown }, value: unknown) {
  try {
    schema.validateSync(value)
    return null
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const params = (error.params ?? {}) as Record<string, unknown>
    return { message: error.message, params: Object.fromEntries(Object.entries(params).filter(([key]) => key === 'min' || key === 'max')) }
  }
}

describe('text without non-ASCII', () => {
  it('accepts plain ASCII, including punctuation and digits', () => {
    for (const text of ['', 'PO-2026/17', 'Ref #12 (cost centre)', 'a~b`c|d', 'line\nbreak']) expect(isAsciiOnly(text)).toBe(true)
  })
  it('refuses accents, currency signs, other scripts and emoji', () => {
    for (const text of ['Café', 'Straße', '€100', 'Łódź', 'Ελλάδα', '東京', 'ok😀', 'non\u00A0breaking']) expect(isAsciiOnly(text)).toBe(false)
  })
  it('as a yup test with the asciiOnly message', () => {
    const schema = string().test(asciiOnlyTest)
    expect(errorOf(schema, 'PO-123')).toBeNull()
    expect(errorOf(schema, '')).toBeNull()
    expect(errorOf(schema, undefined)).toBeNull()
    expect(errorOf(schema, 'Référence')?.message).toBe('asciiOnly')
  })
})

describe('not only whitespace', () => {
  it('flags text made of spaces, tabs, newlines and non-breaking spaces only', () => {
    for (const text of [' ', '   ', '\t', '\n \n', '\u00A0', '\u2003']) expect(isOnlyWhitespace(text)).toBe(true)
  })
  it('does not flag empty text or text with anything visible', () => {
    for (const text of ['', 'a', '  a  ', '.']) expect(isOnlyWhitespace(text)).toBe(false)
  })
  it('as a yup test, also behind .trim()', () => {
    expect(errorOf(string().test(notOnlyWhitespaceTest), '   ')?.message).toBe('notOnlyWhitespace')
    expect(errorOf(string().trim().test(notOnlyWhitespaceTest), '   ')?.message).toBe('notOnlyWhitespace')
    expect(errorOf(string().trim().test(notOnlyWhitespaceTest), ' Lotte ')).toBeNull()
    expect(errorOf(string().test(notOnlyWhitespaceTest), '')).toBeNull()
    expect(errorOf(object({ name: string().trim().test(notOnlyWhitespaceTest) }), { name: ' \t ' })?.message).toBe('notOnlyWhitespace')
  })
})

describe('no emoji', () => {
  it('finds emoji of every kind', () => {
    for (const text of ['😀', 'Hi 👋🏽', '❤', '❤️', '✈', '👨‍👩‍👧', '🇧🇪', '1️⃣', '#️⃣', '©️', 'ok 🫠', '\u{1FAFF}']) {
      expect(containsEmoji(text), text).toBe(true)
    }
  })
  it('leaves letters, digits and typographic signs alone', () => {
    for (const text of ['Lotte', 'Zoë', '#1', '1*2', 'Acme™', '© 2026', 'Brand®', '→ ←', '↔', 'A‼', 'x ✓', 'Łódź', '東京']) {
      expect(containsEmoji(text), text).toBe(false)
    }
  })
  it('as a yup test with the noEmoji message', () => {
    const schema = string().test(noEmojiTest)
    expect(errorOf(schema, 'Happy birthday 🎂')?.message).toBe('noEmoji')
    expect(errorOf(schema, 'Happy birthday')).toBeNull()
    expect(errorOf(schema, '')).toBeNull()
  })
})

describe('integer not above 2147483647', () => {
  it('accepts integers up to the maximum', () => {
    expect(MAX_INTEGER).toBe(2147483647)
    for (const value of [0, 1, -5, 2147483647, '2147483647', '0', ' 42 ', '-99999999999']) expect(isAboveMaxInteger(value)).toBe(false)
  })
  it('refuses anything above it, exactly, also for very long digit strings', () => {
    for (const value of [2147483648, 1e12, Number.POSITIVE_INFINITY, '2147483648', '+2147483648', '99999999999999999999999']) {
      expect(isAboveMaxInteger(value)).toBe(true)
    }
  })
  it('leaves text that is not an integer to other rules', () => {
    for (const value of ['', 'abc', '12.5', '1e10']) expect(isAboveMaxInteger(value)).toBe(false)
  })
  it('as a yup test with the integerTooLarge message and {max}', () => {
    const schema = number().test(integerNotTooLargeTest)
    expect(errorOf(schema, 2147483647)).toBeNull()
    expect(errorOf(schema, '2147483647')).toBeNull()
    expect(errorOf(schema, 2147483648)).toEqual({ message: 'integerTooLarge', params: { max: 2147483647 } })
    expect(errorOf(schema, '2147483648')).toEqual({ message: 'integerTooLarge', params: { max: 2147483647 } })
    expect(errorOf(string().test(integerNotTooLargeTest), '3000000000')?.message).toBe('integerTooLarge')
  })
})

describe('non-empty string of 1 to 20 characters', () => {
  it('accepts 1 to 20 characters', () => {
    for (const text of ['a', 'x'.repeat(20), 'PO 12345', 'é'.repeat(20), '😀'.repeat(20)]) expect(isLength1to20(text)).toBe(true)
  })
  it('refuses the empty string and more than 20 characters', () => {
    for (const text of ['', 'x'.repeat(21), 'é'.repeat(21)]) expect(isLength1to20(text)).toBe(false)
  })
  it('as a yup test with the length1to20 message; an absent value is the required rule’s business', () => {
    const schema = string().test(length1to20Test)
    expect(errorOf(schema, '')).toEqual({ message: 'length1to20', params: { min: 1, max: 20 } })
    expect(errorOf(schema, 'x'.repeat(21))?.message).toBe('length1to20')
    expect(errorOf(schema, 'x'.repeat(20))).toBeNull()
    expect(errorOf(schema, undefined)).toBeNull()
  })
})

describe('link scheme tel:, mailto:, http:, https:', () => {
  it('accepts the four schemes in any case', () => {
    for (const link of ['tel:+3220000000', 'mailto:info@example.com', 'http://example.com', 'https://example.com/a?b=c', 'HTTPS://EXAMPLE.COM', ' https://x.be ']) {
      expect(hasAllowedLinkScheme(link), link).toBe(true)
    }
  })
  it('refuses other schemes, relative links, missing schemes and empty targets', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.com', 'data:text/html,x', 'www.example.com', '/contact', '//example.com', 'https:', 'tel: 123', 'mailto', '']) {
      expect(hasAllowedLinkScheme(link), link).toBe(false)
    }
  })
  it('as a yup test with the linkScheme message', () => {
    const schema = string().test(linkSchemeTest)
    expect(errorOf(schema, 'javascript:void(0)')?.message).toBe('linkScheme')
    expect(errorOf(schema, 'mailto:a@b.be')).toBeNull()
    expect(errorOf(schema, '')).toBeNull()
  })
})

describe('requiredTextTest', () => {
  const schema = object({ name: string().trim().default('').test(requiredTextTest('firstNameRequired')) })
  const messages = (value: unknown) => {
    try {
      schema.validateSync(value, { abortEarly: false })
      return []
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return error.inner.map((item) => item.message)
    }
  }
  it('gives the field message when empty and notOnlyWhitespace when blank, never both', () => {
    expect(messages({ name: '' })).toEqual(['firstNameRequired'])
    expect(messages({})).toEqual(['firstNameRequired'])
    expect(messages({ name: '  \t ' })).toEqual(['notOnlyWhitespace'])
    expect(messages({ name: ' Lotte ' })).toEqual([])
  })
})
