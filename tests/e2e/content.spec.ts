import { expect, test } from './fixtures'
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

  const dutch = { lang: 'nl-BE', heading: 'Pagina niet gevonden', home: 'Terug naar de startpagina', homePath: '/' }
  const french = { lang: 'fr-BE', heading: 'Page introuvable', home: "Retour à la page d'accueil", homePath: '/fr/' }
  const german = { lang: 'de-DE', heading: 'Seite nicht gefunden', home: 'Zurück zur Startseite', homePath: '/' }
  for (const [store, path, expected] of [
    // No route has these addresses.
    ['CBBE', '/404/', dutch],
    ['CBBE', '/fr/404/', french],
    ['CBBE', '/a/b/c/', dutch],
    ['CBBE', '/cadeaubonnen/1/', dutch],
    // A route has them, but its data does not exist: the page calls notFound().
    ['CBBE', '/cadeaubonnen/bestaat-niet/', dutch],
    ['CBBE', '/fr/cartes-cadeaux/n-existe-pas/', french],
    ['CBBE', '/deze-pagina-bestaat-niet/', dutch],
    ['CBBE', '/categorie/bestaat-niet/', dutch],
    ['CBBE', '/cadeaubonnen/bestaat-niet/locaties/', dutch],
    ['CBDE', '/gutscheine/gibt-es-nicht/', german],
    ['CBDE', '/diese-seite-gibt-es-nicht/', german],
  ] as const) {
    test(`${store} ${path} answers 404 with the storefront's page, rendered on the server`, async ({ page }) => {
      const response = await new StorefrontPage(page, store).open(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading)
      await expect(page).toHaveTitle(`${expected.heading} | Cadorama`)
      await expect(page.locator('main img[src$="not-found.svg"]')).toBeAttached()
      await expect(page.getByRole('link', { name: expected.home })).toHaveAttribute('href', expected.homePath)
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
