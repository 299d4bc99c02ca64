import 'server-only'
import type { Db } from '@/server/db/types'
import type { CustomerRow } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from '../order/order-repository'
import { basketQuantity, mergeBasketInto } from '../order/basket-repository'
import { customerOf, storefrontOf, type ShopperRequest } from '../order/shopper-request'

/** A new anonymous basket token the resolver must set as the `basket` cookie. */
export interface CartOutcome<T> {
  value: T
  newBasketToken: string | null
  /** The basket as it is after the change, when the change knows it without reading it again. */
  basket?: repo.BasketRecord
}

/** The caller's basket (the account's when logged in, else the browser's), or null. */
export async function findBasket(request: ShopperRequest, customer?: CustomerRow | null): Promise<repo.OrderRow | null> {
  const owner = customer === undefined ? await customerOf(request) : customer
  if (owner) return repo.findCartOfCustomer(request.db, owner.id, storefrontOf(request))
  if (!request.basketToken) return null
  return repo.findCartOfOwner(request.db, hashToken(request.basketToken), storefrontOf(request))
}

export async function cartQuantity(request: ShopperRequest): Promise<number> {
  const owner = await customerOf(request)
  const ownedBy = owner ? { customerId: owner.id }
    : request.basketToken ? { ownerTokenHash: hashToken(request.basketToken) } : null
  if (!ownedBy) return 0
  return basketQuantity(request.db, ownedBy, storefrontOf(request))
}

/**
 * After login the browser's basket joins the account's: it becomes the account's basket, or, when
 * the account already has one, its packages move there (same shipment tags where they exist).
 */
export async function mergeBasketIntoAccount(db: Db, basketToken: string | null, customerId: string, storefront: string): Promise<void> {
  if (!basketToken) return
  const anonymous = await repo.findCartOfOwner(db, hashToken(basketToken), storefront)
  if (!anonymous || anonymous.customerId === customerId) return
  await mergeBasketInto(db, anonymous, customerId, storefront)
}
