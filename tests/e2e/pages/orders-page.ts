import { expect, type Page } from '@playwright/test'
import { AccountPage } from './account-page'
import { api, payOnTestPage, type ApiError } from './gift-card-purchase'

interface AddedPayload {
  order: { shipments: Array<{ tag: string; deliveryType: 'DIGITAL' | 'PHYSICAL'; packages: Array<{ giftcardItem: { variation: { product: { title: string } } } }> }> } | null
  errors: ApiError[]
}

interface VariationConfig { id: string; hasFixedPrices: boolean; fixedValues: Array<{ value: number }>; minPrice: { value: number }; maxPrice: { value: number } }

const RECEIVER = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }
const AMOUNT = 25

/** The digital variations of the first listed gift cards that sell a 25 euro card. */
async function variationsOf25(page: Page): Promise<string[]> {
  const listing = await api<{ products: { products: Array<{ slug: string }> } }>(page, `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL] }, paging: { itemsPerPage: 16, pageNumber: 1 }) { products { slug } }
    }`)
  const ids: string[] = []
  for (const { slug } of listing.products.products) {
    const details = await api<{ product: { product: { digitalVariationConfig: VariationConfig | null } | null } }>(page, `
      query ($userData: UserDataInput!, $slug: String!) {
        product(userData: $userData, slug: $slug) { product { digitalVariationConfig { id hasFixedPrices fixedValues { value } minPrice { value } maxPrice { value } } } }
      }`, { slug })
    const config = details.product.product?.digitalVariationConfig
    if (!config) continue
    const sells = config.hasFixedPrices ? config.fixedValues.some((price) => price.value === AMOUNT) : config.minPrice.value <= AMOUNT && AMOUNT <= config.maxPrice.value
    if (sells) ids.push(config.id)
  }
  return ids
}

/**
 * Places and pays an order through the API as the logged-in browser: two gift cards of one kind, a
 * receiver, the billing address, Bancontact on the built-in test payment page (AUTHORISED), and the
 * shop's completion call. Answers the order's uuid, reference and product title.
 */
export async function placePaidOrder(page: Page, billing: { firstName: string; lastName: string; email: string }): Promise<{ id: string; reference: string; productTitle: string }> {
  const candidates = await variationsOf25(page)
  let added: AddedPayload | null = null
  for (const id of candidates) {
    const answer = (await api<{ addToCart: AddedPayload }>(page, `
      mutation ($userData: UserDataInput!, $input: AddToCartInput!) {
        addToCart(userData: $userData, input: $input) { order { shipments { tag deliveryType packages { giftcardItem { variation { product { title } } } } } } errors { message code } }
      }`, { input: { variationId: id, amount: AMOUNT, quantity: 2, message: 'Proficiat!' } })).addToCart
    if (answer.errors.length === 0 && answer.order) {
      added = answer
      break
    }
  }
  expect(added, `a CBBE variation sold at 25 euro among ${candidates.join(', ')}`).not.toBeNull()
  const shipment = added!.order!.shipments[0]!
  const billingAddress = {
    ...billing, customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12', postCode: '9000', city: 'Gent',
    confirmEmail: billing.email, phoneNumber: '+32 470 12 34 56',
  }
  const delivered = await api<{ setShipmentDelivery: { errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { errors { message code } } }`,
  { input: { shipmentTag: shipment.tag, deliveryAddress: shipment.deliveryType === 'DIGITAL' ? RECEIVER : { ...billingAddress, firstName: 'Jan', lastName: 'Janssens' } } })
  expect(delivered.setShipmentDelivery.errors).toEqual([])
  const placed = await api<{ placeOrder: { order: { id: string; reference: string } | null; errors: ApiError[] } }>(page, `
    mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id reference } errors { message code } } }`,
  { input: { customerType: 'PRIVATE', billingAddress, acceptTerms: true } })
  expect(placed.placeOrder.errors).toEqual([])
  const order = placed.placeOrder.order!
  await payOnTestPage(page, order.id)
  return { id: order.id, reference: order.reference, productTitle: shipment.packages[0]!.giftcardItem.variation.product.title }
}

/** The Dutch orders and reorder pages (docs/rules/accounts.md /account/bestellingen/, /nabestellen/). */
export class OrdersPage extends AccountPage {
  static readonly ordersPath = '/account/bestellingen/'
  static readonly reorderPath = '/nabestellen/'

  order(reference: string) {
    return this.main().getByTestId('order').filter({ hasText: reference })
  }

  async cartQuantity(): Promise<number> {
    return (await api<{ cartQuantity: { quantity: number } }>(this.page, 'query ($userData: UserDataInput!) { cartQuantity(userData: $userData) { quantity } }')).cartQuantity.quantity
  }
}
