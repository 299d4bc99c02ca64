import 'server-only'
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { ORDER_LIMITS, WRAPPERS } from '@/config/charges'
import type { Storefront } from '@/config/storefronts/types'
import { ERROR_CODES } from '@/graphql/error-codes'
import { orders, packages, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { hitRateLimits } from '@/server/services/rate-limit'
import { minorUnitExponent } from '../common/money'
import { fail, ok, type DomainError, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { customerOfSession, type CustomerRow } from '../accounts/sessions'
import { hashToken, newSecretToken } from '../accounts/tokens'
import { messageProblem, storedMessage } from './message-rule'
import { basketCreationRule } from './basket-limits'
import * as repo from './cart-repository'
import { basketLimitErrors, priceBasket, type PricedPackage } from './pricing'

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
}

const storefrontOf = (request: CartRequest) => request.shopper.storefront.code

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

/**
 * A new basket for the caller, only once an add has passed every check (a refused add leaves no row).
 * An anonymous one counts against its address's limit (bots do not make baskets); an account has one
 * basket per storefront anyway. Two concurrent first adds meet at the partial unique index (one
 * basket per browser, one per account): the loser reads the winner's basket.
 */
async function createBasket(request: CartRequest, customer: CustomerRow | null): Promise<Result<CartOutcome<repo.OrderRow>>> {
  const token = customer ? null : request.basketToken ?? newSecretToken()
  const rule = customer ? null : basketCreationRule()
  if (rule) {
    // A request without an address (none of today's callers) shares one bucket: limited, not exempt.
    const limit = await hitRateLimits(request.db, [[rule, request.clientIp ?? 'unknown']], request.now ?? new Date())
    if (!limit.allowed) return fail(ERROR_CODES.RATE_LIMITED, undefined, { minutes: Math.ceil(limit.retryAfterSeconds / 60) })
  }
  const ownerTokenHash = token ? hashToken(token) : null
  const { storefront, language } = request.shopper
  const [created] = await request.db.insert(orders)
    .values({ storefront: storefront.code, language, currency: storefront.currency, customerId: customer?.id ?? null, ownerTokenHash })
    .onConflictDoNothing()
    .returning()
  const newBasketToken = token !== request.basketToken ? token : null
  if (created) return ok({ value: created, newBasketToken })
  const winner = await findBasket({ ...request, basketToken: token }, customer)
  if (!winner) throw new Error('basket vanished after a concurrent creation')
  return ok({ value: winner, newBasketToken })
}

/** Whether the caller may see this order: their account's, or made in their browser. */
export function ownsOrder(request: CartRequest, order: repo.OrderRow, customer: CustomerRow | null): boolean {
  if (order.storefront !== storefrontOf(request)) return false
  if (customer && order.customerId === customer.id) return true
  if (order.orderType === 'REDEEM') return !!request.shopper.redeemToken && order.ownerTokenHash === hashToken(request.shopper.redeemToken)
  return !!request.basketToken && order.ownerTokenHash === hashToken(request.basketToken)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One of the caller's orders by uuid (spec §4 retry: the cart is fetched by order uuid). */
export async function ownedOrder(request: CartRequest, orderUuid: string): Promise<Result<repo.OrderRow>> {
  if (!UUID.test(orderUuid)) return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
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

/** The limits of spec §8 for the basket as it would be after a change (checked before writing). */
async function limitErrors(request: CartRequest, priced: PricedPackage[], currency: string): Promise<DomainError[]> {
  const stock = await repo.stockOfVariations(request.db, [...new Set(priced.map((pkg) => pkg.variationId))])
  return basketLimitErrors(currency, priced, (id) => stock.get(id) ?? null)
}

export interface AddToCartInput {
  variationId: string
  amount: number
  quantity: number
  wrapperId?: string | null
  giftPacking?: boolean | null
  message?: string | null
  shipmentTag?: string | null
}

const KIND_OF_PRODUCT: Record<string, PricedPackage['kind']> = {
  GIFTCARD_DIGITAL: 'GIFTCARD',
  GIFTCARD_PHYSICAL: 'GIFTCARD',
  GIFTCARD_BLANK: 'BLANK_GIFT_CARD_PACK',
  DONATION: 'DONATION',
}

/** The extras a package may have, by its delivery type: wrapper of that type, gift packing by post only. */
function extrasProblems(deliveryType: 'DIGITAL' | 'PHYSICAL', wrapperId: string | null, giftPacking: boolean, message: string | null): DomainError[] {
  const errors: DomainError[] = []
  if (wrapperId && !WRAPPERS.some((wrapper) => wrapper.id === wrapperId && wrapper.deliveryType === deliveryType)) {
    errors.push({ code: ERROR_CODES.FIELD_INVALID, parameter: 'input.wrapperId' })
  }
  if (giftPacking && deliveryType !== 'PHYSICAL') errors.push({ code: ERROR_CODES.FIELD_INVALID, parameter: 'input.giftPacking' })
  if (message !== null) {
    const problem = messageProblem(message)
    if (problem) errors.push({ ...problem, parameter: 'input.message' })
  }
  return errors
}

function quantityProblem(quantity: number): DomainError | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_LIMITS.maxQuantity) {
    return { code: ERROR_CODES.FIELD_INVALID, parameter: 'input.quantity', values: { max: ORDER_LIMITS.maxQuantity } }
  }
  return null
}

async function nextShipment(db: Db, orderId: string, deliveryType: 'DIGITAL' | 'PHYSICAL', wantedTag: string | null, split: boolean) {
  const existing = await db.select().from(shipments).where(eq(shipments.orderId, orderId))
  if (wantedTag) {
    const found = existing.find((shipment) => shipment.tag === wantedTag && shipment.deliveryType === deliveryType)
    return found ?? null
  }
  const sameType = existing.filter((shipment) => shipment.deliveryType === deliveryType)
  if (!split && sameType.length > 0) return sameType[0]!
  const numbers = sameType.map((shipment) => Number(shipment.tag.split('-')[1]) || 0)
  const tag = `${deliveryType}-${Math.max(0, ...numbers) + 1}`
  const [created] = await db.insert(shipments)
    .values({ orderId, tag, deliveryType, position: existing.length + 1 })
    .returning()
  return created!
}

/** Bumps the basket version (every change does), so a payment is only started for what was seen. */
const touch = (db: Db, orderId: string) =>
  db.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, orderId))

/** Adds a package to the caller's basket, or to `target` (the redeem order owned by a redeem token). */
export async function addToCart(request: CartRequest, input: AddToCartInput, target: repo.OrderRow | null = null): Promise<Result<CartOutcome<repo.OrderRow>>> {
  const variationId = Number(input.variationId)
  if (!Number.isInteger(variationId)) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')
  const found = await repo.findVariation(request.db, storefrontOf(request), variationId)
  if (!found) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')
  const { variation, product } = found
  const kind = KIND_OF_PRODUCT[product.productType]
  if (!kind) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')

  const errors: DomainError[] = []
  const quantity = quantityProblem(input.quantity)
  if (quantity) errors.push(quantity)
  // Spec §5: whole units within the product's min and max; a fixed-price card only at its values.
  const factor = 10 ** minorUnitExponent(variation.currency)
  const unitAmount = Math.round(input.amount * factor)
  // Fixed prices may have cents (a blank card pack of 2.95); a custom amount is whole units only.
  const amountOk = variation.hasFixedPrices
    ? variation.fixedValues.includes(Math.round(unitAmount))
    : Number.isInteger(input.amount) && unitAmount >= variation.minPrice && unitAmount <= variation.maxPrice
  if (!amountOk) errors.push({ code: ERROR_CODES.FIELD_INVALID, parameter: 'input.amount', values: { min: variation.minPrice / factor, max: variation.maxPrice / factor } })
  const deliveryType = variation.variationType === 'physical' ? 'PHYSICAL' : 'DIGITAL'
  const message = input.message === undefined || input.message === null ? null : input.message
  errors.push(...extrasProblems(deliveryType, input.wrapperId ?? null, !!input.giftPacking, message))
  if (errors.length > 0) return { ok: false, errors }

  const customer = target ? null : await customerOf(request)
  const existing = target ?? await findBasket(request, customer)
  const current = existing ? await repo.loadBasket(request.db, existing, request.shopper.language) : { packages: [], shipments: [] }
  const candidate: PricedPackage = {
    id: 'new', shipmentTag: input.shipmentTag ?? '', deliveryType, kind, quantity: input.quantity, unitAmount,
    brandKey: product.brandKey, variationId, wrapper: null, giftPacking: false, message,
  }
  const limits = await limitErrors(request, [...toPricedPackages(current.packages, current.shipments), candidate], existing?.currency ?? request.shopper.storefront.currency)
  if (limits.length > 0) return { ok: false, errors: limits }
  // A new basket has no shipment to name yet.
  if (!existing && input.shipmentTag) return fail(ERROR_CODES.FIELD_INVALID, 'input.shipmentTag')

  const opened = existing ? ok<CartOutcome<repo.OrderRow>>({ value: existing, newBasketToken: null }) : await createBasket(request, customer)
  if (!opened.ok) return opened
  const { value: basket, newBasketToken } = opened.value

  const split = basket.deliveryGrouping === 'SPLIT' && deliveryType === 'PHYSICAL'
  const shipment = await nextShipment(request.db, basket.id, deliveryType, input.shipmentTag ?? null, split)
  if (!shipment) return fail(ERROR_CODES.FIELD_INVALID, 'input.shipmentTag')
  await request.db.insert(packages).values({
    orderId: basket.id, shipmentId: shipment.id, productId: product.id, variationId, kind, quantity: input.quantity, unitAmount,
    wrapper: input.wrapperId ?? null, giftPacking: !!input.giftPacking, message: storedMessage(message),
  })
  await touch(request.db, basket.id)
  return ok({ value: basket, newBasketToken })
}

export interface UpdatePackageInput {
  packageId: string
  quantity: number
  wrapperId?: string | null
  giftPacking: boolean
  message?: string | null
}

async function basketAndPackage(request: CartRequest, packageId: string) {
  const basket = await findBasket(request)
  if (!basket || !UUID.test(packageId)) return null
  const [pkg] = await request.db.select().from(packages).where(and(eq(packages.id, packageId), eq(packages.orderId, basket.id)))
  return pkg ? { basket, pkg } : null
}

export async function updatePackage(request: CartRequest, input: UpdatePackageInput): Promise<Result<repo.OrderRow>> {
  const found = await basketAndPackage(request, input.packageId)
  if (!found) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.packageId')
  const { basket, pkg } = found
  const [shipment] = await request.db.select().from(shipments).where(eq(shipments.id, pkg.shipmentId))
  const errors: DomainError[] = []
  const quantity = quantityProblem(input.quantity)
  if (quantity) errors.push(quantity)
  const message = input.message ?? null
  errors.push(...extrasProblems(shipment!.deliveryType, input.wrapperId ?? null, input.giftPacking, message))
  if (errors.length > 0) return { ok: false, errors }

  const current = await repo.loadBasket(request.db, basket, request.shopper.language)
  const priced = toPricedPackages(current.packages, current.shipments).map((line) => (line.id === pkg.id ? { ...line, quantity: input.quantity } : line))
  const limits = await limitErrors(request, priced, basket.currency)
  if (limits.length > 0) return { ok: false, errors: limits }
  await request.db.update(packages)
    .set({ quantity: input.quantity, wrapper: input.wrapperId ?? null, giftPacking: input.giftPacking, message: storedMessage(message) })
    .where(eq(packages.id, pkg.id))
  await touch(request.db, basket.id)
  return ok(basket)
}

/** Spec §7 deleteGiftcardPackageGroup: a shipment's packages, or one of them; empty shipments go too. */
export async function deletePackageGroup(request: CartRequest, shipmentTag: string, packageId: string | null): Promise<Result<repo.OrderRow>> {
  const basket = await findBasket(request)
  if (!basket) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'shipmentTag')
  const [shipment] = await request.db.select().from(shipments).where(and(eq(shipments.orderId, basket.id), eq(shipments.tag, shipmentTag)))
  if (!shipment) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'shipmentTag')
  if (packageId) {
    if (!UUID.test(packageId)) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'packageId')
    const removed = await request.db.delete(packages)
      .where(and(eq(packages.id, packageId), eq(packages.shipmentId, shipment.id))).returning({ id: packages.id })
    if (removed.length === 0) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'packageId')
    const left = await request.db.$count(packages, eq(packages.shipmentId, shipment.id))
    if (left === 0) await request.db.delete(shipments).where(eq(shipments.id, shipment.id))
  } else {
    await request.db.delete(shipments).where(eq(shipments.id, shipment.id))
  }
  await touch(request.db, basket.id)
  return ok(basket)
}

/**
 * Spec §3 delivery grouping of the physical cards: DEFAULT keeps the shipments as the shopper made
 * them, SINGLE sends everything in one shipment, SPLIT gives every package its own.
 */
export async function setDeliveryGrouping(request: CartRequest, grouping: 'DEFAULT' | 'SINGLE' | 'SPLIT'): Promise<Result<repo.OrderRow>> {
  const basket = await findBasket(request)
  if (!basket) return fail(ERROR_CODES.PACKAGE_NOT_FOUND)
  await request.db.transaction(async (tx) => {
    const physical = (await tx.select().from(shipments).where(and(eq(shipments.orderId, basket.id), eq(shipments.deliveryType, 'PHYSICAL'))))
      .sort((a, b) => a.position - b.position)
    const physicalPackages = physical.length === 0 ? [] : await tx.select().from(packages).where(inArray(packages.shipmentId, physical.map((s) => s.id)))
    if (grouping === 'SINGLE' && physical.length > 1) {
      const [first, ...rest] = physical
      await tx.update(packages).set({ shipmentId: first!.id }).where(inArray(packages.shipmentId, rest.map((s) => s.id)))
      await tx.delete(shipments).where(inArray(shipments.id, rest.map((s) => s.id)))
    }
    if (grouping === 'SPLIT') {
      let position = (await tx.$count(shipments, eq(shipments.orderId, basket.id))) + 1
      let number = Math.max(0, ...physical.map((s) => Number(s.tag.split('-')[1]) || 0))
      for (const shipment of physical) {
        const own = physicalPackages.filter((pkg) => pkg.shipmentId === shipment.id).slice(1)
        for (const pkg of own) {
          number += 1
          const [created] = await tx.insert(shipments).values({
            orderId: basket.id, tag: `PHYSICAL-${number}`, deliveryType: 'PHYSICAL', position: position++,
            deliveryDate: shipment.deliveryDate, deliveryAddress: shipment.deliveryAddress,
          }).returning()
          await tx.update(packages).set({ shipmentId: created!.id }).where(eq(packages.id, pkg.id))
        }
      }
    }
    await tx.update(orders).set({ deliveryGrouping: grouping, version: sql`${orders.version} + 1`, updatedAt: new Date() }).where(eq(orders.id, basket.id))
  })
  return ok({ ...basket, deliveryGrouping: grouping })
}

/**
 * Number of cards in the caller's basket (spec §7 cartQuantity), counting the order being paid: a
 * placed order stays in the count until it is paid or released (its cards then join the basket
 * again), so a shopper who goes back from the payment page does not meet an empty basket.
 */
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
