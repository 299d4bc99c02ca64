import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Null when the request may read the metrics; otherwise the answer to send. METRICS_TOKEN unset: the
 * endpoint is off and answers 404 like any unknown address. Compared in constant time (as digests, so
 * the length of the token does not show either).
 */
export function metricsAuthorization(authorization: string | null, env: Record<string, string | undefined> = process.env): Response | null {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : ''
  if (given && timingSafeEqual(digest(given), digest(token))) return null
  return new Response('Unauthorized', { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' } })
}
