import 'server-only'
import { settlementOf } from '@/config/payment-methods'
import type { Storefront } from '@/config/storefronts/types'
import type { Db } from '@/server/db/types'
import type { OrderRow } from '../order/order-repository'
import { nextTransferSerial, setTransferInstructions } from '../order/order-invoice-repository'
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
export async function transferInstructionsIn(tx: Db, storefront: Storefront, order: OrderRow, now: Date): Promise<TransferInstructions | null> {
  const { iban, bic, timeZone } = storefront.seller
  if (settlementOf(order.paymentMethod) !== 'invoice' || !iban || !order.reference || (order.totals?.grandTotal ?? 0) <= 0) return null
  if (order.transferCommunication && order.paymentDueOn) return { iban, bic, communication: order.transferCommunication, dueOn: order.paymentDueOn }
  const communication = storefront.country === 'BE' ? formatStructuredCommunication(orderCommunication(await nextTransferSerial(tx, order.id))) : order.reference
  const dueOn = addDays(localDateIn(timeZone, now), PAYMENT_TERM_DAYS)
  await setTransferInstructions(tx, order.id, communication, dueOn)
  return { iban, bic, communication, dueOn }
}
