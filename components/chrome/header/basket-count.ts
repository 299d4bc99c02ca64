/**
 * The header's basket count (docs/rules/api.md cartQuantity): one small POST, made only when a basket may exist,
 * so the cached pages stay the same for everyone and anonymous first visits cost no request. Plain
 * fetch with the operation text (graphql/operations/plain): the header ships no GraphQL library.
 */
import { LOGGED_IN_HINT_COOKIE } from '@/config/session'
import { postPlainOperation } from '@/graphql/browser-fetch'
import { HeaderCartQuantityDocument } from '@/graphql/generated/plain-operations'
import type { Shopper } from '@/graphql/shopper'

/** Someone may have a basket: logged in (the account's basket) or a count left by an earlier page. */
export function mayHaveBasket(cookie: string, persistedQuantity: number): boolean {
  const loggedIn = cookie.split(';').some((part) => part.trim() === `${LOGGED_IN_HINT_COOKIE}=1`)
  return loggedIn || persistedQuantity > 0
}

/** The number of cards in the shopper's basket, or null when the API could not say. */
export async function fetchCartQuantity(shopper: Shopper): Promise<number | null> {
  const data = await postPlainOperation(shopper, HeaderCartQuantityDocument, {})
  return data?.cartQuantity?.quantity ?? null
}
