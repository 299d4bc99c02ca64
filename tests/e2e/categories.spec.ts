import { expect, test } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'

test('all categories lead to category listings in Dutch and French', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const response = await shop.open('/categorie/alle-cadeaubonnen/')
  expect(response?.status()).toBe(200)
  const tiles = page.locator('main ul li a')
  expect(await tiles.count()).toBeGreaterThan(6)
  const first = tiles.first()
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(/\/categorie\/[a-z0-9-]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const cards = shop.productCards()
  expect(await cards.count()).toBeGreaterThan(0)
  expect(await cards.count()).toBeLessThanOrEqual(16)

  const french = await shop.open('/fr/categorie/tous-les-cartes-cadeaux/')
  expect(french?.status()).toBe(200)
  await shop.expectLanguage('fr-BE')
  await page.locator('main ul li a').first().click()
  await expect(page).toHaveURL(/\/fr\/categorie\/[a-z0-9-]+\/$/)
})

test('an unknown category and a page past its end are 404s', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  expect((await shop.open('/categorie/bestaat-niet/'))?.status()).toBe(404)
  expect((await shop.open('/categorie/restaurants/99/'))?.status()).toBe(404)
})
