/**
 * The placed order this tab is paying, kept for the tab's session: a shopper who comes back from the
 * payment page without paying (Back) returns to its payment step, not to an empty basket.
 */
const BEING_PAID_KEY = 'checkout.orderBeingPaid'

export function orderBeingPaid(): string | null {
  try {
    return window.sessionStorage.getItem(BEING_PAID_KEY)
  } catch {
    return null
  }
}

export function rememberOrderBeingPaid(uuid: string | null) {
  try {
    if (uuid) window.sessionStorage.setItem(BEING_PAID_KEY, uuid)
    else window.sessionStorage.removeItem(BEING_PAID_KEY)
  } catch {
    // Storage refused (private mode): Back then shows the basket, as before.
  }
}
