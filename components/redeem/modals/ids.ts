/** Ids of the redeem steps modals (docs/rules/redeem.md) in the modal store; one is open at a time. */
export const REDEEM_MODALS = {
  addCard: 'redeem-add-card',
  basket: 'redeem-basket',
  cardNumber: 'redeem-card-number',
  giftCard: 'redeem-gift-card',
  niceToKnow: 'redeem-nice-to-know',
  reset: 'redeem-reset',
  moreInfo: 'redeem-more-info',
  shopIframe: 'redeem-shop-iframe',
} as const
