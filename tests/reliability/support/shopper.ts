/**
 * A shopper over real HTTP: keeps the cookies the server sets (Max-Age=0 deletes), sends the CSRF
 * header with mutations, and can switch app instance while keeping its cookies.
 */
export const CSRF = { 'apollo-require-preflight': '1' }
export const USER_DATA = { language: 'nl', storeID: 49, countryCode: 'BE', redeemToken: null as string | null }
export const ERRORS = 'errors { message code referencedRequestParameter }'

export interface ApiError { message: string; code: number; referencedRequestParameter: string | null }
export interface GraphQLBody<T = Record<string, unknown>> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
}
export interface HttpAnswer<T = Record<string, unknown>> {
  status: number
  body: GraphQLBody<T>
  text: string
  headers: Headers
}

export class HttpShopper {
  readonly cookies = new Map<string, string>()

  constructor(public origin: string, private headers: Record<string, string> = {}) {}

  via(origin: string): HttpShopper {
    const other = new HttpShopper(origin, this.headers)
    for (const [name, value] of this.cookies) other.cookies.set(name, value)
    return other
  }

  storeCookies(headers: Headers): void {
    for (const header of headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      if (/max-age=0/i.test(header)) this.cookies.delete(name)
      else this.cookies.set(name, pair!.slice(index + 1))
    }
  }

  cookieHeader(): Record<string, string> {
    return this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}
  }

  /** The raw answer (status, JSON body or text), whatever it is. */
  async post<T = Record<string, unknown>>(payload: unknown, extraHeaders: Record<string, string> = {}, timeoutMs = 60_000): Promise<HttpAnswer<T>> {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
    const isMutation = typeof payload === 'object' && payload !== null && /^\s*mutation\b/.test(String((payload as { query?: unknown }).query ?? ''))
    const response = await fetch(`${this.origin}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...this.headers, ...(isMutation ? CSRF : {}), ...this.cookieHeader(), ...extraHeaders },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    this.storeCookies(response.headers)
    const text = await response.text()
    let parsed: GraphQLBody<T> = {}
    try {
      parsed = JSON.parse(text) as GraphQLBody<T>
    } catch {
      // not JSON: the caller looks at text
    }
    return { status: response.status, body: parsed, text, headers: response.headers }
  }

  /** The first field of `data`; throws on top-level errors. */
  async call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>): Promise<T> {
    const answer = await this.post<Record<string, T>>({ query, variables })
    if (answer.body.errors?.length || !answer.body.data) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 500)}`)
    return Object.values(answer.body.data)[0] as T
  }
}

const ORDER = 'order { id status reference quantity totals { grandTotal { value } } }'
export const OPS = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  cart: `query ($userData: UserDataInput!, $orderUuid: ID) { cartV2(userData: $userData, orderUuid: $orderUuid) { ${ORDER} ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url httpMethod } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result order { status reference } ${ERRORS} } }`,
  balance: `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) { giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { redeemToken card { balance { value } } ${ERRORS} } }`,
}

export interface OrderPayload { order: { id: string; status: string; reference: string | null; quantity: number; totals: { grandTotal: { value: number } } } | null; errors: ApiError[] }

export const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56',
}
export const receiver = (email = 'jan@example.com') => ({ firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email, confirmEmail: email })

/** Basket with `quantity` cards of a variation, its delivery set; returns nothing but the shopper's cookies. */
export async function fillBasket(shopper: HttpShopper, variation: { id: number; amount: number; physical: boolean }, quantity = 1, email = 'jan@example.com'): Promise<void> {
  const added = await shopper.call<OrderPayload>(OPS.add, { userData: USER_DATA, input: { variationId: String(variation.id), amount: variation.amount, quantity } })
  if (added.errors.length) throw new Error(`addToCart: ${JSON.stringify(added.errors)}`)
  const tag = variation.physical ? 'PHYSICAL-1' : 'DIGITAL-1'
  const address = variation.physical ? billing : receiver(email)
  const delivered = await shopper.call<OrderPayload>(OPS.delivery, { userData: USER_DATA, input: { shipmentTag: tag, deliveryAddress: address } })
  if (delivered.errors.length) throw new Error(`setShipmentDelivery: ${JSON.stringify(delivered.errors)}`)
}

export const place = (shopper: HttpShopper) =>
  shopper.call<OrderPayload>(OPS.place, { userData: USER_DATA, input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })

/** startPayment, the test page's AUTHORISED form post, completePayment: as a browser does it. */
export async function payOnTestPage(shopper: HttpShopper, orderId: string, outcome = 'AUTHORISED', returnVia?: HttpShopper) {
  const started = await shopper.call<{ redirect: { url: string } | null; errors: ApiError[] }>(OPS.start, { userData: USER_DATA, orderUuid: orderId, methodId: 'bancontact' })
  if (!started.redirect) throw new Error(`startPayment: ${JSON.stringify(started.errors)}`)
  const paymentId = new URL(started.redirect.url).searchParams.get('payment')!
  const decided = await fetch(`${shopper.origin}/api/test-payments/${paymentId}/`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' })
  if (decided.status !== 303) throw new Error(`test payment page answered ${decided.status}`)
  return (returnVia ?? shopper).call<{ result: string | null; order: { status: string; reference: string } | null; errors: ApiError[] }>(OPS.complete, {
    userData: USER_DATA, orderUuid: orderId, params: [{ name: 'payment', value: paymentId }],
  })
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function pooled<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!, index)
    }
  }))
  return results
}
