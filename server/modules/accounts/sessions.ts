import 'server-only'
import { and, eq, gt, ne } from 'drizzle-orm'
import { customers, sessions } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { hashToken, newSecretToken } from './tokens'

/** A session lasts 30 days from login; logout, a password change or reset, and deletion end it early. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60

export type CustomerRow = typeof customers.$inferSelect

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function startSession(db: Db, customerId: string, now = new Date()): Promise<string> {
  const token = newSecretToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
  })
  return token
}

/** The customer of an unexpired session in this storefront, or null. */
export async function customerOfSession(db: Db, token: string | null, storefront: string, now = new Date()): Promise<CustomerRow | null> {
  if (!token) return null
  const [row] = await db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), eq(customers.storefront, storefront)))
    .limit(1)
  return row?.customer ?? null
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Ends every session of a customer, except the one given (the device that changed the password). */
export async function endAllSessions(db: Db, customerId: string, keepToken: string | null = null): Promise<void> {
  const condition = keepToken
    ? and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, hashToken(keepToken)))
    : eq(sessions.customerId, customerId)
  await db.delete(sessions).where(condition)
}
