import 'server-only'
import { ORDER_LIMITS, WRAPPERS } from '@/config/charges'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { hitRateLimits } from '@/server/services/rate-limit'
import { minorUnitExponent } from '@/config/currencies'
import { validateAmount } from '@/validation/price'
import { fail, ok, type DomainError, type Result } from '../common/result'
import { isUuid } from '../common/uuid'
import type { CustomerRow } from '../accounts/sessions'
import { hashToken, newSecretToken } from '../accounts/tokens'
import { messageProblem, storedMessage } from './message-rule'
import { basketCreationRule } from './basket-limits'
import * as repo from '../order/order-repository'
import * as basketRepo from '../order/basket-repository'
import { insertBasketWithPackage, type NewBasket } from '../order/basket-repository'
import { findVariation, stockOfVariations } from './cart-repository'
import { customerOf, storefrontOf, type ShopperRequest } from '../order/shopper-request'
import { findBasket, type CartOutcome } from './cart-service'
import { toPricedPackages } from '../order/order-price'
import { basketLimitErrors, type PricedPackage } from '../order/pricing'
import { rateLimited } from '../common/rate-limited'

/**
 * Changing a basket (docs/rules/api.md addToCart, updatePackage, deleteGiftcardPackageGroup,
 * setDeliveryGrouping): every change is checked against the basket as it would be afterwards
 * (quantities, extras, the limits of docs/rules/errors.md) before anything is written, so a refused change
 * leaves the basket as it was. Reading the basket is cart-service.ts, its owner order/shopper-request.ts;
 * every statement on the basket's rows is order/basket-repository.ts.
 */

/** A concurrent first add made the caller's basket meanwhile: this add wrote nothing. */
const LOST_RACE = Symbol('lost race')

/**
 * A new basket for the caller with its first package, only once the add has passed every check (a refused
 * add leaves no row). An anonymous one counts against its address's limit (bots do not make baskets); an
 * account has one basket per storefront anyway. Two concurrent first adds meet at the partial unique index
 * (one basket per browser, one per account): the loser writes nothing and is told so.
 */
async function createBasket(request: ShopperRequest, customer: CustomerRow | null, first: Omit<NewBasket, 'storefront' | 'language' | 'currency' | 'customerId' | 'ownerTokenHash'>) {
  const token = customer ? null : request.basketToken ?? newSecretToken()
  const rule = customer ? null : basketCreationRule()
  if (rule) {
    // A request without an address (none of today's callers) shares one bucket: limited, not exempt.
    const limit = await hitRateLimits(request.db, [[rule, request.clientIp ?? 'unknown']], request.now ?? new Date())
    if (!limit.allowed) return rateLimited(limit.retryAfterSeconds)
  }
  const { storefront, language } = request.shopper
  const written = await insertBasketWithPackage(request.db, {
    ...first, storefront: storefront.code, language, currency: storefront.currency, customerId: customer?.id ?? null, ownerTokenHash: token ? hashToken(token) : null,
  })
  return ok(written ? { ...written, newBasketToken: token !== request.basketToken ? token : null } : LOST_RACE)
}

/**
 * The limits of docs/rules/errors.md for the basket as it would be after a change (checked before writing).
 * `knownStock` holds the stock of variations this request has just read with the basket; only the others are
 * asked for (none, when adding to a basket that was loaded with its variations).
 */
export async function limitErrors(request: ShopperRequest, priced: PricedPackage[], currency: string, knownStock: ReadonlyMap<number, number | null>): Promise<DomainError[]> {
  const unknown = [...new Set(priced.map((pkg) => pkg.variationId))].filter((id) => !knownStock.has(id))
  const stock = new Map([...knownStock, ...await stockOfVariations(request.db, unknown)])
  return basketLimitErrors(currency, priced, (id) => stock.get(id) ?? null)
}

/** The stock of the variations of a basket's packages, as loaded with them. */
export const stockOfLines = (lines: repo.PackageLine[]) => new Map(lines.map((line) => [line.variationId, line.variation.stock] as const))

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

/**
 * docs/rules/validation.md: whole units within the product's min and max (the rule of the forms, validation/price.ts);
 * a fixed-price card only at its values.
 */
export function amountProblem(variation: repo.VariationRow, amount: number): DomainError | null {
  const factor = 10 ** minorUnitExponent(variation.currency)
  const range = { min: variation.minPrice / factor, max: variation.maxPrice / factor, currency: variation.currency }
  // Fixed prices may have cents (a blank card pack of 2.95); a custom amount is whole units only.
  const amountOk = variation.hasFixedPrices
    ? variation.fixedValues.includes(Math.round(amount * factor))
    : validateAmount(amount, range) === null
  return amountOk ? null : { code: ERROR_CODES.FIELD_INVALID, parameter: 'input.amount', values: { min: range.min, max: range.max } }
}

export function quantityProblem(quantity: number): DomainError | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_LIMITS.maxQuantity) {
    return { code: ERROR_CODES.FIELD_INVALID, parameter: 'input.quantity', values: { max: ORDER_LIMITS.maxQuantity } }
  }
  return null
}

/** `existing`: the basket's shipments as this request has just loaded them. */
async function nextShipment(db: Db, orderId: string, existing: repo.ShipmentRow[], deliveryType: 'DIGITAL' | 'PHYSICAL', wantedTag: string | null, split: boolean) {
  if (wantedTag) {
    const found = existing.find((shipment) => shipment.tag === wantedTag && shipment.deliveryType === deliveryType)
    return found ?? null
  }
  const sameType = existing.filter((shipment) => shipment.deliveryType === deliveryType)
  if (!split && sameType.length > 0) return sameType[0]!
  const numbers = sameType.map((shipment) => Number(shipment.tag.split('-')[1]) || 0)
  const tag = `${deliveryType}-${Math.max(0, ...numbers) + 1}`
  return basketRepo.insertShipment(db, { orderId, tag, deliveryType, position: existing.length + 1 })
}

/**
 * Adds a package to the caller's basket, or to `target` (the redeem order owned by a redeem token).
 * `createdAt` dates the package when several are added in one transaction (which has one now()), so
 * they list in the order they were added.
 */
export async function addToCart(request: ShopperRequest, input: AddToCartInput, target: repo.OrderRow | null = null, createdAt?: Date): Promise<Result<CartOutcome<repo.OrderRow>>> {
  const added = await addOnce(request, input, target, createdAt)
  if (added !== LOST_RACE) return added
  // The basket a concurrent first add made: the add is checked again against what that basket holds.
  const again = await addOnce(request, input, target, createdAt)
  if (again === LOST_RACE) throw new Error('basket vanished after a concurrent creation')
  return again
}

/** One attempt of an add; `LOST_RACE` when its new basket lost to a concurrent first add of the same owner. */
async function addOnce(request: ShopperRequest, input: AddToCartInput, target: repo.OrderRow | null, createdAt: Date | undefined): Promise<Result<CartOutcome<repo.OrderRow>> | typeof LOST_RACE> {
  const variationId = Number(input.variationId)
  if (!Number.isInteger(variationId)) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')
  const found = await findVariation(request.db, storefrontOf(request), variationId, request.shopper.language)
  if (!found) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')
  const { variation, product, title } = found
  const kind = KIND_OF_PRODUCT[product.productType]
  if (!kind) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'input.variationId')

  const errors: DomainError[] = []
  const quantity = quantityProblem(input.quantity)
  if (quantity) errors.push(quantity)
  const amount = amountProblem(variation, input.amount)
  if (amount) errors.push(amount)
  const unitAmount = Math.round(input.amount * 10 ** minorUnitExponent(variation.currency))
  const deliveryType = variation.variationType === 'physical' ? 'PHYSICAL' : 'DIGITAL'
  const message = input.message === undefined || input.message === null ? null : input.message
  errors.push(...extrasProblems(deliveryType, input.wrapperId ?? null, !!input.giftPacking, message))
  if (errors.length > 0) return { ok: false, errors }

  const customer = target ? null : await customerOf(request)
  const existing = target ?? await findBasket(request, customer)
  const current = existing ? await repo.loadBasket(request.db, existing, request.shopper.language) : { packages: [], shipments: [] }
  const candidate: PricedPackage = {
    id: 'new', shipmentTag: input.shipmentTag ?? '', deliveryType, kind, quantity: input.quantity, unitAmount,
    brandKey: product.brandKey, wine: product.wine, variationId, wrapper: null, giftPacking: false, message,
  }
  // The variations were read a moment ago, with the product and with the basket's packages.
  const knownStock = new Map([...stockOfLines(current.packages), [variationId, variation.stock]])
  const limits = await limitErrors(request, [...toPricedPackages(current.packages, current.shipments), candidate], existing?.currency ?? request.shopper.storefront.currency, knownStock)
  if (limits.length > 0) return { ok: false, errors: limits }
  const line = {
    productId: product.id, variationId, kind, quantity: input.quantity, unitAmount,
    wrapper: input.wrapperId ?? null, giftPacking: !!input.giftPacking, message: storedMessage(message),
  }

  if (!existing) {
    // A new basket has no shipment to name yet.
    if (input.shipmentTag) return fail(ERROR_CODES.FIELD_INVALID, 'input.shipmentTag')
    const created = await createBasket(request, customer, { ...line, deliveryType, createdAt: createdAt ?? null })
    if (!created.ok) return created
    if (created.value === LOST_RACE) return LOST_RACE
    const { order, shipment, pkg, newBasketToken } = created.value
    // The new basket holds just what this request wrote: the answer needs no second read, and the
    // version no bump (no payment can have started on a basket that did not exist).
    if (title === null) return ok({ value: order, newBasketToken })
    return ok({ value: order, newBasketToken, basket: { order, shipments: [shipment], packages: [repo.packageLine(pkg, product, title, variation)] } })
  }

  const split = existing.deliveryGrouping === 'SPLIT' && deliveryType === 'PHYSICAL'
  const shipment = await nextShipment(request.db, existing.id, current.shipments, deliveryType, input.shipmentTag ?? null, split)
  if (!shipment) return fail(ERROR_CODES.FIELD_INVALID, 'input.shipmentTag')
  await basketRepo.insertPackage(request.db, { ...line, orderId: existing.id, shipmentId: shipment.id, ...(createdAt ? { createdAt } : {}) })
  await basketRepo.touchBasket(request.db, existing.id)
  return ok({ value: existing, newBasketToken: null })
}

export interface UpdatePackageInput {
  packageId: string
  quantity: number
  wrapperId?: string | null
  giftPacking: boolean
  message?: string | null
}

async function basketAndPackage(request: ShopperRequest, packageId: string) {
  const basket = await findBasket(request)
  if (!basket || !isUuid(packageId)) return null
  const pkg = await basketRepo.findPackageOfOrder(request.db, basket.id, packageId)
  return pkg ? { basket, pkg } : null
}

export async function updatePackage(request: ShopperRequest, input: UpdatePackageInput): Promise<Result<repo.OrderRow>> {
  const found = await basketAndPackage(request, input.packageId)
  if (!found) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.packageId')
  const { basket, pkg } = found
  const shipment = await basketRepo.findShipment(request.db, pkg.shipmentId)
  const errors: DomainError[] = []
  const quantity = quantityProblem(input.quantity)
  if (quantity) errors.push(quantity)
  const message = input.message ?? null
  errors.push(...extrasProblems(shipment!.deliveryType, input.wrapperId ?? null, input.giftPacking, message))
  if (errors.length > 0) return { ok: false, errors }

  const current = await repo.loadBasket(request.db, basket, request.shopper.language)
  const priced = toPricedPackages(current.packages, current.shipments).map((line) => (line.id === pkg.id ? { ...line, quantity: input.quantity } : line))
  const limits = await limitErrors(request, priced, basket.currency, stockOfLines(current.packages))
  if (limits.length > 0) return { ok: false, errors: limits }
  await basketRepo.setPackageFields(request.db, pkg.id,
    { quantity: input.quantity, wrapper: input.wrapperId ?? null, giftPacking: input.giftPacking, message: storedMessage(message) })
  await basketRepo.touchBasket(request.db, basket.id)
  return ok(basket)
}

/** docs/rules/api.md deleteGiftcardPackageGroup: a shipment's packages, or one of them; empty shipments go too. */
export async function deletePackageGroup(request: ShopperRequest, shipmentTag: string, packageId: string | null): Promise<Result<repo.OrderRow>> {
  const basket = await findBasket(request)
  if (!basket) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'shipmentTag')
  const shipment = await basketRepo.findShipmentByTag(request.db, basket.id, shipmentTag)
  if (!shipment) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'shipmentTag')
  if (packageId) {
    if (!isUuid(packageId)) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'packageId')
    const removed = await basketRepo.deletePackageOfShipment(request.db, packageId, shipment.id)
    if (!removed) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'packageId')
    const left = await basketRepo.countPackagesOfShipment(request.db, shipment.id)
    if (left === 0) await basketRepo.deleteShipment(request.db, shipment.id)
  } else {
    await basketRepo.deleteShipment(request.db, shipment.id)
  }
  await basketRepo.touchBasket(request.db, basket.id)
  return ok(basket)
}

/**
 * docs/rules/basket.md delivery grouping of the physical cards: DEFAULT keeps the shipments as the shopper made
 * them, SINGLE sends everything in one shipment, SPLIT gives every package its own.
 */
export async function setDeliveryGrouping(request: ShopperRequest, grouping: 'DEFAULT' | 'SINGLE' | 'SPLIT'): Promise<Result<repo.OrderRow>> {
  const basket = await findBasket(request)
  if (!basket) return fail(ERROR_CODES.PACKAGE_NOT_FOUND)
  await request.db.transaction(async (tx) => {
    const physical = (await basketRepo.physicalShipmentsOf(tx, basket.id))
      .sort((a, b) => a.position - b.position)
    const physicalPackages = physical.length === 0 ? [] : await basketRepo.packagesOfShipments(tx, physical.map((s) => s.id))
    if (grouping === 'SINGLE' && physical.length > 1) {
      const [first, ...rest] = physical
      await basketRepo.movePackagesToShipment(tx, rest.map((s) => s.id), first!.id)
      await basketRepo.deleteShipments(tx, rest.map((s) => s.id))
    }
    if (grouping === 'SPLIT') {
      let position = (await basketRepo.countShipmentsOfOrder(tx, basket.id)) + 1
      let number = Math.max(0, ...physical.map((s) => Number(s.tag.split('-')[1]) || 0))
      for (const shipment of physical) {
        const own = physicalPackages.filter((pkg) => pkg.shipmentId === shipment.id).slice(1)
        for (const pkg of own) {
          number += 1
          const created = await basketRepo.insertShipment(tx, {
            orderId: basket.id, tag: `PHYSICAL-${number}`, deliveryType: 'PHYSICAL', position: position++,
            deliveryDate: shipment.deliveryDate, deliveryAddress: shipment.deliveryAddress,
          })
          await basketRepo.setPackageFields(tx, pkg.id, { shipmentId: created.id })
        }
      }
    }
    await basketRepo.setDeliveryGroupingOf(tx, basket.id, grouping)
  })
  return ok({ ...basket, deliveryGrouping: grouping })
}

/**
 * Number of cards in the caller's basket (docs/rules/api.md cartQuantity), counting the order being paid: a
 * placed order stays in the count until it is paid or released (its cards then join the basket
 * again), so a shopper who goes back from the payment page does not meet an empty basket.
 */
