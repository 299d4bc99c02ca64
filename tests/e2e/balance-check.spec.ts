import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { buyDigitalCard, cardFromMail, euros } from './pages/gift-card-purchase'

const UNKNOWN_CARD = 'We herkennen dit kaartnummer of deze pincode niet. Controleer ze en probeer opnieuw.'


test.describe('balance check (/saldocheck/)', () => {
  let bought: { title: string; amount: number; number: string; pin: string }

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/')
    const receiver = `saldo-${Date.now()}@example.com`
    const card = await buyDigitalCard(page, receiver)
    bought = { ...card, ...(await cardFromMail(receiver)) }
    await page.close()
  })

  test('a bought card shows its balance, survives a reload behind the close-tab warning, and start again clears it', async ({ page }) => {
    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Controleer uw saldo' })).toBeVisible()
    const number = main.getByLabel('Kaartnummer')
    await number.click()
    await number.pressSequentially(bought.number.slice(0, 6))
    await expect(number).toHaveValue(`${bought.number.slice(0, 4)} ${bought.number.slice(4, 6)}`)
    await number.fill(bought.number)
    await expect(number).toHaveValue(bought.number.replace(/(\d{4})(?=\d)/g, '$1 '))
    await main.getByLabel('Pincode', { exact: true }).fill(bought.pin)
    await main.getByRole('button', { name: 'Saldo controleren' }).click()

    const card = main.getByTestId('checked-card')
    await expect(main.getByRole('heading', { name: 'Uw cadeaubonnen' })).toBeFocused()
    await expect(card.getByRole('heading', { name: bought.title })).toBeVisible()
    await expect(card).toContainText(`eindigend op ${bought.number.slice(-4)}`)
    await expect(card.getByText(/^Uw saldo:/)).toHaveText(euros(bought.amount))
    await expect(card).toContainText('Geldig tot')
    await expect(main).toContainText(/Wissel uw saldo in voor meer dan \d+ cadeaubonnen/)
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null') as { state: { token: string | null } } | null)
    expect(saved?.state.token).toBeTruthy()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    // docs/rules/redeem.md: while a redeem token exists, leaving the page asks first.
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(dialogs).toEqual(['beforeunload'])
    await expect(card.getByRole('heading', { name: bought.title })).toBeVisible()

    await main.getByRole('button', { name: 'Opnieuw beginnen' }).click()
    const confirm = page.getByRole('dialog', { name: 'Opnieuw beginnen?' })
    await confirm.getByRole('button', { name: 'Ja, opnieuw beginnen' }).click()
    await expect(confirm).toBeHidden()
    await expect(card).toHaveCount(0)
    await expect(main.getByLabel('Kaartnummer')).toBeFocused()
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state.token ?? null)).toBeNull()
    await page.reload()
    expect(dialogs).toEqual(['beforeunload'])
  })

  test('a wrong PIN shows the unknown-card message and stores nothing', async ({ page }) => {
    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await main.getByLabel('Kaartnummer').fill(bought.number)
    await main.getByLabel('Pincode', { exact: true }).fill(bought.pin === '000000' ? '111111' : '000000')
    await main.getByRole('button', { name: 'Saldo controleren' }).click()
    const alert = main.getByRole('alert')
    await expect(alert).toHaveText(UNKNOWN_CARD)
    await expect(alert).toBeFocused()
    await expect(main.getByTestId('checked-card')).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state.token ?? null)).toBeNull()
  })

  test('is found by search engines but never cached, validates before asking, and has no axe violations', async ({ page }) => {
    const response = await page.goto('/saldocheck/')
    expect(response?.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /meer dan 250 cadeaubonnen/)
    const main = page.locator('main')
    await main.getByRole('button', { name: 'Saldo controleren' }).waitFor()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    const requests: string[] = []
    page.on('request', (request) => { if (request.postData()?.includes('giftCardBalance')) requests.push(request.url()) })
    await main.getByLabel('Kaartnummer').fill('6012 3456')
    await main.getByRole('button', { name: 'Saldo controleren' }).click()
    await expect(main.getByText('Het kaartnummer moet 19 cijfers hebben')).toBeVisible()
    await expect(main.getByLabel('Kaartnummer')).toBeFocused()
    expect(requests).toEqual([])
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  })

  test('French path /fr/solde/ shows the form in French', async ({ page }) => {
    await page.goto('/fr/solde/')
    await expect(page.locator('main').getByRole('button', { name: /solde/i })).toBeVisible()
  })

  test('the doubler banner below the check leads to the doubler page in the page language', async ({ page }) => {
    for (const [path, doubler, title] of [['/saldocheck/', '/verdubbelaar/', 'Verdubbel uw saldo'], ['/fr/solde/', '/fr/doubleur/', 'Doublez votre solde']] as const) {
      await page.goto(path)
      const banner = page.getByTestId('doubler-banner')
      await expect(banner).toHaveAttribute('href', doubler)
      await expect(banner).toContainText(title)
      await expect(banner.locator('img')).toHaveAttribute('src', '/brands/cb/doubler.svg')
    }
  })
})
