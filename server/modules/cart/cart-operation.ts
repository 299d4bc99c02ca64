import 'server-only'
import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_SECONDS } from '@/config/session'
import type { GraphQLContext } from '@/server/graphql/context'
import { toPayload } from '../common/payload'
import { ok, type Result } from '../common/result'
import * as repo from '../order/order-repository'
import { basketView, orderView, shopperRequest, type OrderPayload } from '../order/order-operation'
import type { ShopperRequest } from '../order/shopper-request'
import type { CartOutcome } from './cart-service'

/* What the cart and orders resolvers share: the basket cookie, and a basket change answered with the basket. */

export function setBasketCookie(ctx: GraphQLContext, token: string | null): void {
  if (!token) return
  ctx.responseCookies.set(BASKET_COOKIE, token, { maxAgeSeconds: BASKET_COOKIE_MAX_AGE_SECONDS, httpOnly: true, secure: ctx.requestInfo.secure })
}

/** Runs a basket change and answers the basket as it is afterwards. */
export function cartOperation(
  ctx: GraphQLContext,
  userData: Parameters<typeof toPayload>[0],
  run: (request: ShopperRequest) => Promise<Result<repo.OrderRow | CartOutcome<repo.OrderRow>>>,
) {
  return toPayload<OrderPayload>(userData, { order: null }, async (shopper) => {
    const request = await shopperRequest(ctx, shopper)
    const result = await run(request)
    if (!result.ok) return result
    const outcome: CartOutcome<repo.OrderRow> = 'newBasketToken' in result.value ? result.value : { value: result.value, newBasketToken: null }
    setBasketCookie(ctx, outcome.newBasketToken)
    if (outcome.basket) return ok({ order: await basketView(request, outcome.basket) })
    const fresh = await repo.findOrder(request.db, outcome.value.id)
    return ok({ order: fresh ? await orderView({ ...request, basketToken: outcome.newBasketToken ?? request.basketToken }, fresh) : null })
  })
}
