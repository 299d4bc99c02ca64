import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { giftCards, orders } from './orders'

/**
 * A shop-bought physical choice card being activated (docs/rules/activation-and-doubler.md Activation order): the order pays the
 * amount; once paid, `activateAfter` is set and the activation job loads the card when that time has
 * come (docs/rules/limits.md: usable within 24 hours). A card is activated by at most one paid order.
 */
export const cardActivations = pgTable('card_activations', {
  orderId: uuid('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  cardId: uuid('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  amount: integer('amount').notNull(),
  activateAfter: timestamp('activate_after', { withTimezone: true }),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('card_activations_paid_card_idx').on(t.cardId).where(sql`activate_after is not null`),
  index('card_activations_due_idx').on(t.activateAfter).where(sql`activated_at is null`),
])
