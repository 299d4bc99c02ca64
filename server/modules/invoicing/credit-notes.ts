import 'server-only'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import { invoices } from '@/server/db/schema'
import { lockOrderForCreditNote } from '../order/order-invoice-repository'
import type { Db } from '@/server/db/types'
import { takeInvoiceNumber } from './invoice-numbers'
import { findInvoice, localDateIn, type InvoiceRow } from './invoice-rows'

/**
 * Cancels the invoice of an order whose sale is undone (an order on invoice never paid, a delivered
 * order taken back) with a credit note, inside the transaction that cancels the order: an issued
 * invoice may not be changed or withdrawn, only corrected by a credit note that names it. The note
 * repeats the invoice's items, VAT and totals, numbered from the seller's credit-note sequence.
 * Once per order (a sale is undone whole): issuing again returns the note already issued; an
 * order without an invoice gets none.
 */
export async function issueCreditNoteIn(tx: Db, orderId: string, now: Date): Promise<InvoiceRow | null> {
  const order = await lockOrderForCreditNote(tx, orderId)
  if (!order || !isStorefrontCode(order.storefront)) return null
  const invoice = await findInvoice(tx, orderId, 'INVOICE')
  if (!invoice) return null
  const issued = await findInvoice(tx, orderId, 'CREDIT_NOTE')
  if (issued) return issued
  const issuedOn = localDateIn(getStorefront(order.storefront).seller.timeZone, now)
  const year = Number(issuedOn.slice(0, 4))
  const { sequence, number } = await takeInvoiceNumber(tx, invoice.seller, 'CREDIT_NOTE', year)
  const document = {
    ...invoice.document,
    kind: 'CREDIT_NOTE' as const,
    number,
    issuedOn,
    suppliedOn: null,
    corrects: { number: invoice.number, issuedOn: invoice.issuedOn },
    payment: { ...invoice.document.payment, paid: false, dueOn: null, transfer: null },
  }
  const [note] = await tx.insert(invoices).values({
    orderId, seller: invoice.seller, kind: 'CREDIT_NOTE', year, sequence, number, issuedOn, document, createdAt: now,
  }).returning()
  return note!
}
