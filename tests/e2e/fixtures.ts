import { test as base, type Browser, type BrowserContext } from '@playwright/test'
import { PROMO_POPUP_STORAGE_KEY } from '../../components/chrome/promo/promo-popup-dismissal'

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

const A_YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Every test's browser is a visitor who has seen the promo pop-up (docs/rules/chrome.md), so it never
 * covers what a test clicks. Written into localStorage by a script that runs before the page's own,
 * on every storefront host: a `storageState` with the 35 hosts' localStorage made Playwright open
 * each host in turn for every new context, several seconds per test.
 */
async function markPromoPopupSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(([key, until]) => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, until)
    } catch {
      // A page without an origin of its own (about:blank) has no localStorage.
    }
  }, [PROMO_POPUP_STORAGE_KEY, new Date(Date.now() + A_YEAR_MS).toISOString()] as const)
}

/** A second browser in a test (another shopper), that has seen the promo pop-up too. */
export async function newVisitorContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext()
  await markPromoPopupSeen(context)
  return context
}

/** The shop's tests: `promoPopupSeen` is on unless a test is about the pop-up itself. */
export const test = base.extend<{ promoPopupSeen: boolean }>({
  promoPopupSeen: [true, { option: true }],
  context: async ({ context, promoPopupSeen }, provide) => {
    if (promoPopupSeen) await markPromoPopupSeen(context)
    await provide(context)
  },
})
