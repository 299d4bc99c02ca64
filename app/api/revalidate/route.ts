import { timingSafeEqual } from 'node:crypto'
import { parseStorefrontCode } from '@/config/storefronts/resolve'
import { getDb } from '@/server/db/client'
import { invalidateCatalog } from '@/server/modules/catalog/catalog-cache'
import { errorField, loggerFor } from '@/server/services/log/logger'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

/**
 * Invalidates cached catalogue pages after a catalogue change made outside this process (a reseed, an
 * import), on this instance and, through the database, on every other one. Needs
 * `Authorization: Bearer $REVALIDATE_SECRET`; without a configured secret it does not exist.
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
  try {
    return Response.json({ status: 'ok', invalidated: await invalidateCatalog(await getDb(), code) })
  } catch (error) {
    // This instance's caches are gone; the others keep theirs until their lifetime ends: say so.
    loggerFor('catalog').error({ error: errorField(error) }, 'catalogue change not announced to the other instances')
    return Response.json({ status: 'other instances not reached: the database is unavailable' }, { status: 503, headers: { 'retry-after': '5' } })
  }
}

export const POST = withRequestLog('revalidate', post)
