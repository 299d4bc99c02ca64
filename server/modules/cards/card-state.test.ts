import { describe, expect, it } from 'vitest'
import { cardState } from './card-state'

const now = new Date('2026-11-27T10:00:00.000Z')
const later = new Date(now.getTime() + 1)
const card = (status: string, expiresAt: Date) => ({ status, expiresAt })

describe('a card\'s state (balance check)', () => {
  it('is valid while active, not expired and with a balance', () => {
    expect(cardState(card('ACTIVE', later), 1, now)).toBe('VALID')
    expect(cardState(card('ACTIVE', later), 2537, now)).toBe('VALID')
  })

  it('is expired from the moment of its expiry on', () => {
    expect(cardState(card('ACTIVE', now), 2537, now)).toBe('EXPIRED')
    expect(cardState(card('ACTIVE', new Date(now.getTime() - 1)), 2537, now)).toBe('EXPIRED')
  })

  it('has no balance at zero (or below)', () => {
    expect(cardState(card('ACTIVE', later), 0, now)).toBe('NO_BALANCE')
    expect(cardState(card('ACTIVE', later), -1, now)).toBe('NO_BALANCE')
  })

  it('says blocked, then not activated, before expired or empty', () => {
    expect(cardState(card('BLOCKED', now), 0, now)).toBe('BLOCKED')
    expect(cardState(card('BLOCKED', later), 2537, now)).toBe('BLOCKED')
    expect(cardState(card('NOT_ACTIVATED', now), 0, now)).toBe('NOT_ACTIVATED')
    expect(cardState(card('NOT_ACTIVATED', later), 2537, now)).toBe('NOT_ACTIVATED')
  })
})
