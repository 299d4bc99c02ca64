import 'server-only'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { customers, passwordResetTokens } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { CustomerRow } from './sessions'

export type NewCustomer = typeof customers.$inferInsert
export type ProfileChanges = Partial<Omit<NewCustomer, 'id' | 'storefront' | 'emailKey' | 'email' | 'passwordHash' | 'createdAt'>>

export async function findCustomerByEmail(db: Db, storefront: string, emailKey: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storefront, storefront), eq(customers.emailKey, emailKey)))
    .limit(1)
  return row ?? null
}

/** Inserts a customer; null when the e-mail is taken (the unique index decides, so races are safe). */
export async function insertCustomer(db: Db, customer: NewCustomer): Promise<CustomerRow | null> {
  const [row] = await db.insert(customers).values(customer).onConflictDoNothing().returning()
  return row ?? null
}

export async function updateCustomer(db: Db, id: string, changes: ProfileChanges): Promise<CustomerRow | null> {
  const [row] = await db.update(customers).set(changes).where(eq(customers.id, id)).returning()
  return row ?? null
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(customers).set({ passwordHash, passwordChangedAt: now }).where(eq(customers.id, id))
}

/** Deletes the account; sessions, reset links and receivers go with it (foreign keys cascade). */
export async function deleteCustomer(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id })
  return rows.length > 0
}

export async function insertResetToken(db: Db, customerId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ tokenHash, customerId, createdAt: now, expiresAt })
}

/**
 * Uses a reset token: marks it used only if it is unused and unexpired, in one statement, so a
 * token works once even when two requests race. Returns the customer id, or null.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ customerId: passwordResetTokens.customerId })
  return row?.customerId ?? null
}

/** After a reset every other outstanding link of the customer stops working too. */
export async function retireResetTokens(db: Db, customerId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)))
}
