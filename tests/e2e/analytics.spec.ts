import { expect, test } from '@playwright/test'
import { StorefrontPage } from './pages/storefront-page'

type Entry = { event?: string; ecommerce?: { item_list_name?: string; items?: Array<{ item_id: string; index?: number }> }; search_term?: string }
const dataLayer = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? [])

test('the listing reports viewed cards in a batched view_item_list, a click reports select_item, the product page view_item', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/cadeaubonnen/2/')
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'view_item_list').length, { timeout: 5000 }).toBeGreaterThan(0)
  const [list] = (await dataLayer(page)).filter((entry) => entry.event === 'view_item_list')
  expect(list!.ecommerce!.item_list_name).toBe('product_listing')
  // Positions continue the numbering of page 1 (docs/rules/chrome.md): page 2 starts at 17.
  const indexes = list!.ecommerce!.items!.map((item) => item.index!).sort((a, b) => a - b)
  expect(indexes[0]).toBe(17)
  expect(new Set(indexes).size).toBe(indexes.length)

  const firstCard = shop.productCards().first()
  const productId = await firstCard.getAttribute('data-product-id')
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await firstCard.locator('a').click()
  expect((await dataLayer(page)).at(-1)).toMatchObject({ event: 'select_item', ecommerce: { items: [{ item_id: productId }] } })

  await shop.open('/cadeaubonnen/bolero-books/')
  await expect.poll(async () => (await dataLayer(page)).find((entry) => entry.event === 'view_item')?.ecommerce?.items?.[0]?.item_id, { timeout: 5000 }).toBeTruthy()
})

test('typing in the search reports a search event', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/')
  await page.getByRole('searchbox').first().click()
  await page.getByRole('dialog').getByRole('searchbox').fill('bolero')
  await expect.poll(async () => (await dataLayer(page)).find((entry) => entry.event === 'search')?.search_term, { timeout: 5000 }).toBe('bolero')
})
