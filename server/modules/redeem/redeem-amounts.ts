/**
 * The pure money rules of a redeem order (docs/rules/redeem.md), apart from the database so they can be judged by
 * unit and mutation tests: how a large amount is split into cards, which cards pay how much, and the
 * totals the order keeps once they have paid.
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

export interface SaleTotals {
  subTotal: number
  grandTotal: number
  grandTotalWithoutTax: number
}

/**
 * The totals a redeem order keeps once its cards pay `applied` (minor units) of the sale: grandTotal
 * becomes what is left to pay (the amount a payment provider must confirm, 0 when the balance covers
 * all). The balance is a means of payment, not a discount: the VAT of extras and postage is owed on
 * the sale whatever pays it (the invoice counts it that way), so grandTotalWithoutTax stays the
 * sale's. Taking the balance off it too counted the whole VAT against the remainder, and made it
 * negative (−0.34, the VAT in 1.95 of postage) when the balance paid everything.
 */
export function totalsAfterBalance(totals: SaleTotals, applied: number): SaleTotals {
  // planDebits never applies more than the total: anything else is a bug, not something to round away.
  if (applied < 0 || applied > totals.grandTotal) throw new RangeError(`A balance of ${applied} cannot pay an order of ${totals.grandTotal}`)
  return { subTotal: totals.subTotal, grandTotal: totals.grandTotal - applied, grandTotalWithoutTax: totals.grandTotalWithoutTax }
}
