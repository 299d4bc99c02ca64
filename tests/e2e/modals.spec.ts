import { expect, test, type Locator, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { AccountPage, uniqueEmail } from './pages/account-page'
import { BasketJourney } from './pages/basket-page'
import { CheckoutPage, addDigitalCard } from './pages/checkout-page'
import { StorefrontPage } from './pages/storefront-page'

/**
 * The modals of docs/rules/catalogue.md, docs/rules/basket.md and docs/rules/checkout.md, opened and closed the way a keyboard user does:
 * Enter on the trigger, Escape to close, and the focus back on the trigger (docs/rules/chrome.md modals).
 */

const CHOICE_CARD = '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/'

async function openByKeyboard(page: Page, trigger: Locator, name: string | RegExp): Promise<Locator> {
  // Buttons stay disabled until the page is hydrated (docs/rules/chrome.md).
  await expect(trigger).toBeEnabled()
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  // The storefront's modal logo heads it.
  await expect(dialog.locator('img[width="48"]')).toHaveAttribute('src', /modal-logo/)
  return dialog
}

/**
 * Order now is a link, enabled from the start: followed before hydration it goes straight to the checkout's own
 * identify step instead of opening the modal. The button next to it is enabled once the basket is hydrated.
 */
async function basketHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Overzicht van de levering' })).toBeEnabled()
}

async function expectAccessible(page: Page, state: string) {
  // Contrast is judged on the settled modal, not halfway through its fade-in.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished)))
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(blocking.map((violation) => `${state} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([])
}

async function closeByEscape(page: Page, dialog: Locator, trigger: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
}

test('nl: a gift card page offers the choice gift card in the alternative choice modal; the choice card page does not', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const { slug } = await nl.firstDigitalCard()
  await nl.shop.open(nl.texts.product(slug))
  const trigger = page.getByRole('button', { name: 'Twijfelt u? Geef de keuze cadeaukaart' })
  const dialog = await openByKeyboard(page, trigger, 'Keuze cadeaukaart')
  // The artwork's alt text is Dutch on a Dutch page (docs/rules/storefronts.md branding).
  await expect(dialog.getByRole('img', { name: 'Keuze cadeaukaart van Cadorama' })).toHaveAttribute('src', /\/alternative-choice\.svg$/)
  await expect(dialog.getByText(/kiest de ontvanger zelf uit meer dan 200 cadeaubonnen/)).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Ontdek de keuze cadeaukaart' })).toHaveAttribute('href', CHOICE_CARD)
  await expectAccessible(page, 'alternative choice')
  await closeByEscape(page, dialog, trigger)

  await nl.shop.open(CHOICE_CARD)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Twijfelt u? Geef de keuze cadeaukaart' })).toHaveCount(0)
})

test('nl: the choice gift card page lists every brand it swaps for in the brands modal', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  await nl.shop.open(CHOICE_CARD)
  const trigger = page.getByRole('button', { name: 'Bekijk alle merken' })
  const dialog = await openByKeyboard(page, trigger, 'Merken om uit te kiezen')
  const intro = (await dialog.getByText(/^De ontvanger kan de keuze cadeaukaart inwisselen/).textContent()) ?? ''
  const count = Number(/deze (\d+) merken/.exec(intro)?.[1])
  const links = dialog.getByRole('list', { name: 'Merken om uit te kiezen' }).getByRole('link')
  // More than the 8 examples on the page, and exactly as many as the text says.
  expect(count).toBeGreaterThan(8)
  await expect(links).toHaveCount(count)
  await expect(links.first()).toHaveAttribute('href', /^\/cadeaubonnen\/[a-z0-9-]+\/$/)
  // The choice card is not among its own brands.
  await expect(dialog.locator(`a[href="${CHOICE_CARD}"]`)).toHaveCount(0)
  await expectAccessible(page, 'brands')
  await closeByEscape(page, dialog, trigger)
})

test('nl: the price form chooses the wrapper in the gift-wrap choice modal, by keyboard', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const { slug } = await nl.firstDigitalCard()
  await nl.shop.open(nl.texts.product(slug))
  const form = page.getByRole('group', { name: 'Omslag (optioneel)' })
  await expect(form.getByText('Geen omslag')).toBeVisible()
  const trigger = page.getByRole('button', { name: 'Kies een omslag' })
  const dialog = await openByKeyboard(page, trigger, 'Kies een omslag')
  const designs = dialog.getByRole('group', { name: 'Omslag (optioneel)' })
  // The e-card designs of a digital card, free; the envelopes belong to cards by post.
  await expect(designs.getByRole('radio', { name: /Verjaardagsontwerp voor de e-card/ })).toBeVisible()
  await expect(designs.getByText('Gratis')).toHaveCount(3)
  await expect(designs.getByRole('radio', { name: /enveloppe/ })).toHaveCount(0)
  await expect(designs.getByRole('radio', { name: 'Geen omslag' })).toBeFocused()
  await expectAccessible(page, 'gift-wrap choice')
  await closeByEscape(page, dialog, trigger)

  await openByKeyboard(page, trigger, 'Kies een omslag')
  await page.keyboard.press('ArrowDown')
  await expect(designs.getByRole('radio', { name: /Verjaardagsontwerp/ })).toBeChecked()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(form.getByText('Verjaardagsontwerp voor de e-card, Gratis')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Wijzigen' })).toBeFocused()
})

test('nl: in the basket the package preview, the delivery overview and, on a phone, the product count modal open and close by keyboard', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const { slug, title } = await nl.firstDigitalCard()
  await nl.shop.open(nl.texts.product(slug))
  await nl.addDigital(1)
  await nl.toBasket()

  const preview = page.getByRole('button', { name: `Pakket bekijken: ${title}` })
  const previewDialog = await openByKeyboard(page, preview, 'Voorbeeld van het pakket')
  await expect(previewDialog.getByRole('heading', { name: title })).toBeVisible()
  await expect(previewDialog.getByRole('definition').first()).toHaveText(/^1 × €/)
  await expectAccessible(page, 'package preview')
  await closeByEscape(page, previewDialog, preview)

  const overview = page.getByRole('button', { name: 'Overzicht van de levering' })
  const overviewDialog = await openByKeyboard(page, overview, 'Wie ontvangt wat')
  await expect(overviewDialog.getByRole('heading', { name: 'Zending 1: Per e-mail' })).toBeVisible()
  await expect(overviewDialog.getByText('Nog geen ontvanger gekozen')).toBeVisible()
  await expect(overviewDialog.getByText(`1 × ${title} van €`, { exact: false })).toBeVisible()
  await expectAccessible(page, 'delivery overview')
  await closeByEscape(page, overviewDialog, overview)

  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('combobox', { name: nl.texts.quantityOf(title) })).toBeHidden()
  const count = page.getByRole('button', { name: `Aantal: 1, ${title}` })
  const countDialog = await openByKeyboard(page, count, nl.texts.quantityOf(title))
  const field = countDialog.getByRole('textbox', { name: 'Aantal cadeaubonnen' })
  await expect(field).toBeFocused()
  await expectAccessible(page, 'product count')
  await closeByEscape(page, countDialog, count)

  await openByKeyboard(page, count, nl.texts.quantityOf(title))
  await field.press('ControlOrMeta+a')
  await page.keyboard.type('3')
  await page.keyboard.press('Enter')
  await expect(countDialog).toBeHidden()
  await nl.expectCount(3)
  await expect(page.getByRole('button', { name: `Aantal: 3, ${title}` })).toBeFocused()
})

test('nl: on a phone the checkout shows the order summary in the checkout order overview modal', async ({ page }) => {
  const store = new StorefrontPage(page, 'CBBE')
  await page.setViewportSize({ width: 375, height: 740 })
  await store.open('/')
  await addDigitalCard(page)
  await store.open('/bestellen/')
  await expect(page.getByRole('navigation', { name: /stappen/i })).toBeVisible()
  // Not beside the steps on a phone: the button opens it.
  await expect(page.getByRole('heading', { level: 2, name: 'Uw bestelling' })).toBeHidden()
  const trigger = page.getByRole('button', { name: /^Bekijk uw bestelling \(€ ?\d/ })
  const dialog = await openByKeyboard(page, trigger, 'Uw bestelling')
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await expect(dialog.getByText('Totaal', { exact: true })).toBeVisible()
  await expectAccessible(page, 'checkout order overview')
  await closeByEscape(page, dialog, trigger)

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(trigger).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'Uw bestelling' })).toBeVisible()
})

test('nl: on the payment step iDEAL asks for the bank in the bank choice modal, and Change opens it again', async ({ page }) => {
  const store = new StorefrontPage(page, 'CB')
  const checkout = new CheckoutPage(page)
  await store.open('/')
  await addDigitalCard(page, 'nl', { storeID: 1, countryCode: 'NL' })
  await store.open('/bestellen/')
  await page.getByRole('button', { name: 'Verder als gast' }).click()
  await checkout.fill({
    Voornaam: 'Anna', Achternaam: 'de Vries', 'E-mailadres': 'anna.devries@example.nl', 'Herhaal e-mailadres': 'anna.devries@example.nl',
    Telefoonnummer: '06 12345678', Postcode: '3511 AB', Huisnummer: '12', Straat: 'Oudegracht', Gemeente: 'Utrecht',
  })
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
  await page.getByRole('button', { name: 'Verder naar verzending' }).click()
  await checkout.fill({ Voornaam: 'Jan', Achternaam: 'Jansen', 'E-mailadres van de ontvanger': 'jan.jansen@example.nl', 'Herhaal het e-mailadres van de ontvanger': 'jan.jansen@example.nl' })
  await page.getByRole('button', { name: 'Verder naar betalen' }).click()

  await page.getByRole('radio', { name: 'iDEAL', exact: true }).check()
  await expect(page.getByText('Nog geen bank gekozen')).toBeVisible()
  const trigger = page.getByRole('button', { name: 'Kies uw bank' })
  const dialog = await openByKeyboard(page, trigger, 'Kies uw bank')
  const banks = dialog.getByRole('group', { name: 'Banken voor iDEAL' })
  await expect(banks.getByRole('radio', { name: 'ING', exact: true })).toBeVisible()
  // The first bank has the focus; the arrow keys move to the next and mark it, the submit confirms.
  await expect(banks.getByRole('radio').first()).toBeFocused()
  await expectAccessible(page, 'bank choice')
  await closeByEscape(page, dialog, trigger)
  await expect(page.getByText('Nog geen bank gekozen')).toBeVisible()

  await openByKeyboard(page, trigger, 'Kies uw bank')
  await page.keyboard.press('ArrowDown')
  const second = banks.getByRole('radio').nth(1)
  await expect(second).toBeChecked()
  const secondName = (await second.locator('xpath=..').textContent()) ?? ''
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Bank: ${secondName}`)).toBeVisible()
  const change = page.getByRole('button', { name: 'Wijzigen', exact: true })
  await expect(change).toBeFocused()
  await openByKeyboard(page, change, 'Kies uw bank')
  await expect(banks.getByRole('radio', { name: secondName, exact: true })).toBeChecked()
  await expect(banks.getByRole('radio', { name: secondName, exact: true })).toBeFocused()
  await closeByEscape(page, dialog, change)
})

test('nl: on a phone the business page shows its first testimonial and all of them in the mobile testimonials modal', async ({ page }) => {
  const store = new StorefrontPage(page, 'CBBE')
  await page.setViewportSize({ width: 375, height: 740 })
  await store.open('/zakelijk/')
  const quotes = page.locator('main figure blockquote')
  await expect(quotes.first()).toBeVisible()
  await expect(quotes.nth(1)).toBeHidden()
  const trigger = page.getByRole('button', { name: 'Lees alle reviews' })
  const dialog = await openByKeyboard(page, trigger, 'Wat onze klanten zeggen')
  await expect(dialog.locator('blockquote')).toHaveCount(2)
  await expect(dialog.getByText('Pieter Claes', { exact: false })).toBeVisible()
  await expectAccessible(page, 'mobile testimonials')
  await closeByEscape(page, dialog, trigger)

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(trigger).toBeHidden()
  await expect(quotes.nth(1)).toBeVisible()
})

test('nl: the basket\'s Order now asks an anonymous shopper in the account identify modal; a new e-mail goes on to the checkout as a guest', async ({ page }) => {
  const store = new StorefrontPage(page, 'CBBE')
  const checkout = new CheckoutPage(page)
  await store.open('/')
  await addDigitalCard(page)
  await store.open('/winkelmandje/')
  // The order-modal auth mode is on by default (docs/rules/checkout.md identify user): e-mail first.
  const trigger = page.getByRole('link', { name: 'Nu bestellen' })
  await expect(trigger).toHaveAttribute('href', '/bestellen/')
  await basketHydrated(page)
  const dialog = await openByKeyboard(page, trigger, 'Inloggen of verdergaan')
  await expect(dialog.getByLabel('E-mailadres')).toBeFocused()
  await expect(dialog.getByRole('link', { name: 'Verder als gast' })).toHaveAttribute('href', '/bestellen/?guest=1')
  await expectAccessible(page, 'account identify')
  await closeByEscape(page, dialog, trigger)
  await expect(page).toHaveURL(store.url('/winkelmandje/'))

  await openByKeyboard(page, trigger, 'Inloggen of verdergaan')
  const email = uniqueEmail('basket-guest')
  // The user-exists check with the development captcha token the e2e server accepts.
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByRole('button', { name: 'Verder', exact: true }).click()
  await expect(page).toHaveURL(store.url('/bestellen/?guest=1'))
  await expect(page.getByRole('heading', { level: 2, name: 'Uw gegevens' })).toBeVisible()
  await expect(checkout.field('E-mailadres')).toHaveValue(email)
  // Typed twice: the confirmation is left to the shopper.
  await expect(checkout.field('Herhaal e-mailadres')).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Verder als gast' })).toHaveCount(0)
})

test('nl: from the basket\'s identify modal an existing account logs in and goes on to the checkout; logged in, Order now goes straight there', async ({ page }) => {
  const account = new AccountPage(page)
  const email = uniqueEmail('basket-login')
  const password = 'Start-pass1!'
  await account.register({ email, password, firstName: 'Lotte', lastName: 'Wouters' })
  await account.logOut()
  await addDigitalCard(page)
  await account.open('/winkelmandje/')
  const trigger = page.getByRole('link', { name: 'Nu bestellen' })
  await basketHydrated(page)
  const dialog = await openByKeyboard(page, trigger, 'Inloggen of verdergaan')
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByRole('button', { name: 'Verder', exact: true }).click()

  await expect(page).toHaveURL(account.url(`/account/login/?callback=${encodeURIComponent('/bestellen/')}`))
  await expect(account.main().getByLabel('E-mailadres')).toHaveValue(email)
  await account.main().getByLabel('Wachtwoord').fill(password)
  await account.main().getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(account.url('/bestellen/'))
  await expect(page.getByLabel('Voornaam', { exact: true })).toHaveValue('Lotte')

  await account.open('/winkelmandje/')
  await expect(trigger).not.toHaveAttribute('aria-haspopup')
  await trigger.click()
  await expect(page).toHaveURL(account.url('/bestellen/'))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
