import { expect, test } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'

test('desktop: a category filter narrows the listing, lives in the URL and survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/cadeaubonnen/')
  const count = page.getByRole('heading', { level: 2 }).filter({ hasText: /cadeaubon/ }).first()
  const unfiltered = await count.textContent()
  const wellness = page.getByRole('checkbox', { name: 'Wellness' })
  await wellness.check()
  await expect(page).toHaveURL(/\?categories=\d+$/)
  await expect(page.locator('main section[aria-busy="false"]')).toBeVisible()
  const filteredCount = page.locator('main section[aria-busy] h2').first()
  await expect(filteredCount).not.toHaveText(unfiltered!)
  expect(await shop.productCards().count()).toBeGreaterThan(0)

  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Wellness' })).toBeChecked()
  await expect(page.locator('main section[aria-busy="false"]')).toBeVisible()

  await page.getByRole('button', { name: 'Filters wissen' }).click()
  await expect(page).toHaveURL(/\/cadeaubonnen\/$/)
  await expect(shop.listingCards()).toHaveCount(16)
})

test('mobile: the filter modal opens, filters, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/cadeaubonnen/')
  await page.getByRole('button', { name: 'Filteren' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Restaurants' }).check()
  await expect(page).toHaveURL(/\?categories=\d+$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('main section[aria-busy="false"]')).toBeVisible()
})
