/**
 * One GraphQL query by plain `fetch`, for the chrome's small islands (basket count, store switcher)
 * that must not load a GraphQL client. Sends the operation text with the shopper's userData and
 * headers; answers the response's `data`, or null when the request or the response failed.
 */
import { shopperHeaders, toUserData, type Shopper } from './shopper'

export async function plainQuery<Data>(shopper: Shopper, query: string): Promise<Data | null> {
  try {
    const response = await fetch('/api/graphql/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...shopperHeaders({ ...shopper, pathname: window.location.pathname }, { serverSide: false }) },
      body: JSON.stringify({ query, variables: { userData: toUserData(shopper) } }),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { data?: Data | null }
    return body.data ?? null
  } catch {
    return null
  }
}
