/**
 * When the promo pop-up may show (docs/rules/chrome.md promo pop-up): once per visitor. Opening it stores an expiry
 * 30 days ahead in local storage, so a reload, another page or a closed tab does not bring it back;
 * after that the promotion may have changed and it may ask again. No React here: the end-to-end
 * tests read the key too.
 */

/** The pop-up's id in the modal store. */
export const PROMO_POPUP_MODAL_ID = 'promo-popup'
/** How long a shown pop-up stays away. */
export const PROMO_POPUP_DISMISS_MS = 30 * 24 * 60 * 60 * 1000
/** localStorage key holding the ISO timestamp until which the pop-up stays away. */
export const PROMO_POPUP_STORAGE_KEY = 'giftshop-promo-popup-dismissed-until'
/** The shopper sees the page first; the pop-up opens this long after hydration. */
export const PROMO_POPUP_DELAY_MS = 3000

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Access can throw (storage disabled, sandboxed iframes).
    return null
  }
}

/** Whether the pop-up stays away at `now`; an unreadable or malformed entry does not keep it away. */
export function isPromoPopupDismissed(now: number = Date.now()): boolean {
  try {
    const until = Date.parse(storage()?.getItem(PROMO_POPUP_STORAGE_KEY) ?? '')
    return Number.isFinite(until) && now < until
  } catch {
    return false
  }
}

/** Keeps the pop-up away until `now` + 30 days; failing storage only costs the persistence. */
export function dismissPromoPopup(now: number = Date.now()): void {
  try {
    storage()?.setItem(PROMO_POPUP_STORAGE_KEY, new Date(now + PROMO_POPUP_DISMISS_MS).toISOString())
  } catch {
    // Quota or privacy mode: the pop-up is still closed for this page view.
  }
}
