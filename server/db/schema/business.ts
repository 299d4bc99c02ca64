import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A business quote request or invoice order (docs/rules/business.md business form, two versions), kept so sales can
 * answer it (docs/rules/limits.md: within 1 hour) even if the e-mail to the sales outbox is delayed.
 */
export const businessRequests = pgTable('business_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'QUOTE' | 'INVOICE_ORDER'>().notNull(),
  storefront: text('storefront').notNull(),
  language: text('language').notNull(),
  email: text('email').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
