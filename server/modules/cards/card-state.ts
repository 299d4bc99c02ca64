/** What a card can do right now (docs/rules/redeem.md balance check states). */
export type CardState = 'UNKNOWN' | 'NOT_ACTIVATED' | 'BLOCKED' | 'EXPIRED' | 'NO_BALANCE' | 'VALID'

/** The state of an existing card (the PIN already matched). */
export function cardState(card: { status: string; expiresAt: Date }, balance: number, now: Date): CardState {
  if (card.status === 'BLOCKED') return 'BLOCKED'
  if (card.status === 'NOT_ACTIVATED') return 'NOT_ACTIVATED'
  if (card.expiresAt <= now) return 'EXPIRED'
  if (balance <= 0) return 'NO_BALANCE'
  return 'VALID'
}
