/**
 * How long an unpaid order may hold cards of a limited edition (docs/orders.md "Unpaid orders
 * expire"). The spec names no figure. Paying takes minutes: a shopper who has not paid within half
 * an hour of placing (or of their last payment attempt) is unlikely to, and meanwhile every other
 * buyer is told the edition is out of stock. Storefronts may set their own in the registry.
 */
export const DEFAULT_STOCK_HOLD_MINUTES = 30

/**
 * How many cards of limited editions one shopper (an account, else a browser or redeem token) may
 * hold in unpaid orders at once. One shopper must not empty an edition they have not paid for;
 * a package takes at most 20 cards, and limited editions are small runs (5 to 40 in the catalogue).
 */
export const DEFAULT_MAX_HELD_LIMITED_UNITS = 10
