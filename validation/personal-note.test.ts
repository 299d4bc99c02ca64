import { describe, expect, it } from 'vitest'
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH, countCharacters, normalizeNote, noteLength, validateNote } from './personal-note'

describe('personal note limits (docs/rules/validation.md and docs/rules/limits.md)', () => {
  it('is 1 to 150 characters: 150 wins over the 160 of one redeem modal', () => {
    expect(NOTE_MIN_LENGTH).toBe(1)
    expect(NOTE_MAX_LENGTH).toBe(150)
  })

  it('accepts 1 and 150 characters, refuses 151 with noteLength {min: 1, max: 150}', () => {
    expect(validateNote('x')).toBeNull()
    expect(validateNote('x'.repeat(150))).toBeNull()
    expect(validateNote('x'.repeat(151))).toEqual({ key: 'noteLength', values: { min: 1, max: 150 } })
    expect(validateNote('x'.repeat(160))?.key).toBe('noteLength')
  })

  it('refuses an empty note or one of only whitespace with noteEmpty', () => {
    for (const text of ['', '   ', '\n\n', '\t', null, undefined]) expect(validateNote(text)?.key).toBe('noteEmpty')
  })

  it('refuses emoji with noteEmoji', () => {
    for (const text of ['Happy birthday 🎂', 'Love ❤️', 'Proost 🥂!', 'Go 🇧🇪']) expect(validateNote(text)?.key).toBe('noteEmoji')
    expect(validateNote('Veel liefs, Zoë — tot snel! © ™')).toBeNull()
  })
})

describe('counting what the shopper sees', () => {
  it('counts a letter with a combining accent as one character', () => {
    const decomposed = 'e\u0301'
    expect(decomposed.length).toBe(2)
    expect(countCharacters(decomposed)).toBe(1)
    expect(validateNote(decomposed.repeat(150))).toBeNull()
    expect(validateNote(decomposed.repeat(151))?.key).toBe('noteLength')
  })

  it('counts accented letters, other scripts and a Windows line break as one each', () => {
    expect(countCharacters('Zoë')).toBe(3)
    expect(countCharacters('東京')).toBe(2)
    expect(countCharacters('a\r\nb')).toBe(3)
    expect(noteLength('a\r\nb')).toBe(3)
    expect(validateNote('ß'.repeat(150))).toBeNull()
  })

  it('counts the trimmed note, as it is stored', () => {
    expect(normalizeNote('  Dear Anna,\r\nenjoy!  ')).toBe('Dear Anna,\nenjoy!')
    expect(noteLength('  hi  ')).toBe(2)
    expect(validateNote(` ${'x'.repeat(150)}  \n`)).toBeNull()
  })
})
