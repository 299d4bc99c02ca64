import 'server-only'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { rateLimitCounters } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { rateLimitRefusals } from './metrics/registry'
import { rateLimitAddress } from './rate-limit-address'

/**
 * Rate limits kept in the database, so every app instance counts against the same numbers. A window
 * starts at a key's first attempt (not on the clock's grid, which would let a burst straddling a grid
 * line through twice). Each attempt is one atomic upsert that counts or restarts an expired window, so
 * concurrent attempts all count.
 */
export interface RateLimitRule {
  /** What is limited, e.g. 'login:account'. */
  name: string
  limit: number
  windowSeconds: number
  /** The subject is the client's address: IPv6 addresses count per network prefix (rate-limit-address.ts). */
  byAddress?: boolean
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${rule.byAddress ? rateLimitAddress(subject) : subject}`

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** One in this many hits also deletes expired windows, so the table stays small without a job. */
const CLEANUP_EVERY = 100

/** `random` decides the occasional cleanup (tests pass their own). */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, now = new Date(), random = Math.random): Promise<RateLimitOutcome> {
  const expiresAt = new Date(now.getTime() + rule.windowSeconds * 1000)
  const key = keyOf(rule, subject)
  const expired = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
  if (random() * CLEANUP_EVERY < 1) {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now))
  }
  if (!row || row.count <= rule.limit) return { allowed: true }
  rateLimitRefusals.inc({ limit: rule.name })
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)) }
}

/**
 * Takes one attempt back (a guess that turned out right is no guess): the count of the current window
 * drops by one, never below zero. An ended window is left alone.
 */
export async function releaseRateLimit(db: Db, rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  await db.update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, keyOf(rule, subject)), gt(rateLimitCounters.expiresAt, now)))
}

/** Applies several limits to one attempt; the first exceeded one decides. Every limit counts the attempt. */
export async function hitRateLimits(db: Db, hits: ReadonlyArray<readonly [RateLimitRule, string | null]>, now = new Date()): Promise<RateLimitOutcome> {
  let outcome: RateLimitOutcome = { allowed: true }
  for (const [rule, subject] of hits) {
    if (subject === null) continue
    const result = await hitRateLimit(db, rule, subject, now)
    if (!result.allowed && outcome.allowed) outcome = result
  }
  return outcome
}
