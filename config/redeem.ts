/** docs/rules/limits.md: a checked card's balance can be swapped for more than this many gift cards, on every storefront. */
export const SWAPPABLE_CARDS_MORE_THAN = 250

/** The query parameter of a link that opens a redeem session (docs/rules/redeem.md redeem token). */
export const REDEEM_TOKEN_PARAMETER = 'redeemToken'
