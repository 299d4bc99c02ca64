import 'server-only'
import { lt, sql } from 'drizzle-orm'
import { rateLimitCounters } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * Fixed-window rate limits kept in the database, so every app instance counts against the same
 * numbers. Each attempt is one atomic upsert (no read-then-write race): concurrent attempts all count.
 */
export interface RateLimitRule {
  /** What is limited, e.g. 'login:account'. */
  name: string
  limit: number
  windowSeconds: number
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** One in this many hits also deletes expired windows, so the table stays small without a job. */
const CLEANUP_EVERY = 100

export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, now = new Date()): Promise<RateLimitOutcome> {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const expiresAt = new Date(windowStart.getTime() + windowMs)
  const key = `${rule.name}:${subject}`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
  if (Math.random() * CLEANUP_EVERY < 1) {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now))
  }
  const count = row?.count ?? 0
  if (count <= rule.limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) }
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
