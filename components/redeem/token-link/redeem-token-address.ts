import { REDEEM_TOKEN_PARAMETER } from '@/config/redeem'

/**
 * Takes the redeem token out of the visible address: the address is replaced (no new history
 * entry) by the same one without the parameter, so the token is neither kept in the history nor
 * sent as Referer by later requests. Answers the token, or null when the address has none.
 * The history entry's state is kept: the router keeps its own state there.
 */
export function takeRedeemToken(location: Pick<Location, 'href'>, history: Pick<History, 'state' | 'replaceState'>): string | null {
  const url = new URL(location.href)
  const token = url.searchParams.get(REDEEM_TOKEN_PARAMETER)
  if (token === null) return null
  url.searchParams.delete(REDEEM_TOKEN_PARAMETER)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  const trimmed = token.trim()
  return trimmed === '' ? null : trimmed
}
