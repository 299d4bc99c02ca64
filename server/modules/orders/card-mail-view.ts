import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { toMoney, type MoneyView } from '../common/money'
import { fail, ok, type Result } from '../common/result'
import { isUuid } from '../common/uuid'
import type { OrderRow } from '../order/order-repository'
import { findOrder } from '../order/order-repository'
import { customerOf, ownsOrder, type ShopperRequest } from '../order/shopper-request'
import { CARD_MAIL_LIMITS } from './card-mail-limits'
import * as repo from './card-mail-repository'
import { type OrderCardRow, cardOfOrder, digitalCardsOfOrder } from '../order/order-cards-repository'

/** docs/rules/checkout.md resending a gift card e-mail: a digital card as its giver sees it (never its number or PIN). */
export interface OrderGiftCardView {
  id: string
  productTitle: string
  amount: MoneyView
  lastDigits: string
  recipient: string | null
  mailState: 'SENT' | 'SCHEDULED' | 'PENDING' | 'MISSING'
  scheduledFor: string | null
  remainingResends: number
  canCorrectRecipient: boolean
}

export interface CardMailAccess {
  order: OrderRow
  /** The account that asked, for the log; null when the order was reached by its confirmation link (this browser). */
  customerId: string | null
}

/**
 * Who may resend: the order's account, or the browser holding its confirmation link (the same check as
 * the confirmation page's); anyone else is told the order does not exist. Only a paid order's cards.
 */
export async function cardMailAccess(request: ShopperRequest, orderUuid: string): Promise<Result<CardMailAccess>> {
  if (!isUuid(orderUuid)) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  const order = await findOrder(request.db, orderUuid)
  const customer = await customerOf(request)
  if (!order || !ownsOrder(request, order, customer)) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  if (order.status !== 'COMPLETED') return fail(ERROR_CODES.ORDER_NOT_PAID, 'orderUuid')
  return ok({ order, customerId: customer && order.customerId === customer.id ? customer.id : null })
}

/** The order's digital cards with their e-mail's state and what the giver may still do. */
export async function orderGiftCards(request: ShopperRequest, orderUuid: string): Promise<Result<OrderGiftCardView[]>> {
  const access = await cardMailAccess(request, orderUuid)
  if (!access.ok) return access
  const cards = await digitalCardsOfOrder(request.db, access.value.order.id, request.shopper.language)
  return ok(await views(request.db, access.value.order.id, cards, request.now ?? new Date()))
}

/** One card after an action (the caller checked access). */
export async function cardMailView(db: Db, orderId: string, cardId: string, language: string, now: Date): Promise<Result<OrderGiftCardView>> {
  const card = await cardOfOrder(db, orderId, cardId, language)
  if (!card) return fail(ERROR_CODES.GIFT_CARD_NOT_IN_ORDER, 'giftCardId')
  const [view] = await views(db, orderId, [card], now)
  return ok(view!)
}

async function views(db: Db, orderId: string, cards: OrderCardRow[], now: Date): Promise<OrderGiftCardView[]> {
  const mails = await repo.cardMails(db, cards.map((card) => card.id))
  const counts = await repo.resendCounts(db, orderId, new Date(now.getTime() - CARD_MAIL_LIMITS.windowMs))
  const orderLeft = Math.max(0, CARD_MAIL_LIMITS.resendsPerOrder - counts.order)
  return cards.map((card) => {
    const mail = mails.get(card.id)
    const state = mailState(mail?.first, now)
    const cardLeft = Math.max(0, CARD_MAIL_LIMITS.resendsPerCard - (counts.perCard.get(card.id) ?? 0))
    return {
      id: card.id,
      productTitle: card.productTitle,
      amount: toMoney(card.initialAmount, card.currency),
      lastDigits: card.number.slice(-4),
      recipient: mail?.latest.recipient ?? null,
      mailState: state,
      scheduledFor: state === 'SCHEDULED' ? mail!.first.sendAfter!.toISOString() : null,
      remainingResends: state === 'SENT' ? Math.min(cardLeft, orderLeft) : 0,
      canCorrectRecipient: state !== 'MISSING' && !card.openedAt && !counts.corrected.has(card.id),
    }
  })
}

/** Whether the card was delivered, from its own (first) e-mail. */
function mailState(first: repo.CardMailRow | undefined, now: Date): OrderGiftCardView['mailState'] {
  if (!first) return 'MISSING'
  if (first.sentAt) return 'SENT'
  return first.sendAfter && first.sendAfter > now ? 'SCHEDULED' : 'PENDING'
}
