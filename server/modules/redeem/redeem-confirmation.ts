import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { giftCards, orderCardPayments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type * as repo from '../order/order-repository'
import { ownedOrder, type ShopperRequest } from '../order/shopper-request'
import { balanceOf } from '../cards/card-ledger'

/**
 * What the confirmation of a redeem order shows beside its cards (docs/rules/redeem.md redeem flow "confirm"):
 * each checked card that paid, with what it paid and what it keeps, the part paid from the balance
 * and the part paid by payment. Only who may read the order sees it (ownedOrder: its redeem token,
 * or the account that placed it), and only once it left the basket.
 */
export interface RedeemConfirmation {
  order: repo.OrderRow
  cards: Array<{ cardNumberEnd: string; amount: number; remainingBalance: number }>
  paidFromBalance: number
  /** What the payment covers: the order's frozen total once the balance is taken off (0 when the balance covered all). */
  paidByPayment: number
  remainingBalance: number
}

export async function redeemConfirmation(request: ShopperRequest, orderUuid: string): Promise<Result<RedeemConfirmation>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  const order = owned.value
  if (order.orderType !== 'REDEEM' || order.status === 'CART') return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  const cards = await paidCards(request.db, order.id)
  return ok({
    order,
    cards,
    paidFromBalance: cards.reduce((sum, card) => sum + card.amount, 0),
    paidByPayment: Math.max(0, order.totals?.grandTotal ?? 0),
    remainingBalance: cards.reduce((sum, card) => sum + card.remainingBalance, 0),
  })
}

/** The cards that paid an order, in the order they were debited, with what each paid and keeps now. */
export async function paidCards(db: Db, orderId: string): Promise<RedeemConfirmation['cards']> {
  const paid = await db.select({ cardId: orderCardPayments.cardId, amount: orderCardPayments.amount, number: giftCards.number })
    .from(orderCardPayments).innerJoin(giftCards, eq(giftCards.id, orderCardPayments.cardId))
    .where(eq(orderCardPayments.orderId, orderId)).orderBy(asc(orderCardPayments.createdAt), asc(giftCards.number))
  return Promise.all(paid.map(async (row) => ({
    cardNumberEnd: row.number.slice(-4), amount: row.amount, remainingBalance: await balanceOf(db, row.cardId),
  })))
}
