import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect, newVisitorContext, test, type Locator, type Page } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { api, cardFromMail, euros, payOnTestPage, readableMail, type ApiError } from './pages/gift-card-purchase'

/**
 * The whole redeem journey (docs/rules/redeem.md redeem flow): a choice gift card bought in the shop, its number
 * and PIN from the e-mail, the balance check, cards of other brands chosen with the balance, the
 * remainder paid on the test payment page, the confirmation with the balance payments, the new cards
 * by e-mail, and the spent choice card. A shorter French run is fully covered by the balance.
 */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

interface VariationConfig { id: string; hasFixedPrices: boolean; pricesToShow: Array<{ value: number }>; minPrice: { value: number }; maxPrice: { value: number } }
interface ListedProduct { slug: string; title: string; digitalVariationConfig: VariationConfig | null; physicalVariationConfig: VariationConfig | null }

const CONFIG = 'id hasFixedPrices pricesToShow { value } minPrice { value } maxPrice { value }'

/** Buys the choice gift card as a guest through the shop's checkout calls and answers its amount. */
async function buyChoiceCard(page: Page, receiver: string): Promise<number> {
  const details = await api<{ product: { product: { digitalVariationConfig: VariationConfig | null } | null } }>(page, `
    query ($userData: UserDataInput!) { product(userData: $userData, slug: "choice-gift-card") { product { digitalVariationConfig { ${CONFIG} } } } }`)
  const config = details.product.product?.digitalVariationConfig
  if (!config) throw new Error('The choice gift card has no digital variation')
  const amount = config.hasFixedPrices
    ? (config.pricesToShow.find((price) => price.value >= 20) ?? config.pricesToShow[0]!).value
    : Math.min(Math.max(30, config.minPrice.value), config.maxPrice.value)
  const added = (await api<{ addToCart: { order: { shipments: Array<{ tag: string }> } | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { shipments { tag } } errors { message code } } }`,
  { input: { variationId: config.id, amount, quantity: 1 } })).addToCart
  expect(added.errors).toEqual([])
  const delivered = await api<{ setShipmentDelivery: { errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { errors { message code } } }`,
  { input: { shipmentTag: added.order!.shipments[0]!.tag, deliveryAddress: { firstName: 'Sara', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', email: receiver, confirmEmail: receiver } } })
  expect(delivered.setShipmentDelivery.errors).toEqual([])
  const buyer = `keuze-koper-${Date.now()}@example.com`
  const placed = await api<{ placeOrder: { order: { id: string } | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id } errors { message code } } }`,
  {
    input: {
      customerType: 'PRIVATE', acceptTerms: true,
      billingAddress: {
        firstName: 'Jan', lastName: 'Janssens', email: buyer, confirmEmail: buyer, customerType: 'PRIVATE', countryCode: 'BE',
        street: 'Veldstraat', houseNumber: '12', postCode: '9000', city: 'Gent', phoneNumber: '+32 470 12 34 56',
      },
    },
  })
  expect(placed.placeOrder.errors).toEqual([])
  await payOnTestPage(page, placed.placeOrder.order!.id)
  return amount
}

/** The listing's redeemable products (not the choice card) as the API describes them, titled in `language`. */
async function listedProducts(page: Page, language = 'nl'): Promise<ListedProduct[]> {
  const query = `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL, GIFTCARD_PHYSICAL] }, paging: { itemsPerPage: 48, pageNumber: 1 }) {
        products { slug title digitalVariationConfig { ${CONFIG} } physicalVariationConfig { ${CONFIG} } }
      }
    }`
  const body = await page.evaluate(async ({ query, language }) => {
    const response = await fetch('/api/graphql/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { userData: { language, storeID: 49, countryCode: 'BE' } } }),
    })
    return response.json() as Promise<{ data?: { products: { products: ListedProduct[] } }; errors?: unknown[] }>
  }, { query, language })
  expect(body.errors ?? []).toEqual([])
  return body.data!.products.products.filter((product) => product.slug !== 'choice-gift-card')
}

const holds = (config: VariationConfig | null, amount: number) => !!config && !config.hasFixedPrices && config.minPrice.value <= amount && amount <= config.maxPrice.value

/** Opens a product of the redeem shop, picks the delivery when asked, and adds `amount`. */
async function chooseInShop(page: Page, title: string, amount: number, physical: boolean) {
  const main = page.locator('main')
  await main.getByTestId('redeem-product').filter({ has: page.getByText(title, { exact: true }) }).first().getByRole('button').first().click()
  const dialog = page.getByRole('dialog', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  await expect(dialog).toBeVisible()
  if (physical) await dialog.getByRole('radio', { name: 'Fysieke kaart, per post' }).check()
  await dialog.getByLabel('Bedrag', { exact: true }).fill(String(amount))
  await dialog.getByRole('button', { name: 'Toevoegen aan mijn keuze' }).click()
  await expect(dialog).toBeHidden()
}

async function checkBalance(main: Locator, number: string, pin: string, labels = { number: 'Kaartnummer', pin: 'Pincode', submit: 'Saldo controleren' }) {
  await main.getByLabel(labels.number).fill(number)
  await main.getByLabel(labels.pin, { exact: true }).fill(pin)
  await main.getByRole('button', { name: labels.submit }).click()
}

/** The text of every outbox e-mail to `receiver`. */
async function mailsTo(receiver: string): Promise<string[]> {
  const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))
  const texts = await Promise.all(files.map(async (file) => readableMail(await fs.readFile(path.join(OUTBOX, file), 'utf8'))))
  return texts.filter((text) => text.includes(receiver))
}

/** Number and PIN from the French gift-card e-mail to `receiver` ("Numéro de carte", "Code PIN"). */
async function frenchCardFromMail(receiver: string): Promise<{ number: string; pin: string }> {
  let found: { number: string; pin: string } | null = null
  await expect.poll(async () => {
    const text = (await mailsTo(receiver)).find((mail) => /Code PIN/.test(mail)) ?? ''
    const number = /de carte\D{1,12}([\d ]{19,})/.exec(text)?.[1]?.replace(/\D/g, '')
    const pin = /Code PIN\D{1,12}(\d{6})/.exec(text)?.[1]
    found = number && pin ? { number, pin } : null
    return found !== null
  }, { timeout: 20_000, message: `French gift-card mail to ${receiver}` }).toBe(true)
  return found!
}

const redeemToken = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state?.token ?? null)

test.describe('the redeem journey (docs/rules/redeem.md)', () => {
  test('a choice card pays two other brands with its balance, the rest is paid, and the card is spent', async ({ page, browser }) => {
    test.setTimeout(150_000)
    await page.goto('/')
    const owner = `keuze-${Date.now()}@example.com`
    const balance = await buyChoiceCard(page, owner)
    const choice = await cardFromMail(owner)

    // Balance check.
    await page.goto('/saldocheck/')
    const main = page.locator('main')
    await checkBalance(main, choice.number, choice.pin)
    await expect(main.getByTestId('checked-card')).toContainText(euros(balance))
    await main.getByRole('link', { name: 'Kies cadeaubonnen met uw saldo' }).click()
    await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/$/)
    await expect(main.getByTestId('redeem-shop-balance')).toHaveText(euros(balance))

    // Two other brands whose total exceeds the balance, one of them by post when the shop offers it.
    const shown = new Set((await main.getByTestId('redeem-product').allInnerTexts()).map((text) => text.split('\n')[0]!.trim()))
    const products = (await listedProducts(page)).filter((product) => shown.has(product.title))
    const part = Math.ceil(balance / 2) + 5
    const physical = products.find((product) => holds(product.physicalVariationConfig, part))
    const digital = products.find((product) => product !== physical && holds(product.digitalVariationConfig, part))
    if (!digital) throw new Error(`No redeemable digital product holding ${part}`)
    const second = physical ?? products.find((product) => product !== digital && holds(product.digitalVariationConfig, part))
    if (!second) throw new Error(`No second redeemable product holding ${part}`)
    expect(2 * part).toBeGreaterThan(balance)
    test.info().annotations.push({ type: 'chosen', description: `${digital.title} (digital) and ${second.title} (${physical ? 'by post' : 'digital'}), ${part} each, balance ${balance}` })
    await chooseInShop(page, digital.title, part, false)
    await chooseInShop(page, second.title, part, physical !== undefined)

    const basket = main.getByTestId('redeem-basket')
    await expect(basket.getByTestId('redeem-package')).toHaveCount(2)
    await expect(basket.getByTestId('redeem-balance')).toHaveText(euros(balance))
    await expect(basket.getByTestId('redeem-remaining')).toHaveText(euros(0))
    const toPayText = (await basket.getByTestId('redeem-to-pay').innerText()).trim()
    await basket.getByRole('button', { name: 'Verder' }).click()

    if (physical) {
      // docs/rules/redeem.md identify in redeem: cards by post without an address, so the guest delivery modal asks
      // it in the shop before the checkout.
      const modal = page.getByRole('dialog', { name: 'Waar sturen we uw cadeaubonnen naartoe?' })
      await expect(modal).toBeVisible()
      await expect(page).toHaveURL(/\/saldocheck\/inwisselen\/$/)
      await modal.getByLabel('Voornaam').fill('Lies')
      await modal.getByLabel('Achternaam').fill('Maes')
      await modal.getByLabel('Postcode').fill('1012 AB')
      await modal.getByLabel('Huisnummer').fill('12')
      await modal.getByLabel('Straat').fill('Veldstraat')
      await modal.getByLabel('Gemeente').fill('Gent')
      await modal.getByLabel('E-mailadres', { exact: true }).fill(`post-${owner}`)
      await modal.getByLabel('Herhaal e-mailadres').fill(`post-${owner}`)
      await modal.getByRole('button', { name: 'Adres opslaan en verder' }).click()
      // A Dutch postcode in a Belgian address is refused, as at the checkout.
      await expect(modal.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
      expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])
      await modal.getByLabel('Postcode').fill('9000')
      await modal.getByRole('button', { name: 'Adres opslaan en verder' }).click()
      await expect(page).toHaveURL(/\/saldocheck\/checkout\/$/)
      await expect(main.getByTestId('redeem-delivery-address')).toContainText('Veldstraat 12')
      await expect(main.getByTestId('redeem-delivery-address')).toContainText('9000 Gent')
    } else {
      await expect(page).toHaveURL(/\/saldocheck\/checkout\/$/)
    }

    const receiver = `nieuw-${Date.now()}@example.com`
    await main.getByLabel('Voornaam').fill('Lies')
    await main.getByLabel('Achternaam').fill('Maes')
    await main.getByLabel('E-mailadres', { exact: true }).fill(receiver)
    await main.getByLabel('Herhaal e-mailadres').fill(receiver)
    await main.getByRole('button', { name: 'Bevestigen' }).click()

    // The remainder on the test payment page.
    await expect(main.getByRole('heading', { name: 'Restbedrag betalen' })).toBeVisible()
    await main.getByRole('radio', { name: 'Bancontact', exact: true }).check()
    await main.getByRole('button', { name: /betalen$/ }).click()
    await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
    await page.getByRole('button', { name: 'Autoriseren', exact: true }).click()

    // The confirmation: both cards, what the balance paid, what the payment paid, what the card keeps.
    await expect(page).toHaveURL(/\/bestellen\/[0-9a-f-]{36}\/$/)
    const confirmationUrl = page.url()
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible()
    await expect(page.getByText(digital.title).first()).toBeVisible()
    await expect(page.getByText(second.title).first()).toBeVisible()
    const summary = page.getByTestId('redeem-balance-summary')
    await expect(summary.getByTestId('redeem-paid-card')).toHaveCount(1)
    await expect(summary.getByTestId('redeem-paid-card')).toContainText(choice.number.slice(-4))
    await expect(summary.getByTestId('redeem-paid-from-balance')).toHaveText(euros(balance))
    await expect(summary.getByTestId('redeem-paid-by-payment')).toHaveText(toPayText)
    await expect(summary.getByTestId('redeem-remaining-balance')).toHaveText(euros(0))
    // The redeem flow's own steps, not the checkout's it never went through; one money format.
    await expect(page.getByRole('navigation', { name: 'Stappen om in te wisselen' }).getByRole('listitem'))
      .toHaveText(['1 Kaartnummer en pincode', '2 Bedrag en cadeaubonnen kiezen', '3 Winkelmandje', '4 Afrekenen'])
    await expect(page.getByRole('navigation', { name: 'Stappen van uw bestelling' })).toHaveCount(0)
    await expect(page.getByRole('main')).not.toContainText(/€\s?-|,00\b/)
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
    // The redeem flow is over: token gone, no close-tab warning.
    expect(await redeemToken(page)).toBeNull()
    await page.reload()
    await expect(page.getByTestId('redeem-balance-summary')).toBeVisible()

    // Nobody else can read it.
    const other = await newVisitorContext(browser)
    const stranger = await other.newPage()
    await stranger.goto(confirmationUrl)
    await expect(stranger.getByRole('heading', { level: 1, name: 'Bestelling niet gevonden' })).toBeVisible()
    await expect(stranger.getByTestId('redeem-balance-summary')).toHaveCount(0)
    await other.close()

    // The new cards by e-mail: the digital one with its own number and PIN; the card by post in the order's mail.
    const issued = await cardFromMail(receiver)
    expect(issued.number).not.toBe(choice.number)
    await expect.poll(async () => (await mailsTo(receiver)).some((text) => text.includes(digital.title))).toBe(true)
    // The card by post goes to the fulfilment queue; the order's e-mail announces it and links to this confirmation.
    if (physical) {
      await expect.poll(async () => (await mailsTo(receiver)).some((text) => /Fysieke cadeaubonnen worden/.test(text) && text.includes(new URL(confirmationUrl).pathname))).toBe(true)
    }
    else await expect.poll(async () => (await mailsTo(receiver)).filter((text) => /Kaartnummer:/.test(text)).length).toBe(2)

    // The choice card is spent.
    await page.goto('/saldocheck/')
    await checkBalance(page.locator('main'), choice.number, choice.pin)
    await expect(page.locator('main').getByText('Deze cadeaubon heeft geen saldo meer of is al ingewisseld.')).toBeVisible()
  })

  test('in French, the balance check and a choice fully covered by the balance (/fr/solde/)', async ({ page }) => {
    await page.goto('/')
    const owner = `choix-${Date.now()}@example.com`
    const balance = await buyChoiceCard(page, owner)
    const choice = await cardFromMail(owner)

    await page.goto('/fr/solde/')
    const main = page.locator('main')
    await checkBalance(main, choice.number, choice.pin, { number: 'Numéro de carte', pin: 'Code PIN', submit: 'Vérifier le solde' })
    await main.getByRole('link', { name: 'Choisissez des cartes cadeaux avec votre solde' }).click()
    await expect(page).toHaveURL(/\/fr\/solde\/echanger\/$/)

    const shown = new Set((await main.getByTestId('redeem-product').allInnerTexts()).map((text) => text.split('\n')[0]!.trim()))
    const product = (await listedProducts(page, 'fr')).find((item) => shown.has(item.title) && holds(item.digitalVariationConfig, balance))
    if (!product) throw new Error(`No redeemable product holding ${balance}`)
    await main.getByTestId('redeem-product').filter({ has: page.getByText(product.title, { exact: true }) }).first().getByRole('button').first().click()
    const dialog = page.getByRole('dialog', { name: `Choisissez un montant pour ${product.title}` })
    await dialog.getByLabel('Montant', { exact: true }).fill(String(balance))
    await dialog.getByRole('button', { name: 'Ajouter à mon choix' }).click()
    await expect(dialog).toBeHidden()
    await main.getByTestId('redeem-basket').getByRole('button', { name: 'Continuer' }).click()
    await expect(page).toHaveURL(/\/fr\/solde\/paiement\/$/)

    const receiver = `destinataire-${Date.now()}@example.com`
    await main.getByLabel('Prénom').fill('Claire')
    await main.getByLabel('Nom', { exact: true }).fill('Dubois')
    await main.getByLabel('Adresse e-mail', { exact: true }).fill(receiver)
    await main.getByLabel("Répétez l'adresse e-mail").fill(receiver)
    await main.getByRole('button', { name: 'Confirmer' }).click()

    const success = main.getByTestId('redeem-success')
    await expect(success.getByRole('heading', { name: 'Vos cartes cadeaux sont en route' })).toBeFocused()
    await expect(success.getByTestId('redeem-paid-from-balance')).toHaveText(euros(balance))
    await expect(success.getByTestId('redeem-paid-by-payment')).toHaveText(euros(0))
    await expect(success.getByTestId('redeem-remaining-balance')).toHaveText(euros(0))
    expect(await redeemToken(page)).toBeNull()
    const issued = await frenchCardFromMail(receiver)
    expect(issued.number).toHaveLength(19)
    expect(issued.number).not.toBe(choice.number)
  })

  test('leaving the redeem checkout asks first; confirming resets the redeem flow', async ({ page }) => {
    await page.goto('/')
    const owner = `vertrek-${Date.now()}@example.com`
    await buyChoiceCard(page, owner)
    const choice = await cardFromMail(owner)
    await page.goto('/saldocheck/')
    await checkBalance(page.locator('main'), choice.number, choice.pin)
    await expect(page.locator('main').getByTestId('checked-card')).toBeVisible()
    await page.goto('/saldocheck/checkout/')
    await expect(page.getByRole('heading', { level: 1, name: 'Bevestig uw keuze' })).toBeVisible()
    const token = await redeemToken(page)
    expect(token).not.toBeNull()

    // A link out of the redeem flow (the shop's home page) asks; cancelling stays with everything kept.
    const away = page.locator('a[href="/"]').filter({ visible: true }).first()
    const prompts: string[] = []
    page.once('dialog', (dialog) => { prompts.push(`${dialog.type()}: ${dialog.message()}`); void dialog.dismiss() })
    await away.click()
    await expect.poll(() => prompts).toEqual(['confirm: Weet u zeker dat u wilt vertrekken? Uw keuzes gaan verloren.'])
    await expect(page).toHaveURL(/\/saldocheck\/checkout\/$/)
    expect(await redeemToken(page)).toBe(token)

    // Confirming leaves, and the redeem flow starts over: no token, no card, no close-tab warning.
    page.once('dialog', (dialog) => { prompts.push(dialog.type()); void dialog.accept() })
    await away.click()
    await expect(page).toHaveURL(/:\d+\/$/)
    expect(prompts).toHaveLength(2)
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('giftshop-redeem') ?? 'null')?.state ?? null)
    expect(stored).toMatchObject({ token: null, card: null, needsPhysicalAddress: false, hasPostcode: false })
    await page.goto('/saldocheck/')
    await expect(page.locator('main').getByLabel('Kaartnummer')).toBeVisible()
  })
})
