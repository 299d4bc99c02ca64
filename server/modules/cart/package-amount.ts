import 'server-only'
import { eq } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { productVariations } from '@/server/db/schema'
import { minorUnitExponent } from '@/config/currencies'
import { isUuid } from '../common/uuid'
import { fail, ok, type DomainError, type Result } from '../common/result'
import * as repo from '../order/order-repository'
import { toPricedPackages } from '../order/order-price'
import { type ShopperRequest } from '../order/shopper-request'
import { amountProblem, limitErrors, quantityProblem, stockOfLines } from './basket-changes'
import { findPackageOfOrder, insertPackage, setPackageFields, touchBasket } from '../order/basket-repository'

/**
 * A new amount and quantity for one package of `basket` (docs/rules/redeem.md change a redeem package). The amount is
 * checked as an add checks it, whole (a product of 20 to 500 refuses 501, whatever its parts); `split` gives the
 * amounts it becomes (one, or several after the redeem split): the package takes the first, each further part
 * becomes a copy of it. Every part is checked too, and the basket as it would be afterwards against the limits,
 * before anything is written; the writes share one transaction, so a refused or failed change leaves the basket
 * as it was.
 */
export async function changePackageAmount(
  request: ShopperRequest, basket: repo.OrderRow, packageId: string, amount: number, quantity: number, split: (amount: number) => number[],
): Promise<Result<repo.OrderRow>> {
  const pkg = isUuid(packageId) ? await findPackageOfOrder(request.db, basket.id, packageId) : null
  if (!pkg) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.packageId')
  const [variation] = await request.db.select().from(productVariations).where(eq(productVariations.id, pkg.variationId))
  const errors: DomainError[] = []
  const quantityError = quantityProblem(quantity)
  if (quantityError) errors.push(quantityError)
  const parts = split(amount)
  const amountError = [amount, ...parts].map((part) => amountProblem(variation!, part)).find((problem) => problem !== null)
  if (amountError) errors.push(amountError)
  if (errors.length > 0) return { ok: false, errors }

  const factor = 10 ** minorUnitExponent(variation!.currency)
  const [first, ...rest] = parts.map((part) => Math.round(part * factor))
  const current = await repo.loadBasket(request.db, basket, request.shopper.language)
  const priced = toPricedPackages(current.packages, current.shipments)
  const changed = priced.find((line) => line.id === pkg.id)!
  const after = [
    ...priced.map((line) => (line.id === pkg.id ? { ...line, quantity, unitAmount: first! } : line)),
    ...rest.map((unitAmount, index) => ({ ...changed, id: `part-${index}`, quantity, unitAmount })),
  ]
  const limits = await limitErrors(request, after, basket.currency, stockOfLines(current.packages))
  if (limits.length > 0) return { ok: false, errors: limits }

  const now = (request.now ?? new Date()).getTime()
  await request.db.transaction(async (tx) => {
    await setPackageFields(tx, pkg.id, { quantity, unitAmount: first! })
    for (const [index, unitAmount] of rest.entries()) {
      await insertPackage(tx, {
        orderId: basket.id, shipmentId: pkg.shipmentId, productId: pkg.productId, variationId: pkg.variationId, kind: pkg.kind,
        quantity, unitAmount, wrapper: pkg.wrapper, giftPacking: pkg.giftPacking, message: pkg.message,
        // One transaction has one now(): the copies are dated a millisecond apart to list in split order.
        createdAt: new Date(now + index + 1),
      })
    }
    await touchBasket(tx, basket.id)
  })
  return ok(basket)
}
