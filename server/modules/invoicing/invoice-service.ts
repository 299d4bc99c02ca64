import 'server-only'
import { isStorefrontCode } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import { customerOfSession } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from '../cart/cart-repository'
import { issueInvoiceIn } from './invoice-issue'
import { invoicePdf } from './invoice-pdf'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The invoice of an order if the caller owns it (account or browser) and it has one; else null.
 * Orders are invoiced when they become payable or paid; one invoiced before invoices were numbered
 * gets its invoice on first download.
 */
export async function orderInvoice(db: Db, orderId: string, sessionToken: string | null, basketToken: string | null) {
  if (!UUID.test(orderId)) return null
  const order = await repo.findOrder(db, orderId)
  if (!order || !isStorefrontCode(order.storefront)) return null
  const customer = await customerOfSession(db, sessionToken, order.storefront)
  const owner = (customer && order.customerId === customer.id) || (!!basketToken && order.ownerTokenHash === hashToken(basketToken))
  if (!owner) return null
  const invoice = await db.transaction((tx) => issueInvoiceIn(tx, orderId, new Date()))
  if (!invoice) return null
  return { storefront: order.storefront, fileName: `${invoice.number}.pdf`, pdf: await invoicePdf(invoice.document) }
}
