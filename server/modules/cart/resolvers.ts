import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import * as cart from './cart-service'
import * as changes from './basket-changes'
import { cartOperation } from './cart-operation'
import { shopperRequest, orderView, type OrderPayload } from '../order/order-operation'
import { ownedOrder } from '../order/shopper-request'

export const cartResolvers: Resolvers = {
  Query: {
    cartV2: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<OrderPayload>(userData, { order: null }, async (shopper) => {
        const request = await shopperRequest(ctx, shopper)
        if (orderUuid) {
          const owned = await ownedOrder(request, orderUuid)
          return owned.ok ? ok({ order: await orderView(request, owned.value) }) : owned
        }
        const basket = await cart.findBasket(request)
        return ok({ order: basket ? await orderView(request, basket) : null })
      }),
    cartQuantity: (_parent, { userData }, ctx) =>
      toPayload<{ quantity: number }>(userData, { quantity: 0 }, async (shopper) =>
        ok({ quantity: await cart.cartQuantity(await shopperRequest(ctx, shopper)) })),
  },
  Mutation: {
    addToCart: (_parent, { userData, input }, ctx) => cartOperation(ctx, userData, (request) => changes.addToCart(request, input)),
    updatePackage: (_parent, { userData, input }, ctx) => cartOperation(ctx, userData, (request) => changes.updatePackage(request, input)),
    deleteGiftcardPackageGroup: (_parent, { userData, shipmentTag, packageId }, ctx) =>
      cartOperation(ctx, userData, (request) => changes.deletePackageGroup(request, shipmentTag, packageId ?? null)),
    setDeliveryGrouping: (_parent, { userData, grouping }, ctx) =>
      cartOperation(ctx, userData, (request) => changes.setDeliveryGrouping(request, grouping)),
  },
}
