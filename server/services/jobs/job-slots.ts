import 'server-only'
import { hostname } from 'node:os'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { jobSlots } from '@/server/db/schema'

/** Who claims: enough for an operator to find the process in the logs. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`

/** The slot a moment falls in: whole intervals since the Unix epoch. */
export function slotOf(now: Date, intervalMs: number): number {
  return Math.floor(now.getTime() / intervalMs)
}

/**
 * Claims `slot` of `job` for this instance: true for exactly one caller per job and slot, however
 * many instances ask at once (the upsert's row lock serialises them and only the first moves the
 * slot forward), and false for a slot at or before the last one claimed.
 */
export async function claimJobSlot(db: Db, job: string, slot: number, claimedBy = INSTANCE_NAME): Promise<boolean> {
  const claimed = await db.insert(jobSlots)
    .values({ job, slot, claimedBy })
    .onConflictDoUpdate({
      target: jobSlots.job,
      set: { slot, claimedBy, claimedAt: sql`now()` },
      where: lt(jobSlots.slot, slot),
    })
    .returning({ job: jobSlots.job })
  return claimed.length === 1
}
