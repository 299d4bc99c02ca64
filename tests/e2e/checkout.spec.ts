import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'
import { CheckoutPage, addDigitalCard, graphql } from './pages/checkout-page'
import { readableMail } from './pages/gift-card-purchase'
import { AccountPage, uniqueEmail } from './pages/account-page'

/** Where the e2e server writes its mails (playwright.config.ts sets MAIL_OUTBOX_DIR for it). */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

async function mailsTo(address: string): Promise<string[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[])
  const mails = await Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(path.join(OUTBOX, file), 'utf8')))
  return mails.filter((mail) => mail.includes(address))
}

/** Step 1 as a Dutch-speaking guest, step 2 with a receiver for the digital card; ends on the payment step. */
async function toPaymentStep(page: Page, receiverEmail: string) {
  const checkout = new CheckoutPage(page)
  await page.getByRole('button', { name: 'Verder als gast' }).click()
  await checkout.fill({
    Voornaam: 'Anna', Achternaam: 'Peeters', 'E-mailadres': 'anna.peeters@example.be', 'Herhaal e-mailadres': 'anna.peeters@example.be',
    Telefoonnummer: '0470 12 34 56', Postcode: '9000', Huisnummer: '12', Straat: 'Korenmarkt', Gemeente: 'Gent',
  })
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
  await page.getByRole('button', { name: 'Verder naar verzending' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Verzending' })).toBeVisible()
  await checkout.fill({ Voornaam: 'Jan', Achternaam: 'Janssens', 'E-mailadres van de ontvanger': receiverEmail, 'Herhaal het e-mailadres van de ontvanger': receiverEmail })
  await page.getByRole('button', { name: 'Verder naar betalen' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling', exact: true })).toBeVisible()
  // One heading names the step: the payment panel under it adds none of the same name.
  await expect(page.getByRole('heading', { name: 'Betaling', exact: true })).toHaveCount(1)
}

/** Chooses Bancontact, pays, and answers the test payment page with `answer`. */
async function payWithTestPage(page: Page, answer: 'Autoriseren' | 'Weigeren') {
  await page.getByRole('radio', { name: 'Bancontact', exact: true }).check()
  await page.getByRole('button', { name: /betalen$/ }).click()
  await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling — geen echt geld' })).toBeVisible()
  await expect(page.getByText('Bancontact', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: answer, exact: true }).click()
}

test.describe('checkout', () => {
  test('a guest orders a digital card in Dutch, pays on the test page and the card is mailed', async ({ page }) => {
    const store = new StorefrontPage(page, 'CBBE')
    const receiver = `jan.${Date.now()}@example.be`
    await store.open('/')
    await addDigitalCard(page)
    await store.open('/bestellen/')
    await expect(page).toHaveTitle(/Bestellen/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'begin_checkout'))).toBe(true)

    await toPaymentStep(page, receiver)
    // Brands keep their names; a method that is a word is in the shopper's language.
    await expect(page.getByRole('radio', { name: 'Overschrijving', exact: true })).toBeVisible()
    await expect(page.getByText('Bank transfer')).toHaveCount(0)
    await page.getByRole('radio', { name: 'Bancontact', exact: true }).check()
    await page.getByRole('button', { name: /betalen$/ }).click()
    await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
    // The card being paid stays in the basket count: going back does not meet an empty basket.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Winkelmandje, 1 artikel' })).toBeVisible()
    // Back from the payment page: the order's payment step again, not an empty basket.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 2, name: 'Betaling', exact: true })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Winkelmandje, 1 artikel' })).toBeVisible()
    await payWithTestPage(page, 'Autoriseren')

    await expect(page).toHaveURL(/\/bestellen\/[0-9a-f-]{36}\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible()
    await expect(page.getByText(/Uw bestelnummer is \S+\./)).toBeVisible()
    await expect(page.getByText('We hebben een bevestiging gestuurd naar anna.peeters@example.be.')).toBeVisible()
    await expect(page.getByText(/Digitale cadeaubonnen worden meestal binnen 1 uur geleverd/)).toBeVisible()
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'purchase'))).toBe(true)
    // The receiver's card e-mail is written to the outbox.
    await expect.poll(async () => (await mailsTo(receiver)).length, { timeout: 20_000 }).toBeGreaterThan(0)
    // The receiver is told why the mail came (a gift from Anna, not an account), in the formal register.
    const [cardMail] = (await mailsTo(receiver)).map(readableMail)
    expect(cardMail).toContain('U ontvangt deze e-mail omdat Anna Peeters u via Cadorama een cadeaubon stuurde.')
    for (const informal of [' je ', ' Je ', ' jouw ', 'account']) expect(cardMail).not.toContain(informal)
    await expect.poll(async () => (await mailsTo('anna.peeters@example.be')).map(readableMail).find((mail) => mail.includes('Uw bestelling')), { timeout: 20_000 })
      .toContain('U ontvangt deze e-mail omdat u een bestelling plaatste bij Cadorama.')
  })

  /** On the test payment page of a fresh order; returns its reference and the order's id. */
  async function onTestPaymentPage(page: Page) {
    const store = new StorefrontPage(page, 'CBBE')
    await store.open('/')
    await addDigitalCard(page)
    await store.open('/bestellen/')
    await toPaymentStep(page, `late.${Date.now()}@example.be`)
    await page.getByRole('radio', { name: 'Bancontact', exact: true }).check()
    await page.getByRole('button', { name: /betalen$/ }).click()
    await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
    const reference = (await page.getByRole('definition').first().textContent())!.trim()
    const orderUuid = await page.evaluate(() => window.sessionStorage.getItem('checkout.orderBeingPaid'))
    return { reference, orderUuid }
  }
  const release = (page: Page, orderUuid: string | null) =>
    graphql(page, 'mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { errors { message } } }', { orderUuid })

  test('a payment authorised after the shopper left the checkout completes the unchanged order', async ({ page }) => {
    const { reference, orderUuid } = await onTestPaymentPage(page)
    // Meanwhile the order is released (another tab left the checkout): it is a basket again, unchanged.
    await release(page, orderUuid)
    await page.getByRole('button', { name: 'Autoriseren', exact: true }).click()
    // The confirmation shows once the order is taken back and paid, its card mail rendered in the same
    // transaction: seconds on a busy machine (it once took longer than the default 5 s here).
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(`Uw bestelnummer is ${reference}.`)).toBeVisible()
  })

  test('a payment authorised after the shopper left and changed the basket is refunded, with an e-mail', async ({ page }) => {
    const { reference, orderUuid } = await onTestPaymentPage(page)
    await release(page, orderUuid)
    // In another tab the shopper adds a card: the payment no longer pays for this basket.
    const other = await page.context().newPage()
    await new StorefrontPage(other, 'CBBE').open('/')
    await addDigitalCard(other)
    await other.close()
    await page.getByRole('button', { name: 'Autoriseren', exact: true }).click()
    await expect(page.getByText('Deze bestelling stond niet meer open toen uw betaling binnenkwam. We betalen het volledige bedrag terug; u ontvangt daarover een e-mail.')).toBeVisible()
    await expect.poll(async () => (await mailsTo('anna.peeters@example.be')).map(readableMail)
      .find((mail) => mail.includes('We betalen uw betaling bij Cadorama terug') && mail.includes(reference)), { timeout: 20_000 })
      .toContain(`voor bestelling ${reference} kwam binnen toen de bestelling niet meer geleverd kon worden`)
  })

  test('a payment the shopper never returns from: the provider notification completes the order and mails it', async ({ page }) => {
    const { reference } = await onTestPaymentPage(page)
    await page.getByRole('button', { name: 'Autoriseren zonder terug te keren naar de winkel' }).click()
    await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
    await expect(page.getByText('Deze testbetaling is al beantwoord: AUTHORISED.')).toBeVisible()
    await expect.poll(async () => (await mailsTo('anna.peeters@example.be')).map(readableMail)
      .some((mail) => mail.includes(`Bedankt voor uw bestelling ${reference} van`)), { timeout: 20_000 }).toBe(true)
  })

  test('a refused payment comes back to checkout with the error, and the retry succeeds', async ({ page }) => {
    const store = new StorefrontPage(page, 'CBBE')
    await store.open('/')
    await addDigitalCard(page)
    await store.open('/bestellen/')
    await toPaymentStep(page, `retry.${Date.now()}@example.be`)
    await payWithTestPage(page, 'Weigeren')

    await expect(page).toHaveURL(/\/bestellen\/\?error=1&order=[0-9a-f-]{36}$/)
    await expect(page.getByText('Uw betaling is mislukt of werd geannuleerd. Probeer opnieuw.')).toBeVisible()
    await payWithTestPage(page, 'Autoriseren')
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible()
  })

  test('a failed payment is not retried when the checkout came with a redeem token: the order is the basket again', async ({ page }) => {
    const store = new StorefrontPage(page, 'CBBE')
    await store.open('/')
    await addDigitalCard(page)
    await store.open('/bestellen/')
    await toPaymentStep(page, `noretry.${Date.now()}@example.be`)
    await payWithTestPage(page, 'Weigeren')
    await expect(page).toHaveURL(/\/bestellen\/\?error=1&order=[0-9a-f-]{36}$/)
    await page.goto(`${page.url()}&redeemToken=not-a-retry`)
    await expect(page.getByRole('alert').filter({ hasText: 'Uw betaling is mislukt of werd geannuleerd. Probeer opnieuw.' })).toBeVisible()
    // Not the payment step of the failed order: the checkout starts again from the basket.
    await expect(page.getByRole('heading', { level: 2, name: 'Betaling', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Verder als gast' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Winkelmandje, 1 artikel' })).toBeVisible()
  })

  test('French checkout: the steps and the information form speak French', async ({ page }) => {
    const store = new StorefrontPage(page, 'CBBE')
    await store.open('/fr/')
    await addDigitalCard(page, 'fr')
    await store.open('/fr/commander/')
    await expect(page.getByRole('heading', { level: 1, name: 'Commander' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Étapes de la commande' })).toContainText('Vos données')
    await page.getByRole('button', { name: "Continuer en tant qu'invité" }).click()
    await page.getByRole('button', { name: "Continuer vers l'envoi" }).click()
    await expect(page.getByText('Veuillez accepter les conditions générales et la déclaration de confidentialité')).toBeVisible()
    await expect(page.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true')
  })

  test('identify: a new e-mail address goes on as a guest with it filled in; an account goes to the login page and back', async ({ page }) => {
    const store = new StorefrontPage(page, 'CBBE')
    await store.open('/')
    await addDigitalCard(page)
    await store.open('/bestellen/')
    const identify = page.getByRole('region', { name: 'Inloggen of verdergaan' })
    await expect(identify).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    const newcomer = uniqueEmail('checkout-guest')
    await identify.getByLabel('E-mailadres').fill(newcomer)
    await identify.getByRole('button', { name: 'Verder', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Verder naar verzending' })).toBeVisible()
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(newcomer)
    // Typing it twice is what catches a typo: the confirmation is left to the shopper.
    await expect(page.getByLabel('Herhaal e-mailadres')).toHaveValue('')

    // An existing account: the login page, the address filled in, then back to the checkout logged in.
    const account = new AccountPage(page)
    const email = uniqueEmail('checkout-login')
    await account.register({ email, password: 'Start-pass1!', firstName: 'Lien', lastName: 'Claes' })
    await account.logOut()
    await store.open('/bestellen/')
    await identify.getByLabel('E-mailadres').fill(email)
    await identify.getByRole('button', { name: 'Verder', exact: true }).click()
    await expect(page).toHaveURL(/\/account\/login\/\?callback=%2Fbestellen%2F$/)
    await expect(account.main().getByLabel('E-mailadres')).toHaveValue(email)
    await account.main().getByLabel('Wachtwoord').fill('Start-pass1!')
    await account.main().getByRole('button', { name: 'Inloggen' }).click()
    await expect(page).toHaveURL(/\/bestellen\/$/)
    await expect(page.getByRole('button', { name: 'Verder naar verzending' })).toBeVisible()
    await expect(page.getByLabel('Voornaam')).toHaveValue('Lien')
  })

  test('the information step has no accessibility violations', async ({ page }) => {
    const store = new StorefrontPage(page, 'CBBE')
    await store.open('/')
    await addDigitalCard(page)
    await store.open('/bestellen/')
    await page.getByRole('button', { name: 'Verder als gast' }).click()
    await expect(page.getByRole('button', { name: 'Verder naar verzending' })).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    // With the errors shown too.
    await page.getByRole('button', { name: 'Verder naar verzending' }).click()
    await expect(page.getByText('Voornaam is een verplicht veld')).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  })
})
