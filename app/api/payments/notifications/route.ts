import { getDb } from '@/server/db/client'
import { handleNotification } from '@/server/modules/cart/payment-notifications'
import { adyenProviderFromEnv } from '@/server/services/payments/adyen/adyen-provider'

export const dynamic = 'force-dynamic'

/**
 * Adyen standard webhooks. Every item must carry a valid HMAC (and basic auth when configured), or
 * nothing is applied and the call is refused. Adyen expects "[accepted]" once stored; it retries
 * otherwise, which the idempotent handling makes harmless.
 */
export async function POST(request: Request): Promise<Response> {
  const provider = adyenProviderFromEnv()
  if (!provider) return new Response('payments provider not configured', { status: 404 })
  const notifications = await provider.readNotifications(await request.text(), request.headers)
  if (!notifications) return new Response('unauthorized', { status: 401 })
  const db = await getDb()
  for (const notification of notifications) await handleNotification(db, provider.name, notification)
  return new Response('[accepted]', { status: 200, headers: { 'content-type': 'text/plain' } })
}
