import 'server-only'
import { currencyCode } from '@/config/currencies'
import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_SECONDS } from '@/config/session'
import type { GraphQLContext } from '@/server/graphql/context'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toMoney, type MoneyView } from '../common/money'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import * as activation from './activation-service'

type Money = MoneyView
type OrderView = {
  id: string; reference: string; status: 'CART' | 'PENDING' | 'AWAITING_BANK_TRANSFER' | 'COMPLETED' | 'CANCELED'; cardNumberMasked: string; cardNumberEnd: string
  email: string; amount: Money; activateAfter: string | null; activatedAt: string | null
}

async function activationRequest(ctx: GraphQLContext, shopper: ShopperContext): Promise<activation.ActivationRequest> {
  const { sessionToken, basketToken, clientIp } = ctx.requestInfo
  return { db: await ctx.db(), shopper, sessionToken, basketToken, clientIp }
}

/** Only the last four digits leave the server (shown as the balance check shows a stored card). */
const masked = (number: string) => `•••• •••• •••• ••• ${number.slice(-4)}`

function orderView({ order, activation: row, card }: activation.ActivationOrderView): OrderView {
  return {
    id: order.id, reference: order.reference ?? '', status: order.status, cardNumberMasked: masked(card.number), cardNumberEnd: card.number.slice(-4),
    email: row.email, amount: toMoney(row.amount, order.currency),
    activateAfter: row.activateAfter?.toISOString() ?? null, activatedAt: row.activatedAt?.toISOString() ?? null,
  }
}

const NO_AMOUNT: MoneyView = { currency: 'EUR', value: 0 }

export const activationResolvers: Resolvers = {
  Query: {
    activationOptions: (_parent, { userData }, ctx) =>
      toPayload(userData, { available: false, cardNumberPrefixes: [] as string[], minAmount: NO_AMOUNT, maxAmount: NO_AMOUNT, productTitle: '', delayMinutes: 0 }, async (shopper) => {
        const options = await activation.activationOptions(await ctx.db(), shopper)
        const { min, max } = options.rule.amount
        const currency = currencyCode(options.rule.amount.currency)
        return ok({
          available: options.available, cardNumberPrefixes: [...options.rule.prefixes], minAmount: { currency, value: min }, maxAmount: { currency, value: max },
          productTitle: options.productTitle, delayMinutes: options.delayMinutes,
        })
      }),
    activationOrder: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<{ order: OrderView | null }>(userData, { order: null }, async (shopper) => {
        const found = await activation.findActivationOrder(await activationRequest(ctx, shopper), orderUuid)
        return found.ok ? ok({ order: orderView(found.value) }) : found
      }),
  },
  Mutation: {
    createActivationOrder: (_parent, { userData, input }, ctx) =>
      toPayload<{ order: OrderView | null }>(userData, { order: null }, async (shopper) => {
        const created = await activation.createActivationOrder(await activationRequest(ctx, shopper), input)
        if (!created.ok) return created
        const { newBasketToken, ...view } = created.value
        // The order belongs to this browser's basket cookie, like a checkout's order (startPayment, the success page).
        if (newBasketToken) {
          ctx.responseCookies.set(BASKET_COOKIE, newBasketToken, { maxAgeSeconds: BASKET_COOKIE_MAX_AGE_SECONDS, httpOnly: true, secure: ctx.requestInfo.secure })
        }
        return ok({ order: orderView(view) })
      }),
  },
}
