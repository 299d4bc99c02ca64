import { expect, test, type Page } from './fixtures'
import { StorefrontPage } from './pages/storefront-page'
import { CheckoutPage, addDigitalCard, graphql } from './pages/checkout-page'

/** Puts one physical card (the first product with a physical variation) in the browser's basket. */
async function addPhysicalCard(page: Page): Promise<void> {
  const listing = await graphql<{ products: { products: Array<{ slug: string }> } }>(page, `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_PHYSICAL, GIFTCARD_DIGITAL] }, paging: { itemsPerPage: 30, pageNumber: 1 }) { products { slug } }
    }`, {})
  for (const { slug } of listing.products.products) {
    if (slug.includes('pomme')) continue
    const details = await graphql<{ product: { product: { physicalVariationConfig: { id: string; pricesToShow: Array<{ value: number }> } | null } | null } }>(page, `
      query ($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) { product { physicalVariationConfig { id pricesToShow { value } } } } }`, { slug })
    const config = details.product.product?.physicalVariationConfig
    if (!config) continue
    const added = await graphql<{ addToCart: { errors: unknown[] } }>(page, `
      mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { errors { message } } }`,
    { input: { variationId: config.id, amount: config.pricesToShow[0]!.value, quantity: 1 } })
    if (added.addToCart.errors.length === 0) return
  }
  throw new Error('No physical gift card to add')
}

async function payByBancontact(page: Page) {
  await page.getByRole('radio', { name: 'Bancontact', exact: true }).check()
  await page.getByRole('button', { name: /betalen$/ }).click()
  await expect(page).toHaveURL(/\/testbetaling\/\?payment=/)
  await page.getByRole('button', { name: 'Autoriseren', exact: true }).click()
}

test('a logged-in customer sends two physical cards to two receivers and pays', async ({ page }) => {
  const store = new StorefrontPage(page, 'CBBE')
  await store.open('/')
  const email = `two.receivers.${Date.now()}@example.be`
  const registered = await graphql<{ createAccount: { status: string | null } }>(page, `
    mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status } }`, {
    input: { customerType: 'PRIVATE', email, password: 'Kado-2026!', passwordConfirmation: 'Kado-2026!', firstName: 'Els', lastName: 'Wouters', subscribed: false, acceptTerms: true },
  })
  expect(registered.createAccount.status).toBe('CREATED')
  // Every physical package in its own shipment: one per receiver.
  await addPhysicalCard(page)
  await graphql(page, `mutation ($userData: UserDataInput!) { setDeliveryGrouping(userData: $userData, grouping: SPLIT) { errors { message } } }`, {})
  await addPhysicalCard(page)

  await store.open('/bestellen/')
  const checkout = new CheckoutPage(page)
  // Logged in: no guest choice, the details come from the account.
  await expect(page.getByRole('button', { name: 'Verder als gast' })).toHaveCount(0)
  await expect(checkout.field('Voornaam')).toHaveValue('Els')
  await checkout.fill({ Telefoonnummer: '0470 12 34 56', Postcode: '3000', Huisnummer: '5', Straat: 'Bondgenotenlaan', Gemeente: 'Leuven' })
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
  await page.getByRole('button', { name: 'Verder naar verzending' }).click()

  const shipments = page.getByRole('region', { name: 'Fysieke cadeaubonnen' })
  await expect(shipments).toHaveCount(2)
  // "Send to me" starts ticked with the customer's address; the second card goes to someone else.
  await expect(shipments.nth(0).getByRole('checkbox', { name: /Stuur naar mij/ })).toBeChecked()
  const other = shipments.nth(1)
  await other.getByRole('checkbox', { name: /Stuur naar mij/ }).uncheck()
  for (const [label, value] of Object.entries({ Voornaam: 'Pieter', Achternaam: 'Claes', Postcode: '2000', Huisnummer: '9', Straat: 'Meir', Gemeente: 'Antwerpen' })) {
    await other.getByLabel(label, { exact: true }).fill(value)
  }
  await page.getByRole('button', { name: 'Verder naar betalen' }).click()
  await payByBancontact(page)

  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw bestelling!' })).toBeVisible()
  const orderId = /\/bestellen\/([0-9a-f-]{36})\//.exec(page.url())![1]!
  const order = await graphql<{ cartV2: { order: { status: string; shipments: Array<{ deliveryType: string; deliveryAddress: { lastName: string; city: string } | null }> } } }>(page, `
    query ($userData: UserDataInput!, $orderUuid: ID) { cartV2(userData: $userData, orderUuid: $orderUuid) { order { status shipments { deliveryType deliveryAddress { lastName city } } } } }`, { orderUuid: orderId })
  expect(order.cartV2.order.status).toBe('COMPLETED')
  expect(order.cartV2.order.shipments.map((shipment) => `${shipment.deliveryType} ${shipment.deliveryAddress?.lastName} ${shipment.deliveryAddress?.city}`))
    .toEqual(['PHYSICAL Wouters Leuven', 'PHYSICAL Claes Antwerpen'])
})

test('a business orders on invoice: the order waits for payment, with no invoice until it is paid', async ({ page }) => {
  const store = new StorefrontPage(page, 'CBBE')
  await store.open('/')
  await addDigitalCard(page)
  await store.open('/bestellen/')
  const checkout = new CheckoutPage(page)
  await page.getByRole('button', { name: 'Verder als gast' }).click()
  await page.getByRole('radio', { name: 'Bedrijf' }).check()
  await checkout.fill({
    Bedrijfsnaam: 'Peeters bv', 'Btw-nummer': 'BE0123456749', Ondernemingsnummer: '0123456749', 'Referentie of kostenplaats': 'PO-2026-11',
    Voornaam: 'Anna', Achternaam: 'Peeters', 'E-mailadres': 'facturatie@example.be', 'Herhaal e-mailadres': 'facturatie@example.be',
    Telefoonnummer: '09 123 45 67', Postcode: '9000', Huisnummer: '12', Straat: 'Korenmarkt', Gemeente: 'Gent',
  })
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
  await page.getByRole('button', { name: 'Verder naar verzending' }).click()
  await page.getByRole('checkbox', { name: /Stuur naar mij/ }).check()
  await page.getByRole('button', { name: 'Verder naar betalen' }).click()
  await page.getByRole('radio', { name: 'Betalen op factuur' }).check()
  await page.getByRole('button', { name: /betalen$/ }).click()

  await expect(page).toHaveURL(/\/bestellen\/[0-9a-f-]{36}\/$/)
  const orderId = /\/bestellen\/([0-9a-f-]{36})\//.exec(page.url())![1]!
  const order = await graphql<{ cartV2: { order: { status: string; paymentMethod: string } } }>(page, `
    query ($userData: UserDataInput!, $orderUuid: ID) { cartV2(userData: $userData, orderUuid: $orderUuid) { order { status paymentMethod } } }`, { orderUuid: orderId })
  expect(order.cartV2.order).toEqual({ status: 'AWAITING_BANK_TRANSFER', paymentMethod: 'invoice' })
  // Even the guest's own browser finds no invoice yet: it is issued (and numbered) when the transfer pays the order.
  const invoice = await page.evaluate(async (href) => {
    const response = await fetch(href, { credentials: 'include' })
    return { status: response.status }
  }, `/api/orders/${orderId}/invoice/`)
  expect(invoice).toEqual({ status: 404 })
})
