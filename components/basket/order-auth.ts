/**
 * docs/rules/checkout.md identify user, from the basket: the modals Order now opens for a shopper who is not logged in,
 * and where their choices lead. Kept apart from the modals so the basket loads the identify modal only when used.
 */
import { guestCheckoutPath, withCallback } from '@/components/checkout/hrefs'

/** The account identify modal (order-modal auth mode on): e-mail first, then login or the guest flow. */
export const ACCOUNT_IDENTIFY_MODAL_ID = 'account-identify'
/** The guest order modal (order-modal auth mode off): order as a guest, log in or create an account. */
export const GUEST_ORDER_MODAL_ID = 'guest-order'

export interface OrderAuthHrefs {
  /** The checkout on its guest flow (`?guest=1`). */
  guest: string
  /** The login page, back to the checkout afterwards. */
  login: string
  /** The register page, on to the checkout afterwards. */
  register: string
}

export function orderAuthHrefs({ checkout, login, register }: { checkout: string; login: string; register: string }): OrderAuthHrefs {
  return { guest: guestCheckoutPath(checkout), login: withCallback(login, checkout), register: withCallback(register, checkout) }
}
