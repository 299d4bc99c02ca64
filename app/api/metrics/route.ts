import { getDb } from '@/server/db/client'
import { readScrapeFigures } from '@/server/services/metrics/scrape'
import { metricsAuthorization } from '@/server/services/metrics/metrics-token'
import { collectProcessMetrics, publishDatabaseDown, publishScrapeFigures } from '@/server/services/metrics/business-gauges'
import { registry } from '@/server/services/metrics/registry'
import { findMoneyMismatches } from '@/server/modules/payments/reconcile'

// Figures of this moment: never cached.
export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics: the Prometheus text format (docs/operations.md "Metrics"), for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the endpoint does not exist (404).
 */
export async function GET(request: Request): Promise<Response> {
  const refused = metricsAuthorization(request.headers.get('authorization'))
  if (refused) return refused
  collectProcessMetrics()
  try {
    publishScrapeFigures(await readScrapeFigures(await getDb(), findMoneyMismatches))
  } catch {
    publishDatabaseDown()
  }
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
}
