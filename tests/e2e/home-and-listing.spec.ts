import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { StorefrontPage } from './pages/storefront-page'

// docs/rules/catalogue.md and docs/rules/limits.md texts per storefront language, as the shopper sees them.
const cases = [
  { store: 'CBBE', home: '/', listing: '/cadeaubonnen/', lang: 'nl-BE', mostChosen: 'Meest gekozen', currency: '€', logo: '/brands/cb/logo-be.svg' },
  { store: 'CBBE', home: '/fr/', listing: '/fr/cartes-cadeaux/', lang: 'fr-BE', mostChosen: 'Les plus choisis', currency: '€', logo: '/brands/cb/logo-be.svg' },
  { store: 'CBDE', home: '/', listing: '/gutscheine/', lang: 'de-DE', mostChosen: 'Am häufigsten gewählt', currency: '€', logo: '/brands/cb/logo-de.svg' },
  { store: 'CKUK', home: '/', listing: '/gift-cards/', lang: 'en-GB', mostChosen: 'Most chosen', currency: '£', logo: '/brands/ck/logo.svg' },
]

for (const c of cases) {
  test(`${c.store} ${c.lang}: home shows the most chosen block in its language and branding`, async ({ page }) => {
    const shop = new StorefrontPage(page, c.store)
    const response = await shop.open(c.home)
    expect(response?.status()).toBe(200)
    await shop.expectLanguage(c.lang)
    await shop.expectLogo(c.logo)
    await expect(page.getByRole('heading', { level: 2, name: c.mostChosen })).toBeVisible()
    const cards = shop.productCards()
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    await expect(cards.first()).toContainText(c.currency)
  })

  test(`${c.store} ${c.lang}: listing shows 16 products and links to page 2`, async ({ page }) => {
    const shop = new StorefrontPage(page, c.store)
    const response = await shop.open(c.listing)
    expect(response?.status()).toBe(200)
    await shop.expectLanguage(c.lang)
    await expect(shop.listingCards()).toHaveCount(16)
    await expect(shop.listingCards().first()).toContainText(c.currency)
    const next = page.locator('nav a[rel="next"]')
    await expect(next).toHaveAttribute('href', `${c.listing}2/`)
  })
}

test('page 2 of the listing continues where page 1 stopped', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/cadeaubonnen/')
  const firstPage = await shop.listingCards().evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))
  await page.locator('nav a[rel="next"]').click()
  await expect(page).toHaveURL(/\/cadeaubonnen\/2\/$/)
  await expect(shop.listingCards()).toHaveCount(16)
  const secondPage = await shop.listingCards().evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([])
  await expect(shop.listingCards().first()).toHaveAttribute('data-position', '17')
  await expect(page.locator('nav a[aria-current="page"]')).toHaveText('2')
})

test('top products above the listing: 4 on large desktop, 2 on smaller screens, only on page 1', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await page.setViewportSize({ width: 1280, height: 900 })
  await shop.open('/cadeaubonnen/')
  await expect(page.getByRole('heading', { level: 2, name: 'Meest gekozen' })).toBeVisible()
  await expect(shop.topProductCards().filter({ visible: true })).toHaveCount(4)
  await expect(shop.topProductCards().first()).toHaveAttribute('data-position', '1')
  await page.setViewportSize({ width: 1100, height: 900 })
  await expect(shop.topProductCards().filter({ visible: true })).toHaveCount(2)
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(shop.topProductCards().filter({ visible: true })).toHaveCount(2)
  await shop.open('/cadeaubonnen/2/')
  await expect(shop.topProductCards()).toHaveCount(0)
})

test('small desktop pages the listing by 17: page 2 starts at position 18, after the 17th product', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await page.setViewportSize({ width: 1100, height: 900 })
  await shop.open('/cadeaubonnen/')
  await expect(shop.listingCards()).toHaveCount(17)
  const firstPage = await shop.listingCards().evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))
  await shop.open('/cadeaubonnen/2/')
  await expect(shop.listingCards()).toHaveCount(17)
  await expect(shop.listingCards().first()).toHaveAttribute('data-position', '18')
  const secondPage = await shop.listingCards().evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([])
  // The HTML itself (crawlers, other screens) keeps 16 per page.
  const html = await page.evaluate(async () => (await fetch(window.location.href)).text())
  expect(html.match(/data-position="(\d+)"/)?.[1]).toBe('17')
})

test('listing and category headings do not skip a level (Lighthouse heading-order)', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  for (const path of ['/cadeaubonnen/', '/cadeaubonnen/2/', '/categorie/restaurants/']) {
    await shop.open(path)
    const levels = await page.locator('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
    expect(levels[0], path).toBe(1)
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] as number), `${path}: h${levels[index - 1]} then h${level}`).toBeLessThanOrEqual(1)
    })
    const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
    expect(results.violations, path).toEqual([])
  }
})

test('a page past the end of the listing is a 404 in the storefront language', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const response = await shop.open('/cadeaubonnen/999/')
  expect(response?.status()).toBe(404)
  await shop.expectLanguage('nl-BE')
  const french = await shop.open('/fr/cartes-cadeaux/999/')
  expect(french?.status()).toBe(404)
  await shop.expectLanguage('fr-BE')
})

test('page 1 has no page segment: /cadeaubonnen/1/ is not a page', async ({ page }) => {
  const response = await new StorefrontPage(page, 'CBBE').open('/cadeaubonnen/1/')
  expect(response?.status()).toBe(404)
})

test('an unknown host gets the Belgian storefront', async ({ page }) => {
  const response = await page.goto(`http://localhost:${process.env.E2E_PORT ?? 3100}/cadeaubonnen/`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE')
})

test('home and listing have no serious or critical accessibility violations', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  for (const path of ['/', '/cadeaubonnen/']) {
    await shop.open(path)
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  }
})
