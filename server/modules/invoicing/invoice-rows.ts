import 'server-only'
import { and, eq } from 'drizzle-orm'
import { invoices } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

export type InvoiceRow = typeof invoices.$inferSelect

/** The order's invoice or credit note, if it has one. */
export async function findInvoice(db: Db, orderId: string, kind: InvoiceRow['kind']): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind))).limit(1)
  return row ?? null
}

/** A date as the seller's books know it: its local calendar date, YYYY-MM-DD. */
export const localDateIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
