import { expect, test, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { api, buyDigitalCard, cardFromMail, euros } from './pages/gift-card-purchase'


interface RedeemableProduct {
  slug: string
  title: string
  productType: string
  digitalVariationConfig: { hasFixedPrices: boolean; minPrice: { value: number }; maxPrice: { value: number } } | null
}

/** A product of the redeem shop's first page (docs/rules/redeem.md: giftcard and donation) with a custom amount range holding `amount`. */
async function redeemableProduct(page: Page, amount: number): Promise<RedeemableProduct> {
  const listing = await api<{ products: { products: RedeemableProduct[] } }>(page, `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL, DONATION] }, paging: { itemsPerPage: 16, pageNumber: 1 }) {
        products { slug title productType digitalVariationConfig { hasFixedPrices minPrice { value } maxPrice { value } } }
      }
    }`)
  const product = listing.products.products.find(({ slug, digitalVariationConfig: config }) =>
    slug !== 'choice-gift-card' && config && !config.hasFixedPrices && config.minPrice.value <= amount && amount <= config.maxPrice.value)
  if (!product) throw new Error(`No redeemable product with a custom amount range holding ${amount}`)
  return product
}

test.describe('redeem shop and checkout (/saldocheck/inwisselen/, /saldocheck/checkout/)', () => {
  let bought: { title: string; amount: number; number: string; pin: string }

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/')
    const receiver = `inwisselen-${Date.now()}@example.com`
    const card = await buyDigitalCard(page, receiver)
    bought = { ...card, ...(await cardFromMail(receiver)) }
    await page.close()
  })

  test('without a checked card the shop sends the shopper to the balance check', async ({ page }) => {
    const response = await page.goto('/saldocheck/inwisselen/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const main = page.locator('main')
    await expect(main.getByText('Controleer eerst het saldo van uw cadeaubon')).toBeVisible()
    await main.getByRole('link', { name: 'Naar de saldocheck' }).click()
    await expect(page).toHaveURL(/\/saldocheck\/$/)
  })

  test('the balance of a checked card buys a new card for a receiver, who gets it by e-mail', async ({ page }) => {
    const product = await (async () => { await page.goto('/'); return redeemableProduct(page, bought.amount) })()

    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await main.getByLabel('Kaartnummer').fill(bought.number)
    await main.getByLabel('Pincode', { exact: true }).fill(bought.pin)
    await main.getByRole('button', { name: 'Saldo controleren' }).click()
    await expect(main.getByTestId('checked-card')).toBeVisible()
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()

    await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/$/)
    await expect(main.getByRole('heading', { level: 1, name: 'Kies uw cadeaubonnen' })).toBeVisible()
    await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(bought.amount))
    const basket = main.getByTestId('redeem-basket')
    await expect(basket).toContainText('U hebt nog geen cadeaubonnen gekozen.')
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    await main.getByTestId('redeem-product').filter({ has: page.getByText(product.title, { exact: true }) }).getByRole('button').click()
    const dialog = page.getByRole('dialog', { name: `Kies een bedrag voor ${product.title}` })
    await expect(dialog).toContainText('Bedragen boven')
    const amountField = dialog.getByLabel('Bedrag')
    await amountField.fill('12,5')
    await dialog.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
    await expect(dialog.getByText('Vul een heel bedrag in, zonder decimalen')).toBeVisible()
    await amountField.fill(String(bought.amount))
    await dialog.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
    await expect(dialog).toBeHidden()

    await expect(basket.getByTestId('redeem-package')).toHaveCount(1)
    await expect(basket.getByTestId('redeem-package')).toContainText(product.title)
    await expect(basket.getByTestId('redeem-balance')).toHaveText(euros(bought.amount))
    await expect(basket.getByTestId('redeem-to-pay')).toHaveText(euros(0))
    await expect(basket.getByTestId('redeem-remaining')).toHaveText(euros(0))
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    // Two of the same card: the balance pays one, the other is to pay; back to one, nothing is.
    const quantity = basket.getByRole('combobox', { name: `Aantal ${product.title} van` })
    await quantity.selectOption('2')
    await expect(basket.getByTestId('redeem-package')).toContainText(`2 × ${product.title}`)
    await expect(basket.getByTestId('redeem-to-pay')).toHaveText(euros(bought.amount))
    await quantity.selectOption('1')
    await expect(basket.getByTestId('redeem-to-pay')).toHaveText(euros(0))

    await basket.getByRole('button', { name: 'Verder' }).click()
    await expect(page).toHaveURL(/\/saldocheck\/checkout\/$/)
    await expect(main.getByRole('heading', { level: 1, name: 'Bevestig uw keuze' })).toBeVisible()
    await expect(main.getByTestId('redeem-package')).toContainText(product.title)
    await main.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(main.getByText('Voornaam is een verplicht veld')).toBeVisible()

    const receiver = `ontvanger-${Date.now()}@example.com`
    await main.getByLabel('Voornaam').fill('Lies')
    await main.getByLabel('Achternaam').fill('Maes')
    await main.getByLabel('E-mailadres', { exact: true }).fill(receiver)
    await main.getByLabel('Herhaal e-mailadres').fill(receiver)
    await main.getByRole('button', { name: 'Bevestigen' }).click()

    const success = main.getByTestId('redeem-success')
    await expect(success.getByRole('heading', { name: 'Uw cadeaubonnen zijn onderweg' })).toBeFocused()
    await expect(success).toContainText(receiver)
    // The token is spent: the redeem session is cleared.
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state.token ?? null)).toBeNull()

    const issued = await cardFromMail(receiver)
    expect(issued.number).not.toBe(bought.number)
  })

  test('a choice above the balance places the order for the remainder, paid on the payment page', async ({ page }) => {
    await page.goto('/')
    const receiver = `rest-${Date.now()}@example.com`
    const card = await buyDigitalCard(page, receiver)
    const { number, pin } = await cardFromMail(receiver)
    const price = card.amount + 10
    const product = await redeemableProduct(page, price)

    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await main.getByLabel('Kaartnummer').fill(number)
    await main.getByLabel('Pincode', { exact: true }).fill(pin)
    await main.getByRole('button', { name: 'Saldo controleren' }).click()
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await main.getByTestId('redeem-product').filter({ has: page.getByText(product.title, { exact: true }) }).getByRole('button').click()
    const dialog = page.getByRole('dialog', { name: `Kies een bedrag voor ${product.title}` })
    await dialog.getByLabel('Bedrag').fill(String(price))
    await dialog.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
    const basket = main.getByTestId('redeem-basket')
    await expect(basket.getByTestId('redeem-to-pay')).toHaveText(euros(10))
    await expect(basket.getByTestId('redeem-remaining')).toHaveText(euros(0))

    await basket.getByRole('button', { name: 'Verder' }).click()
    const buyer = `rest-ontvanger-${Date.now()}@example.com`
    await main.getByLabel('Voornaam').fill('Lies')
    await main.getByLabel('Achternaam').fill('Maes')
    await main.getByLabel('E-mailadres', { exact: true }).fill(buyer)
    await main.getByLabel('Herhaal e-mailadres').fill(buyer)
    await main.getByRole('button', { name: 'Bevestigen' }).click()

    await expect(main.getByRole('heading', { name: 'Restbedrag betalen' })).toBeVisible()
    await expect(main.getByText(/Betaal de resterende/).or(main.getByText(/Uw saldo dekt niet alles/))).toContainText(euros(10))
    await main.getByRole('radio', { name: 'Bancontact', exact: true }).check()
    await main.getByRole('button', { name: /betalen$/ }).click()
    // The remainder goes to the normal payment page; paying it and the confirmation are in redeem-journey.spec.ts.
    await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
    await expect(page.getByText('Bancontact', { exact: true })).toBeVisible()
  })
})
