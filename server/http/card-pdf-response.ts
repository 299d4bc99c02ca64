import 'server-only'
import { resolveStorefrontByHost } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import { readCardPrint } from '@/server/modules/card-data/card-print'
import { cardPdf } from '@/server/services/gift-assets/card-pdf'

const NOT_FOUND = { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }

/**
 * The card of a card data link as a PDF to print at home (docs/rules/redeem.md card data page), in the
 * language the card page asks for (`?language=`, one of the storefront's; else its default). The
 * storefront is the request's host, as for the page, so a card prints only in its own shop. An altered,
 * expired or foreign link gets the same bare 404 and nothing else: which of them it was is the page's
 * to say, in words, not a download's.
 */
export async function cardPdfResponse(db: Db, request: Request, rawToken: string): Promise<Response> {
  const storefront = resolveStorefrontByHost(request.headers.get('host'))
  const asked = new URL(request.url).searchParams.get('language')
  const language = storefront.languages.find((candidate) => candidate === asked) ?? storefront.defaultLanguage
  const shopper = { storefront, language, countryCode: storefront.country, redeemToken: null }
  const print = await readCardPrint(db, shopper, safeDecode(rawToken))
  if (!print.ok) return new Response('Not found', NOT_FOUND)
  return new Response(Buffer.from(await cardPdf(print.value.card)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${print.value.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // The address carries the card's secret: nothing may send it on as a referrer.
      'referrer-policy': 'no-referrer',
    },
  })
}

/** A token is base64url and needs no decoding; a malformed escape is just an invalid token, not an error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
