import { expect } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import type { TestBrowser } from './graphql-client'

/**
 * The GraphQL operations of a plain checkout (add a card, set its receiver, place, pay on the test
 * provider, come back), shared by the integration tests that need a paid order with its card mail.
 */
const ERRORS = 'errors { message code }'

export const CHECKOUT_OPERATIONS = {
  add: `mutation AddCard($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id shipments { tag } } ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id } ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { order { status } ${ERRORS} } }`,
}

/** A private buyer in Gent paying with `email`. */
export function privateBilling(email: string) {
  return {
    firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
    postCode: '9000', city: 'Gent', email, confirmEmail: email, phoneNumber: '+32 470 12 34 56',
  }
}

interface Purchase {
  variationId: string
  /** Major units, as the shopper types it. */
  amount: number
  receiver: string
  billingEmail: string
  message?: string
}

/**
 * One digital card bought and paid as a shopper does it (the test provider authorises), by mail to
 * `receiver`; returns the order's id. Fails the test on any refusal on the way.
 */
export async function buyDigitalCard(browser: TestBrowser, db: Db, { variationId, amount, receiver, billingEmail, message }: Purchase): Promise<string> {
  const userData = { language: 'nl', storeID: getStorefront('CBBE').storeId, countryCode: 'BE', redeemToken: null }
  const Q = CHECKOUT_OPERATIONS
  const added = await browser.call<{ order: { shipments: Array<{ tag: string }> }; errors: unknown[] }>(Q.add, {
    userData, input: { variationId, amount, quantity: 1, ...(message ? { message } : {}) },
  })
  expect(added.data.errors).toEqual([])
  await browser.call(Q.delivery, { userData, input: { shipmentTag: added.data.order.shipments[0]!.tag,
    deliveryAddress: { firstName: 'Mira', lastName: 'Claes', customerType: 'PRIVATE', countryCode: 'BE', email: receiver, confirmEmail: receiver } } })
  const placed = await browser.call<{ order: { id: string } }>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: privateBilling(billingEmail), acceptTerms: true } })
  const orderId = placed.data.order.id
  const started = await browser.call<{ redirect: { url: string } }>(Q.start, { userData, orderUuid: orderId, methodId: 'bancontact' })
  const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
  await decideTestPayment(db, paymentId, 'AUTHORISED')
  const paid = await browser.call<{ order: { status: string } }>(Q.complete, { userData, orderUuid: orderId, params: [{ name: 'payment', value: paymentId }] })
  expect(paid.data.order.status).toBe('COMPLETED')
  return orderId
}
