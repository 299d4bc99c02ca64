import { expect, test } from './fixtures'
import { E2E_METRICS_TOKEN } from './metrics-token'

// docs/operations.md: the request id on every answer, the proxy's route name never leaving the server,
// and /api/metrics/ behind its bearer token with every metric it lists.
const port = process.env.E2E_PORT ?? 3100
const origin = `http://127.0.0.1:${port}`
const host = { host: `cbbe.localhost:${port}` }

/** Every metric docs/operations.md lists (process figures aside). */
const METRICS = [
  'giftshop_http_requests_total', 'giftshop_http_request_duration_seconds', 'giftshop_graphql_operations_total',
  'giftshop_graphql_operation_duration_seconds', 'giftshop_orders', 'giftshop_payments', 'giftshop_refunds', 'giftshop_refunds_amount_minor',
  'giftshop_gift_card_value_issued_minor', 'giftshop_gift_card_value_redeemed_minor', 'giftshop_mail_outbox_pending',
  'giftshop_mail_outbox_oldest_pending_seconds', 'giftshop_mail_outbox_failed', 'giftshop_mail_outbox_uncertain', 'giftshop_mail_deliveries_total',
  'giftshop_job_runs_total', 'giftshop_rate_limit_refusals_total', 'giftshop_catalogue_cache_total', 'giftshop_reconcile_mismatches',
  'giftshop_database_up', 'giftshop_process_cpu_seconds_total',
]

test('every answer carries a request id, a proxy’s own id is kept, and the route header never leaves the server', async ({ request }) => {
  const page = await request.get(`${origin}/cadeaubonnen/`, { headers: host })
  expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  expect(page.headers()['x-shop-route']).toBeUndefined()
  const traced = await request.get(`${origin}/`, { headers: { ...host, 'x-request-id': 'edge-4337' } })
  expect(traced.headers()['x-request-id']).toBe('edge-4337')
  const missing = await request.get(`${origin}/geen-pagina-hier/`, { headers: host })
  expect(missing.status()).toBe(404)
  expect(missing.headers()['x-shop-route']).toBeUndefined()
})

test('/api/metrics/ answers only its bearer, in the Prometheus format, with every metric', async ({ request }) => {
  expect((await request.get(`${origin}/api/metrics/`)).status()).toBe(401)
  expect((await request.get(`${origin}/api/metrics/`, { headers: { authorization: 'Bearer wrong' } })).status()).toBe(401)
  // A page and an API call first, so the request counters have a sample of each.
  await request.get(`${origin}/cadeaubonnen/`, { headers: host })
  await request.post(`${origin}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query: 'query($u: UserDataInput!) { storeData(userData: $u) { errors { code } } }', variables: { u: { language: 'nl', storeID: 49, countryCode: 'BE' } } },
  })
  const response = await request.get(`${origin}/api/metrics/`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain; version=0.0.4')
  const text = await response.text()
  for (const name of METRICS) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'))
  expect(text).toMatch(/^giftshop_http_requests_total\{route="productListing",method="GET",status="200"\} [1-9]/m)
  expect(text).toMatch(/^giftshop_graphql_operations_total\{operation="query:storeData",code="[^"]+"\} [1-9]/m)
  expect(text).toMatch(/^giftshop_database_up 1$/m)
})
