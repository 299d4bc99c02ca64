import { expect, newVisitorContext, test, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { api, buyDigitalCard, cardFromMail, euros } from './pages/gift-card-purchase'

/** The seeded business redeem page of CBBE (config/redeem-pages.ts). */
const PAGE_ID = 'vandaele-bouw'

async function selectionTitles(page: Page): Promise<string[]> {
  const data = await api<{ redeemPage: { products: Array<{ title: string }> } }>(page, `
    query ($userData: UserDataInput!, $pageId: String!) {
      redeemPage(userData: $userData, pageId: $pageId, paging: { itemsPerPage: 16, pageNumber: 1 }) { products { title } }
    }`, { pageId: PAGE_ID })
  return data.redeemPage.products.map((product) => product.title)
}

async function checkCard(page: Page, card: { number: string; pin: string }) {
  const main = page.locator('main')
  await main.getByLabel('Kaartnummer').fill(card.number)
  await main.getByLabel('Pincode', { exact: true }).fill(card.pin)
  await main.getByRole('button', { name: 'Saldo controleren' }).click()
  await expect(main.getByTestId('checked-card')).toBeVisible()
}

const storedToken = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state.token ?? null)

test.describe('redeem shop modals and business redeem pages', () => {
  const cards: Array<{ number: string; pin: string; amount: number }> = []

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/')
    for (const index of [1, 2]) {
      const receiver = `redeem-shop-${index}-${Date.now()}@example.com`
      const bought = await buyDigitalCard(page, receiver)
      cards.push({ ...(await cardFromMail(receiver)), amount: bought.amount })
    }
    await page.close()
  })

  test('an unknown business page is a 404, the info page and the shop are not indexed', async ({ page }) => {
    expect((await page.goto('/saldocheck/inwisselen/onbekend-bedrijf/'))?.status()).toBe(404)
    expect((await page.goto('/saldocheck/info/onbekend-bedrijf/'))?.status()).toBe(404)
    const info = await page.goto(`/saldocheck/info/${PAGE_ID}/`)
    expect(info?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const french = await page.goto(`/fr/solde/echanger/${PAGE_ID}/`)
    expect(french?.status()).toBe(200)
    await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Le cadeau de Vandaele Bouw' })).toBeVisible()
  })

  test('the info page explains the company page and its balance check leads to the company shop, which lists only its selection', async ({ page }) => {
    await page.goto('/')
    const titles = await selectionTitles(page)
    expect(titles.length).toBeGreaterThan(0)

    await page.goto(`/saldocheck/info/${PAGE_ID}/`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Het cadeau van Vandaele Bouw' })).toBeVisible()
    await expect(main.getByRole('img', { name: 'Logo van Vandaele Bouw' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Hoe werkt het?' })).toBeVisible()
    await expect(main).toContainText('Vandaele Bouw geeft zijn medewerkers een cadeaubon')
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    await checkCard(page, cards[0]!)
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await expect(page).toHaveURL(new RegExp(`/saldocheck/inwisselen/${PAGE_ID}/$`))
    await expect(main.getByRole('heading', { level: 1, name: 'Het cadeau van Vandaele Bouw' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'De selectie van Vandaele Bouw' })).toBeVisible()
    await expect(main.getByTestId('redeem-product')).toHaveCount(titles.length)
    expect(await main.getByTestId('redeem-product').locator('strong').allTextContents()).toEqual(titles)
    await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(cards[0]!.amount))
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  })

  test('add extra card combines two cards in one redeem order; the cards modal shows both masked; reset clears the token', async ({ page }) => {
    await page.goto('/saldocheck/')
    await checkCard(page, cards[0]!)
    const main = page.locator('main')
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(cards[0]!.amount))
    const token = await storedToken(page)
    expect(token).not.toBeNull()

    // Nice to know: one modal, Escape closes it and focus goes back to its button.
    const niceToKnow = main.getByRole('button', { name: 'Goed om te weten' })
    await niceToKnow.click()
    const info = page.getByRole('dialog', { name: 'Goed om te weten' })
    await expect(info).toContainText('Bedragen boven € 150')
    await page.keyboard.press('Escape')
    await expect(info).toBeHidden()
    await expect(niceToKnow).toBeFocused()

    await main.getByRole('button', { name: 'Nog een cadeaubon toevoegen' }).click()
    const add = page.getByRole('dialog', { name: 'Extra cadeaubon toevoegen' })
    await expect(add.getByLabel('Kaartnummer')).toBeFocused()
    await add.getByLabel('Kaartnummer').fill(cards[1]!.number)
    await add.getByLabel('Pincode').fill(cards[1]!.pin)
    await add.getByRole('button', { name: 'Cadeaubon toevoegen' }).click()
    await expect(add).toBeHidden()
    const total = cards[0]!.amount + cards[1]!.amount
    await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(total))
    expect(await storedToken(page)).toBe(token)

    await main.getByRole('button', { name: 'Uw cadeaubonnen (2)' }).click()
    const inUse = page.getByRole('dialog', { name: 'Gebruikte cadeaubonnen' })
    await expect(inUse.getByTestId('redeem-card-in-use')).toHaveCount(2)
    for (const card of cards) await expect(inUse).toContainText(`•••• •••• •••• ••• ${card.number.slice(-4)}`)
    await expect(inUse).not.toContainText(cards[0]!.number)
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])
    await inUse.getByRole('button', { name: 'Sluiten' }).click()
    await expect(inUse).toBeHidden()

    // The combined balance pays one card that neither card covers alone.
    const product = main.getByTestId('redeem-product').first()
    const title = (await product.locator('strong').textContent())!
    await product.getByRole('button').click()
    const giftCard = page.getByRole('dialog', { name: `Kies een bedrag voor ${title}` })
    // More information replaces the gift card modal and leads back to it.
    await giftCard.getByRole('button', { name: `Meer informatie over ${title}` }).click()
    const more = page.getByRole('dialog', { name: `Over ${title}` })
    await expect(more).toContainText('Digitaal, per e-mail')
    await expect(giftCard).toBeHidden()
    await more.getByRole('button', { name: 'Deze cadeaubon kiezen' }).click()
    await expect(giftCard).toBeVisible()
    await expect(giftCard.getByTestId('redeem-free-balance')).toHaveText(euros(total))
    const amount = giftCard.getByLabel('Bedrag')
    if (await amount.count()) await amount.fill(String(Math.min(total, 150)))
    await giftCard.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
    await expect(giftCard).toBeHidden()
    await expect(main.getByTestId('redeem-basket').getByTestId('redeem-package')).toHaveCount(1)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    await main.getByRole('button', { name: 'Opnieuw beginnen' }).click()
    const reset = page.getByRole('dialog', { name: 'Opnieuw beginnen?' })
    await expect(reset.getByRole('button', { name: 'Annuleren' })).toBeFocused()
    await reset.getByRole('button', { name: 'Ja, opnieuw beginnen' }).click()
    await expect(reset).toBeHidden()
    expect(await storedToken(page)).toBeNull()
    await expect(main.getByText('Controleer eerst het saldo van uw cadeaubon')).toBeVisible()
  })

  test('a redeemToken link resumes the session in another browser and leaves the address; a spent link shows 3210', async ({ page, browser }) => {
    await page.goto('/saldocheck/')
    await checkCard(page, cards[1]!)
    const token = await storedToken(page)
    expect(token).not.toBeNull()

    const other = await newVisitorContext(browser)
    try {
      const linked = await other.newPage()
      const response = await linked.goto(`/saldocheck/inwisselen/${PAGE_ID}/?redeemToken=${token}&utm_source=mail`)
      // Whatever the page loads before the token leaves the address gets no Referer.
      expect(response?.headers()['referrer-policy']).toBe('no-referrer')
      const main = linked.locator('main')
      await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(cards[1]!.amount))
      await expect(linked).toHaveURL(new RegExp(`/saldocheck/inwisselen/${PAGE_ID}/\\?utm_source=mail$`))
      expect(await storedToken(linked)).toBe(token)
      // The history entry no longer holds the token either: a reload keeps the session from storage.
      await linked.reload()
      await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(cards[1]!.amount))

      // In French, on the balance check: an unknown token changes nothing and says why.
      await linked.goto('/fr/solde/?redeemToken=ce-lien-a-expire')
      const error = linked.getByRole('dialog')
      await expect(error).toContainText('Votre vérification de solde a expiré. Veuillez vérifier à nouveau votre carte cadeau.')
      await expect(linked).toHaveURL(/\/fr\/solde\/$/)
      expect(await storedToken(linked)).toBe(token)
    } finally {
      await other.close()
    }
  })

  test('on a small screen the basket is a modal behind a button, and the shop has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/saldocheck/')
    await checkCard(page, cards[1]!)
    const main = page.locator('main')
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await expect(main.getByTestId('redeem-shop-balance')).toBeVisible()
    await expect(main.getByTestId('redeem-basket')).toBeHidden()
    const opener = main.getByRole('button', { name: 'Uw keuze' })
    await opener.click()
    const basket = page.getByRole('dialog', { name: 'Uw keuze' })
    await expect(basket.getByTestId('redeem-basket')).toContainText('U hebt nog geen cadeaubonnen gekozen.')
    await expect(basket.getByTestId('redeem-balance')).toHaveText(euros(cards[1]!.amount))
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(basket).toBeHidden()
    await expect(opener).toBeFocused()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  })

  test('a gift card with a physical variation can be chosen as a physical card and the basket says it goes by post', async ({ page }) => {
    await page.goto('/saldocheck/')
    await checkCard(page, cards[1]!)
    const main = page.locator('main')
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await expect(main.getByTestId('redeem-shop-balance')).toBeVisible()
    const products = main.getByTestId('redeem-product')
    const count = await products.count()
    for (let index = 0; index < count; index += 1) {
      await products.nth(index).getByRole('button').click()
      const dialog = page.getByRole('dialog', { name: /^Kies een bedrag voor / })
      await expect(dialog).toBeVisible()
      const physical = dialog.getByRole('radio', { name: 'Fysieke kaart, per post' })
      if (await physical.count() === 0) {
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        continue
      }
      await physical.check()
      await expect(dialog.getByRole('note')).toContainText('bezorgadres')
      const amount = dialog.getByLabel('Bedrag')
      if (await amount.count()) {
        const hint = (await dialog.getByText(/Een heel bedrag tussen/).textContent()) ?? ''
        await amount.fill(/(\d+),/.exec(hint)?.[1] ?? '25')
      }
      await dialog.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
      await expect(dialog).toBeHidden()
      await expect(main.getByTestId('redeem-basket').getByTestId('redeem-package')).toContainText('per post')
      const order = await page.evaluate(async () => {
        const token = JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state.token
        const response = await fetch('/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'query ($userData: UserDataInput!) { redeemBasket(userData: $userData) { needsPhysicalAddress } }',
            variables: { userData: { language: 'nl', storeID: 49, countryCode: 'BE', redeemToken: token } },
          }),
        })
        return (await response.json()) as { data: { redeemBasket: { needsPhysicalAddress: boolean } } }
      })
      expect(order.data.redeemBasket.needsPhysicalAddress).toBe(true)
      return
    }
    throw new Error('No product with a physical variation on the first page of the redeem shop')
  })
})
