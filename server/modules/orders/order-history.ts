import 'server-only'
import { inArray } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { invoices } from '@/server/db/schema'
import { fail, ok, type Result } from '../common/result'
import { toMoney } from '../common/money'
import * as repo from '../order/order-repository'
import { ordersOfCustomer } from '../order/order-lifecycle-repository'
import { addToCart } from '../cart/basket-changes'
import { customerOf, ownedOrder, type ShopperRequest } from '../order/shopper-request'
import { type CartOutcome } from '../cart/cart-service'

/**
 * Orders with an invoice: paid ones. An order waiting for its transfer has none yet: it may never be
 * paid, and a number of the gapless sequence is not spent on it (docs/invoicing.md).
 */
export const INVOICED_STATUSES = ['COMPLETED'] as const

export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice/`
export const creditNotePath = (orderId: string) => `/api/orders/${orderId}/credit-note/`

export type CustomerOrdersView = { years: Array<{ year: number; orders: ReturnType<typeof orderListItem>[] }> }

export async function customerOrders(request: ShopperRequest): Promise<Result<CustomerOrdersView>> {
  const customer = await customerOf(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  const rows = await ordersOfCustomer(request.db, customer.id, request.shopper.storefront.code,
    ['PENDING', 'AWAITING_BANK_TRANSFER', 'COMPLETED', 'CANCELED'])
  const ids = rows.map((row) => row.order.id)
  const documents = ids.length === 0 ? [] : await request.db.select({ orderId: invoices.orderId, kind: invoices.kind }).from(invoices).where(inArray(invoices.orderId, ids))
  const issued = new Set(documents.map((document) => `${document.orderId}:${document.kind}`))
  const years = new Map<number, ReturnType<typeof orderListItem>[]>()
  for (const row of rows) {
    const year = (row.order.placedAt ?? row.order.createdAt).getUTCFullYear()
    const item = orderListItem(row.order, Number(row.quantity), issued.has(`${row.order.id}:INVOICE`), issued.has(`${row.order.id}:CREDIT_NOTE`))
    years.set(year, [...(years.get(year) ?? []), item])
  }
  return ok({ years: [...years].map(([year, list]) => ({ year, orders: list })) })
}

/** One line of the account's order list (docs/rules/checkout.md Order). */
function orderListItem(order: repo.OrderRow, quantity: number, invoiced: boolean, credited: boolean) {
  return {
    id: order.id,
    reference: order.reference ?? '',
    status: order.status,
    orderedDate: (order.placedAt ?? order.createdAt).toISOString(),
    paymentMethod: order.paymentMethod,
    contactPerson: order.billingAddress ? `${order.billingAddress.firstName} ${order.billingAddress.lastName}` : '',
    referenceNumber: order.billingAddress?.referenceNumber ?? null,
    grandTotal: toMoney(order.totals?.grandTotal ?? 0, order.currency),
    quantity,
    // An order invoiced before invoices were numbered gets its invoice when it is first downloaded.
    invoicePath: invoiced || (INVOICED_STATUSES as readonly string[]).includes(order.status) ? invoicePath(order.id) : null,
    creditNotePath: credited ? creditNotePath(order.id) : null,
  }
}

/**
 * docs/rules/checkout.md reorder: the past order's packages go into the basket at today's rules. A package whose
 * product is gone or whose amount is no longer sold is skipped and counted, never silently changed.
 */
export async function reorder(request: ShopperRequest, orderUuid: string): Promise<Result<CartOutcome<repo.OrderRow> & { skipped: number }>> {
  const owned = await ownedOrder(request, orderUuid)
  if (!owned.ok) return owned
  if (owned.value.status === 'CART') return fail(ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid')
  const past = await repo.loadBasket(request.db, owned.value, request.shopper.language)
  let skipped = 0
  let basket: repo.OrderRow | null = null
  let newBasketToken: string | null = null
  let basketToken = request.basketToken
  for (const line of past.packages) {
    const added = await addToCart({ ...request, basketToken }, {
      variationId: String(line.variationId),
      amount: toMoney(line.unitAmount, line.variation.currency).value,
      quantity: line.quantity,
      wrapperId: line.wrapper,
      giftPacking: line.giftPacking,
      message: line.message,
    })
    if (!added.ok) {
      skipped += 1
      continue
    }
    newBasketToken ??= added.value.newBasketToken
    basketToken = added.value.newBasketToken ?? basketToken
    basket = added.value.value
  }
  if (!basket) return fail(ERROR_CODES.OUT_OF_STOCK)
  return ok({ value: basket, newBasketToken, skipped })
}
