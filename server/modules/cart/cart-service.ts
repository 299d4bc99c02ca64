import 'server-only'
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { WRAPPERS } from '@/config/charges'
import type { Storefront } from '@/config/storefronts/types'
import { ERROR_CODES } from '@/graphql/error-codes'
import { orders, packages, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { isUuid } from '../common/uuid'
import { customerOfSession, type CustomerRow } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from './cart-repository'
import { priceBasket, type PricedPackage } from './pricing'

/** What a basket operation knows of its caller. */
export interface CartRequest {
  db: Db
  shopper: ShopperContext
  sessionToken: string | null
  /** The anonymous basket cookie. */
  basketToken: string | null
  /** The client's address (GraphQL context): new anonymous baskets are rate-limited by it. */
  clientIp?: string
  now?: Date
}

/** A new anonymous basket token the resolver must set as the `basket` cookie. */
export interface CartOutcome<T> {
  value: T
  newBasketToken: string | null
  /** The basket as it is after the change, when the change knows it without reading it again. */
  basket?: repo.BasketRecord
}

export const storefrontOf = (request: CartRequest) => request.shopper.storefront.code

export async function customerOf(request: CartRequest): Promise<CustomerRow | null> {
  return customerOfSession(request.db, request.sessionToken, storefrontOf(request), request.now ?? new Date())
}

/** The caller's basket (the account's when logged in, else the browser's), or null. */
export async function findBasket(request: CartRequest, customer?: CustomerRow | null): Promise<repo.OrderRow | null> {
  const owner = customer === undefined ? await customerOf(request) : customer
  if (owner) return repo.findCartOfCustomer(request.db, owner.id, storefrontOf(request))
  if (!request.basketToken) return null
  return repo.findCartOfOwner(request.db, hashToken(request.basketToken), storefrontOf(request))
}

/** Whether the caller may see this order: their account's, or made in their browser. */
export function ownsOrder(request: CartRequest, order: repo.OrderRow, customer: CustomerRow | null): boolean {
  if (order.storefront !== storefrontOf(request)) return false
  if (customer && order.customerId === customer.id) return true
  if (order.orderType === 'REDEEM') return !!request.shopper.redeemToken && order.ownerTokenHash === hashToken(request.shopper.redeemToken)
  return !!request.basketToken && order.ownerTokenHash === hashToken(request.basketToken)
}


/** One of the caller's orders by uuid (docs/rules/basket.md retry: the cart is fetched by order uuid). */
export async function ownedOrder(request: CartRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  if (!isUuid(orderUuid)) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  const order = await repo.findOrder(request.db, orderUuid)
  if (!order || !ownsOrder(request, order, await customerOf(request))) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  return ok(order)
}

export function toPricedPackages(lines: repo.PackageLine[], shipmentRows: repo.ShipmentRow[]): PricedPackage[] {
  const tagOf = new Map(shipmentRows.map((shipment) => [shipment.id, shipment]))
  return lines.map((line) => {
    const shipment = tagOf.get(line.shipmentId)!
    return {
      id: line.id,
      shipmentTag: shipment.tag,
      deliveryType: shipment.deliveryType,
      kind: line.kind as PricedPackage['kind'],
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      brandKey: line.product.brandKey,
      wine: line.product.wine,
      variationId: line.variationId,
      wrapper: WRAPPERS.find((wrapper) => wrapper.id === line.wrapper) ?? null,
      giftPacking: line.giftPacking,
      message: line.message,
    }
  })
}

/** A stored basket priced for its storefront's country; a redeem order pays no service fee. */
export function priceOfBasket(storefront: Storefront, basket: repo.BasketRecord) {
  return priceBasket({
    currency: basket.order.currency, country: storefront.country,
    packages: toPricedPackages(basket.packages, basket.shipments), serviceFee: basket.order.orderType !== 'REDEEM',
  })
}

export async function priceOf(request: CartRequest, basket: repo.BasketRecord) {
  return priceOfBasket(request.shopper.storefront, basket)
}

export async function cartQuantity(request: CartRequest): Promise<number> {
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
