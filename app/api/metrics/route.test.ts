import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/server/db/client', () => ({ getDb: async () => ({}) }))
vi.mock('@/server/services/metrics/scrape', () => ({
  readScrapeFigures: async () => ({
    business: { ordersByStatus: [{ status: 'COMPLETED', count: 17 }], paymentsByMethodAndStatus: [], refundsByStatus: [], cardValue: [] },
    outbox: { pending: 4, oldestPendingSeconds: 0, failed: 0, uncertain: 0 },
    mismatches: {},
  }),
}))

const { GET } = await import('./route')
const { rateLimitRefusals } = await import('@/server/services/metrics/registry')

/** Where a cluster worker offers the summed figures (scripts/server/cluster-metrics.mjs). */
const CLUSTER_METRICS_KEY = Symbol.for('giftshop.metrics.cluster')
const globals = globalThis as unknown as Record<symbol, (() => Promise<string>) | undefined>
const scrape = () => GET(new Request('http://shop.test/api/metrics/', { headers: { authorization: 'Bearer s3cret-scraper' } }))

describe('GET /api/metrics', () => {
  beforeEach(() => { process.env.METRICS_TOKEN = 's3cret-scraper' })
  afterEach(() => {
    delete process.env.METRICS_TOKEN
    delete globals[CLUSTER_METRICS_KEY]
  })

  it('in one process: its own counters and the database figures of this scrape', async () => {
    rateLimitRefusals.inc({ limit: 'login:ip' }, 3)
    const text = await (await scrape()).text()
    expect(text).toContain('\ngiftshop_rate_limit_refusals_total{limit="login:ip"} 3\n')
    expect(text).toContain('\ngiftshop_orders{status="COMPLETED"} 17\n')
    expect(text).toContain('\ngiftshop_mail_outbox_pending 4\n')
  })

  it('in a cluster worker: the counters summed over the workers, and the database figures once, from this worker', async () => {
    rateLimitRefusals.inc({ limit: 'login:ip' }, 1)
    globals[CLUSTER_METRICS_KEY] = async () => '# TYPE giftshop_rate_limit_refusals_total counter\ngiftshop_rate_limit_refusals_total{limit="login:ip"} 40\n'
    const answer = await scrape()
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text.match(/^giftshop_rate_limit_refusals_total\{limit="login:ip"\} \d+$/gm)).toEqual(['giftshop_rate_limit_refusals_total{limit="login:ip"} 40'])
    expect(text.match(/^giftshop_orders\{.*$/gm)).toEqual(['giftshop_orders{status="COMPLETED"} 17'])
  })

  it('fails the scrape when the other workers figures cannot be had, rather than report a part', async () => {
    globals[CLUSTER_METRICS_KEY] = async () => { throw new Error('the cluster primary did not answer') }
    const answer = await scrape()
    expect(answer.status).toBe(503)
    expect(await answer.text()).not.toContain('giftshop_')
  })
})
