import { expect, test } from './fixtures'
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

test('search results, a landing page and the search suggestions report their own list', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/zoeken/?s=bolero')
  await expect.poll(async () => (await dataLayer(page)).find((entry) => entry.event === 'view_item_list')?.ecommerce?.item_list_name, { timeout: 5000 }).toBe('search_results')

  await shop.open('/cadeau-voor-hem/')
  // The cards are below the fold: a card counts once half of it is seen.
  await shop.productCards().first().scrollIntoViewIfNeeded()
  await expect.poll(async () => (await dataLayer(page)).find((entry) => entry.event === 'view_item_list')?.ecommerce?.item_list_name, { timeout: 5000 }).toBe('landing_page')
  const card = shop.productCards().first()
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await card.locator('a').click()
  expect((await dataLayer(page)).at(-1)).toMatchObject({ event: 'select_item', ecommerce: { item_list_name: 'landing_page', items: [{ item_id: await card.getAttribute('data-product-id'), index: 1 }] } })

  await page.getByRole('searchbox').first().click()
  const coupons = page.getByRole('dialog').getByRole('list', { name: 'Populaire cadeaubonnen' })
  await expect(coupons).toBeVisible()
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await coupons.getByRole('link').first().click()
  expect((await dataLayer(page)).at(-1)).toMatchObject({ event: 'select_item', ecommerce: { item_list_name: 'search_suggestions', items: [{ index: 1 }] } })
})
