import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/**
 * Buying a real gift card through the API and reading its number and PIN from the e2e server's
 * outbox: the start of every balance-check and redeem journey.
 */
const USER_DATA = { language: 'nl', storeID: 49, countryCode: 'BE' }
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

export interface ApiError { message: string; code: number }

/** One GraphQL call from the page (its basket cookie), with the CSRF header mutations need. */
export async function api<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(async ({ query, variables }) => {
    const response = await fetch('/api/graphql/', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' },
      body: JSON.stringify({ query, variables }),
    })
    return response.json() as Promise<{ data?: unknown; errors?: unknown[] }>
  }, { query, variables: { ...variables, userData: USER_DATA } })
  expect(body.errors ?? []).toEqual([])
  return body.data as T
}

/**
 * Buys one digital gift card as a guest through the API (basket, receiver, order, Bancontact on the
 * built-in test payment page, completion), so the shop issues a real card and mails it to `receiver`.
 */
export async function buyDigitalCard(page: Page, receiver: string): Promise<{ title: string; amount: number }> {
  const listing = await api<{ products: { products: Array<{ slug: string }> } }>(page, `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL] }, paging: { itemsPerPage: 8, pageNumber: 1 }) { products { slug } }
    }`)
  for (const { slug } of listing.products.products) {
    if (slug === 'choice-gift-card' || slug.includes('pomme')) continue
    const details = await api<{ product: { product: { title: string; digitalVariationConfig: { id: string; pricesToShow: Array<{ value: number }> } | null } | null } }>(page, `
      query ($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) { product { title digitalVariationConfig { id pricesToShow { value } } } } }`, { slug })
    const product = details.product.product
    const config = product?.digitalVariationConfig
    if (!product || !config?.pricesToShow[0]) continue
    const amount = config.pricesToShow[0].value
    const added = (await api<{ addToCart: { order: { shipments: Array<{ tag: string }> } | null; errors: ApiError[] } }>(page, `
      mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { shipments { tag } } errors { message code } } }`,
    { input: { variationId: config.id, amount, quantity: 1 } })).addToCart
    expect(added.errors).toEqual([])
    const shipmentTag = added.order!.shipments[0]!.tag
    const delivered = await api<{ setShipmentDelivery: { errors: ApiError[] } }>(page, `
      mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { errors { message code } } }`,
    { input: { shipmentTag, deliveryAddress: { firstName: 'Sara', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', email: receiver, confirmEmail: receiver } } })
    expect(delivered.setShipmentDelivery.errors).toEqual([])
    const buyer = `koper-${Date.now()}@example.com`
    const placed = await api<{ placeOrder: { order: { id: string } | null; errors: ApiError[] } }>(page, `
      mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id } errors { message code } } }`,
    {
      input: {
        customerType: 'PRIVATE',
        acceptTerms: true,
        billingAddress: {
          firstName: 'Jan', lastName: 'Janssens', email: buyer, confirmEmail: buyer, customerType: 'PRIVATE', countryCode: 'BE',
          street: 'Veldstraat', houseNumber: '12', postCode: '9000', city: 'Gent', phoneNumber: '+32 470 12 34 56',
        },
      },
    })
    expect(placed.placeOrder.errors).toEqual([])
    await payOnTestPage(page, placed.placeOrder.order!.id)
    return { title: product.title, amount }
  }
  throw new Error('No digital gift card with a fixed price in the catalogue')
}

/**
 * Pays a pending order as the shopper would: Bancontact, AUTHORISED on the built-in test payment
 * page, then the shop's completion call (what the payment processing page does).
 */
export async function payOnTestPage(page: Page, orderUuid: string): Promise<void> {
  const started = await api<{ startPayment: { redirect: { url: string } | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } errors { message code } } }`,
  { orderUuid, methodId: 'bancontact' })
  expect(started.startPayment.errors).toEqual([])
  const paymentId = new URL(started.startPayment.redirect!.url, page.url()).searchParams.get('payment')!
  const decided = await page.evaluate(async (paymentId) => {
    const response = await fetch(`/api/test-payments/${paymentId}/`, { method: 'POST', body: new URLSearchParams({ outcome: 'AUTHORISED' }), redirect: 'manual' })
    return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)
  }, paymentId)
  expect(decided).toBe(true)
  const completed = await api<{ completePayment: { result: string | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result errors { message code } } }`,
  { orderUuid, params: [{ name: 'payment', value: paymentId }] })
  expect(completed.completePayment).toEqual({ result: 'AUTHORISED', errors: [] })
}

/** The text of an e-mail with quoted-printable soft line breaks and escapes undone, and base64 parts decoded. */
export function readableMail(raw: string): string {
  const quotedPrintable = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)]
    .map((match) => Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
  return [quotedPrintable, ...base64Parts].join('\n')
}

/** Number and PIN from the newest gift-card e-mail to `receiver` in the e2e server's outbox (.eml files). */
export async function cardFromMail(receiver: string): Promise<{ number: string; pin: string }> {
  let found: { number: string; pin: string } | null = null
  await expect.poll(async () => {
    const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'))
    const mails = await Promise.all(files.map(async (file) => {
      const full = path.join(OUTBOX, file)
      return { text: readableMail(await fs.readFile(full, 'utf8')), time: (await fs.stat(full)).mtimeMs }
    }))
    const cards = mails
      .filter((mail) => mail.text.includes(receiver) && /Kaartnummer:/.test(mail.text))
      .sort((a, b) => b.time - a.time)
    const text = cards[0]?.text ?? ''
    const number = /Kaartnummer: ([\d ]{19,})/.exec(text)?.[1]?.replace(/\D/g, '')
    const pin = /Pincode: (\d{6})/.exec(text)?.[1]
    found = number && pin ? { number, pin } : null
    return found !== null
  }, { timeout: 20_000, message: `gift-card mail to ${receiver}` }).toBe(true)
  return found!
}

/** An amount as the shop writes it in Dutch or French: '€ 30' (no decimals when whole), '€ 24,50'. */
export const euros = (amount: number) => Number.isInteger(amount)
  ? new RegExp(`(?<![\\d,])${amount}(?![\\d,])`)
  : new RegExp(`(?<![\\d,])${Math.trunc(amount)},${String(Math.round((amount % 1) * 100)).padStart(2, '0')}(?!\\d)`)
