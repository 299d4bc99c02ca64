import 'server-only'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import { invoices } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import * as repo from '../order/order-repository'
import { findOrderForUpdate } from '../order/order-lifecycle-repository'
import { priceOfBasket } from '../order/order-price'
import { INVOICED_STATUSES } from '../orders/order-history'
import { buildInvoiceDocument } from './invoice-document'
import { takeInvoiceNumber } from './invoice-numbers'
import { findInvoice, localDateIn } from './invoice-rows'

/**
 * Issues the invoice of an order that has just been paid, inside the transaction that paid it: the
 * number is taken from the seller's sequence in that transaction, and the document is frozen with it.
 * Issuing again returns the invoice already issued; an order not paid (yet) gets none, so an order
 * that waits for its transfer and is then dropped takes no number.
 */
export async function issueInvoiceIn(tx: Db, orderId: string, now: Date) {
  // Locks the order, so two requests issuing the same order's invoice do it one after the other.
  const order = await findOrderForUpdate(tx, orderId)
  if (!order || !isStorefrontCode(order.storefront) || !(INVOICED_STATUSES as readonly string[]).includes(order.status)) return null
  const issued = await findInvoice(tx, orderId, 'INVOICE')
  if (issued) return issued
  const storefront = getStorefront(order.storefront)
  const basket = await repo.loadBasket(tx, order, order.language)
  const price = priceOfBasket(storefront, basket)
  const issuedOn = localDateIn(storefront.seller.timeZone, now)
  const year = Number(issuedOn.slice(0, 4))
  const seller = storefront.country
  const { sequence, number } = await takeInvoiceNumber(tx, seller, 'INVOICE', year)
  // Issued paid, the invoice prints no transfer instructions; the builder still takes what a transfer states.
  const transferCommunication = order.transferCommunication ?? order.reference ?? number
  const document = await buildInvoiceDocument({ storefront, basket, price, number, issuedOn, transferCommunication })
  const [invoice] = await tx.insert(invoices).values({ orderId, seller, kind: 'INVOICE', year, sequence, number, issuedOn, document, createdAt: now }).returning()
  return invoice!
}
