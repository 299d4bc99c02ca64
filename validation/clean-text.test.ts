import { describe, expect, it } from 'vitest'
import { string } from 'yup'
import { cleanMultilineTextTest, cleanTextTest, hasForbiddenCharacter } from './clean-text'

describe('clean text', () => {
  it('refuses control characters, NUL and C1 included', () => {
    for (const text of ['Jan\u0000', 'a\u0007b', 'tab\there', 'Jan\u001b[31m', 'x\u007f', 'x\u0085', 'x\u009f'])
      expect(hasForbiddenCharacter(text), JSON.stringify(text)).toBe(true)
  })

  it('allows a line break only in multi-line text', () => {
    expect(hasForbiddenCharacter('Lieve Jan,\nProficiat!')).toBe(true)
    expect(hasForbiddenCharacter('Lieve Jan,\nProficiat!', { multiline: true })).toBe(false)
    expect(hasForbiddenCharacter('Lieve Jan,\r\nProficiat!', { multiline: true })).toBe(false)
    expect(hasForbiddenCharacter('Lieve\u0000Jan', { multiline: true })).toBe(true)
    expect(hasForbiddenCharacter('Lieve\tJan', { multiline: true })).toBe(true)
  })

  it('refuses lone surrogates but not a whole astral character', () => {
    expect(hasForbiddenCharacter('Ja\ud800n')).toBe(true)
    expect(hasForbiddenCharacter('\udfffJan')).toBe(true)
    expect(hasForbiddenCharacter('Jan\ud83d')).toBe(true)
    expect(hasForbiddenCharacter('𝒥an 𠀀')).toBe(false)
  })

  it('refuses bidirectional overrides and isolates and zero-width characters', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0xfeff])
      expect(hasForbiddenCharacter(`Jan${String.fromCharCode(code)}ssens`), code.toString(16)).toBe(true)
  })

  it('refuses the other invisible characters: Arabic letter mark, soft hyphen, tag characters and Hangul fillers', () => {
    for (const code of [0x061c, 0x00ad, 0xe0000, 0xe0001, 0xe0041, 0xe007f, 0x3164, 0x115f, 0x1160, 0xffa0]) {
      expect(hasForbiddenCharacter(`Jan${String.fromCodePoint(code)}ssens`), code.toString(16)).toBe(true)
      expect(hasForbiddenCharacter(`Lieve Jan,\n${String.fromCodePoint(code)}`, { multiline: true }), code.toString(16)).toBe(true)
    }
    // Neighbours of the tag block and Hangul letters stay text.
    for (const text of ['Jan\u{E0080}', 'Jan\u{DFFFF}', '한글 이름', 'ﾡﾢ'])
      expect(hasForbiddenCharacter(text), text).toBe(false)
  })

  it('leaves the names and addresses people write alone', () => {
    for (const text of ['Zoë Łódź-Müller', "O'Brien", 'Rue de l’Église 12/3', 'José García Pérez', 'Ærøskøbing', 'Ελένη', 'Анна', '株式会社', 'jan+gift@example.com', '€ 25,50 — merci!'])
      expect(hasForbiddenCharacter(text), text).toBe(false)
  })

  it('is a yup test whose message is invalidCharacters', () => {
    expect(() => string().test(cleanTextTest).validateSync('Jan\u202eJanssens')).toThrow('invalidCharacters')
    expect(string().test(cleanTextTest).validateSync('')).toBe('')
    expect(string().test(cleanMultilineTextTest).validateSync('a\nb')).toBe('a\nb')
  })
})
