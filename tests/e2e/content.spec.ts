import { expect, test } from '@playwright/test'
import { StorefrontPage } from './pages/storefront-page'

const port = process.env.E2E_PORT ?? '3100'

/** The content pages the footer links to, per language (terms, privacy, cookies, contact, delivery, cancellation, blog, giving moments, business). */
const FOOTER_CONTENT_PATHS = {
  nl: ['/algemene-voorwaarden/', '/privacy/', '/cookieverklaring/', '/klantenservice/contact/', '/delivery/', '/cancelation-policy/', '/blog/', '/geefmomenten/', '/zakelijk/'],
  fr: ['/fr/conditions-generales/', '/fr/confidentialite/', '/fr/politique-de-cookies/', '/fr/nous-contacter/', '/fr/livraison/', '/fr/politique-d-annulation/', '/fr/blog/', '/fr/moments-de-generosite/', '/fr/professionnel/'],
} as const

for (const [language, paths] of Object.entries(FOOTER_CONTENT_PATHS)) {
  test(`footer content links answer 200 with an h1 (${language})`, async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open(language === 'nl' ? '/' : `/${language}/`)
    const footerHrefs = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const path of paths) {
      expect(footerHrefs, `footer links to ${path}`).toContain(path)
      const response = await shop.open(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('main h1')).toHaveCount(1)
      await expect(page.locator('main h1')).not.toBeEmpty()
    }
  })
}

test('the blog lists articles and an article opens with its title as h1', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/blog/')
  const first = page.locator('main a[href^="/blog/"]').first()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/$/)
  const response = await shop.open(href as string)
  expect(response?.status()).toBe(200)
  await expect(page.locator('main h1')).not.toBeEmpty()
  await expect(page).toHaveTitle(/Cadorama/)
})

test('a giving-moments page shows product cards that lead to gift-card pages', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const response = await shop.open('/geefmomenten/verjaardag/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main h1')).not.toBeEmpty()
  const cards = shop.productCards()
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(2)
  for (const href of await cards.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/cadeaubonnen\/[a-z0-9-]+\/$/)
  }
  // French page of the same moment, with the French product paths.
  await shop.open('/fr/moments-de-generosite/anniversaire/')
  await expect(shop.productCards().first().locator('a')).toHaveAttribute('href', /^\/fr\/cartes-cadeaux\/[a-z0-9-]+\/$/)
})

test('the help desk redirects (307) to the external help desk', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${port}/helpdesk/`, { headers: { host: `cbbe.localhost:${port}` }, maxRedirects: 0 })
  expect(response.status()).toBe(307)
  const location = response.headers().location ?? ''
  expect(location).toMatch(/^https?:\/\//)
  expect(new URL(location).host).not.toBe(`cbbe.localhost:${port}`)
  if (!process.env.HELPDESK_URL && !process.env.HELPDESK_URL_CBBE) expect(location).toBe('https://helpdesk.example.com/cbbe/nl/')
})

test('a landing page exists only with content; /404/ is a 404', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const landing = await shop.open('/cadeau-voor-hem/')
  expect(landing?.status()).toBe(200)
  await expect(page.locator('main h1')).toHaveText('Cadeau voor hem')
  expect((await shop.open('/deze-pagina-bestaat-niet/'))?.status()).toBe(404)
  expect((await shop.open('/fr/cette-page-n-existe-pas/'))?.status()).toBe(404)
  expect((await shop.open('/404/'))?.status()).toBe(404)
})

test.describe('an address the shop does not have, without JavaScript (a crawler, a slow connection)', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, lang, heading, home] of [
    ['/404/', 'nl-BE', 'Pagina niet gevonden', 'Terug naar de startpagina'],
    ['/fr/404/', 'fr-BE', 'Page introuvable', "Retour à la page d'accueil"],
    ['/a/b/c/', 'nl-BE', 'Pagina niet gevonden', 'Terug naar de startpagina'],
    ['/cadeaubonnen/1/', 'nl-BE', 'Pagina niet gevonden', 'Terug naar de startpagina'],
  ] as const) {
    test(`${path} answers 404 with the storefront's page, rendered on the server`, async ({ page }) => {
      const response = await new StorefrontPage(page, 'CBBE').open(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator('main img[src$="not-found.svg"]')).toBeAttached()
      await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', lang === 'fr-BE' ? '/fr/' : '/')
      // The storefront's header and footer are there too.
      await expect(page.locator('header').first()).toBeAttached()
      await expect(page.locator('footer').first()).toBeAttached()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }
})

test('CBDE content pages read German', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBDE')
  expect((await shop.open('/agb/'))?.status()).toBe(200)
  await shop.expectLanguage('de-DE')
  await expect(page.locator('main h1')).toHaveText('Allgemeine Geschäftsbedingungen')
  await expect(page.getByRole('heading', { level: 2, name: '1. Bestellungen' })).toBeVisible()
  expect((await shop.open('/blog/'))?.status()).toBe(200)
  await expect(page.locator('main')).toContainText('Geschenkideen')
  await expect(page.locator('main')).not.toContainText('Gift ideas')
})
