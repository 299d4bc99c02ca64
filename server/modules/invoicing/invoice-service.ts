import 'server-only'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import { customerOfSession } from '../accounts/sessions'
import { hashToken } from '../accounts/tokens'
import * as repo from '../cart/cart-repository'
import { toPricedPackages } from '../cart/cart-service'
import { invoicePdf } from './invoice-pdf'
import { INVOICED_STATUSES } from './order-history'
import { priceBasket } from '../cart/pricing'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The invoice of an order if the caller owns it (account or browser) and it has one; else null. */
export async function orderInvoice(db: Db, orderId: string, sessionToken: string | null, basketToken: string | null) {
  if (!UUID.test(orderId)) return null
  const order = await repo.findOrder(db, orderId)
  if (!order || !isStorefrontCode(order.storefront) || !(INVOICED_STATUSES as readonly string[]).includes(order.status)) return null
  const customer = await customerOfSession(db, sessionToken, order.storefront)
  const owner = (customer && order.customerId === customer.id) || (!!basketToken && order.ownerTokenHash === hashToken(basketToken))
  if (!owner) return null
  const storefront = getStorefront(order.storefront)
  const basket = await repo.loadBasket(db, order, order.language)
  const price = priceBasket({ currency: order.currency, country: storefront.country, packages: toPricedPackages(basket.packages, basket.shipments) })
  return { storefront: order.storefront, fileName: `${order.reference}.pdf`, pdf: await invoicePdf(storefront, basket, price) }
}
