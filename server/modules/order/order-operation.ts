import 'server-only'
import type { GraphQLContext } from '@/server/graphql/context'
import type { ShopperContext } from '../common/user-data'
import * as repo from './order-repository'
import { priceOf } from './order-price'
import { giftcardOrderView, type GiftcardOrderView } from './order-view'
import type { ShopperRequest } from './shopper-request'

/*
 * What the cart, orders, payments and redeem resolvers share: the request a domain service takes, and
 * the order as the API answers it.
 */

export async function shopperRequest(ctx: GraphQLContext, shopper: ShopperContext): Promise<ShopperRequest> {
  const { sessionToken, basketToken, clientIp } = ctx.requestInfo
  return { db: await ctx.db(), shopper, sessionToken, basketToken, clientIp }
}

/** The whole basket (or order) as the API answers it after every change. */
export async function orderView(request: ShopperRequest, order: repo.OrderRow): Promise<GiftcardOrderView> {
  return basketView(request, await repo.loadBasket(request.db, order, request.shopper.language))
}

/** A basket this request holds already, as the API answers it. */
export const basketView = async (request: ShopperRequest, basket: repo.BasketRecord) =>
  giftcardOrderView(request.shopper, basket, await priceOf(request, basket))

export type OrderPayload = { order: GiftcardOrderView | null }
