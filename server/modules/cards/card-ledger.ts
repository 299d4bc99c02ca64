import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { cardLedger, giftCards } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/** A card's balance: the sum of its ledger entries (minor units). */
export async function balanceOf(db: Db, cardId: string): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${cardLedger.amount}), 0)::int` }).from(cardLedger).where(eq(cardLedger.cardId, cardId))
  return Number(row?.total ?? 0)
}

export type DebitOutcome = { ok: true; balance: number } | { ok: false; balance: number }

/**
 * Takes an amount off a card, inside the caller's transaction: the card row is locked first, so two
 * redemptions of one card run one after the other and the second sees the first's debit. A card
 * can never go below zero, under any concurrency (ARCHITECTURE: ledger with a row lock).
 */
export async function debitCard(tx: Db, cardId: string, amount: number, kind: string, orderId: string | null): Promise<DebitOutcome> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('a debit is a positive whole number of minor units')
  await tx.select({ id: giftCards.id }).from(giftCards).where(and(eq(giftCards.id, cardId))).for('update')
  const balance = await balanceOf(tx, cardId)
  if (balance < amount) return { ok: false, balance }
  await tx.insert(cardLedger).values({ cardId, amount: -amount, kind, orderId })
  return { ok: true, balance: balance - amount }
}
