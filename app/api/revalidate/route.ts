import { timingSafeEqual } from 'node:crypto'
import { parseStorefrontCode } from '@/config/storefronts/resolve'
import { invalidateCatalog } from '@/server/modules/catalog/catalog-cache'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

/**
 * Invalidates cached catalogue pages after a catalogue change made outside this process (a reseed, an
 * import). Needs `Authorization: Bearer $REVALIDATE_SECRET`; without a configured secret it does not exist.
 */
async function post(request: Request) {
  const secret = process.env.REVALIDATE_SECRET
  if (!secret) return new Response(null, { status: 404 })
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ status: 'forbidden' }, { status: 403 })
  }
  const store = new URL(request.url).searchParams.get('storefront')
  const code = store ? parseStorefrontCode(store) : undefined
  if (store && !code) return Response.json({ status: 'unknown storefront' }, { status: 400 })
  return Response.json({ status: 'ok', invalidated: invalidateCatalog(code) })
}

export const POST = withRequestLog('revalidate', post)
