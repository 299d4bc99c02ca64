import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Keys the app generates for itself when none is configured (e.g. the card-data link key), kept in
 * the database so every instance signs and reads with the same key and a restart keeps old links valid.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
