import { describe, expect, it } from 'vitest'
import { showsPromoPopup } from './promo-popup-routes'

describe('showsPromoPopup (docs/rules/chrome.md promo pop-up)', () => {
  it('opens on the catalogue and inspiration pages', () => {
    for (const route of ['home', 'productListing', 'productDetail', 'category', 'givingMomentsPage', 'blogArticle', 'landing', 'restaurant'] as const) {
      expect(showsPromoPopup(route), route).toBe(true)
    }
  })

  it('never opens in a flow, on a service page or on the 404 page', () => {
    for (const route of ['basket', 'checkout', 'checkoutSuccess', 'reorder', 'balanceCheck', 'redeemShop', 'activation', 'accountOverview', 'business', 'contact', 'terms', 'cardData', 'search'] as const) {
      expect(showsPromoPopup(route), route).toBe(false)
    }
    expect(showsPromoPopup(null)).toBe(false)
  })
})
