import { expect, test } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'

const port = process.env.E2E_PORT ?? 3100

/**
 * A shopper of a storefront whose language the shop speaks since the languages issue, from the listing
 * to the checkout's first step, reads that language only: the texts are written out here as a
 * shopper reads them, and `lang` and hreflang name the same language.
 */
const SHOPPERS = {
  CBES: {
    lang: 'es-ES', hreflang: 'es-es', listing: '/tarjetas-de-regalo/', choiceCard: '/tarjetas-de-regalo/tarjeta-de-regalo-a-elegir/',
    listingTitle: 'Tarjetas regalo', digital: 'Digital', quantity: 'Número de tarjetas regalo', add: 'Añadir al carrito', added: 'Añadida a tu carrito',
    toBasket: 'Ir al carrito', basket: '/carrito/', basketTitle: 'Carrito', deliveryOverview: 'Resumen de entregas', toCheckout: 'Realizar pedido', checkout: '/finalizar-compra/',
    guest: 'Continuar como invitado', email: 'Dirección de e-mail', continue: 'Continuar con el envío',
    errors: ['El nombre es un campo obligatorio', 'Introduce una dirección de e-mail válida'],
    oldAddresses: [['/gift-cards/', '/tarjetas-de-regalo/'], ['/basket/', '/carrito/']],
  },
  CBPL: {
    lang: 'pl-PL', hreflang: 'pl-pl', listing: '/karty-podarunkowe/', choiceCard: '/karty-podarunkowe/karta-podarunkowa-do-wyboru/',
    listingTitle: 'Karty podarunkowe', digital: 'Cyfrowa', quantity: 'Liczba kart podarunkowych', add: 'Dodaj do koszyka', added: 'Dodano do koszyka',
    toBasket: 'Do koszyka', basket: '/koszyk/', basketTitle: 'Koszyk', deliveryOverview: 'Przegląd dostaw', toCheckout: 'Zamów teraz', checkout: '/zamowienie/',
    guest: 'Kontynuuj jako gość', email: 'Adres e-mail', continue: 'Przejdź do dostawy',
    errors: ['Imię jest polem wymaganym', 'Podaj prawidłowy adres e-mail'],
    oldAddresses: [['/gift-cards/', '/karty-podarunkowe/'], ['/account/login/', '/konto/logowanie/']],
  },
} as const

/** English words a page of these storefronts showed before it had its own language. */
const ENGLISH = /\b(gift cards?|basket|checkout|required field|Continue|Add to)\b/i

for (const [code, shopper] of Object.entries(SHOPPERS)) {
  test(`${code}: listing → product → basket → checkout in ${shopper.lang}, with errors in that language`, async ({ page }) => {
    const shop = new StorefrontPage(page, code)
    await shop.open(shopper.listing)
    await shop.expectLanguage(shopper.lang)
    await expect(page.locator(`link[rel="alternate"][hreflang="${shopper.hreflang}"]`)).toHaveAttribute('href', shop.url(shopper.listing))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shopper.listingTitle)
    await expect(page.locator('main')).not.toContainText(ENGLISH)

    // The first gift card of the listing that is not the choice card (that one has its own page).
    const hrefs = await shop.listingCards().locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const product = hrefs.find((href) => href.startsWith(shopper.listing) && href !== shopper.choiceCard && href.split('/').length === 4)
    expect(product, 'a product link at the localized path').toBeDefined()
    await page.locator(`main a[href="${product}"]`).first().click()
    await expect(page).toHaveURL(shop.url(product!))
    await shop.expectLanguage(shopper.lang)
    await expect(page.locator(`link[rel="alternate"][hreflang="${shopper.hreflang}"]`)).toHaveAttribute('href', shop.url(product!))

    const digital = page.getByRole('radio', { name: new RegExp(`^${shopper.digital}`) })
    if ((await digital.count()) > 0) await digital.check()
    await page.getByRole('spinbutton', { name: shopper.quantity }).fill('1')
    await page.getByRole('button', { name: shopper.add }).click()
    const added = page.getByRole('dialog', { name: shopper.added })
    await expect(added).toBeVisible()
    await added.getByRole('link', { name: shopper.toBasket }).click()
    await expect(page).toHaveURL(shop.url(shopper.basket))
    await expect(page.getByRole('heading', { level: 1, name: shopper.basketTitle })).toBeVisible()

    // A guest is asked to log in or go on as a guest first. Before hydration the link goes straight to the
    // checkout's own identify step (no dialog), so wait until the button next to it is enabled (docs/rules/basket.md).
    await expect(page.getByRole('button', { name: shopper.deliveryOverview })).toBeEnabled()
    await page.getByRole('link', { name: shopper.toCheckout }).click()
    await page.getByRole('dialog').getByRole('link', { name: shopper.guest }).click()
    await expect(page).toHaveURL(shop.url(`${shopper.checkout}?guest=1`))
    await shop.expectLanguage(shopper.lang)
    await page.getByLabel(shopper.email, { exact: true }).fill('not-an-address')
    await page.getByRole('button', { name: shopper.continue }).click()
    for (const error of shopper.errors) await expect(page.getByText(error, { exact: false }).first()).toBeVisible()
    await expect(page.locator('main')).not.toContainText(ENGLISH)
  })

  test(`${code}: the English addresses it served before redirect permanently to its own`, async ({ request }) => {
    for (const [from, to] of shopper.oldAddresses) {
      const response = await request.get(`http://127.0.0.1:${port}${from}?utm_source=old`, { headers: { host: `${code.toLowerCase()}.localhost:${port}` }, maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      const location = new URL(response.headers().location ?? '', 'http://any.host')
      expect(`${location.pathname}${location.search}`, from).toBe(`${to}?utm_source=old`)
    }
  })
}
