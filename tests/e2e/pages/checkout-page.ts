import { expect, type Page } from '@playwright/test'

const USER_DATA = { language: 'nl', storeID: 49, countryCode: 'BE' }

/** The storefront a call speaks for; the Belgian one unless a test says otherwise. */
export interface E2eStore { storeID: number; countryCode: string }
const CBBE: E2eStore = { storeID: USER_DATA.storeID, countryCode: USER_DATA.countryCode }

/** A GraphQL call from the page, with its cookies (the basket cookie) and the CSRF header of mutations. */
export async function graphqlResponse<T>(page: Page, query: string, variables: Record<string, unknown>, language = 'nl', store = CBBE): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  return page.evaluate(async ({ query, variables }) => {
    const response = await fetch('/api/graphql/', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' },
      body: JSON.stringify({ query, variables }),
    })
    return response.json()
  }, { query, variables: { ...variables, userData: { ...USER_DATA, ...store, language } } })
}

export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>, language = 'nl', store = CBBE): Promise<T> {
  const response = await graphqlResponse<T>(page, query, variables, language, store)
  if (!response.data) throw new Error(`GraphQL refused: ${JSON.stringify(response.errors)}`)
  return response.data
}

/**
 * Puts one digital gift card in the browser's basket through the API: the first digital product that
 * is not the choice card or an Apple card, its digital variation and first suggested amount.
 */
export async function addDigitalCard(page: Page, language = 'nl', store = CBBE): Promise<void> {
  const listing = await graphql<{ products: { products: Array<{ slug: string }> } }>(page, `
    query ($userData: UserDataInput!) {
      products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL] }, paging: { itemsPerPage: 8, pageNumber: 1 }) { products { slug } }
    }`, {}, language, store)
  for (const { slug } of listing.products.products) {
    if (slug === 'choice-gift-card' || slug.includes('pomme')) continue
    const details = await graphqlResponse<{ product: { product: { digitalVariationConfig: { id: string; pricesToShow: Array<{ value: number }> } | null } | null } }>(page, `
      query ($userData: UserDataInput!, $slug: String!) {
        product(userData: $userData, slug: $slug) { product { digitalVariationConfig { id pricesToShow { value } } } }
      }`, { slug }, language, store)
    if (!details.data) throw new Error(`product ${slug} refused: ${JSON.stringify(details.errors)}`)
    const config = details.data.product.product?.digitalVariationConfig
    if (!config) continue
    const added = await graphql<{ addToCart: { errors: unknown[] } }>(page, `
      mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { errors { message } } }`,
    { input: { variationId: config.id, amount: config.pricesToShow[0]!.value, quantity: 1 } }, language, store)
    expect(added.addToCart.errors).toEqual([])
    return
  }
  throw new Error('No digital gift card to add')
}

/** The checkout's steps, by their (translated) labels. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  field(label: string | RegExp) {
    return this.page.getByLabel(label, { exact: typeof label === 'string' })
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value)
  }
}
