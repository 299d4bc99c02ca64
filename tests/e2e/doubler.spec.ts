import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { buyDigitalCard, cardFromMail, readableMail } from './pages/gift-card-purchase'
import { decodePng } from '../helpers/decode-code'

const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

/** The card data link ("Bekijk uw cadeaubon") of the newest gift-card e-mail to `receiver`. */
async function cardDataLinkFromMail(receiver: string): Promise<string> {
  let link: string | null = null
  await expect.poll(async () => {
    const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))
    for (const file of files) {
      const text = readableMail(await fs.readFile(path.join(OUTBOX, file), 'utf8'))
      if (!text.includes(receiver)) continue
      const match = /Bekijk uw cadeaubon: (\S+\/kaartgegevens\/[A-Za-z0-9_-]+\/)/.exec(text)
      if (match) link = match[1]!
    }
    return link !== null
  }, { timeout: 20_000, message: `card data link in the mail to ${receiver}` }).toBe(true)
  return link!
}

test.describe('balance doubler (/verdubbelaar/) and card data (/kaartgegevens/)', () => {
  let bought: { title: string; amount: number; number: string; pin: string; receiver: string }

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/')
    const receiver = `verdubbelaar-${Date.now()}@example.com`
    const card = await buyDigitalCard(page, receiver)
    bought = { ...card, ...(await cardFromMail(receiver)), receiver }
    await page.close()
  })

  test('the promotion page explains the draw, shows its date and passes axe', async ({ page }) => {
    const response = await page.goto('/verdubbelaar/')
    expect(response?.status()).toBe(200)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Verdubbel uw saldo' })).toBeVisible()
    await expect(main.getByTestId('doubler-next-draw')).toHaveText(/^Volgende trekking: maandag \d{1,2} \w+ \d{4}$/)
    await expect(main.getByRole('heading', { name: 'Voorwaarden' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    // The French build: its own path and the date in French.
    expect((await page.goto('/fr/doubleur/'))?.status()).toBe(200)
    await expect(page.locator('main').getByTestId('doubler-next-draw')).toHaveText(/^Prochain tirage : lundi \d{1,2} \S+ \d{4}$/)
  })

  test('a bought card enters the draw once, then lands on the thank-you page', async ({ page }) => {
    await page.goto('/verdubbelaar/')
    const form = page.getByRole('form', { name: 'Doe mee' })
    await form.getByLabel('Kaartnummer').pressSequentially(bought.number)
    await expect(form.getByLabel('Kaartnummer')).toHaveValue(bought.number.replace(/(\d{4})(?=\d)/g, '$1 '))
    await form.getByLabel('Pincode', { exact: true }).fill(bought.pin)
    await form.getByRole('button', { name: 'Doe mee met de trekking' }).click()
    await expect(form.getByText('E-mailadres is een verplicht veld')).toBeVisible()
    await form.getByLabel('E-mailadres').fill(bought.receiver)
    await form.getByRole('button', { name: 'Doe mee met de trekking' }).click()

    await expect(page).toHaveURL(/\/verdubbelaar\/bedankt\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw deelname!' })).toBeVisible()
    await expect(page.locator('main')).toContainText(/De trekking is op maandag \d{1,2} \w+ \d{4}\./)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await page.goto('/verdubbelaar/')
    await form.getByLabel('Kaartnummer').fill(bought.number)
    await form.getByLabel('Pincode', { exact: true }).fill(bought.pin)
    await form.getByLabel('E-mailadres').fill(bought.receiver)
    await form.getByRole('button', { name: 'Doe mee met de trekking' }).click()
    await expect(form.getByRole('alert')).toHaveText(/^Deze cadeaubon doet al mee aan de trekking van maandag/)
    await expect(page).toHaveURL(/\/verdubbelaar\/$/)
  })

  test('the redeem shop\'s doubler modal enters the checked card with an e-mail address', async ({ page }) => {
    await page.goto('/')
    const receiver = `verdubbelaar-modal-${Date.now()}@example.com`
    await buyDigitalCard(page, receiver)
    const card = await cardFromMail(receiver)
    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await main.getByLabel('Kaartnummer').fill(card.number)
    await main.getByLabel('Pincode', { exact: true }).fill(card.pin)
    await main.getByRole('button', { name: 'Saldo controleren' }).click()
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/$/)

    await main.getByRole('button', { name: 'Verdubbel uw saldo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Doe mee met de saldoverdubbelaar' })
    await expect(dialog).toContainText(/de trekking van maandag \d{1,2} \w+ \d{4}/)
    await expect(dialog.getByLabel('E-mailadres')).toBeFocused()
    await dialog.getByLabel('E-mailadres').fill(receiver)
    await dialog.getByRole('button', { name: 'Doe mee', exact: true }).click()
    await expect(page).toHaveURL(/\/verdubbelaar\/bedankt\/([a-z0-9-]+\/)?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw deelname!' })).toBeVisible()
  })

  test('the link in the card e-mail shows the voucher with number and PIN, without a referrer', async ({ page }) => {
    const link = await cardDataLinkFromMail(bought.receiver)
    const response = await page.goto(link)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    expect(response?.headers()['cache-control']).toMatch(/no-store|private|no-cache/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Uw cadeaubon' })).toBeVisible()
    await expect(main.getByTestId('card-data-number')).toHaveText(bought.number.replace(/(\d{4})(?=\d)/g, '$1 '))
    await expect(main.getByTestId('card-data-pin')).toHaveText(bought.pin)
    await expect(main.getByRole('heading', { level: 2, name: bought.title })).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    const tampered = link.replace(/\/kaartgegevens\/([A-Za-z0-9_-]{10})([A-Za-z0-9_-])/, (_, head: string, char: string) => `/kaartgegevens/${head}${char === 'A' ? 'B' : 'A'}`)
    expect(tampered).not.toBe(link)
    await page.goto(tampered)
    await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet' })).toBeVisible()
    await expect(page.getByTestId('card-data-error')).toHaveText(/^Deze link is niet geldig\./)
    await expect(page.locator('main')).not.toContainText(bought.pin)
  })

  test('on a phone, the card page shows a barcode a till scans and downloads the card as a PDF to print', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const link = await cardDataLinkFromMail(bought.receiver)
    await page.goto(link)
    const grouped = bought.number.replace(/(\d{4})(?=\d)/g, '$1 ')
    const barcode = page.locator('main').getByRole('img', { name: `Streepjescode van kaartnummer ${grouped}` })
    await expect(barcode).toBeVisible()
    expect((await barcode.boundingBox())!.width).toBeGreaterThanOrEqual(300)
    // What the phone's screen shows, read by a scanner: the card number, nothing else.
    expect(decodePng(await barcode.screenshot(), 'CODE_128')).toBe(bought.number)

    const pdfLink = page.getByRole('group', { name: 'Bewaar uw cadeaubon' }).getByRole('link', { name: 'Pdf downloaden' })
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
    expect(download.suggestedFilename()).toMatch(/^cadeaubon-[a-z0-9-]+\.pdf$/)
    const saved = await fs.readFile((await download.path())!)
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // Node cannot resolve *.localhost: the same requests go to the loopback address with the storefront's host.
    const href = (await pdfLink.getAttribute('href'))!
    const origin = new URL(page.url())
    const fetchFrom = (host: string, address: string) => page.request.get(`http://127.0.0.1:${origin.port}${address}`, { headers: { host } })
    const response = await fetchFrom(origin.host, href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="cadeaubon-[a-z0-9-]+\.pdf"$/)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // An altered link downloads nothing, and a card prints only in its own storefront.
    const altered = href.replace(/\/card-data\/([A-Za-z0-9_-]{10})([A-Za-z0-9_-])/, (_, head: string, char: string) => `/card-data/${head}${char === 'A' ? 'B' : 'A'}`)
    expect(altered).not.toBe(href)
    expect((await fetchFrom(origin.host, altered)).status()).toBe(404)
    expect((await fetchFrom(origin.host.replace(/^cbbe\./, 'cbde.'), href)).status()).toBe(404)
  })
})
