/**
 * Whether the store-switch banner was dismissed (docs/rules/storefronts.md, docs/rules/limits.md: for 2 days).
 * Every page reads this before asking /ip; writing it (dismiss-banner.ts) is left to the banner's
 * view, which only visitors abroad load.
 */

/** localStorage key holding the ISO timestamp until which the banner stays dismissed. */
export const BANNER_DISMISS_STORAGE_KEY = 'giftshop-store-banner-dismissed-until'

/** Whether the banner is dismissed at `now` (an unreadable or malformed entry counts as not dismissed). */
export function isBannerDismissed(now: number = Date.now()): boolean {
  try {
    // Reaching localStorage itself can throw (storage disabled, sandboxed iframes).
    const until = Date.parse(window.localStorage.getItem(BANNER_DISMISS_STORAGE_KEY) ?? '')
    return Number.isFinite(until) && now < until
  } catch {
    return false
  }
}
