import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import * as repo from '../order/order-repository'
import { cartOperation, setBasketCookie } from '../cart/cart-operation'
import { shopperRequest, orderView } from '../order/order-operation'
import type { GiftcardOrderView } from '../order/order-view'
import * as cardMail from './card-mail-resend'
import { orderGiftCards, type OrderGiftCardView } from './card-mail-view'
import * as orderHistory from './order-history'
import * as placement from './placement'
import { releasePendingOrder } from './release'

export const ordersResolvers: Resolvers = {
  Query: {
    customerOrders: (_parent, { userData }, ctx) =>
      toPayload<orderHistory.CustomerOrdersView>(userData, { years: [] }, async (shopper) =>
        orderHistory.customerOrders(await shopperRequest(ctx, shopper))),
    orderGiftCards: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<{ cards: OrderGiftCardView[] }>(userData, { cards: [] }, async (shopper) => {
        const cards = await orderGiftCards(await shopperRequest(ctx, shopper), orderUuid)
        return cards.ok ? ok({ cards: cards.value }) : cards
      }),
  },
  Mutation: {
    resendGiftCardMail: (_parent, { userData, orderUuid, giftCardId }, ctx) =>
      toPayload<{ card: OrderGiftCardView | null }>(userData, { card: null }, async (shopper) => {
        const card = await cardMail.resendCardMail(await shopperRequest(ctx, shopper), { orderUuid, giftCardId })
        return card.ok ? ok({ card: card.value }) : card
      }),
    correctGiftCardRecipient: (_parent, { userData, orderUuid, giftCardId, email }, ctx) =>
      toPayload<{ card: OrderGiftCardView | null }>(userData, { card: null }, async (shopper) => {
        const card = await cardMail.correctCardRecipient(await shopperRequest(ctx, shopper), { orderUuid, giftCardId, email })
        return card.ok ? ok({ card: card.value }) : card
      }),
    setShipmentDelivery: (_parent, { userData, input }, ctx) =>
      cartOperation(ctx, userData, (request) => placement.setShipmentDelivery(request, input)),
    placeOrder: (_parent, { userData, input }, ctx) =>
      cartOperation(ctx, userData, (request) => placement.placeOrder(request, input)),
    releasePendingOrder: (_parent, { userData, orderUuid }, ctx) =>
      cartOperation(ctx, userData, (request) => releasePendingOrder(request, orderUuid)),
    reorder: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<{ order: GiftcardOrderView | null; skipped: number }>(userData, { order: null, skipped: 0 }, async (shopper) => {
        const request = await shopperRequest(ctx, shopper)
        const result = await orderHistory.reorder(request, orderUuid)
        if (!result.ok) return result
        setBasketCookie(ctx, result.value.newBasketToken)
        const basket = await repo.findOrder(request.db, result.value.value.id)
        return ok({ order: basket ? await orderView({ ...request, basketToken: result.value.newBasketToken ?? request.basketToken }, basket) : null, skipped: result.value.skipped })
      }),
  },
}
