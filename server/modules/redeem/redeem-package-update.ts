import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { fail, type Result } from '../common/result'
import type { OrderRow } from '../order/order-repository'
import { changePackageAmount } from '../cart/package-amount'
import { findRedeemCart, packageChangeLimit, payingCardsProblem, redeemParts, type RedeemRequest } from './redeem-order-service'

export interface UpdateRedeemPackageInput {
  packageId: string
  amount: number
  quantity: number
}

/**
 * docs/rules/redeem.md change a redeem package: a chosen card takes a new amount and quantity with the checks
 * and limits of adding one (a valid token of real cards with a balance, the product's values or range of the
 * whole amount, the split above 150 euro, the basket limits), counted against the token's package changes like
 * an add or a remove.
 */
export async function updateRedeemPackage(request: RedeemRequest, input: UpdateRedeemPackageInput): Promise<Result<OrderRow>> {
  const { db, shopper, now } = request
  const refused = await payingCardsProblem(request)
  if (refused) return refused
  const cart = await findRedeemCart(request)
  if (!cart) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.packageId')
  const limited = await packageChangeLimit(request)
  if (limited) return limited
  // The cart is owned by the redeem token, never by a basket cookie or an account.
  const asCart = { db, shopper, sessionToken: null, basketToken: null, now }
  return changePackageAmount(asCart, cart, input.packageId, input.amount, input.quantity, (amount) => redeemParts(request, amount))
}
