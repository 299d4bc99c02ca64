import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { settlementOf } from '@/config/payment-methods'
import type { Storefront } from '@/config/storefronts/types'
import { orders, transferCommunicationSequence } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { TransferInstructions } from '../orders/fulfilment'
import { PAYMENT_TERM_DAYS, addDays } from './invoice-document'
import { localDateIn } from './invoice-rows'
import { formatStructuredCommunication, orderCommunication } from './structured-communication'

/**
 * What an order on invoice needs to be paid, given inside the transaction that makes it wait for its
 * transfer and kept on the order: the communication the transfer states and the due date. No invoice
 * (and no number of the gapless sequence) yet: the order may never be paid, and is then cancelled
 * with nothing to correct. Belgian banks read a structured communication; elsewhere the order's
 * reference is what the transfer states. Null for orders not paid to the seller's own account (the
 * provider's bank transfer names its own account and reference).
 */
export async function transferInstructionsIn(tx: Db, storefront: Storefront, order: typeof orders.$inferSelect, now: Date): Promise<TransferInstructions | null> {
  const { iban, bic, timeZone } = storefront.seller
  if (settlementOf(order.paymentMethod) !== 'invoice' || !iban || !order.reference || (order.totals?.grandTotal ?? 0) <= 0) return null
  if (order.transferCommunication && order.paymentDueOn) return { iban, bic, communication: order.transferCommunication, dueOn: order.paymentDueOn }
  const communication = storefront.country === 'BE' ? formatStructuredCommunication(orderCommunication(await nextSerial(tx, order.id))) : order.reference
  const dueOn = addDays(localDateIn(timeZone, now), PAYMENT_TERM_DAYS)
  await tx.update(orders).set({ transferCommunication: communication, paymentDueOn: dueOn }).where(eq(orders.id, order.id))
  return { iban, bic, communication, dueOn }
}

/**
 * The next base of a structured communication, from a database sequence: unique across instances,
 * and a rolled-back order leaves a gap, which is harmless here. Read through the order's own row, so
 * the query returns exactly one value in the driver's usual shape.
 */
async function nextSerial(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx.select({ serial: sql<string>`nextval(${transferCommunicationSequence.seqName})::text` }).from(orders).where(eq(orders.id, orderId))
  return Number(row!.serial)
}
