/**
 * The header's basket count (spec §7 cartQuantity): one small POST, made only when a basket may exist,
 * so the cached pages stay the same for everyone and anonymous first visits cost no request. Plain
 * fetch with the operation text rather than a parsed document: the header ships no GraphQL code.
 */
import { LOGGED_IN_HINT_COOKIE } from '@/config/session'
import type { CartQuantityQuery } from '@/graphql/generated/operations'
import { plainQuery } from '@/graphql/plain-query'
import type { Shopper } from '@/graphql/shopper'

/** graphql/operations/Cart.graphql `CartQuantity`, without the error fields the header never shows. */
export const CART_QUANTITY_QUERY = 'query CartQuantity($userData: UserDataInput!) { cartQuantity(userData: $userData) { quantity } }'

/** Someone may have a basket: logged in (the account's basket) or a count left by an earlier page. */
export function mayHaveBasket(cookie: string, persistedQuantity: number): boolean {
  const loggedIn = cookie.split(';').some((part) => part.trim() === `${LOGGED_IN_HINT_COOKIE}=1`)
  return loggedIn || persistedQuantity > 0
}

/** The number of cards in the shopper's basket, or null when the API could not say. */
export async function fetchCartQuantity(shopper: Shopper): Promise<number | null> {
  const data = await plainQuery<Partial<CartQuantityQuery>>(shopper, CART_QUANTITY_QUERY)
  return data?.cartQuantity?.quantity ?? null
}
