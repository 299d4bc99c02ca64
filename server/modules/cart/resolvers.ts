import 'server-only'
import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_SECONDS } from '@/config/session'
import type { GraphQLContext } from '@/server/graphql/context'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import * as repo from './cart-repository'
import * as cart from './cart-service'
import * as checkout from './checkout-service'
import * as orderHistory from './orders-service'
import { giftcardOrderView, type GiftcardOrderView } from './cart-view'

async function cartRequest(ctx: GraphQLContext, shopper: ShopperContext): Promise<cart.CartRequest> {
  const { sessionToken, basketToken, clientIp } = ctx.requestInfo
  return { db: await ctx.db(), shopper, sessionToken, basketToken, clientIp }
}

function setBasketCookie(ctx: GraphQLContext, token: string | null): void {
  if (!token) return
  ctx.responseCookies.set(BASKET_COOKIE, token, { maxAgeSeconds: BASKET_COOKIE_MAX_AGE_SECONDS, httpOnly: true, secure: ctx.requestInfo.secure })
}

/** The whole basket (or order) as the API answers it after every change. */
export async function orderView(request: cart.CartRequest, order: repo.OrderRow): Promise<GiftcardOrderView> {
  const basket = await repo.loadBasket(request.db, order, request.shopper.language)
  return giftcardOrderView(request.shopper, basket, await cart.priceOf(request, basket))
}

type OrderPayload = { order: GiftcardOrderView | null }

/** Runs a basket change and answers the basket as it is afterwards. */
function cartOperation(
  ctx: GraphQLContext,
  userData: Parameters<typeof toPayload>[0],
  run: (request: cart.CartRequest) => Promise<Result<repo.OrderRow | cart.CartOutcome<repo.OrderRow>>>,
) {
  return toPayload<OrderPayload>(userData, { order: null }, async (shopper) => {
    const request = await cartRequest(ctx, shopper)
    const result = await run(request)
    if (!result.ok) return result
    const outcome = 'newBasketToken' in result.value ? result.value : { value: result.value, newBasketToken: null }
    setBasketCookie(ctx, outcome.newBasketToken)
    const fresh = await repo.findOrder(request.db, outcome.value.id)
    return ok({ order: fresh ? await orderView({ ...request, basketToken: outcome.newBasketToken ?? request.basketToken }, fresh) : null })
  })
}

export const cartResolvers: Resolvers = {
  Query: {
    cartV2: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<OrderPayload>(userData, { order: null }, async (shopper) => {
        const request = await cartRequest(ctx, shopper)
        if (orderUuid) {
          const owned = await cart.ownedOrder(request, orderUuid)
          return owned.ok ? ok({ order: await orderView(request, owned.value) }) : owned
        }
        const basket = await cart.findBasket(request)
        return ok({ order: basket ? await orderView(request, basket) : null })
      }),
    cartQuantity: (_parent, { userData }, ctx) =>
      toPayload<{ quantity: number }>(userData, { quantity: 0 }, async (shopper) =>
        ok({ quantity: await cart.cartQuantity(await cartRequest(ctx, shopper)) })),
    customerOrders: (_parent, { userData }, ctx) =>
      toPayload<orderHistory.CustomerOrdersView>(userData, { years: [] }, async (shopper) =>
        orderHistory.customerOrders(await cartRequest(ctx, shopper))),
    paymentMethods: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<{ methods: checkout.PaymentMethodView[] }>(userData, { methods: [] }, async (shopper) =>
        checkout.paymentMethods(await cartRequest(ctx, shopper), orderUuid)),
  },
  Mutation: {
    addToCart: (_parent, { userData, input }, ctx) => cartOperation(ctx, userData, (request) => cart.addToCart(request, input)),
    updatePackage: (_parent, { userData, input }, ctx) => cartOperation(ctx, userData, (request) => cart.updatePackage(request, input)),
    deleteGiftcardPackageGroup: (_parent, { userData, shipmentTag, packageId }, ctx) =>
      cartOperation(ctx, userData, (request) => cart.deletePackageGroup(request, shipmentTag, packageId ?? null)),
    setDeliveryGrouping: (_parent, { userData, grouping }, ctx) =>
      cartOperation(ctx, userData, (request) => cart.setDeliveryGrouping(request, grouping)),
    setShipmentDelivery: (_parent, { userData, input }, ctx) =>
      cartOperation(ctx, userData, (request) => checkout.setShipmentDelivery(request, input)),
    placeOrder: (_parent, { userData, input }, ctx) =>
      cartOperation(ctx, userData, (request) => checkout.placeOrder(request, input)),
    releasePendingOrder: (_parent, { userData, orderUuid }, ctx) =>
      cartOperation(ctx, userData, (request) => checkout.releasePendingOrder(request, orderUuid)),
    reorder: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<{ order: GiftcardOrderView | null; skipped: number }>(userData, { order: null, skipped: 0 }, async (shopper) => {
        const request = await cartRequest(ctx, shopper)
        const result = await orderHistory.reorder(request, orderUuid)
        if (!result.ok) return result
        setBasketCookie(ctx, result.value.newBasketToken)
        const basket = await repo.findOrder(request.db, result.value.value.id)
        return ok({ order: basket ? await orderView({ ...request, basketToken: result.value.newBasketToken ?? request.basketToken }, basket) : null, skipped: result.value.skipped })
      }),
    startPayment: (_parent, { userData, orderUuid, methodId, issuerId }, ctx) =>
      toPayload<{ redirect: checkout.RedirectView | null; order: GiftcardOrderView | null }>(userData, { redirect: null, order: null }, async (shopper) => {
        const request = await cartRequest(ctx, shopper)
        const result = await checkout.startPayment(request, { orderUuid, methodId, issuerId: issuerId ?? null, clientIp: ctx.requestInfo.clientIp })
        if (!result.ok) return result
        return ok({ redirect: result.value.redirect, order: await orderView(request, result.value.order) })
      }),
    completePayment: (_parent, { userData, orderUuid, params }, ctx) =>
      toPayload<{ result: string | null; order: GiftcardOrderView | null }>(userData, { result: null, order: null }, async (shopper) => {
        const request = await cartRequest(ctx, shopper)
        const result = await checkout.completePayment(request, orderUuid, Object.fromEntries(params.map((field) => [field.name, field.value])))
        if (!result.ok) return result
        return ok({ result: result.value.result, order: await orderView(request, result.value.order) })
      }),
  },
}
