import { orders, payments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * Rows for the payments modules' own tests, which run on a bare database: an open CBBE order in euro
 * without a basket, whose total is `grandTotal` minor units (all of it VAT-exempt gift cards), and a
 * payment attempt of an order. Each test file adds its shopper and amounts.
 */
export async function insertBareOrder(db: Db, grandTotal: number, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await db.insert(orders).values({
    storefront: 'CBBE', language: 'nl', currency: 'EUR', status: 'PENDING',
    totals: { subTotal: grandTotal, grandTotal, grandTotalWithoutTax: grandTotal, adjustments: [] } as never, ...values,
  }).returning()
  return row!
}

export async function insertPaymentAttempt(db: Db, orderId: string, amount: number, values: Partial<typeof payments.$inferInsert>) {
  const [row] = await db.insert(payments).values({
    orderId, attempt: 1, provider: 'test', method: 'bancontact', reference: 'ref', amount, currency: 'EUR', status: 'INITIATED', ...values,
  }).returning()
  return row!
}
