import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { fail, type Result } from '../common/result'
import { loadBasket, type OrderRow } from '../order/order-repository'
import { ownedOrder, type ShopperRequest } from '../order/shopper-request'
import { priceOf } from '../order/order-price'
import { giftcardOrderView } from '../order/order-view'
import { summarize } from './redeem-order-service'
import { paidCards } from './redeem-confirmation'
import { redeemOrderView } from './redeem-order-view'

/**
 * docs/rules/redeem.md redeem order by uuid: a redeem order the shopper may read (its redeem token, or the
 * account that owns it, in this storefront). Any other uuid (unknown, someone else's, another
 * storefront's, not a redeem order) gets the same 3101, so guessing tells nothing.
 */
export async function findRedeemOrder(request: ShopperRequest, uuid: string): Promise<Result<OrderRow>> {
  const owned = await ownedOrder(request, uuid)
  if (!owned.ok || owned.value.orderType !== 'REDEEM') return fail(ERROR_CODES.ORDER_NOT_FOUND, 'uuid')
  return owned
}

/**
 * The order as the cart answers it and in the RedeemOrder shape. What the balance keeps: before
 * confirming, what the token's cards would keep after paying the total; once placed, what the cards
 * that paid keep now.
 */
export async function redeemOrderViews(request: ShopperRequest, order: OrderRow) {
  const basket = await loadBasket(request.db, order, request.shopper.language)
  const price = await priceOf(request, basket)
  const view = await giftcardOrderView(request.shopper, basket, price)
  const remaining = order.status === 'CART'
    ? (await summarize(request, price.totals.grandTotal)).remainingBalance
    : (await paidCards(request.db, order.id)).reduce((sum, card) => sum + card.remainingBalance, 0)
  return { basket, view, redeemOrder: await redeemOrderView(request.db, basket, view, remaining, request.shopper.language) }
}
