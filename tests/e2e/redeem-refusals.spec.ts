import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { api, euros } from './pages/gift-card-purchase'

/**
 * docs/rules/redeem.md test cards and brand webshop and redirect, as a shopper (or QA) meets them: the e2e
 * server's seed issues one CBBE test card (number and PIN in <DATA_DIR>/test-cards.csv) whose balance
 * shows but never pays, and the seed's Horizonte Travel brand is visited after a countdown instead of
 * framed.
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'
const TEST_CARD_FILE = path.join(DATA_DIR, 'test-cards.csv')
const TRAVEL = 'Horizonte Travel cadeaubon'

async function seededTestCard(): Promise<{ number: string; pin: string }> {
  const [header, line] = (await fs.readFile(TEST_CARD_FILE, 'utf8')).trim().split('\n')
  expect(header).toBe('storefront,product,number,pin,currency,issued_at,batch')
  const [storefront, , number, pin] = line!.split(',')
  expect(storefront).toBe('CBBE')
  return { number: number!, pin: pin! }
}

/** The page of the redeem shop (16 a page) that lists `title`. */
async function redeemShopPageOf(page: Page, title: string): Promise<number> {
  for (let pageNumber = 1; pageNumber < 40; pageNumber += 1) {
    const listing = await api<{ products: { products: Array<{ title: string }>; paging: { totalPages: number } } }>(page, `
      query ($userData: UserDataInput!, $pageNumber: Int!) {
        products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL, DONATION] }, paging: { itemsPerPage: 16, pageNumber: $pageNumber }) {
          products { title } paging { totalPages }
        }
      }`, { pageNumber })
    if (listing.products.products.some((product) => product.title === title)) return pageNumber
    if (pageNumber >= listing.products.paging.totalPages) break
  }
  throw new Error(`${title} is not in the redeem shop`)
}

test.describe('redeem refusals and brand redirects (docs/rules/redeem.md)', () => {
  test('the seeded test card shows its balance, cannot pay for a card, and a brand with a redirect counts down and goes there', async ({ page }) => {
    const card = await seededTestCard()
    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await main.getByLabel('Kaartnummer').fill(card.number)
    await main.getByLabel('Pincode', { exact: true }).fill(card.pin)
    await main.getByRole('button', { name: 'Saldo controleren' }).click()
    await expect(main.getByTestId('checked-card')).toContainText(euros(50))

    await test.step('choosing a card with the test card is refused in the amount dialog, and nothing is chosen', async () => {
      const shopPage = await redeemShopPageOf(page, TRAVEL)
      await page.goto(shopPage === 1 ? '/saldocheck/inwisselen/' : `/saldocheck/inwisselen/${shopPage}/`)
      await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(50))
      await main.getByTestId('redeem-product').filter({ has: page.getByText(TRAVEL, { exact: true }) }).getByRole('button').click()
      const dialog = page.getByRole('dialog', { name: `Kies een bedrag voor ${TRAVEL}` })
      const hint = (await dialog.getByText(/Een heel bedrag tussen/).textContent()) ?? ''
      await dialog.getByLabel('Bedrag').fill(/(\d+),/.exec(hint)?.[1] ?? '50')
      await dialog.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Een testkaart kan niet aan een bestelling toegevoegd worden.')
      await expect(main.getByTestId('redeem-basket')).toContainText('U hebt nog geen cadeaubonnen gekozen.')
    })

    await test.step("the brand's information links to its trips; its webshop counts down, then the page goes there", async () => {
      const amount = page.getByRole('dialog', { name: `Kies een bedrag voor ${TRAVEL}` })
      await amount.getByRole('button', { name: `Meer informatie over ${TRAVEL}` }).click()
      const info = page.getByRole('dialog', { name: `Over ${TRAVEL}` })
      await expect(info.getByRole('link', { name: 'Het aanbod van Horizonte Travel (opent in een nieuw venster)' }))
        .toHaveAttribute('href', 'https://horizonte-travel.example/trips/')
      await info.getByRole('button', { name: 'Bekijk de webshop' }).click()

      const visit = page.getByRole('dialog', { name: `De webshop van ${TRAVEL}` })
      await expect(visit).toContainText('De webshop van Horizonte Travel cadeaubon opent op de eigen site.')
      await expect(visit.locator('iframe')).toHaveCount(0)
      expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])
      const countdown = visit.getByRole('timer')
      await expect(countdown).toHaveText(/We brengen u er over [45] seconden heen\./)
      await expect(visit.getByRole('link', { name: `Nu naar de webshop van ${TRAVEL}` })).toHaveAttribute('href', 'https://horizonte-travel.example/giftcard/')
      await expect(countdown).toHaveText('We brengen u er over 2 seconden heen.', { timeout: 5_000 })

      // The brand's site stands in for the invented .example domain; the close-tab warning asks first, as for any link out.
      await page.route('https://horizonte-travel.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Horizonte Travel</title><h1>Horizonte Travel</h1>' }))
      page.on('dialog', (dialog) => void dialog.accept())
      await page.waitForURL('https://horizonte-travel.example/giftcard/', { timeout: 10_000 })
      await expect(page.getByRole('heading', { name: 'Horizonte Travel' })).toBeVisible()
    })

    await test.step('back in the redeem shop, the session is still there', async () => {
      await page.goBack()
      await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(50))
    })
  })
})
