import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect, newVisitorContext, test, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { luhnCheckDigit } from '@/validation/luhn'
import { euros, readableMail } from './pages/gift-card-purchase'

/**
 * docs/rules/activation-and-doubler.md activation: a choice card bought in a shop (from the retail batch the e2e server seeds,
 * its numbers and PINs in the print file <DATA_DIR>/retail-cards.csv) is activated online by paying
 * its amount. The e2e server activates at once (ACTIVATION_DELAY_MINUTES=0 in playwright.config.ts).
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'
const PRINT_FILE = path.join(DATA_DIR, 'retail-cards.csv')
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? path.join(DATA_DIR, 'outbox')
const NOT_ACTIVATED = 'Deze cadeaubon is nog niet geactiveerd. Een gekochte keuze cadeaukaart wordt binnen 24 uur geactiveerd.'

interface PrintedCard { storefront: string; number: string; pin: string }

/** The CBBE cards of the print file, as the card printer received them. */
async function printedCards(): Promise<PrintedCard[]> {
  const text = await fs.readFile(PRINT_FILE, 'utf8')
  const [header, ...lines] = text.trim().split('\n')
  expect(header).toBe('storefront,product,number,pin,currency,issued_at,batch')
  return lines.map((line) => line.split(',')).map(([storefront, , number, pin]) => ({ storefront: storefront!, number: number!, pin: pin! }))
    .filter((card) => card.storefront === 'CBBE')
}

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

async function checkBalance(page: Page, card: PrintedCard) {
  await page.goto('/saldocheck/')
  const main = page.locator('main')
  await main.getByLabel('Kaartnummer').fill(card.number)
  await main.getByLabel('Pincode', { exact: true }).fill(card.pin)
  await main.getByRole('button', { name: 'Saldo controleren' }).click()
  return main
}

async function fillActivation(page: Page, values: { cardNumber: string; pin: string; email: string; amount: string }) {
  const main = page.locator('main')
  await main.getByLabel('Kaartnummer').fill(values.cardNumber)
  // Exact: the show/hide button's name also holds "Pincode".
  await main.getByLabel('Pincode', { exact: true }).fill(values.pin)
  await main.getByLabel('E-mailadres').fill(values.email)
  await main.getByLabel('Bedrag').fill(values.amount)
  await main.getByRole('button', { name: 'Verder naar betalen' }).click()
  return main
}

async function payOnTestPage(page: Page, answer: 'Autoriseren' | 'Weigeren') {
  await page.getByRole('radio', { name: 'Bancontact', exact: true }).check()
  await page.getByRole('button', { name: /betalen$/ }).click()
  await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
  await page.getByRole('button', { name: answer, exact: true }).click()
}

async function mailsTo(recipient: string): Promise<string[]> {
  const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))
  const mails = await Promise.all(files.map(async (file) => readableMail(await fs.readFile(path.join(OUTBOX, file), 'utf8'))))
  return mails.filter((mail) => mail.includes(recipient))
}

test.describe('choice card activation (/activeren/)', () => {
  test('a shop-bought card is not activated; paying its amount activates it, the balance check shows it and both e-mails arrive', async ({ page }) => {
    const [card] = await printedCards()
    expect(card!.number).toMatch(/^\d{19}$/)
    const email = `activatie-${Date.now()}@example.be`

    const check = await checkBalance(page, card!)
    await expect(check.getByText(NOT_ACTIVATED)).toBeVisible()

    await page.goto('/activeren/')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Activeer uw keuze cadeaukaart' })).toBeVisible()
    const number = main.getByLabel('Kaartnummer')
    await number.fill(card!.number)
    // The same grouping as the balance check and the printed card.
    await expect(number).toHaveValue(grouped(card!.number))
    await fillActivation(page, { cardNumber: card!.number, pin: card!.pin, email, amount: '40' })

    const summary = main.getByTestId('activation-summary')
    await expect(summary.getByRole('heading', { name: 'Uw activering' })).toBeFocused()
    await expect(summary).toContainText(`••• ${card!.number.slice(-4)}`)
    await expect(summary).toContainText(email)
    await expect(summary).toContainText(/€\s?40(?![\d,])/)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    await payOnTestPage(page, 'Autoriseren')

    await expect(page).toHaveURL(/\/activeren\/gelukt\/\?order=[0-9a-f-]{36}$/)
    const success = page.getByTestId('activation-success')
    await expect(success.getByRole('heading', { name: 'Bedankt!' })).toBeVisible()
    await expect(success.getByTestId('activation-state')).toContainText('is nu actief')
    await expect(success.getByTestId('activation-state')).toContainText(card!.number.slice(-4))
    await expect(success.getByTestId('activation-state')).toContainText(/€\s?40(?![\d,])/)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    // Only this browser may read the order.
    const stranger = await newVisitorContext(page.context().browser()!)
    const strangerPage = await stranger.newPage()
    await strangerPage.goto(page.url())
    await expect(strangerPage.locator('main').getByRole('alert')).toHaveText('We vinden deze activering niet. Misschien is ze in een andere browser gestart.')
    await expect(strangerPage.getByTestId('activation-success')).toHaveCount(0)
    await stranger.close()

    await success.getByRole('link', { name: 'Bekijk uw saldo' }).click()
    await expect(page).toHaveURL(/\/saldocheck\/$/)
    const balance = await checkBalance(page, card!)
    const checked = balance.getByTestId('checked-card')
    await expect(checked.getByText(/^Uw saldo:/)).toHaveText(euros(40))

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(2)
    const mails = (await mailsTo(email)).join('\n')
    expect(mails).toContain('We hebben uw betaling van')
    expect(mails).toContain(`eindigend op ${card!.number.slice(-4)} is actief`)
  })

  test('bad input gets a translated message at its field, and the server refuses an unknown card or a wrong PIN', async ({ page }) => {
    await page.goto('/activeren/')
    const main = page.locator('main')
    await main.getByRole('button', { name: 'Verder naar betalen' }).click()
    await expect(main.getByText('Kaartnummer is een verplicht veld')).toBeVisible()
    await expect(main.getByLabel('Kaartnummer')).toBeFocused()

    const [card] = await printedCards()
    const wrongCheckDigit = card!.number.slice(0, -1) + ((Number(card!.number.at(-1)) + 1) % 10)
    await fillActivation(page, { cardNumber: wrongCheckDigit, pin: '1234', email: 'koper@', amount: '5' })
    await expect(main.getByText('Dit kaartnummer kan hier niet geactiveerd worden. Controleer het nummer op uw kaart.')).toBeVisible()
    await expect(main.getByText('De pincode moet 6 cijfers hebben')).toBeVisible()
    await expect(main.getByText('Vul een geldig e-mailadres in.')).toBeVisible()
    await expect(main.getByText(/Kies een bedrag tussen €\s?10 en €\s?150/)).toBeVisible()
    await fillActivation(page, { cardNumber: card!.number.slice(0, 18), pin: card!.pin, email: 'koper@example.be', amount: '20,5' })
    await expect(main.getByText('Het kaartnummer moet 19 cijfers hebben')).toBeVisible()
    await expect(main.getByText('Vul een rond bedrag in, zonder decimalen')).toBeVisible()

    // A number of the right range that was never issued: only the server can tell.
    const payload = `${card!.number.slice(0, 9)}000000000`
    const unknownOrWrongPin = 'We herkennen dit kaartnummer of deze pincode niet. Controleer ze en probeer opnieuw.'
    await fillActivation(page, { cardNumber: payload + luhnCheckDigit(payload), pin: card!.pin, email: 'koper@example.be', amount: '25' })
    await expect(main.getByText(unknownOrWrongPin)).toBeVisible()
    await expect(main.getByTestId('activation-summary')).toHaveCount(0)
    // The printed number without its PIN opens nothing: a wrong PIN answers like an unknown card
    // (on a fresh page, so the text cannot be the previous answer's).
    await page.goto('/activeren/')
    const wrongPin = card!.pin === '000000' ? '000001' : '000000'
    await fillActivation(page, { cardNumber: card!.number, pin: wrongPin, email: 'koper@example.be', amount: '25' })
    await expect(main.getByText(unknownOrWrongPin)).toBeVisible()
    await expect(main.getByTestId('activation-summary')).toHaveCount(0)
  })

  test('a refused payment comes back to retry; nothing is activated until the retry is paid', async ({ page }) => {
    const [, card] = await printedCards()
    const email = `weigering-${Date.now()}@example.be`
    await page.goto('/activeren/')
    await fillActivation(page, { cardNumber: card!.number, pin: card!.pin, email, amount: '25' })
    await payOnTestPage(page, 'Weigeren')
    await expect(page).toHaveURL(/\/activeren\/\?error=1&order=/)
    const main = page.locator('main')
    await expect(main.getByRole('alert')).toHaveText('Uw betaling is niet gelukt, er is dus niets geactiveerd. U kunt het opnieuw proberen.')
    await expect(main.getByTestId('activation-summary')).toContainText(card!.number.slice(-4))

    const retryUrl = page.url()
    const check = await checkBalance(page, card!)
    await expect(check.getByText(NOT_ACTIVATED)).toBeVisible()
    expect(await mailsTo(email)).toEqual([])

    await page.goto(retryUrl)
    await payOnTestPage(page, 'Autoriseren')
    await expect(page.getByTestId('activation-state')).toContainText('is nu actief')
    const balance = await checkBalance(page, card!)
    await expect(balance.getByTestId('checked-card').getByText(/^Uw saldo:/)).toHaveText(euros(25))
  })

  test('a card another browser is activating is refused in the page, with the reason at the card number', async ({ page, browser }) => {
    const cards = await printedCards()
    const card = cards[cards.length - 1]!
    await page.goto('/activeren/')
    await fillActivation(page, { cardNumber: card.number, pin: card.pin, email: 'eerste@example.be', amount: '40' })
    await expect(page.locator('main').getByTestId('activation-summary')).toBeVisible()

    const other = await browser.newPage()
    await other.goto(page.url().replace(/\/activeren\/.*$/, '/activeren/'))
    const main = await fillActivation(other, { cardNumber: card.number, pin: card.pin, email: 'tweede@example.be', amount: '40' })
    await expect(main.getByText('Deze kaart wordt al ergens anders geactiveerd. Rond die betaling af of probeer het over een uur opnieuw.')).toBeVisible()
    await expect(main.getByLabel('Kaartnummer')).toHaveAttribute('aria-invalid', 'true')
    await expect(main.getByTestId('activation-summary')).toHaveCount(0)
    await other.close()
  })

  test('is found by search engines, its result page is not, and neither is cached', async ({ page }) => {
    for (const [url, robots] of [
      ['/activeren/', 'index, follow'],
      ['/fr/activation/', 'index, follow'],
      ['/activeren/gelukt/?order=00000000-0000-4000-8000-000000000000', 'noindex, nofollow'],
    ] as const) {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', robots)
    }
    await page.goto('/fr/activation/')
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Activez votre carte cadeau au choix')
  })
})
