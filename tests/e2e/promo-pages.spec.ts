import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { PROMO_POPUP_DELAY_MS, PROMO_POPUP_STORAGE_KEY } from '../../components/chrome/promo/promo-popup-dismissal'
import { StorefrontPage } from './pages/storefront-page'

const port = process.env.E2E_PORT ?? '3100'

/** The answer of an external redirect route of a storefront, without following it. */
async function redirectOf(request: import('@playwright/test').APIRequestContext, store: string, path: string) {
  const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${store}.localhost:${port}` }, maxRedirects: 0 })
  return { status: response.status(), location: response.headers().location ?? '' }
}

test.describe('restaurant page (docs/rules/pages-and-seo.md page types)', () => {
  test('shows the restaurant in Dutch with its kitchen, address, opening hours, gift card and locations', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    // Reached from its gift card's page; a gift card without a restaurant page has no such link.
    await shop.open('/cadeaubonnen/bolero-books/')
    await expect(page.getByRole('heading', { name: 'Het restaurant' })).toHaveCount(0)
    await shop.open('/cadeaubonnen/brasserie-mosselbank/')
    await page.getByRole('link', { name: 'Keuken, adres en openingstijden van Brasserie Mosselbank' }).click()
    await expect(page).toHaveURL(`http://cbbe.localhost:${port}/restaurants/brasserie-mosselbank/`)
    await expect(page).toHaveTitle('Brasserie Mosselbank | Cadorama')
    const main = page.locator('main')
    await expect(main.locator('h1')).toHaveText('Brasserie Mosselbank')
    await expect(main).toContainText('Bij Brasserie Mosselbank komen de mosselen zoals het hoort')
    await expect(main.getByRole('heading', { name: 'De keuken' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Adres en openingstijden' })).toBeVisible()
    await expect(main).toContainText('Maandag: gesloten')
    await expect(main).toContainText('Geef een etentje bij Brasserie Mosselbank cadeau')
    await expect(shop.productCards().first().locator('a')).toHaveAttribute('href', '/cadeaubonnen/brasserie-mosselbank/')
    await expect(main.getByRole('link', { name: 'Bekijk alle vestigingen' })).toHaveAttribute('href', '/cadeaubonnen/brasserie-mosselbank/locaties/')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /adres, openingstijden en de cadeaubon/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://cbbe.localhost:${port}/restaurants/brasserie-mosselbank/`)
    await expect(page.locator('link[rel="alternate"][hreflang="fr-be"]')).toHaveAttribute('href', `http://cbbe.localhost:${port}/fr/restaurants/brasserie-mosselbank/`)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  })

  test('shows the same restaurant in French, reached by the language link', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open('/restaurants/brasserie-mosselbank/')
    await page.locator('footer').getByRole('link', { name: 'FR', exact: true }).click()
    await expect(page).toHaveURL(`http://cbbe.localhost:${port}/fr/restaurants/brasserie-mosselbank/`)
    const main = page.locator('main')
    await expect(main.locator('h1')).toHaveText('Brasserie Mosselbank')
    await expect(main).toContainText('Chez Brasserie Mosselbank, les moules arrivent comme il se doit')
    await expect(main.getByRole('heading', { name: 'Adresse et heures d’ouverture' })).toBeVisible()
    await expect(main).toContainText('Lundi : fermé')
    await expect(main.getByRole('link', { name: 'Voir tous les établissements' })).toHaveAttribute('href', '/fr/cartes-cadeaux/brasserie-mosselbank/locaties/')
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    expect((await shop.open('/restaurants/bestaat-niet/'))?.status()).toBe(404)
  })
})

test.describe('second home version (docs/rules/pages-and-seo.md page types)', () => {
  test('Giftswap Belgium opens with the hero and its logoV2, in Dutch and French', async ({ page }) => {
    const shop = new StorefrontPage(page, 'GCSBE')
    await shop.open('/')
    const hero = page.getByRole('region', { name: 'Geef een cadeaubon die echt blij maakt' })
    await expect(hero.getByRole('img', { name: 'Giftswap' })).toHaveAttribute('src', '/brands/gcs/logo-v2.svg')
    await expect(hero.getByRole('img', { name: 'Giftswap' })).toBeVisible()
    await expect(page.locator('main h1')).toHaveText('Geef een cadeaubon die echt blij maakt')
    await expect(hero.getByRole('link', { name: 'Vind een cadeaubon' })).toHaveAttribute('href', '/cadeaubonnen/')
    await expect(hero.getByRole('link', { name: 'Saldo & inwisselen' })).toHaveAttribute('href', '/saldocheck/')
    await expect(page.getByRole('heading', { level: 2, name: 'Meest gekozen' })).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    await shop.open('/fr/')
    await expect(page.locator('main h1')).toHaveText('Offrez une carte cadeau qui fait vraiment plaisir')
    await expect(page.locator('main img[src="/brands/gcs/logo-v2.svg"]')).toBeVisible()
  })

  test('CBBE keeps the first version, without logoV2', async ({ page }) => {
    await new StorefrontPage(page, 'CBBE').open('/')
    await expect(page.locator('main h1')).toHaveText('Cadeaubonnen van Cadorama')
    await expect(page.locator('img[src*="logo-v2"]')).toHaveCount(0)
  })
})

test.describe('external redirects (docs/rules/pages-and-seo.md)', () => {
  test('the survey and the choice-card PDF answer 307 to their external addresses', async ({ request }) => {
    expect(await redirectOf(request, 'cbbe', '/enquete/')).toEqual({ status: 307, location: 'https://survey.example.com/cbbe/nl/' })
    expect(await redirectOf(request, 'cbbe', '/fr/sondage/')).toEqual({ status: 307, location: 'https://survey.example.com/cbbe/fr/' })
    expect(await redirectOf(request, 'cbbe', '/uitleg-keuze-cadeaukaart/'))
      .toEqual({ status: 307, location: 'https://docs.example.com/cbbe/nl/choice-gift-card.pdf' })
    expect(await redirectOf(request, 'cbbe', '/fr/explications-carte-cadeau-au-choix/'))
      .toEqual({ status: 307, location: 'https://docs.example.com/cbbe/fr/choice-gift-card.pdf' })
  })

  test('the choice gift card page links the PDF where it explains the card', async ({ page }) => {
    await new StorefrontPage(page, 'CBBE').open('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')
    const how = page.getByRole('region', { name: 'Zo werkt de keuze cadeaukaart' })
    await expect(how.getByRole('link', { name: 'Zo wisselt u de keuze cadeaukaart in (pdf)' })).toHaveAttribute('href', '/uitleg-keuze-cadeaukaart/')
  })
})

test.describe('promo pop-up (docs/rules/chrome.md)', () => {
  // A visitor who has not seen it yet (every other test starts as one who has: fixtures.ts).
  test.use({ promoPopupSeen: false })

  test('opens once on a browsing page, closes on Escape with the focus back, and links the survey', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open('/')
    const logoLink = page.locator('header a[href="/"]').first()
    await logoLink.focus()
    const dialog = page.getByRole('dialog', { name: 'Uw mening telt' })
    await expect(dialog).toBeVisible({ timeout: PROMO_POPUP_DELAY_MS + 5000 })
    await expect(dialog).toContainText('Help ons Cadorama nog beter te maken')
    await expect(dialog.locator('img[src="/brands/cb/modal-logo.svg"]')).toBeVisible()
    const survey = dialog.getByRole('link', { name: 'Naar de enquête (opent in een nieuw venster)' })
    await expect(survey).toHaveAttribute('href', '/enquete/')
    await expect(survey).toHaveAttribute('target', '_blank')
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(logoLink).toBeFocused()
    expect(Date.parse(await page.evaluate((key) => window.localStorage.getItem(key) ?? '', PROMO_POPUP_STORAGE_KEY))).toBeGreaterThan(Date.now())

    // Once per visitor: not after a reload, nor on another browsing page.
    await page.reload()
    await shop.open('/cadeaubonnen/')
    await page.waitForTimeout(PROMO_POPUP_DELAY_MS + 1500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('never opens in the basket', async ({ page }) => {
    await new StorefrontPage(page, 'CBBE').open('/winkelmandje/')
    await page.waitForTimeout(PROMO_POPUP_DELAY_MS + 1500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PROMO_POPUP_STORAGE_KEY)).toBeNull()
  })
})
