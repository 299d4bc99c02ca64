/** docs/rules/limits.md: a checked card's balance can be swapped for more than this many gift cards, on every storefront. */
export const SWAPPABLE_CARDS_MORE_THAN = 250
