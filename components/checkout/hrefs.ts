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

/**
 * docs/rules/checkout.md identify user: `?guest=1` opens the checkout on the guest flow, for a shopper who chose it in the
 * basket's order modals (the e-mail the identify modal checked comes along in the user store's prefill).
 */
const GUEST_CHECKOUT_PARAM = 'guest'

export function guestCheckoutPath(checkout: string): string {
  return `${checkout}?${new URLSearchParams({ [GUEST_CHECKOUT_PARAM]: '1' })}`
}

/** Whether the checkout was opened on the guest flow (`?guest=1`), from the page's query parameters. */
export function isGuestCheckout(query: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const value = query[GUEST_CHECKOUT_PARAM]
  return (Array.isArray(value) ? value[0] : value) === '1'
}

/** A login or register page that goes back to `callback` afterwards (components/account/callback.ts). */
export function withCallback(page: string, callback: string): string {
  return `${page}?${new URLSearchParams({ callback })}`
}
