import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import type { TestOutcome } from '@/server/services/payments/test-provider'
import type { PaymentNotification } from '@/server/services/payments/types'
import type { TestBrowser } from '../graphql-client'
import { privateBilling } from '../checkout-operations'

/**
 * The model-based payment test's two sides. The model is what the shopper and the provider know (the
 * basket, the order waiting for payment, the payments started and how the provider decided them,
 * the returns and notifications so far); the system is the shop itself, reached through its GraphQL
 * handler, the test provider and the jobs. After each step the model reads the basket and the open
 * order back from the database, so a step the shop answered differently than a shopper would guess
 * (a late payment taking the basket back) never leaves the model behind.
 */
export interface StartedPayment {
  /** The test provider's payment id (its pspReference). */
  id: string
  /** The order it was started for: the return page names it. */
  orderId: string
  /** The provider's decision, once made. */
  outcome: TestOutcome | null
  /** A second payment the provider took for the same order ("authorise twice"). */
  second: boolean
}

export interface ShopperModel {
  basketPackages: number
  pendingOrderId: string | null
  payments: StartedPayment[]
  returns: Array<{ orderId: string; paymentId: string }>
  notifications: PaymentNotification[]
}

export interface ShopSystem {
  db: Db
  browser: TestBrowser
  /** Digital cards of any whole amount: `small` takes 10 and 23 euro, `large` 400 euro. */
  variations: { small: string; large: string }
  /** SHA-256 of every basket cookie the shopper held: orders.owner_token_hash. */
  tokenHashes: Set<string>
  /** What each step did and what the shop answered, for the failure message. */
  trace: string[]
  /** The server's error log lines of the step running (tests/helpers/capture-logs.ts). */
  logs: { raw: string[]; clear: () => void }
}

export const CBBE = getStorefront('CBBE')
export const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
export const billing = privateBilling('model.shopper@example.com')
export const receiver = { firstName: 'Mira', lastName: 'Claes', customerType: 'PRIVATE', countryCode: 'BE', email: 'mira.model@example.com', confirmEmail: 'mira.model@example.com' }

const ERRORS = 'errors { code }'
const ORDER = 'order { id status shipments { tag packages { id } } totals { grandTotal { value } } }'
export const Q = {
  cart: `query ($userData: UserDataInput!) { cartV2(userData: $userData) { ${ORDER} ${ERRORS} } }`,
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  remove: `mutation ($userData: UserDataInput!, $shipmentTag: String!, $packageId: ID) { deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag, packageId: $packageId) { ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id reference totals { grandTotal { value } } } ${ERRORS} } }`,
  release: `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { result order { status } ${ERRORS} } }`,
}

export interface ApiErrors { errors: Array<{ code: number }> }
export interface CartOrder { id: string; status: string; shipments: Array<{ tag: string; packages: Array<{ id: string }> }>; totals: { grandTotal: { value: number } } }

/** The API's error codes of an answer, for the trace ("ok" when there are none). */
export const answered = (payload: ApiErrors | null | undefined) =>
  payload && payload.errors.length > 0 ? `errors ${payload.errors.map((error) => error.code).join(',')}` : 'ok'

/** Every basket cookie the browser held counts: a shopper's orders are found by them. */
export function rememberBasketCookie(system: ShopSystem): void {
  const token = system.browser.cookies.get('basket')
  if (token) system.tokenHashes.add(createHash('sha256').update(decodeURIComponent(token)).digest('hex'))
}

/** Reads the shopper's basket and open order back into the model. */
export async function syncModel(model: ShopperModel, system: ShopSystem): Promise<void> {
  rememberBasketCookie(system)
  const hashes = `{${[...system.tokenHashes].join(',')}}`
  const { rows } = await system.db.execute(sql`
    select o.id, o.status, (select count(*) from packages p where p.order_id = o.id)::int as packages
      from orders o where o.owner_token_hash = any(${hashes}::text[]) and o.status in ('CART', 'PENDING')
     order by o.updated_at desc`) as unknown as { rows: Array<{ id: string; status: string; packages: number }> }
  model.basketPackages = rows.find((row) => row.status === 'CART')?.packages ?? 0
  model.pendingOrderId = rows.find((row) => row.status === 'PENDING')?.id ?? null
}

export function initialModel(): ShopperModel {
  return { basketPackages: 0, pendingOrderId: null, payments: [], returns: [], notifications: [] }
}
