import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { rateLimitCounters } from '@/server/db/schema'
import { hitRateLimit, hitRateLimits, releaseRateLimit, type RateLimitRule } from '@/server/services/rate-limit'
import { rateLimitRefusals } from '@/server/services/metrics/registry'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { ACCOUNT_LIMITS } from '@/server/modules/accounts/account-limits'

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

  it('counts each refusal in the metrics under the limit that refused it, and nothing it let through', async () => {
    const refusals = async (limit: string) => (await rateLimitRefusals.get()).values.find((sample) => sample.labels.limit === limit)?.value ?? 0
    const counted: RateLimitRule = { name: `test:metric-${backend}`, limit: 2, windowSeconds: 600 }
    const now = at('2026-11-23T06:00:00Z')
    for (let i = 0; i < 2; i += 1) await hitRateLimit(testDb.db, counted, 'metric', now)
    expect(await refusals(counted.name)).toBe(0)
    for (let i = 0; i < 3; i += 1) await hitRateLimit(testDb.db, counted, 'metric', now)
    expect(await refusals(counted.name)).toBe(3)
  })

  it('counts every one of many concurrent attempts', async () => {
    const now = at('2026-11-23T07:00:00Z')
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(testDb.db, rule, 'concurrent', now)))
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(rule.limit)
  })

  it('with several limits, every limit counts each attempt and the first one exceeded answers', async () => {
    const perAddress: RateLimitRule = { name: 'test:address', limit: 2, windowSeconds: 60 }
    const perAccount: RateLimitRule = { name: 'test:account', limit: 4, windowSeconds: 900 }
    const start = at('2026-11-23T06:00:00Z')
    const attempt = (address: string | null, seconds: number) =>
      hitRateLimits(testDb.db, [[perAddress, address], [perAccount, 'lotte@example.com']], new Date(start.getTime() + seconds * 1000))
    expect(await attempt('10.0.0.1', 0)).toEqual({ allowed: true })
    expect(await attempt('10.0.0.1', 1)).toEqual({ allowed: true })
    // The address is over its limit; the account still counts this third attempt.
    expect(await attempt('10.0.0.1', 2)).toEqual({ allowed: false, retryAfterSeconds: 58 })
    // A new address: its own limit is fresh, but the account has had 3 of its 4.
    expect(await attempt('10.0.0.2', 3)).toEqual({ allowed: true })
    expect(await attempt('10.0.0.2', 5)).toEqual({ allowed: false, retryAfterSeconds: 895 })
    // No address known (null subject): only the account is asked, and it is over.
    expect(await attempt(null, 7)).toEqual({ allowed: false, retryAfterSeconds: 893 })
    // Both over: the first rule in the list answers.
    expect(await attempt('10.0.0.1', 10)).toEqual({ allowed: false, retryAfterSeconds: 50 })
  })

  it('takes a released attempt back from the current window, never below zero, and leaves an ended window alone', async () => {
    const pin: RateLimitRule = { name: 'test:release', limit: 2, windowSeconds: 600 }
    const start = at('2026-11-23T05:00:00Z')
    const later = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    const count = async () => (await testDb.db.select({ count: rateLimitCounters.count }).from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test:release:card-1')))[0]?.count
    await hitRateLimit(testDb.db, pin, 'card-1', later(0))
    await hitRateLimit(testDb.db, pin, 'card-1', later(1))
    await releaseRateLimit(testDb.db, pin, 'card-1', later(2))
    expect(await count()).toBe(1)
    // The released attempt is room for one more.
    expect(await hitRateLimit(testDb.db, pin, 'card-1', later(3))).toEqual({ allowed: true })
    expect(await hitRateLimit(testDb.db, pin, 'card-1', later(4))).toMatchObject({ allowed: false })
    for (let i = 0; i < 5; i += 1) await releaseRateLimit(testDb.db, pin, 'card-1', later(5))
    expect(await count()).toBe(0)
    // After the window ended a release changes nothing (the next hit starts a new window anyway).
    await hitRateLimit(testDb.db, pin, 'card-1', later(6))
    await releaseRateLimit(testDb.db, pin, 'card-1', later(601))
    expect(await count()).toBe(1)
  })

  it('deletes expired windows on about one hit in a hundred, and only expired ones', async () => {
    const cleanup: RateLimitRule = { name: 'test:cleanup', limit: 5, windowSeconds: 60 }
    const old = at('2026-11-22T00:00:00Z')
    const now = at('2026-11-23T12:00:00Z')
    const keys = async () => (await testDb.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(like(rateLimitCounters.key, 'test:cleanup:%'))).map((row) => row.key).sort()
    await hitRateLimit(testDb.db, cleanup, 'expired', old, () => 0.5)
    await hitRateLimit(testDb.db, cleanup, 'current', now, () => 0.5)
    // 0.01 × 100 is not below 1: no cleanup; 0.5 neither.
    await hitRateLimit(testDb.db, cleanup, 'current', now, () => 0.01)
    expect(await keys()).toEqual(['test:cleanup:current', 'test:cleanup:expired'])
    await hitRateLimit(testDb.db, cleanup, 'current', now, () => 0.009)
    expect(await keys()).toEqual(['test:cleanup:current'])
  })

  it('counts a per-address limit per IPv6 /64, so fresh addresses of one network share it', async () => {
    const rule = ACCOUNT_LIMITS.registerPerIp
    const now = at('2026-11-23T05:00:00Z')
    for (let i = 1; i <= rule.limit; i += 1) {
      expect(await hitRateLimits(testDb.db, [[rule, `2001:db8:${backend === 'pglite' ? 'a' : 'b'}::${i.toString(16)}`]], now)).toEqual({ allowed: true })
    }
    const network = `2001:db8:${backend === 'pglite' ? 'a' : 'b'}:0`
    expect(await hitRateLimits(testDb.db, [[rule, `${network}:ffff:ffff:ffff:ffff`]], now)).toMatchObject({ allowed: false })
    expect(await hitRateLimits(testDb.db, [[rule, `${network.replace(/:0$/, ':1')}::1`]], now)).toEqual({ allowed: true })
    // IPv4 clients keep a key each, however they are written.
    expect(await hitRateLimits(testDb.db, [[rule, '192.0.2.1']], now)).toEqual({ allowed: true })
    expect(await hitRateLimits(testDb.db, [[rule, '::ffff:192.0.2.2']], now)).toEqual({ allowed: true })
  })
})
