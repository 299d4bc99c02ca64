import { expect, test } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'

test.describe('mobile chrome (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the category menu shows the first 6 categories and "View all categories" reveals the rest', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open('/')
    await page.getByRole('button', { name: 'Menu cadeaubonnen' }).click()
    const menu = page.locator('#category-menu')
    const categories = menu.locator(':scope > div > ul > li')
    await expect(categories.first()).toBeVisible()
    const total = await categories.count()
    expect(total).toBeGreaterThan(6)
    await expect(categories.filter({ visible: true })).toHaveCount(6)
    await menu.getByRole('button', { name: 'Bekijk alle categorieën' }).click()
    await expect(categories.filter({ visible: true })).toHaveCount(total)
    // Mobile: an outside click does not close the menu; Escape does.
    await page.mouse.click(5, 700)
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the top bar rotates the three selling points', async ({ page, browser }) => {
    const first = 'Voor 17:00 besteld, morgen in huis'
    const points = [first, 'Altijd een passend relatiegeschenk', 'Personaliseer met een verpakking']
    // As shoppers see it, and with script off: the CSS animation written by the server moves the points alone.
    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
    try {
      for (const visitor of [page, await scriptless.newPage()]) {
        await new StorefrontPage(visitor, 'CBBE').open('/')
        const track = visitor.getByRole('complementary', { name: 'Onze beloftes' }).locator(':scope > ul')
        await expect(track.locator('li')).toHaveText([...points, first])
        await expect(track.locator('li').last()).toHaveAttribute('aria-hidden', 'true')
        // The second point (one point, 32 px, higher) and then the third each show within one 9 s cycle,
        // however long the page took to load (the exact timing is top-bar-keyframes.test.ts's).
        await expect(track).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -32)', { timeout: 10_000 })
        await expect(track).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -64)', { timeout: 10_000 })
      }
    } finally {
      await scriptless.close()
    }
  })

  test('the top bar shows the storefront topbar trust marks; the header keeps its own for wide screens', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open('/')
    const topBarMarks = page.locator('aside ul[aria-label="Keurmerken"] img')
    await expect(topBarMarks).toHaveCount(2)
    await expect(topBarMarks.first()).toBeVisible()
    await expect(topBarMarks.first()).toHaveAttribute('width', '24')
    await expect(page.getByRole('banner').locator('ul[aria-label="Keurmerken"]')).toBeHidden()
  })
})

test('wide screens: the header shows its trust mark, the footer its own and the bottom bar set; modals show the modal logo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/')
  const headerMarks = page.getByRole('banner').locator('ul[aria-label="Keurmerken"] img')
  await expect(headerMarks).toHaveCount(1)
  await expect(headerMarks.first()).toBeVisible()
  await expect(headerMarks.first()).toHaveAttribute('width', '40')
  const footerLists = page.locator('footer ul[aria-label="Keurmerken"]')
  await expect(footerLists).toHaveCount(2)
  await expect(footerLists.nth(0).locator('img').first()).toHaveAttribute('width', '80')
  await expect(footerLists.nth(1).locator('img')).toHaveCount(3)
  await expect(footerLists.nth(1).locator('img').first()).toHaveAttribute('width', '56')

  await page.locator('footer').getByRole('button', { name: 'Land of taal wijzigen' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('img').first()).toHaveAttribute('src', '/brands/cb/modal-logo.svg')
})

test('desktop: every category is listed with its top gift cards; links lead to category pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/fr/')
  await page.getByRole('button', { name: 'Menu cartes cadeaux' }).click()
  const categories = page.locator('#category-menu > div > ul > li')
  await expect(categories.first()).toBeVisible()
  const total = await categories.count()
  expect(total).toBeGreaterThan(6)
  await expect(categories.filter({ visible: true })).toHaveCount(total)
  await expect(categories.first().locator('a').first()).toHaveAttribute('href', /^\/fr\/categorie\//)
  await expect(page.locator('aside ul[data-index]')).toBeHidden()
})

test('footer: menu in the page language, legal links, shown social networks only, copyright year', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/fr/')
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Toutes les cartes cadeaux' })).toHaveAttribute('href', '/fr/cartes-cadeaux/')
  await expect(footer.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute('href', '/fr/conditions-generales/')
  const social = footer.locator('ul.social a')
  await expect(social).toHaveCount(5)
  await expect(footer.locator('a[href*="twitter"], a[href*="youtube"]')).toHaveCount(0)
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})
