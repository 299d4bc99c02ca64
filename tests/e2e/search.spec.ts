import { expect, test } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'

test('header search: type, see results, open one; the text is kept in ?s=', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/')
  await page.locator('header').getByRole('searchbox', { name: 'Zoeken' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Empty input: suggestions.
  await expect(dialog.getByRole('heading', { name: 'Populaire zoektermen' })).toBeVisible()
  const input = dialog.getByRole('searchbox')
  await expect(input).toBeFocused()
  await input.pressSequentially('bolero')
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ resulta(at|ten)$/)
  await expect(page).toHaveURL(/[?&]s=bolero/)

  // The address opens the same search again (a shared link, a reload).
  await page.reload()
  await expect(page.getByRole('dialog').getByRole('searchbox')).toHaveValue('bolero')
  await page.getByRole('dialog').getByRole('link', { name: /Bolero Books cadeaubon/ }).click()
  await expect(page).toHaveURL(/\/cadeaubonnen\/bolero-books\/$/)
})

test('header search finds by prefix and despite a typo, in French too; Escape closes', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  await shop.open('/fr/')
  await page.locator('header').getByRole('searchbox').focus()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('searchbox').pressSequentially('bolro')
  await expect(dialog.getByRole('link', { name: /Carte cadeau Bolero Books/ })).toHaveAttribute('href', '/fr/cartes-cadeaux/bolero-books/')
  await dialog.getByRole('searchbox').fill('zzqqxx')
  await expect(dialog.getByRole('status')).toHaveText(/Aucun résultat trouvé/)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/[?&]s=/)
})

test.describe('results page without script', () => {
  test.use({ javaScriptEnabled: false })

  test('/zoeken/?s= is rendered on the server, noindex, and its form searches again', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    const response = await shop.open('/zoeken/?s=bolero')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultaten voor “bolero”')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('main').getByRole('link', { name: /Bolero Books cadeaubon/ })).toHaveAttribute('href', '/cadeaubonnen/bolero-books/')
    const form = page.getByRole('main').getByRole('search')
    await form.getByRole('searchbox').fill('kasteel spa')
    await form.getByRole('button').click()
    await expect(page).toHaveURL(/\/zoeken\/\?s=kasteel\+spa$/)
    await expect(page.getByRole('main').getByRole('link', { name: /Kasteel Spa cadeaubon/ }).first()).toBeVisible()
    expect((await shop.open('/fr/recherche/?s=etablissement'))?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/\d+ résultats/)
  })

  test('two typos and another word order still find the card; an empty result offers "did you mean"', async ({ page }) => {
    const shop = new StorefrontPage(page, 'CBBE')
    await shop.open('/zoeken/?s=Kasteal%20Sap')
    await expect(page.getByRole('main').getByRole('link', { name: /Kasteel Spa cadeaubon/ }).first()).toBeVisible()
    await shop.open('/zoeken/?s=bolwing')
    await expect(page.getByRole('main').getByRole('link', { name: /Kometa Bowling cadeaubon/ }).first()).toBeVisible()
    await shop.open('/zoeken/?s=bawlimk')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Geen resultaten gevonden/)
    const suggestion = page.getByRole('main').getByRole('link', { name: 'Bowling', exact: true })
    await expect(page.getByRole('main').getByText(/Bedoelde u/)).toBeVisible()
    await suggestion.click()
    await expect(page).toHaveURL(/\/zoeken\/\?s=Bowling$/)
    await expect(page.getByRole('main').getByRole('link', { name: /Kometa Bowling cadeaubon/ }).first()).toBeVisible()
  })
})
