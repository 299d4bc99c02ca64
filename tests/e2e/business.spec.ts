import { expect, test, type Locator, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { defaultSalesEmail } from '../../config/business'
import { getStorefront } from '../../config/storefronts/resolve'
import { AccountPage, decodeQuotedPrintable } from './pages/account-page'
import { api } from './pages/gift-card-purchase'

const SALES = defaultSalesEmail(getStorefront('CBBE'))
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme.example`

interface BusinessProduct { slug: string; title: string; digital: { min: number; max: number } | null }

async function digitalBusinessProduct(page: Page): Promise<BusinessProduct> {
  const { businessProducts } = await api<{ businessProducts: { products: BusinessProduct[] } }>(page, `
    query ($userData: UserDataInput!) { businessProducts(userData: $userData) { products { slug title digital { min max } } } }`)
  const product = businessProducts.products.find((option) => option.digital && option.slug !== 'choice-gift-card')
  if (!product) throw new Error('No digital business product')
  return product
}

async function fillCompany(scope: Locator, email: string) {
  await scope.getByLabel('Bedrijfsnaam').fill('Acme BV')
  await scope.getByLabel('Voornaam').fill('Sofie')
  await scope.getByLabel('Achternaam').fill('Peeters')
  await scope.getByLabel('E-mailadres').fill(email)
  await scope.getByLabel('Telefoonnummer').fill('+32 470 12 34 56')
}

async function fillFirstLine(scope: Locator, amount: number, quantity = 25) {
  await scope.getByLabel('Bedrag per kaart (EUR)').fill(String(amount))
  await scope.getByLabel('Aantal kaarten').fill(String(quantity))
}

/** Both mails of a request: to sales with every detail, to the requester with the 1-hour promise. */
async function expectMails(email: string, subject: string) {
  await expect.poll(async () => (await AccountPage.latestMail(email).catch(() => '')).length).toBeGreaterThan(0)
  const confirmation = decodeQuotedPrintable(await AccountPage.latestMail(email))
  expect(confirmation).toContain(`Subject: ${subject}`)
  expect(confirmation).toContain('binnen 1 uur')
  const sales = decodeQuotedPrintable(await AccountPage.latestMail(SALES))
  expect(sales).toContain(email)
  expect(sales).toContain('Acme BV')
  expect(sales).toContain('+32 470 12 34 56')
}

test.describe('business quote request and invoice order (/zakelijk/)', () => {
  test('a quote request: errors at their fields, then the success text and both mails', async ({ page }) => {
    await page.goto('/zakelijk/')
    const product = await digitalBusinessProduct(page)
    const form = page.getByRole('form', { name: 'Offerte aanvragen' })
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    await form.getByRole('button', { name: 'Offerte aanvragen' }).click()
    await expect(form.getByLabel('Bedrijfsnaam')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Bedrijfsnaam is een verplicht veld')).toBeVisible()
    await expect(form.getByText('Voornaam is een verplicht veld')).toBeVisible()
    await expect(form.getByText('Kies een cadeaubon')).toBeVisible()

    const email = uniqueEmail('offerte')
    await fillCompany(form, email)
    await form.getByRole('combobox', { name: 'Cadeaubon' }).fill(product.title)
    await page.getByRole('option', { name: product.title, exact: true }).click()
    await expect(form.getByText(/Tussen/)).toBeVisible()
    await fillFirstLine(form, product.digital!.max + 1)
    await form.getByRole('button', { name: 'Offerte aanvragen' }).click()
    await expect(form.getByText(`Kies een bedrag per kaart tussen ${product.digital!.min} en ${product.digital!.max} EUR`)).toBeVisible()
    await fillFirstLine(form, product.digital!.min)
    await form.getByRole('button', { name: 'Offerte aanvragen' }).click()

    const success = page.getByRole('heading', { name: 'Bedankt voor uw offerteaanvraag' })
    await expect(success).toBeFocused()
    await expect(page.getByText(`We hebben een bevestiging gestuurd naar ${email}. Ons zakelijk team antwoordt binnen 1 uur`)).toBeVisible()
    await expectMails(email, 'Uw offerteaanvraag bij Cadorama')
    const sales = decodeQuotedPrintable(await AccountPage.latestMail(SALES))
    expect(sales).toContain(product.title)
    expect(sales).toMatch(/\b25 /)
  })

  test('the invoice order version needs the VAT and company registration numbers, the reference and the address, and places an order', async ({ page }) => {
    await page.goto('/zakelijk/')
    const product = await digitalBusinessProduct(page)
    await page.getByRole('radio', { name: 'Bestellen op factuur' }).check()
    const form = page.getByRole('form', { name: 'Bestellen op factuur' })
    const email = uniqueEmail('factuur')
    await fillCompany(form, email)
    await form.getByRole('combobox', { name: 'Cadeaubon' }).fill(product.title)
    await page.getByRole('option', { name: product.title, exact: true }).click()
    await fillFirstLine(form, product.digital!.min, 40)
    await form.getByRole('button', { name: 'Bestellen op factuur' }).click()
    await expect(form.getByText('Btw-nummer is een verplicht veld')).toBeVisible()
    await expect(form.getByText('Ondernemingsnummer is een verplicht veld')).toBeVisible()
    await expect(form.getByText('Referentie of kostenplaats is een verplicht veld')).toBeVisible()
    await expect(form.getByText('Straat is een verplicht veld')).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    await form.getByLabel('Btw-nummer').fill('BE0123.456.749')
    await form.getByLabel('Ondernemingsnummer (KvK)').fill('0123456749')
    await form.getByLabel('Referentie of kostenplaats', { exact: true }).fill('PO-7781')
    await form.getByLabel('Straat', { exact: true }).fill('Kerkstraat')
    await form.getByLabel('Huisnummer', { exact: true }).fill('12')
    await form.getByLabel('Postcode', { exact: true }).fill('9000')
    await form.getByLabel('Plaats', { exact: true }).fill('Gent')
    await form.getByRole('button', { name: 'Bestellen op factuur' }).click()
    await expect(page.getByRole('heading', { name: 'Bedankt voor uw bestelling op factuur' })).toBeFocused()
    const placed = await page.getByText(/^Uw bestelling CBBE-\d{8}-\d{6} is geplaatst/).textContent()
    const reference = /CBBE-\d{8}-\d{6}/.exec(placed ?? '')![0]
    // The order's confirmation, with the transfer instructions, and sales hears of the order. No invoice
    // yet: it is issued, and numbered from the gapless sequence, when the transfer pays the order.
    await expect.poll(async () => (await AccountPage.latestMail(email).catch(() => '')).length).toBeGreaterThan(0)
    const confirmation = decodeQuotedPrintable(await AccountPage.latestMail(email))
    expect(confirmation).toContain(`Subject: Uw bestelling ${reference} bij Cadorama`)
    expect(confirmation).toMatch(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)
    expect(confirmation).not.toMatch(/INV-BE-\d{4}-\d{6}/)
    expect(decodeQuotedPrintable(await AccountPage.latestMail(SALES))).toContain(reference)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  })

  test('a business product page opens the business product form with its gift card chosen', async ({ page }) => {
    await page.goto('/zakelijk/personeelscadeaus/')
    const open = page.getByRole('button', { name: /^Zakelijk bestellen: / }).first()
    const title = (await open.textContent())!.replace('Zakelijk bestellen: ', '')
    await open.click()
    const dialog = page.getByRole('dialog', { name: `Zakelijk bestellen: ${title}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'Cadeaubon' })).toHaveValue(title)
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
})
