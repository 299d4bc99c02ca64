import 'server-only'
import { eq } from 'drizzle-orm'
import { cardLedger, orderCardPayments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/** A released or cancelled redeem order gives its card balance back (credit entries, once). */
export async function returnCardPayments(tx: Db, orderId: string): Promise<void> {
  const applied = await tx.delete(orderCardPayments).where(eq(orderCardPayments.orderId, orderId)).returning()
  for (const payment of applied) await tx.insert(cardLedger).values({ cardId: payment.cardId, amount: payment.amount, kind: 'REFUND', orderId })
}
