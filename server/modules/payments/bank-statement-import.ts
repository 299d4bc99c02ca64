import 'server-only'
import { eq } from 'drizzle-orm'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import { settlementOf } from '@/config/payment-methods'
import { bankTransfers, invoices } from '@/server/db/schema'
import type { OrderRow } from '../order/order-repository'
import { orderByTransferCommunication, orderNamedByReference, orderOfInvoice } from '../order/order-payment-repository'
import type { Db } from '@/server/db/types'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { receivedTransfers, type ReceivedTransfer } from '../invoicing/camt053'
import { formatStructuredCommunication, parseStructuredCommunication } from '../invoicing/structured-communication'
import { reserveStock } from '../orders/stock'
import { applyPaymentResultIn } from './payment-application'

/**
 * Orders on invoice are paid by transfer to the seller's account: a camt.053 statement of that
 * account says which transfers arrived. Each credit is matched to an order by what it states (the
 * structured communication the order was given, an invoice number or an order reference), and pays
 * the order when it is the amount due, to the seller's account, while the order still waits for it:
 * the order is then paid exactly as a provider's authorisation pays it (invoice issued and numbered,
 * cards issued, mails sent). Every credit is
 * recorded once by the bank's reference, so a statement imported twice pays nothing twice; what
 * paid nothing is listed for an operator.
 */
export type TransferOutcome = (typeof bankTransfers.$inferSelect)['outcome']

export interface ImportedTransfer {
  bankReference: string
  amount: number
  currency: string
  remittance: string
  outcome: TransferOutcome | 'ALREADY_IMPORTED'
  orderReference: string | null
}

const STRUCTURED = /[+*]{3}\s*(\d{3})\s*\/\s*(\d{4})\s*\/\s*(\d{5})\s*[+*]{3}|\b(\d{12})\b/g
const INVOICE_NUMBER = /\bINV-([A-Z]{2})-(\d{4})-(\d{6})\b/
const ORDER_REFERENCE = /\b[A-Z]{2,5}-R?\d{8}-\d{6}\b/


/** The order a transfer pays, by the first thing it states that names one. */
async function orderOfTransfer(db: Db, transfer: ReceivedTransfer): Promise<OrderRow | null> {
  const text = transfer.remittance.join(' ').toUpperCase()
  for (const match of text.matchAll(STRUCTURED)) {
    const digits = parseStructuredCommunication(match[4] ?? `${match[1]}${match[2]}${match[3]}`)
    if (!digits) continue
    // The order kept the communication it was given when it started waiting (transfer-instructions.ts).
    const order = await orderByTransferCommunication(db, formatStructuredCommunication(digits))
    if (order) return order
  }
  // An invoice number names a paid order (or one told its invoice while it waited, before invoices waited for payment).
  const number = INVOICE_NUMBER.exec(text)
  if (number) return orderOfInvoice(db, eq(invoices.number, number[0]))
  const reference = ORDER_REFERENCE.exec(text)
  if (reference) return orderNamedByReference(db, reference[0])
  return null
}


const normalizeIban = (iban: string) => iban.replace(/\s/g, '').toUpperCase()

/** Records one credit and pays its order if it may, in one transaction; returns the outbox ids to send. */
async function importTransfer(db: Db, transfer: ReceivedTransfer): Promise<{ imported: ImportedTransfer; mailIds: string[] }> {
  return db.transaction(async (tx) => {
    const order = await orderOfTransfer(tx, transfer)
    const base = { bankReference: transfer.bankReference, amount: transfer.amount, currency: transfer.currency, remittance: transfer.remittance.join(' / ') }
    const storefront = order && isStorefrontCode(order.storefront) ? getStorefront(order.storefront) : null
    const outcome: TransferOutcome = !order || !storefront ? 'UNMATCHED'
      : normalizeIban(storefront.seller.iban ?? '') !== normalizeIban(transfer.accountIban) ? 'WRONG_ACCOUNT'
        : order.status !== 'AWAITING_BANK_TRANSFER' || settlementOf(order.paymentMethod) !== 'invoice' ? 'NOT_PAYABLE'
          : order.currency !== transfer.currency || order.totals?.grandTotal !== transfer.amount ? 'AMOUNT_MISMATCH'
            : 'PAID'
    const [recorded] = await tx.insert(bankTransfers).values({
      accountIban: normalizeIban(transfer.accountIban), bankReference: transfer.bankReference, amount: transfer.amount, currency: transfer.currency,
      bookedOn: transfer.bookedOn, debtorName: transfer.debtorName, remittance: base.remittance, outcome, orderId: order?.id ?? null,
    }).onConflictDoNothing().returning({ id: bankTransfers.id })
    if (!recorded) return { imported: { ...base, outcome: 'ALREADY_IMPORTED', orderReference: order?.reference ?? null }, mailIds: [] }
    // The order held no stock while it waited: its cards are taken now, or the money waits for an operator.
    if (outcome === 'PAID' && !(await reserveStock(tx, order!.id))) {
      await tx.update(bankTransfers).set({ outcome: 'OUT_OF_STOCK' }).where(eq(bankTransfers.id, recorded.id))
      return { imported: { ...base, outcome: 'OUT_OF_STOCK', orderReference: order!.reference }, mailIds: [] }
    }
    if (outcome !== 'PAID') return { imported: { ...base, outcome, orderReference: order?.reference ?? null }, mailIds: [] }
    const applied = await applyPaymentResultIn(tx, storefront!, order!.id, {
      code: 'AUTHORISED', pspReference: `bank:${normalizeIban(transfer.accountIban)}:${transfer.bankReference}`, reference: order!.reference, refusalReason: null,
    }, { awaitTransfer: false, provider: 'bank', cause: 'bank statement import', amount: { currency: transfer.currency, value: transfer.amount } })
    if (!applied.result.ok) throw new Error(`the transfer ${transfer.bankReference} could not pay order ${order!.reference}`)
    return { imported: { ...base, outcome, orderReference: order!.reference }, mailIds: applied.mailIds }
  })
}

/** Imports a camt.053 statement: every booked credit once, in the order of the file. */
export async function importBankStatement(db: Db, xml: string): Promise<ImportedTransfer[]> {
  const imported: ImportedTransfer[] = []
  for (const transfer of receivedTransfers(xml)) {
    const result = await importTransfer(db, transfer)
    await deliverQueuedMail(db, result.mailIds)
    imported.push(result.imported)
  }
  return imported
}
