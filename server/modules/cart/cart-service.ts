import 'server-only'
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { orders, packages, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { CustomerRow } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from '../order/order-repository'
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
  const ownedBy = owner ? eq(orders.customerId, owner.id)
    : request.basketToken ? eq(orders.ownerTokenHash, hashToken(request.basketToken)) : null
  if (!ownedBy) return 0
  const regular = and(ownedBy, eq(orders.storefront, storefrontOf(request)), eq(orders.orderType, 'REGULAR'))
  // One round trip on every page view: the basket's cards and those of the order being paid.
  const basket = request.db.select({ id: orders.id }).from(orders).where(and(regular, eq(orders.status, 'CART'))).limit(1)
  const beingPaid = request.db.select({ id: orders.id }).from(orders)
    .where(and(regular, eq(orders.status, 'PENDING'))).orderBy(desc(orders.placedAt)).limit(1)
  const [row] = await request.db.select({ total: sql<number>`coalesce(sum(${packages.quantity}), 0)::int` })
    .from(packages).where(or(inArray(packages.orderId, basket), inArray(packages.orderId, beingPaid)))
  return Number(row?.total ?? 0)
}

/**
 * After login the browser's basket joins the account's: it becomes the account's basket, or, when
 * the account already has one, its packages move there (same shipment tags where they exist).
 */
export async function mergeBasketIntoAccount(db: Db, basketToken: string | null, customerId: string, storefront: string): Promise<void> {
  if (!basketToken) return
  const anonymous = await repo.findCartOfOwner(db, hashToken(basketToken), storefront)
  if (!anonymous || anonymous.customerId === customerId) return
  await db.transaction(async (tx) => {
    const accountBasket = await repo.findCartOfCustomer(tx, customerId, storefront)
    if (!accountBasket) {
      await tx.update(orders).set({ customerId, updatedAt: new Date() }).where(eq(orders.id, anonymous.id))
      return
    }
    const target = await tx.select().from(shipments).where(eq(shipments.orderId, accountBasket.id))
    const moving = await tx.select().from(shipments).where(eq(shipments.orderId, anonymous.id))
    let position = target.length
    for (const shipment of moving) {
      const same = target.find((candidate) => candidate.tag === shipment.tag && candidate.deliveryType === shipment.deliveryType)
      if (same && !shipment.deliveryAddress) {
        await tx.update(packages).set({ shipmentId: same.id, orderId: accountBasket.id }).where(eq(packages.shipmentId, shipment.id))
      } else {
        const tag = same ? `${shipment.deliveryType}-${target.length + moving.length + position}` : shipment.tag
        await tx.update(shipments).set({ orderId: accountBasket.id, tag, position: ++position }).where(eq(shipments.id, shipment.id))
        await tx.update(packages).set({ orderId: accountBasket.id }).where(eq(packages.shipmentId, shipment.id))
      }
    }
    await tx.delete(orders).where(eq(orders.id, anonymous.id))
    await tx.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, accountBasket.id))
  })
}
