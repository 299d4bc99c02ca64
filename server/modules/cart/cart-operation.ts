import 'server-only'
import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_SECONDS } from '@/config/session'
import type { GraphQLContext } from '@/server/graphql/context'
import { toPayload } from '../common/payload'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import * as repo from './cart-repository'
import * as cart from './cart-service'
import { giftcardOrderView, type GiftcardOrderView } from './cart-view'

/*
 * What the cart, orders and payments resolvers share: the request a domain service takes, the basket
 * cookie, and the order as the API answers it.
 */

export async function cartRequest(ctx: GraphQLContext, shopper: ShopperContext): Promise<cart.CartRequest> {
  const { sessionToken, basketToken, clientIp } = ctx.requestInfo
  return { db: await ctx.db(), shopper, sessionToken, basketToken, clientIp }
}

export function setBasketCookie(ctx: GraphQLContext, token: string | null): void {
  if (!token) return
  ctx.responseCookies.set(BASKET_COOKIE, token, { maxAgeSeconds: BASKET_COOKIE_MAX_AGE_SECONDS, httpOnly: true, secure: ctx.requestInfo.secure })
}

/** The whole basket (or order) as the API answers it after every change. */
export async function orderView(request: cart.CartRequest, order: repo.OrderRow): Promise<GiftcardOrderView> {
  return basketView(request, await repo.loadBasket(request.db, order, request.shopper.language))
}

const basketView = async (request: cart.CartRequest, basket: repo.BasketRecord) =>
  giftcardOrderView(request.shopper, basket, await cart.priceOf(request, basket))

export type OrderPayload = { order: GiftcardOrderView | null }

/** Runs a basket change and answers the basket as it is afterwards. */
export function cartOperation(
  ctx: GraphQLContext,
  userData: Parameters<typeof toPayload>[0],
  run: (request: cart.CartRequest) => Promise<Result<repo.OrderRow | cart.CartOutcome<repo.OrderRow>>>,
) {
  return toPayload<OrderPayload>(userData, { order: null }, async (shopper) => {
    const request = await cartRequest(ctx, shopper)
    const result = await run(request)
    if (!result.ok) return result
    const outcome: cart.CartOutcome<repo.OrderRow> = 'newBasketToken' in result.value ? result.value : { value: result.value, newBasketToken: null }
    setBasketCookie(ctx, outcome.newBasketToken)
    if (outcome.basket) return ok({ order: await basketView(request, outcome.basket) })
    const fresh = await repo.findOrder(request.db, outcome.value.id)
    return ok({ order: fresh ? await orderView({ ...request, basketToken: outcome.newBasketToken ?? request.basketToken }, fresh) : null })
  })
}
