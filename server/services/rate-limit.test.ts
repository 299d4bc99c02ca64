import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hitRateLimit, type RateLimitRule } from '@/server/services/rate-limit'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const rule: RateLimitRule = { name: 'test:window', limit: 3, windowSeconds: 600 }
const at = (iso: string) => new Date(iso)

describe.each(testBackends())('rate limit windows on %s', (backend) => {
  let testDb: TestDb
  beforeAll(async () => { testDb = await createTestDb(backend) })
  afterAll(async () => { await testDb?.close() })

  it('opens the window at the first attempt, so a burst across a clock boundary is still one window', async () => {
    const subject = 'straddling'
    // 09:59:30 and 10:00:30 would fall into two grid windows of ten minutes; here they share one.
    for (const time of ['2026-11-23T09:59:30Z', '2026-11-23T09:59:50Z', '2026-11-23T10:00:10Z']) {
      expect(await hitRateLimit(testDb.db, rule, subject, at(time))).toEqual({ allowed: true })
    }
    expect(await hitRateLimit(testDb.db, rule, subject, at('2026-11-23T10:00:30Z'))).toEqual({ allowed: false, retryAfterSeconds: 540 })
  })

  it('starts a new window once the old one has expired', async () => {
    const subject = 'expiring'
    for (let i = 0; i < 4; i += 1) await hitRateLimit(testDb.db, rule, subject, at('2026-11-23T08:00:00Z'))
    expect(await hitRateLimit(testDb.db, rule, subject, at('2026-11-23T08:09:59Z'))).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
    expect(await hitRateLimit(testDb.db, rule, subject, at('2026-11-23T08:10:00Z'))).toEqual({ allowed: true })
    expect(await hitRateLimit(testDb.db, rule, subject, at('2026-11-23T08:10:01Z'))).toEqual({ allowed: true })
  })

  it('counts every one of many concurrent attempts', async () => {
    const now = at('2026-11-23T07:00:00Z')
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(testDb.db, rule, 'concurrent', now)))
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(rule.limit)
  })
})
