import { expect, test, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { StorefrontPage } from './pages/storefront-page'

const CHOICE_CARD = { nl: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/', fr: '/fr/cartes-cadeaux/carte-cadeau-au-choix/' }

/** The slug of the first regular gift card of the listing (the choice card leads it and has its own page). */
async function firstGiftCardSlug(shop: StorefrontPage): Promise<string> {
  await shop.open('/cadeaubonnen/')
  const hrefs = await shop.listingCards().locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const href = hrefs.find((candidate) => /^\/cadeaubonnen\/[a-z0-9-]+\/$/.test(candidate) && candidate !== CHOICE_CARD.nl)
  if (!href) throw new Error('No gift card in the listing')
  return href.split('/')[2] ?? ''
}

const total = (page: Page) => page.getByTestId('product-total')

test('a product opened from the listing shows its title, artwork and price', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const slug = await firstGiftCardSlug(shop)
  const card = shop.listingCards().filter({ has: page.locator(`a[href="/cadeaubonnen/${slug}/"]`) })
  const title = (await card.locator('h3').textContent())?.trim() ?? ''
  await card.locator('a').click()
  await expect(page).toHaveURL(new RegExp(`/cadeaubonnen/${slug}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText(title)
  await expect(page.locator('main img').first()).toHaveAttribute('src', new RegExp(`/card-art/${slug}/`))
  await expect(total(page)).toContainText('€')
  await expect(page.getByText('Cadeaubonnen zijn vrijgesteld van btw')).toBeVisible()
})

test('the product page speaks Dutch and French, with Product structured data', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const slug = await firstGiftCardSlug(shop)

  expect((await shop.open(`/cadeaubonnen/${slug}/`))?.status()).toBe(200)
  await shop.expectLanguage('nl-BE')
  const dutchTitle = await page.getByRole('heading', { level: 1 }).textContent()
  await expect(page.getByText('Totaalprijs')).toBeVisible()
  await expect(total(page)).toContainText('€')
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
  expect(jsonLd.find((data) => data['@type'] === 'Product')).toMatchObject({ '@type': 'Product', name: dutchTitle, offers: { priceCurrency: 'EUR' } })

  expect((await shop.open(`/fr/cartes-cadeaux/${slug}/`))?.status()).toBe(200)
  await shop.expectLanguage('fr-BE')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(dutchTitle ?? '')
  await expect(page.getByText('Prix total')).toBeVisible()
  await expect(total(page)).toContainText('€')
})

for (const c of [
  { path: CHOICE_CARD.nl, other: 'Ander bedrag', field: /Ander bedrag in/, quantity: 'Aantal cadeaubonnen', range: 'Kies een bedrag tussen € 10 en € 150', decimals: 'Vul een rond bedrag in, zonder decimalen' },
  { path: CHOICE_CARD.fr, other: 'Autre montant', field: /Autre montant en/, quantity: 'Nombre de cartes cadeaux', range: 'Veuillez choisir un montant entre 10 € et 150 €', decimals: 'Veuillez saisir un montant entier, sans décimales' },
]) {
  test(`a custom amount outside min–max shows the translated error (${c.path})`, async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open(c.path)
    await page.getByRole('radio', { name: c.other, exact: true }).check()
    const amount = page.getByRole('textbox', { name: c.field })
    await amount.fill('5')
    await amount.blur()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    const errorId = (await amount.getAttribute('aria-describedby'))?.split(' ')[0] ?? ''
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(c.range)
    await amount.fill('20,50')
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(c.decimals)

    await amount.fill('40')
    await page.getByRole('spinbutton', { name: c.quantity }).fill('2')
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
    await expect(total(page)).toContainText('80')
  })
}

test('an API error while adding to the basket opens the error modal with its code text in the page language', async ({ page }) => {
  // The basket answers "out of stock" (2031). Pages carry no text per error code: the modal loads them
  // with itself, so this proves the built page fetches the Dutch ones.
  await page.route('**/api/graphql/', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null
    if (!body?.query?.includes('addToCart')) return route.continue()
    await route.fulfill({ json: { data: { addToCart: { order: null, errors: [{ message: 'server text', code: 2031, referencedRequestParameter: null }] } } } })
  })
  const shop = new StorefrontPage(page, 'CBBE')
  const slug = await firstGiftCardSlug(shop)
  await shop.open(`/cadeaubonnen/${slug}/`)
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  const dialog = page.getByRole('dialog', { name: 'Er is iets misgegaan' })
  await expect(dialog).toContainText('Het is niet mogelijk om verder te gaan met deze cadeaubon, omdat hij momenteel niet op voorraad is.')
  await expect(dialog).not.toContainText('server text')
})

test('the choice gift card page explains the card and lists gift cards to swap it for', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  expect((await shop.open(CHOICE_CARD.nl))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Keuze Cadeaukaart')
  await expect(page.getByRole('heading', { level: 2, name: 'Zo werkt de keuze cadeaukaart' })).toBeVisible()
  expect(await shop.productCards().count()).toBeGreaterThanOrEqual(4)
  await expect(shop.productCards().locator(`a[href="${CHOICE_CARD.nl}"]`)).toHaveCount(0)
  await expect(total(page)).toContainText('€')

  expect((await shop.open(CHOICE_CARD.fr))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Carte cadeau au choix')
})

test('an unknown product is a 404 in the storefront language', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  expect((await shop.open('/cadeaubonnen/no-such-gift-card/'))?.status()).toBe(404)
  await shop.expectLanguage('nl-BE')
  expect((await shop.open('/fr/cartes-cadeaux/no-such-gift-card/'))?.status()).toBe(404)
  await shop.expectLanguage('fr-BE')
})

test('the product page has no serious or critical accessibility violations, also while showing an error', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  for (const path of [`/cadeaubonnen/${await firstGiftCardSlug(shop)}/`, CHOICE_CARD.nl]) {
    await shop.open(path)
    if (path === CHOICE_CARD.nl) {
      await page.getByRole('radio', { name: 'Ander bedrag', exact: true }).check()
      await page.getByRole('textbox', { name: /Ander bedrag in/ }).fill('1')
      await page.getByRole('textbox', { name: /Ander bedrag in/ }).blur()
    }
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(blocking.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([])
  }
})
