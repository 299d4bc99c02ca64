/** The links the checkout islands need, built on the server from the route table. */
export interface CheckoutHrefs {
  basket: string
  checkout: string
  login: string
  terms: string
  privacy: string
  /** The confirmation page with ORDER_UUID_PLACEHOLDER where the order's uuid goes. */
  confirmation: string
}

export const ORDER_UUID_PLACEHOLDER = 'ORDER_UUID'

export function confirmationPath(template: string, orderUuid: string): string {
  return template.replace(ORDER_UUID_PLACEHOLDER, encodeURIComponent(orderUuid))
}
