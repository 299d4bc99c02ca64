import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from './fixtures'
import { api, cardFromMail, payOnTestPage, type ApiError } from './pages/gift-card-purchase'

/**
 * docs/rules/checkout.md resending a gift card e-mail: from the confirmation page the giver sends a card's
 * e-mail again and corrects the receiver's address, with the keyboard; the outbox gets the copies.
 */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

async function mailsTo(address: string): Promise<string[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[])
  const mails = await Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(path.join(OUTBOX, file), 'utf8')))
  return mails.filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail))
}

/** A guest buys one digital card for `receiver` through the shop's checkout calls; answers the order's uuid. */
async function buyCard(page: Page, receiver: string): Promise<string> {
  const listing = await api<{ products: { products: Array<{ slug: string }> } }>(page, `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL] }, paging: { itemsPerPage: 8, pageNumber: 1 }) { products { slug } }
    }`)
  let config: { id: string; pricesToShow: Array<{ value: number }> } | null = null
  // A card with a fixed price, as gift-card-purchase.ts picks it (not the choice card, not one with its own order limits).
  for (const { slug } of listing.products.products.filter((product) => product.slug !== 'choice-gift-card' && !product.slug.includes('pomme'))) {
    const details = await api<{ product: { product: { digitalVariationConfig: { id: string; pricesToShow: Array<{ value: number }> } | null } | null } }>(page, `
      query ($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) { product { digitalVariationConfig { id pricesToShow { value } } } } }`, { slug })
    config = details.product.product?.digitalVariationConfig ?? null
    if (config?.pricesToShow[0]) break
  }
  if (!config?.pricesToShow[0]) throw new Error('No digital gift card with a fixed price in the catalogue')
  const added = (await api<{ addToCart: { order: { shipments: Array<{ tag: string }> } | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { shipments { tag } } errors { message code } } }`,
  { input: { variationId: config.id, amount: config.pricesToShow[0]!.value, quantity: 1 } })).addToCart
  expect(added.errors).toEqual([])
  const delivered = await api<{ setShipmentDelivery: { errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { errors { message code } } }`,
  { input: { shipmentTag: added.order!.shipments[0]!.tag, deliveryAddress: { firstName: 'Sara', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', email: receiver, confirmEmail: receiver } } })
  expect(delivered.setShipmentDelivery.errors).toEqual([])
  const buyer = `gever-${Date.now()}@example.com`
  const placed = await api<{ placeOrder: { order: { id: string } | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id } errors { message code } } }`,
  { input: { customerType: 'PRIVATE', acceptTerms: true, billingAddress: {
    firstName: 'Jan', lastName: 'Janssens', email: buyer, confirmEmail: buyer, customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12', postCode: '9000', city: 'Gent',
    phoneNumber: '+32 470 12 34 56',
  } } })
  expect(placed.placeOrder.errors).toEqual([])
  await payOnTestPage(page, placed.placeOrder.order!.id)
  return placed.placeOrder.order!.id
}

test('the giver resends the card e-mail and corrects the address from the confirmation page', async ({ page }) => {
  await page.goto('/')
  const stamp = Date.now()
  const receiver = `ontvanger-${stamp}@example.com`
  const orderId = await buyCard(page, receiver)
  await expect.poll(async () => (await mailsTo(receiver)).length).toBe(1)
  const card = await cardFromMail(receiver)

  await page.goto(`/bestellen/${orderId}/`)
  const section = page.getByRole('region', { name: 'Cadeaubonnen' })
  await expect(section).toContainText(`Verstuurd naar ${receiver}`)
  await expect(section).toContainText(`Kaart eindigend op ${card.number.slice(-4)}`)
  await expect(section).not.toContainText(card.number)

  const resend = section.getByRole('button', { name: 'E-mail opnieuw versturen' })
  await resend.focus()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('status')).toHaveText(`De e-mail is opnieuw verstuurd naar ${receiver}.`)
  await expect.poll(async () => (await mailsTo(receiver)).length).toBe(2)
  expect(await cardFromMail(receiver)).toEqual(card)

  const corrected = `juiste-ontvanger-${stamp}@example.com`
  await section.getByRole('button', { name: 'E-mailadres wijzigen' }).focus()
  await page.keyboard.press('Enter')
  await expect(section.getByLabel('Nieuw e-mailadres van de ontvanger')).toBeFocused()
  await page.keyboard.type('geen-adres')
  await page.keyboard.press('Enter')
  await expect(section.getByText('Vul een geldig e-mailadres in', { exact: false })).toBeVisible()
  await section.getByLabel('Nieuw e-mailadres van de ontvanger').fill(corrected)
  await page.keyboard.press('Enter')
  await expect(section.getByRole('status')).toHaveText(`Het e-mailadres is nu ${corrected}. De e-mail met de cadeaubon gaat naar dit adres.`)
  await expect(section.getByRole('button', { name: 'E-mailadres wijzigen' })).toHaveCount(0)
  await expect.poll(async () => (await mailsTo(corrected)).length).toBe(1)
  // The same card, number and PIN, now at the corrected address; the card was not issued again.
  expect(await cardFromMail(corrected)).toEqual(card)
})
