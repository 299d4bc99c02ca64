import 'server-only'
import { isStorefrontCode } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import { customerOfSession } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from '../order/order-repository'
import { documentLinkKey, isDocumentToken } from './document-links'
import { findInvoice, type InvoiceRow } from './invoice-rows'
import { issueInvoiceIn } from './invoice-issue'
import { invoicePdf } from './invoice-pdf'
import { isUuid } from '../common/uuid'


/**
 * The invoice or credit note of an order as a PDF, if the caller owns the order (its account, or the
 * browser it was placed in) or holds the document's link from an e-mail (`linkToken`,
 * document-links.ts), and it has one; else null. An order that became invoiceable before
 * invoices were numbered gets its invoice on first download.
 */
export async function orderDocument(db: Db, orderId: string, kind: InvoiceRow['kind'], sessionToken: string | null, basketToken: string | null, linkToken: string | null = null) {
  if (!isUuid(orderId)) return null
  const order = await repo.findOrder(db, orderId)
  if (!order || !isStorefrontCode(order.storefront)) return null
  const customer = await customerOfSession(db, sessionToken, order.storefront)
  const owner = (customer && order.customerId === customer.id) || (!!basketToken && order.ownerTokenHash === hashToken(basketToken))
    || isDocumentToken(await documentLinkKey(db), orderId, kind, linkToken)
  if (!owner) return null
  const document = await findInvoice(db, orderId, kind)
    ?? (kind === 'INVOICE' ? await db.transaction((tx) => issueInvoiceIn(tx, orderId, new Date())) : null)
  if (!document) return null
  return { storefront: order.storefront, fileName: `${document.number}.pdf`, pdf: await invoicePdf(document.document) }
}
