import { shopperBooks, unpaidCompletedOrders, type Shopper } from '../shopper-books'
import type { ShopperModel, ShopSystem } from './shop'

const euro = (cents: number) => (cents / 100).toFixed(2)

export function shopperOf(model: Readonly<ShopperModel>, system: ShopSystem): Shopper {
  return { tokenHashes: [...system.tokenHashes], pspReferences: model.payments.map((payment) => payment.id) }
}

/**
 * docs/orders.md "The shop never gives more than it was paid", after every step: the face value of
 * the cards issued to the shopper never exceeds the money received minus the money returned (refunds
 * done or due) plus card balance used; and every COMPLETED order was paid by an authorised payment,
 * not being refunded, of exactly its total. A failure names the books and every step of the run.
 */
export async function checkBooks(model: Readonly<ShopperModel>, system: ShopSystem): Promise<void> {
  const shopper = shopperOf(model, system)
  const books = await shopperBooks(system.db, shopper)
  const unpaid = await unpaidCompletedOrders(system.db, shopper)
  const covered = books.received - books.returned + books.balanceUsed
  const problems = [
    ...(books.issued > covered
      ? [`cards issued ${euro(books.issued)} € > received ${euro(books.received)} € - returned ${euro(books.returned)} € + card balance used ${euro(books.balanceUsed)} €`]
      : []),
    ...unpaid.map((order) => `COMPLETED order ${order.reference} of ${euro(order.total)} € has no authorised, unrefunded payment of that amount (payments: ${order.payments || 'none'})`),
  ]
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\nsteps:\n${system.trace.join('\n')}`)
}
