import { eq } from 'drizzle-orm'
import { cardActivations, giftCards, orders, packages, payments, productTranslations, productVariations, products, shipments } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * Rows for the payments modules' own tests, which run on a bare database: an open CBBE order in euro
 * without a basket, whose total is `grandTotal` minor units (all of it VAT-exempt gift cards), and a
 * payment attempt of an order. Each test file adds its shopper and amounts.
 */
export async function insertBareOrder(db: Db, grandTotal: number, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await db.insert(orders).values({
    storefront: 'CBBE', language: 'nl', currency: 'EUR', status: 'PENDING',
    totals: { subTotal: grandTotal, grandTotal, grandTotalWithoutTax: grandTotal, adjustments: [] } as never, ...values,
  }).returning()
  return row!
}

/**
 * A payment attempt as startPayment records it: bound to the order's reference and version as they
 * are now (docs/orders.md "A payment pays exactly its order"); `values` overrides any of it.
 */
export async function insertPaymentAttempt(db: Db, orderId: string, amount: number, values: Partial<typeof payments.$inferInsert>) {
  const [order] = await db.select({ reference: orders.reference, version: orders.version }).from(orders).where(eq(orders.id, orderId))
  const [row] = await db.insert(payments).values({
    orderId, attempt: 1, provider: 'test', method: 'bancontact', reference: order?.reference ?? 'ref', orderVersion: order?.version ?? null,
    amount, currency: 'EUR', status: 'INITIATED', ...values,
  }).returning()
  return row!
}

let basketSerial = 0

/**
 * A regular CBBE order with a basket, for the payments modules' own tests: one digital gift card
 * product (its own, so tests do not share stock) and one package of `quantity` cards of `unitAmount`
 * minor units for a receiver by e-mail. Its total is what the checkout would charge: the cards plus
 * the service fee (95). `values` sets the order's status, reference and version (a released order is
 * a CART without reference).
 */
/** A digital gift card product of CBBE of its own (so tests share no stock), titled in Dutch. */
export async function insertTestProduct(db: Db) {
  basketSerial += 1
  const [product] = await db.insert(products).values({
    storefront: 'CBBE', productType: 'GIFTCARD_DIGITAL', slug: `payments-test-card-${basketSerial}-${Date.now()}`, brandKey: 'test', backgroundColor: '#ffffff',
    image: '/card.png', position: basketSerial,
  }).returning()
  await db.insert(productTranslations).values({ productId: product!.id, language: 'nl', title: 'Testkaart', description: 'Een kaart voor de tests.' })
  const [variation] = await db.insert(productVariations).values({
    productId: product!.id, variationType: 'digital', sku: `${product!.slug}-digital`, currency: 'EUR', hasFixedPrices: false, fixedValues: [],
    pricesToShow: [1_000], minPrice: 500, maxPrice: 15_000,
  }).returning()
  return { productId: product!.id, variationId: variation!.id }
}

export async function insertBasketOrder(db: Db, { quantity = 2, unitAmount = 1_000, receiver = 'receiver@example.be', ...values }: Partial<typeof orders.$inferInsert> & { quantity?: number; unitAmount?: number; receiver?: string } = {}) {
  const { productId, variationId } = await insertTestProduct(db)
  const grandTotal = quantity * unitAmount + 95
  const order = await insertBareOrder(db, grandTotal, { totals: { subTotal: quantity * unitAmount, grandTotal, grandTotalWithoutTax: grandTotal - 16, adjustments: [] } as never, ...values })
  const [shipment] = await db.insert(shipments).values({
    orderId: order.id, tag: 'DIGITAL-1', deliveryType: 'DIGITAL', position: 1,
    deliveryAddress: { firstName: 'An', lastName: 'Peeters', customerType: 'PRIVATE', email: receiver } as never,
  }).returning()
  await db.insert(packages).values({ orderId: order.id, shipmentId: shipment!.id, productId, variationId, kind: 'GIFTCARD', quantity, unitAmount })
  return { order, variationId, grandTotal }
}

/**
 * A retail choice card bought in a shop (not yet activated) and an ACTIVATION order that loads
 * `amount` onto it, as createActivationOrder leaves them; pass `cardId` for a second order of one card.
 */
export async function insertActivationOrder(db: Db, amount: number, values: Partial<typeof orders.$inferInsert> & { cardId?: string } = {}) {
  const { cardId: existing, ...orderValues } = values
  let cardId = existing
  if (!cardId) {
    const { productId } = await insertTestProduct(db)
    const [card] = await db.insert(giftCards).values({
      number: `6299${String(Date.now()).slice(-8)}${String(basketSerial).padStart(7, '0')}`, pinHash: 'not a real hash', storefront: 'CBBE', productId,
      currency: 'EUR', initialAmount: 0, status: 'NOT_ACTIVATED', expiresAt: new Date(Date.now() + 365 * 86_400_000),
    }).returning()
    cardId = card!.id
  }
  const order = await insertBareOrder(db, amount, { orderType: 'ACTIVATION', paymentMethod: 'bancontact', ...orderValues })
  await db.insert(cardActivations).values({ orderId: order.id, cardId, email: order.customerEmail ?? 'holder@example.be', amount })
  return { order, cardId }
}
