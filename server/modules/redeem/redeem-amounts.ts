/**
 * The pure money rules of a redeem order (docs/rules/redeem.md), apart from the database so they can be judged by
 * unit and mutation tests: how a large amount is split into cards, and which cards pay how much.
 */

/**
 * docs/rules/redeem.md split: an amount above the limit becomes the fewest cards that stay within it, in whole
 * units as even as possible (320 → 107 + 107 + 106), so no part falls under a product's minimum.
 */
export function splitAmount(amount: number, limit: number): number[] {
  const count = Math.ceil(amount / limit)
  const base = Math.floor(amount / count)
  return Array.from({ length: count }, (_, index) => base + (index < amount % count ? 1 : 0))
}

export interface RedeemCard {
  id: string
  /** Minor units on the card now. */
  balance: number
  /** The least its product lets a card keep, unless spent to zero (minor units); null: no minimum. */
  minimumRemainingBalance: number | null
}

export type DebitPlan =
  | { ok: true; debits: Array<{ cardId: string; amount: number }>; applied: number }
  /** This card would keep less than its product's minimum (error 3211). */
  | { ok: false; card: RedeemCard }

/**
 * Which cards pay how much of `total` (minor units): each card in turn, as much as it holds or as is
 * still to cover. A card may be spent to zero or keep at least its minimum remaining balance; one
 * that would keep less (but more than zero) stops the plan. What the cards do not cover is paid
 * otherwise (total − applied).
 */
export function planDebits(cards: readonly RedeemCard[], total: number): DebitPlan {
  let toCover = total
  const debits: Array<{ cardId: string; amount: number }> = []
  for (const card of cards) {
    if (toCover <= 0) break
    const amount = Math.min(card.balance, toCover)
    const left = card.balance - amount
    if (left > 0 && card.minimumRemainingBalance !== null && left < card.minimumRemainingBalance) return { ok: false, card }
    if (amount > 0) debits.push({ cardId: card.id, amount })
    toCover -= amount
  }
  return { ok: true, debits, applied: total - Math.max(0, toCover) }
}
