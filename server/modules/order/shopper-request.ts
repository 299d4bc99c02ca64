import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { isUuid } from '../common/uuid'
import { customerOfSession, type CustomerRow } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from './order-repository'

/** The request that names a shopper's order: who asks (session, basket and redeem tokens) and on which storefront. */
export interface ShopperRequest {
  db: Db
  shopper: ShopperContext
  sessionToken: string | null
  /** The anonymous basket cookie. */
  basketToken: string | null
  /** The client's address (GraphQL context): new anonymous baskets are rate-limited by it. */
  clientIp?: string
  now?: Date
}

export const storefrontOf = (request: ShopperRequest) => request.shopper.storefront.code

export async function customerOf(request: ShopperRequest): Promise<CustomerRow | null> {
  return customerOfSession(request.db, request.sessionToken, storefrontOf(request), request.now ?? new Date())
}

/** Whether the caller may see this order: their account's, or made in their browser. */
export function ownsOrder(request: ShopperRequest, order: repo.OrderRow, customer: CustomerRow | null): boolean {
  if (order.storefront !== storefrontOf(request)) return false
  if (customer && order.customerId === customer.id) return true
  if (order.orderType === 'REDEEM') return !!request.shopper.redeemToken && order.ownerTokenHash === hashToken(request.shopper.redeemToken)
  return !!request.basketToken && order.ownerTokenHash === hashToken(request.basketToken)
}

/** One of the caller's orders by uuid (docs/rules/basket.md retry: the cart is fetched by order uuid). */
export async function ownedOrder(request: ShopperRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  if (!isUuid(orderUuid)) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  const order = await repo.findOrder(request.db, orderUuid)
  if (!order || !ownsOrder(request, order, await customerOf(request))) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  return ok(order)
}
