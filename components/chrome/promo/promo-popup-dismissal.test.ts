// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { PROMO_POPUP_DISMISS_MS, PROMO_POPUP_STORAGE_KEY, dismissPromoPopup, isPromoPopupDismissed } from './promo-popup-dismissal'

const NOW = Date.parse('2026-11-27T10:00:00Z')

describe('promo pop-up dismissal (docs/rules/chrome.md promo pop-up)', () => {
  afterEach(() => window.localStorage.clear())

  it('shows for a new visitor', () => {
    expect(isPromoPopupDismissed(NOW)).toBe(false)
  })

  it('stays away for 30 days once shown, then may show again', () => {
    dismissPromoPopup(NOW)
    expect(window.localStorage.getItem(PROMO_POPUP_STORAGE_KEY)).toBe('2026-12-27T10:00:00.000Z')
    expect(PROMO_POPUP_DISMISS_MS).toBe(30 * 24 * 60 * 60 * 1000)
    expect(isPromoPopupDismissed(NOW + PROMO_POPUP_DISMISS_MS - 1)).toBe(true)
    expect(isPromoPopupDismissed(NOW + PROMO_POPUP_DISMISS_MS)).toBe(false)
  })

  it('does not stay away on a malformed entry', () => {
    window.localStorage.setItem(PROMO_POPUP_STORAGE_KEY, 'forever')
    expect(isPromoPopupDismissed(NOW)).toBe(false)
  })
})
