import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The last time slot each background job was claimed for (server/services/jobs/job-slots.ts). Every
 * instance ticks every job; only the one whose conditional upsert moves `slot` forward runs it, so a
 * job runs once per slot across all instances. One row per job: the table never grows.
 */
export const jobSlots = pgTable('job_slots', {
  job: text('job').primaryKey(),
  /** Whole intervals since the Unix epoch (`floor(ms / interval)`). */
  slot: bigint('slot', { mode: 'number' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The instance that claimed it (`host:pid`), for an operator reading the table. */
  claimedBy: text('claimed_by').notNull(),
})
