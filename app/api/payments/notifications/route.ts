import { getDb } from '@/server/db/client'
import { mediaTypeOf, readTextBody } from '@/server/http/bounded-body'
import { handleNotification } from '@/server/modules/payments/payment-notifications'
import { adyenProviderFromEnv } from '@/server/services/payments/adyen/adyen-provider'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

/** Adyen batches a few notifications of about 2 kB each; half a megabyte leaves ample room. */
const NOTIFICATION_BODY_LIMIT = 512 * 1024

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Adyen standard webhooks. Every item must carry a valid HMAC (and basic auth when configured), or
 * nothing is applied and the call is refused. Adyen expects "[accepted]" once stored; it retries
 * otherwise, which the idempotent handling makes harmless. A body that is not JSON, or larger than any
 * batch Adyen sends, is refused with a reason before anything is checked.
 */
async function post(request: Request): Promise<Response> {
  const provider = adyenProviderFromEnv()
  if (!provider) return new Response('payments provider not configured', { status: 404 })
  if (mediaTypeOf(request) !== 'application/json') return new Response('expected application/json', { status: 400 })
  const body = await readTextBody(request, NOTIFICATION_BODY_LIMIT)
  if (!body.ok) return body.response
  if (!isJson(body.text)) return new Response('the body is not JSON', { status: 400 })
  const notifications = await provider.readNotifications(body.text, request.headers)
  if (!notifications) return new Response('unauthorized', { status: 401 })
  const db = await getDb()
  for (const notification of notifications) await handleNotification(db, provider.name, notification)
  return new Response('[accepted]', { status: 200, headers: { 'content-type': 'text/plain' } })
}

export const POST = withRequestLog('payment-notifications', post)
