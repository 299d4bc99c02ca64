import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { giftCards } from './orders'

/** A card entered into the balance doubler's monthly draw (docs/rules/activation-and-doubler.md); one entry per card per draw. */
export const doublerEntries = pgTable('doubler_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The draw this entry takes part in, as 'YYYY-MM': drawn on that month's first Monday. */
  drawMonth: text('draw_month').notNull(),
  cardId: uuid('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  storefront: text('storefront').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('doubler_entries_draw_card_idx').on(t.drawMonth, t.cardId)])

/**
 * One row per draw that has run: the primary key makes a second run of the job a no-op, and the
 * digest of the entries with the random seed lets anyone re-derive the winner afterwards.
 */
export const doublerDraws = pgTable('doubler_draws', {
  drawMonth: text('draw_month').primaryKey(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  entriesCount: integer('entries_count').notNull(),
  entriesDigest: text('entries_digest').notNull(),
  seed: text('seed').notNull(),
  winnerEntryId: uuid('winner_entry_id').references(() => doublerEntries.id, { onDelete: 'set null' }),
  creditedAmount: integer('credited_amount').notNull().default(0),
})
