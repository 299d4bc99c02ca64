import { getDb } from '@/server/db/client'
import { readScrapeFigures } from '@/server/services/metrics/scrape'
import { metricsAuthorization } from '@/server/services/metrics/metrics-token'
import { collectProcessMetrics, publishDatabaseDown, publishScrapeFigures, scrapeRegistry } from '@/server/services/metrics/business-gauges'
import { clusterMetricsSum } from '@/server/services/metrics/cluster-sum'
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
  // Counters and histograms: this process's, or with WEB_CONCURRENCY > 1 the sum over all workers. A
  // failed sum is a failed scrape (503), not this worker's share alone, which would look like a counter reset.
  const sum = clusterMetricsSum()
  let counted: string
  try {
    counted = sum ? await sum() : await registry.metrics()
  } catch {
    return new Response('metrics of the other workers unavailable\n', { status: 503, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } })
  }
  // The database's figures of this scrape, read once by this worker (business-gauges.ts scrapeRegistry).
  return new Response(counted + await scrapeRegistry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
}
