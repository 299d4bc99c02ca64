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
    postCode: '9000', city: 'Gent', email, confirmEmail: email,
  }
}
