import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders'

/**
 * An invoice or credit note as issued (EU VAT Directive 2006/112/EC art. 226), in the order's
 * language and currency, amounts in minor units. Texts are translated when it is issued, so the
 * document never changes afterwards.
 */
export interface InvoiceDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE'
  number: string
  /** Issue date and date of supply, seller's local dates (YYYY-MM-DD); supply null while unpaid (delivered on payment). */
  issuedOn: string
  suppliedOn: string | null
  language: string
  currency: string
  /** Locale of numbers and dates, e.g. nl-BE. */
  locale: string
  brandName: string
  seller: {
    legalName: string
    addressLines: string[]
    vatNumber: string | null
    companyNumber: string
    email: string
  }
  buyer: { lines: string[]; vatNumber: string | null; companyNumber: string | null; reference: string | null; business: boolean }
  orderReference: string
  /** For a credit note: the invoice it corrects. */
  corrects: { number: string; issuedOn: string } | null
  /** `vatRate` null: outside the scope of VAT (gift cards are multi-purpose vouchers, art. 30b). */
  lines: Array<{ description: string; quantity: number; unitAmount: number; amount: number; vatRate: number | null }>
  vatBreakdown: Array<{ vatRate: number | null; taxable: number; vat: number }>
  totals: { withoutVat: number; vat: number; total: number }
  /**
   * `giftCardBalance`: what gift cards paid of the total (a redeem order); a payment, not an item.
   * `transfer`: for an order on invoice, the seller's account and what the transfer must state (a
   * Belgian structured communication, else the invoice number), with the SEPA QR code's payload for
   * euro transfers.
   */
  payment: {
    paid: boolean
    method: string | null
    dueOn: string | null
    giftCardBalance: number
    transfer: { iban: string; bic: string | null; communication: string; qrPayload: string | null } | null
  }
}

/**
 * The last number each seller gave out per kind (invoice, credit note) and year. Taking a number
 * increments this row inside the transaction that writes the invoice, so the row lock orders
 * concurrent finalisations and a rolled-back one gives its number back: no gaps, no duplicates.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  /** The seller's key in config/storefronts/sellers.ts (its country). */
  seller: text('seller').notNull(),
  kind: text('kind').$type<'INVOICE' | 'CREDIT_NOTE'>().notNull(),
  year: integer('year').notNull(),
  lastNumber: integer('last_number').notNull(),
}, (t) => [primaryKey({ columns: [t.seller, t.kind, t.year] })])

/**
 * An issued invoice or credit note: its number and the document as issued, frozen (an invoice may
 * not change once issued; the PDF is drawn from `document` every time).
 */
export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id),
  seller: text('seller').notNull(),
  kind: text('kind').$type<'INVOICE' | 'CREDIT_NOTE'>().notNull(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  number: text('number').notNull(),
  issuedOn: date('issued_on').notNull(),
  document: jsonb('document').$type<InvoiceDocument>().notNull(),
  /**
   * When the payment reminder of an invoice issued while its order waited for the transfer went out,
   * from before invoices waited for the payment. Reminders are now kept on the order
   * (`orders.payment_reminded_at`, which migration 0025 filled from here); kept as history.
   */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_number_idx').on(t.seller, t.kind, t.year, t.sequence),
  // One invoice and at most one credit note per order.
  uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
])
