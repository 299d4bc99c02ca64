import 'server-only'
import type { Language, Storefront } from '@/config/storefronts/types'
import type { StoredAddress } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { BusinessRequestValues } from '@/validation/business'
import { minorUnitExponent } from '@/config/currencies'
import type { DomainError } from '../common/result'
import * as cartRepo from '../order/order-repository'
import { countOrdersWithReference, insertOrder, insertPackages, insertShipmentId, updateOrder } from '../order/order-entry-repository'
import { stockOfVariations } from '../cart/cart-repository'
import { priceOfBasket, toPricedPackages } from '../order/order-price'
import { storedMessage } from '../cart/message-rule'
import { basketLimitErrors } from '../order/pricing'
import { transition } from '../orders/order-status'
import { frozenTotals } from '../orders/order-totals'
import { newReference } from '../orders/placement'
import { awaitInvoicePaymentIn } from '../payments/invoice-payment'
import type { BusinessVariation } from './business-products'

/** Thrown inside the transaction so that nothing of a refused order is kept; carries the API's errors. */
export class InvoiceOrderRefused extends Error {
  constructor(readonly errors: DomainError[]) {
    super('invoice order refused')
  }
}

export interface InvoiceOrderRequest {
  storefront: Storefront
  language: Language
  values: BusinessRequestValues
  variations: readonly BusinessVariation[]
  /** The logged-in customer the order belongs to, else the browser's basket owner hash (both may be null). */
  customerId: string | null
  ownerTokenHash: string | null
  now: Date
}

function addressesOf(values: BusinessRequestValues, countryCode: string): { billing: StoredAddress; digital: StoredAddress; postal: StoredAddress } {
  const address = values.address!
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
  const contact = {
    firstName: values.firstName, lastName: values.lastName, customerType: 'BUSINESS' as const, companyName: values.companyName,
    countryCode, email: values.email, invoiceEmail: null, phoneNumber: values.phoneNumber,
  }
  const postal = {
    postCode: orNull(address.postCode), houseNumber: orNull(address.houseNumber), suffix: orNull(address.suffix),
    street: orNull(address.street), addressLine2: orNull(address.addressLine2 ?? ''), city: orNull(address.city),
  }
  const none = { postCode: null, houseNumber: null, suffix: null, street: null, city: null, vatNumber: null, kvkNumber: null, referenceNumber: null }
  return {
    billing: { ...contact, ...postal, vatNumber: orNull(values.vatNumber), kvkNumber: orNull(values.companyRegistrationNumber), referenceNumber: orNull(values.referenceNumber) },
    digital: { ...contact, ...none },
    postal: { ...contact, ...none, ...postal },
  }
}

/** A reference no order has yet (random; a clash is one in a million per storefront and day). */
async function freeReference(tx: Db, storefront: string, now: Date): Promise<string> {
  for (;;) {
    const reference = newReference(storefront, now)
    if (!(await countOrdersWithReference(tx, reference))) return reference
  }
}

/**
 * The business form's order on invoice (docs/rules/business.md) as an order like any other, inside the
 * caller's transaction: a placed order of the company's cards (digital ones to the contact's
 * e-mail address, physical ones to the company's address), priced and limited as the checkout
 * prices and limits a basket (docs/rules/errors.md: Apple-family sum, cards per order, limited stock, which is
 * not held until the transfer arrives), then waiting for its transfer with its invoice and confirmation
 * (awaitInvoicePaymentIn). The bank statement import pays it and issues its cards. Refusals throw
 * InvoiceOrderRefused so the caller's transaction keeps nothing. Returns the order's id and
 * reference and the outbox ids.
 */
export async function placeInvoiceOrderIn(tx: Db, request: InvoiceOrderRequest): Promise<{ orderId: string; reference: string; mailIds: string[] }> {
  const { storefront, language, values, now } = request
  const { billing, digital, postal } = addressesOf(values, storefront.country)
  const order = await insertOrder(tx, {
    storefront: storefront.code, language, currency: storefront.currency, status: transition('place').to, customerType: 'BUSINESS',
    customerId: request.customerId, ownerTokenHash: request.customerId ? null : request.ownerTokenHash,
    reference: await freeReference(tx, storefront.code, now), billingAddress: billing, customerEmail: values.email, paymentMethod: 'invoice',
    placedAt: now, createdAt: now, updatedAt: now,
  })

  const shipmentOf = new Map<string, string>()
  for (const deliveryType of ['DIGITAL', 'PHYSICAL'] as const) {
    if (!values.cards.some((line) => line.deliveryType === deliveryType)) continue
    const shipmentId = await insertShipmentId(tx, {
      orderId: order.id, tag: `${deliveryType}-1`, deliveryType, deliveryAddress: deliveryType === 'DIGITAL' ? digital : postal, position: shipmentOf.size + 1,
    })
    shipmentOf.set(deliveryType, shipmentId)
  }
  const factor = 10 ** minorUnitExponent(storefront.currency)
  await insertPackages(tx, values.cards.map((line, index) => {
    const variation = request.variations.find((row) => row.slug === line.productSlug && row.deliveryType === line.deliveryType)
    // The form's schema accepted only products and deliveries the storefront sells.
    if (!variation) throw new Error(`no ${line.deliveryType} variation of ${line.productSlug}`)
    return {
      orderId: order.id, shipmentId: shipmentOf.get(line.deliveryType)!, productId: variation.productId, variationId: variation.variationId,
      kind: 'GIFTCARD' as const, quantity: line.quantity, unitAmount: Math.round(line.amount * factor), message: storedMessage(line.message || null),
      // In the order of the form's lines (one transaction has one now()).
      createdAt: new Date(now.getTime() + index),
    }
  }))

  const basket = await cartRepo.loadBasket(tx, order, language)
  const priced = toPricedPackages(basket.packages, basket.shipments)
  const stock = await stockOfVariations(tx, [...new Set(priced.map((pkg) => pkg.variationId))])
  const limits = basketLimitErrors(order.currency, priced, (id) => stock.get(id) ?? null)
  // More than is on sale is refused now; what is on sale is not held: anyone can fill in the form, so
  // the cards are taken from stock only when the transfer arrives (bank-statement-import.ts).
  if (limits.length > 0) throw new InvoiceOrderRefused(limits.map((error) => ({ ...error, parameter: error.parameter ?? 'input.cards' })))

  const totals = await frozenTotals(priceOfBasket(storefront, basket), language, storefront.country)
  const placed = await updateOrder(tx, order.id, { totals })
  const mailIds = await awaitInvoicePaymentIn(tx, storefront, placed, now)
  return { orderId: order.id, reference: order.reference!, mailIds }
}
