import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { BasketJourney } from './pages/basket-page'

test('nl: add a digital card, see the header count, change the quantity and remove it with confirmation', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const { slug, title } = await nl.firstDigitalCard()
  await nl.shop.open(nl.texts.product(slug))
  await nl.expectCount(0)
  await nl.addDigital(2)
  await nl.expectCount(2)
  await nl.toBasket()

  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expect(page.getByText(/^2 × €/)).toBeVisible()
  const total = page.getByTestId('basket-grand-total')
  const before = await total.textContent()
  await nl.changeQuantity(title, 3)
  await nl.expectCount(3)
  await expect(page.getByText(/^3 × €/)).toBeVisible()
  await expect(total).not.toHaveText(before ?? '')

  // The count survives a reload (server-rendered basket, count from the API).
  await page.reload()
  await nl.expectCount(3)
  await expect(page.getByRole('combobox', { name: nl.texts.quantityOf(title) })).toHaveValue('3')

  await nl.remove(title)
  await nl.expectCount(0)
  await expect(page.getByRole('link', { name: 'Verder winkelen' })).toBeVisible()
})

test('nl: set the receiver and the delivery date and time of a digital card in the basket; both are shown after a reload', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const { slug } = await nl.firstDigitalCard()
  await nl.shop.open(nl.texts.product(slug))
  await nl.addDigital(1)
  await nl.toBasket()
  await expect(page.getByText('Nog geen ontvanger gekozen')).toBeVisible()
  await expect(page.getByText('Bezorgdatum: zo snel mogelijk')).toBeVisible()

  // The date is saved together with a receiver: without one the date modal sends the shopper there first.
  await page.getByRole('button', { name: nl.texts.dateButton, exact: true }).click()
  const dateDialog = page.getByRole('dialog', { name: nl.texts.dateModal })
  await expect(dateDialog.getByText(/Kies eerst de ontvanger/)).toBeVisible()
  await dateDialog.getByRole('button', { name: 'Ontvanger kiezen' }).click()
  await expect(page.getByRole('dialog', { name: nl.texts.receiverModal })).toBeVisible()
  await page.keyboard.press('Escape')

  await nl.setDigitalReceiver({ firstName: 'Anna', lastName: 'Peeters', email: 'anna.peeters@example.com' })
  await expect(page.getByText('Ontvanger: Anna Peeters')).toBeVisible()
  // A month ahead (the API takes up to a year) at half past nine Belgian time, shown in the shopper's words.
  const now = new Date()
  const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 30, 9, 30))
  await nl.setDeliveryDate(later.toISOString().slice(0, 10), '09:30')
  const shown = `Bezorgdatum: ${new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'UTC' }).format(later)} om 09:30`
  await expect(page.getByText(shown)).toBeVisible()

  await page.reload()
  await expect(page.getByText('Ontvanger: Anna Peeters')).toBeVisible()
  await expect(page.getByText(/anna\.peeters@example\.com/)).toBeVisible()
  await expect(page.getByText(shown)).toBeVisible()
})

test('fr: add a digital card and remove it from the French basket', async ({ page }) => {
  const fr = new BasketJourney(page, 'fr')
  const { slug } = await fr.firstDigitalCard()
  await fr.shop.open(fr.texts.product(slug))
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  await fr.addDigital(1)
  await fr.expectCount(1)
  await fr.toBasket()
  await fr.shop.expectLanguage('fr-BE')
  await expect(page.getByRole('link', { name: fr.texts.orderNow })).toHaveAttribute('href', '/fr/commander/')
  await fr.remove(title)
  await fr.expectCount(0)
})

test('the basket is personal: never cached, never indexed, empty without a basket cookie', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const response = await nl.shop.open('/winkelmandje/')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByText(nl.texts.empty)).toBeVisible()
})

test('the basket page has no serious or critical accessibility violations, with a card and empty', async ({ page }) => {
  const nl = new BasketJourney(page, 'nl')
  const { slug, title } = await nl.firstDigitalCard()
  await nl.shop.open(nl.texts.product(slug))
  await nl.addDigital(1)
  await nl.toBasket()
  const check = async (state: string) => {
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(blocking.map((violation) => `${state} ${violation.id}: ${violation.help}`)).toEqual([])
  }
  await check('with a card')
  await page.getByRole('button', { name: nl.texts.remove(title) }).click()
  const dialog = page.getByRole('dialog', { name: nl.texts.deleteTitle })
  await expect(dialog).toBeVisible()
  // Checked once the open animation is over: mid-fade every colour is paler than it will be.
  await page.locator('body').evaluate((body) => Promise.all(body.getAnimations({ subtree: true }).map((animation) => animation.finished)))
  await check('deletion modal')
  await page.getByRole('button', { name: nl.texts.confirmDelete }).click()
  await expect(page.getByText(nl.texts.empty)).toBeVisible()
  await check('empty')
})
