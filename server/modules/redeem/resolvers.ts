import 'server-only'
import type { GraphQLContext } from '@/server/graphql/context'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { captchaVerifierFromEnv } from '@/server/services/captcha'
import { toMoney, type MoneyView } from '../common/money'
import { toPayload } from '../common/payload'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { findOrder, type OrderRow } from '../order/order-repository'
import { shopperRequest } from '../order/order-operation'
import type { GiftcardOrderView } from '../order/order-view'
import { checkBalance, type CheckedCard } from './balance-check'
import { redeemSession } from './redeem-session'
import { redeemPage } from './redeem-pages'
import * as redeem from './redeem-order-service'
import { redeemConfirmation } from './redeem-confirmation'
import { needsPhysicalAddress, physicalAddressOf, setRedeemDeliveryAddress } from './redeem-delivery'
import { addressView } from '../common/address-view'
import { findRedeemOrder, redeemOrderViews } from './redeem-order-read'
import { updateRedeemPackage } from './redeem-package-update'
import type { RedeemOrderView } from './redeem-order-view'
import { minorUnitExponent } from '@/config/currencies'

type CardView = { state: string; cardNumberEnd: string; balance: MoneyView; expiresAt: string; productTitle: string; productImage: string; backgroundColor: string }
type Money = MoneyView
type StoredAddressView = ReturnType<typeof addressView>
type RedeemView = {
  order: GiftcardOrderView | null; redeemOrder: RedeemOrderView | null; cards: Array<{ cardNumberEnd: string; balance: Money }>; balance: Money; priceToPay: Money; remainingBalance: Money
  needsPhysicalAddress: boolean; physicalAddress: StoredAddressView | null
}
type ConfirmationView = { cards: Array<{ cardNumberEnd: string; amount: Money; remainingBalance: Money }>; paidFromBalance: Money; paidByPayment: Money; remainingBalance: Money }

const cardView = (card: CheckedCard): CardView => ({ ...card, balance: toMoney(card.balance, card.currency), expiresAt: card.expiresAt.toISOString() })

const EMPTY_MONEY: Money = { currency: 'EUR', value: 0 }
const EMPTY: RedeemView = { order: null, redeemOrder: null, cards: [], balance: EMPTY_MONEY, priceToPay: EMPTY_MONEY, remainingBalance: EMPTY_MONEY, needsPhysicalAddress: false, physicalAddress: null }
const EMPTY_CONFIRMATION: ConfirmationView = { cards: [], paidFromBalance: EMPTY_MONEY, paidByPayment: EMPTY_MONEY, remainingBalance: EMPTY_MONEY }

async function redeemView(ctx: GraphQLContext, shopper: ShopperContext, order: OrderRow | null): Promise<RedeemView> {
  const db = await ctx.db()
  const request = { db, shopper, sessionToken: null, basketToken: null }
  const views = order ? await redeemOrderViews(request, order) : null
  const currency = shopper.storefront.currency
  // A placed redeem order's frozen total already has the balance taken off.
  const total = order && order.status === 'CART' ? Math.round((views?.view.totals.grandTotal.value ?? 0) * 10 ** minorUnitExponent(currency)) : 0
  const summary = await redeem.summarize({ db, shopper }, total)
  const physical = views ? physicalAddressOf(views.basket) : null
  return {
    needsPhysicalAddress: views ? needsPhysicalAddress(views.basket) : false,
    physicalAddress: physical ? addressView(physical) : null,
    order: views?.view ?? null,
    redeemOrder: views?.redeemOrder ?? null,
    cards: summary.cards.map((card) => ({ cardNumberEnd: card.cardNumberEnd, balance: toMoney(card.balance, currency) })),
    balance: toMoney(summary.balance, currency),
    priceToPay: toMoney(order && order.status !== 'CART' ? order.totals?.grandTotal ?? 0 : summary.priceToPay, currency),
    remainingBalance: toMoney(summary.remainingBalance, currency),
  }
}

function redeemOperation(ctx: GraphQLContext, userData: Parameters<typeof toPayload>[0], run: (request: redeem.RedeemRequest) => Promise<Result<OrderRow | null>>) {
  return toPayload<RedeemView>(userData, EMPTY, async (shopper) => {
    const db = await ctx.db()
    const result = await run({ db, shopper })
    if (!result.ok) return result
    return ok(await redeemView(ctx, shopper, result.value ? await findOrder(db, result.value.id) : null))
  })
}

export const redeemResolvers: Resolvers = {
  Query: {
    giftCardBalance: (_parent, { userData, cardNumber, pin, captchaToken }, ctx) =>
      toPayload<{ card: CardView | null; redeemToken: string | null }>(userData, { card: null, redeemToken: null }, async (shopper) => {
        const result = await checkBalance(
          { db: await ctx.db(), shopper, clientIp: ctx.requestInfo.clientIp, captcha: captchaVerifierFromEnv() },
          { cardNumber, pin, captchaToken },
        )
        if (!result.ok) return result
        return ok({ redeemToken: result.value.redeemToken, card: cardView(result.value.card) })
      }),
    redeemSession: (_parent, { userData }, ctx) =>
      toPayload<{ cards: CardView[] }>(userData, { cards: [] }, async (shopper) => {
        const result = await redeemSession({ db: await ctx.db(), shopper })
        return result.ok ? ok({ cards: result.value.map(cardView) }) : result
      }),
    redeemBasket: (_parent, { userData }, ctx) => redeemOperation(ctx, userData, async (request) => ok(await redeem.findRedeemCart(request))),
    redeemOrder: (_parent, { userData, uuid }, ctx) =>
      toPayload<{ order: RedeemOrderView | null }>(userData, { order: null }, async (shopper) => {
        // Read as the confirmation reads it: the redeem token, or the account or browser that owns the order.
        const request = await shopperRequest(ctx, shopper)
        const found = await findRedeemOrder(request, uuid)
        return found.ok ? ok({ order: (await redeemOrderViews(request, found.value)).redeemOrder }) : found
      }),
    redeemPage: (_parent, { userData, pageId, paging }, ctx) =>
      toPayload(userData, { page: null, products: [], paging: null }, async (shopper) => redeemPage(await ctx.db(), shopper, pageId, paging)),
    redeemConfirmation: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<ConfirmationView>(userData, EMPTY_CONFIRMATION, async (shopper) => {
        // As the confirmation page reads the order: its redeem token, or the account or browser that owns it.
        const request = { db: await ctx.db(), shopper, sessionToken: ctx.requestInfo.sessionToken, basketToken: ctx.requestInfo.basketToken }
        const result = await redeemConfirmation(request, orderUuid)
        if (!result.ok) return result
        const currency = result.value.order.currency
        return ok({
          cards: result.value.cards.map((card) => ({ cardNumberEnd: card.cardNumberEnd, amount: toMoney(card.amount, currency), remainingBalance: toMoney(card.remainingBalance, currency) })),
          paidFromBalance: toMoney(result.value.paidFromBalance, currency),
          paidByPayment: toMoney(result.value.paidByPayment, currency),
          remainingBalance: toMoney(result.value.remainingBalance, currency),
        })
      }),
  },
  Mutation: {
    addRedeemPackage: (_parent, { userData, input }, ctx) => redeemOperation(ctx, userData, (request) => redeem.addRedeemPackage(request, input)),
    removeRedeemPackage: (_parent, { userData, packageId }, ctx) => redeemOperation(ctx, userData, (request) => redeem.removeRedeemPackage(request, packageId)),
    updateRedeemPackage: (_parent, { userData, input }, ctx) => redeemOperation(ctx, userData, (request) => updateRedeemPackage(request, input)),
    confirmRedeemOrder: (_parent, { userData, input }, ctx) => redeemOperation(ctx, userData, (request) => redeem.confirmRedeemOrder(request, input)),
    setRedeemDeliveryAddress: (_parent, { userData, input }, ctx) => redeemOperation(ctx, userData, (request) => setRedeemDeliveryAddress(request, input)),
  },
}
