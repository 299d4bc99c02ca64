/**
 * Dismissing the store-switch banner: apart from banner-dismissed.ts because only the banner's view
 * (loaded for visitors abroad) writes the entry that every page reads.
 */
import { BANNER_DISMISS_STORAGE_KEY } from './banner-dismissed'

/** docs/rules/limits.md: a dismissed banner stays away for 2 days. */
export const BANNER_DISMISS_MS = 2 * 24 * 60 * 60 * 1000

/** Stores the dismissal until `now` + 2 days; failing storage only costs the persistence. */
export function dismissBanner(now: number = Date.now()): void {
  try {
    // Reaching localStorage itself can throw (storage disabled, sandboxed iframes), as can a full quota.
    window.localStorage.setItem(BANNER_DISMISS_STORAGE_KEY, new Date(now + BANNER_DISMISS_MS).toISOString())
  } catch {
    // Quota or privacy mode: the banner is still hidden for this page view.
  }
}
