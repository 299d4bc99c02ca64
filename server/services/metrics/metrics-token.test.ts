import { describe, expect, it } from 'vitest'
import { metricsAuthorization } from './metrics-token'

describe('who may read /api/metrics', () => {
  const env = { METRICS_TOKEN: 's3cret-scraper-token' }

  it('nobody while METRICS_TOKEN is unset: the endpoint answers like an unknown address', () => {
    expect(metricsAuthorization('Bearer s3cret-scraper-token', {})?.status).toBe(404)
    expect(metricsAuthorization(null, { METRICS_TOKEN: '  ' })?.status).toBe(404)
  })

  it('only a scraper that sends the token as a bearer', () => {
    expect(metricsAuthorization('Bearer s3cret-scraper-token', env)).toBeNull()
    for (const header of [null, '', 'Bearer ', 'Bearer s3cret-scraper-toke', 'Bearer s3cret-scraper-token2', 's3cret-scraper-token', 'Basic czNjcmV0']) {
      const refused = metricsAuthorization(header, env)
      expect(refused?.status, String(header)).toBe(401)
      expect(refused?.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    }
  })
})
