import { sql } from 'drizzle-orm'
import { invoiceSequences } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE'

const PREFIX: Readonly<Record<InvoiceKind, string>> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' }

/** How a number reads on the document: INV-BE-2026-000042, CN-BE-2026-000003. */
export const formatInvoiceNumber = (kind: InvoiceKind, seller: string, year: number, sequence: number) =>
  `${PREFIX[kind]}-${seller}-${year}-${String(sequence).padStart(6, '0')}`

/**
 * Takes the next number of a seller's sequence for `kind` and `year`. Must run inside the
 * transaction that writes the invoice: the upsert locks the sequence's row until that transaction
 * ends, so concurrent finalisations (on any instance) take numbers one after another, and a
 * transaction that rolls back hands its number back. That is what keeps the sequence gapless.
 */
export async function takeInvoiceNumber(tx: Db, seller: string, kind: InvoiceKind, year: number) {
  const [row] = await tx.insert(invoiceSequences).values({ seller, kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.seller, invoiceSequences.kind, invoiceSequences.year],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceSequences.lastNumber })
  const sequence = row!.sequence
  return { sequence, number: formatInvoiceNumber(kind, seller, year, sequence) }
}
