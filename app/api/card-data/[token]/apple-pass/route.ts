import { isLanguageOf, resolveStorefrontByHost } from '@/config/storefronts/resolve'
import { getDb } from '@/server/db/client'
import { cardApplePass } from '@/server/modules/wallet/wallet-service'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

const refusal = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/** A broken escape (`%E0%A4%A`) is a link that does not work, not a server error. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The Apple Wallet pass of the card behind a card data link (docs/rules/redeem.md wallet passes), for the
 * storefront of the request's host, in `?language=` (one of its languages). Like the card data page it
 * answers nothing for an altered, expired or other storefront's link; 404 while Apple Wallet is off.
 */
async function get(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const storefront = resolveStorefrontByHost(request.headers.get('host'))
  const asked = new URL(request.url).searchParams.get('language') ?? ''
  const language = isLanguageOf(storefront, asked) ? asked : storefront.defaultLanguage
  const shopper = { storefront, language, countryCode: storefront.country, redeemToken: null }
  const token = decoded((await params).token)
  if (token === null) return refusal(404, 'this card data link does not work')
  const pass = await cardApplePass(await getDb(), shopper, token)
  if (!pass) return refusal(404, 'not found')
  if (!pass.ok) return refusal(404, 'this card data link does not work')
  return new Response(new Uint8Array(pass.value), {
    headers: {
      'content-type': 'application/vnd.apple.pkpass',
      'content-disposition': 'attachment; filename="gift-card.pkpass"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

export const GET = withRequestLog('card-apple-pass', get)
