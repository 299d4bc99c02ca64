import { expect, test, type Page } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'

/**
 * Store switcher (docs/rules/storefronts.md and docs/rules/limits.md) on CBBE in Dutch. The visitor's country is faked with the header the
 * edge proxy would set (GEOIP_COUNTRY_HEADER, default x-client-country).
 *
 * Requires the production server to link storefronts to <code>.localhost:
 * STOREFRONT_URL_TEMPLATE=http://{code}.localhost:<port> in the webServer env.
 */

const DISMISS_KEY = 'giftshop-store-banner-dismissed-until'
const TWO_DAYS = 2 * 24 * 60 * 60 * 1000

const isIpRequest = (url: string) => new URL(url).pathname.replace(/\/$/, '') === '/ip'

function bannerOf(page: Page) {
  return page.getByTestId('store-switch-banner')
}

/** Opens the modal from the banner (visitor from NL), which is mounted on every page. */
async function openModal(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ 'x-client-country': 'NL' })
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open(path)
  await bannerOf(page).getByRole('button', { name: 'Kies uw land' }).click()
  const dialog = page.getByRole('dialog', { name: 'Selecteer uw land en taal' })
  await expect(dialog).toBeVisible()
  return { shop, dialog }
}

test('a visitor from NL sees the banner on CBBE, and a dismissal survives a reload', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-client-country': 'NL' })
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/')

  const banner = bannerOf(page)
  await expect(banner).toContainText('Het lijkt erop dat u ons bezoekt vanuit Nederland.')
  await banner.getByRole('button', { name: 'Dit bericht sluiten' }).click()
  await expect(banner).toBeHidden()

  const until = await page.evaluate((key) => window.localStorage.getItem(key), DISMISS_KEY)
  expect(until).not.toBeNull()
  const remaining = Date.parse(until ?? '') - Date.now()
  expect(remaining).toBeGreaterThan(TWO_DAYS - 60_000)
  expect(remaining).toBeLessThanOrEqual(TWO_DAYS)

  const ipRequests: string[] = []
  page.on('request', (request) => {
    if (isIpRequest(request.url())) ipRequests.push(request.url())
  })
  await page.reload()
  await page.waitForLoadState('networkidle')
  // Give the banner's idle-time check (at most 2 s) the chance to run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)))
  await expect(banner).toBeHidden()
  expect(ipRequests).toEqual([])
})

test('a visitor from BE sees no banner on CBBE', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-client-country': 'BE' })
  const shop = new StorefrontPage(page, 'CBBE')
  const ipResponse = page.waitForResponse((response) => isIpRequest(response.url()))
  await shop.open('/')
  const response = await ipResponse
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ country_code: 'BE' })
  expect(response.headers()['cache-control']).toBe('private, no-store')
  await page.waitForLoadState('networkidle')
  await expect(bannerOf(page)).toBeHidden()
})

test('GET /ip answers JSON (following the trailing-slash redirect)', async ({ request }) => {
  // Node's resolver does not know *.localhost: connect to loopback and name the storefront's host.
  const port = process.env.E2E_PORT ?? 3100
  const response = await request.get(`http://127.0.0.1:${port}/ip`, { headers: { host: `cbbe.localhost:${port}`, 'x-client-country': 'nl' } })
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ country_code: 'NL' })
})

test('the modal switches CBBE from Dutch to French on the equivalent listing page', async ({ page }) => {
  const { shop, dialog } = await openModal(page, '/cadeaubonnen/')
  await expect(dialog.getByRole('combobox', { name: 'Land', exact: true })).toHaveValue('België')
  await expect(dialog.getByLabel('Munteenheid')).toHaveValue('EUR')

  await dialog.getByRole('combobox', { name: 'Taal', exact: true }).click()
  await dialog.getByRole('option', { name: 'Français' }).click()
  await dialog.getByRole('button', { name: 'Toepassen' }).click()

  await expect(page).toHaveURL(shop.url('/fr/cartes-cadeaux/'))
  await shop.expectLanguage('fr-BE')
})

test('the modal switches to the German storefront', async ({ page }) => {
  const { dialog } = await openModal(page, '/cadeaubonnen/')
  await dialog.getByRole('combobox', { name: 'Land', exact: true }).fill('Duits')
  await dialog.getByRole('option', { name: 'Duitsland' }).click()
  // Germany has one language: the language select is disabled.
  await expect(dialog.getByRole('combobox', { name: 'Taal', exact: true })).toHaveAttribute('aria-disabled', 'true')
  await expect(dialog.getByLabel('Munteenheid')).toHaveValue('EUR')
  await dialog.getByRole('button', { name: 'Toepassen' }).click()

  await page.waitForURL((url) => url.hostname === 'cbde.localhost')
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
})

test('Escape closes the modal without navigating', async ({ page }) => {
  const { shop, dialog } = await openModal(page, '/cadeaubonnen/')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(shop.url('/cadeaubonnen/'))
})
