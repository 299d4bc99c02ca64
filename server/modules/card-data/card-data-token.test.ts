import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CARD_DATA_LINK_DAYS, linkExpiry, openCardData, sealCardData } from './card-data-token'

const KEY = randomBytes(32)
const NOW = new Date('2026-11-23T12:00:00Z')
const SECRET = { cardId: '5b0d4a4e-7f57-4c4e-9d1b-2f0e5a0c1a11', number: '6000000011234567897', pin: '012345', expiresAt: linkExpiry(NOW) }

describe('card data tokens', () => {
  it('open to what was sealed, URL-safe, without the number or PIN in sight', () => {
    const token = sealCardData(SECRET, KEY)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(token).not.toContain(SECRET.number)
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(SECRET.pin)
    expect(openCardData(token, KEY, NOW)).toEqual({ ok: true, value: { ...SECRET, expiresAt: new Date(Math.floor(SECRET.expiresAt.getTime() / 1000) * 1000) } })
  })

  it(`expire ${CARD_DATA_LINK_DAYS} days after issue`, () => {
    const token = sealCardData(SECRET, KEY)
    const day = 86_400_000
    expect(openCardData(token, KEY, new Date(NOW.getTime() + (CARD_DATA_LINK_DAYS - 1) * day)).ok).toBe(true)
    expect(openCardData(token, KEY, new Date(NOW.getTime() + CARD_DATA_LINK_DAYS * day))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse any change to a single character, another key, and garbage', () => {
    const token = sealCardData(SECRET, KEY)
    fc.assert(fc.property(fc.integer({ min: 0, max: token.length - 1 }), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), (position, char) => {
      fc.pre(token[position] !== char)
      const changed = token.slice(0, position) + char + token.slice(position + 1)
      // The last character may carry unused base64 bits; a change there can decode to the same bytes.
      fc.pre(Buffer.compare(Buffer.from(changed, 'base64url'), Buffer.from(token, 'base64url')) !== 0)
      expect(openCardData(changed, KEY, NOW)).toEqual({ ok: false, reason: 'invalid' })
    }), { numRuns: 200 })
    expect(openCardData(token, randomBytes(32), NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(openCardData('', KEY, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(openCardData('not a token at all', KEY, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(openCardData(token.slice(0, 30), KEY, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('need a 32-byte key', () => {
    expect(() => sealCardData(SECRET, randomBytes(16))).toThrow()
  })
})
