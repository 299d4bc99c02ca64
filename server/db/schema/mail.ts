import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { customers } from './accounts'
import { giftCards } from './orders'

/**
 * Outgoing e-mail. A message is written here first (with the change that caused it), then delivered;
 * `sentAt` stays null and `attempts` grows while delivery fails, so nothing is silently lost. The
 * delivery states and the at-most-once guarantee are in docs/orders.md (Delivery).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Not sent before this instant (a gift card scheduled for its delivery moment); null: at once. */
  sendAfter: timestamp('send_after', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  /** A sender holds the message until then; after a crash another sender takes it over. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
  /** Not tried again before this instant: the backoff after a temporary refusal (SMTP 4xx, no connection). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Given up: a permanent refusal (SMTP 5xx) or the last allowed attempt failed; only an operator sends it again. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  /**
   * Set right before the message goes to the transport, cleared when the transport reports a failure.
   * Still set without `sentAt` once the claim expired: the sender died mid-send and the message may
   * have gone out, so it is never resent automatically (uncertain, for an operator).
   */
  handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
  /** Files sent with the message: inline images (`cid`) and attachments such as the card PDF. */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  /** The gift card this message delivers (a card e-mail or its resend), so the giver can resend it. */
  giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
}, (t) => [
  index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt),
  index('mail_outbox_gift_card_idx').on(t.giftCardId),
])

/** A file of an outbox message; the bytes base64-encoded, so the row stays plain JSON. */
export interface MailAttachment {
  filename: string
  contentType: string
  contentBase64: string
  /** Set for an image the HTML shows inline (`<img src="cid:…">`); absent for a download. */
  cid?: string
}

/**
 * What a giver did with a digital card's e-mail after the order (docs/rules/checkout.md Resending a gift card e-mail): sent it
 * again, or corrected the receiver's address (once, before the receiver opened the card). Never
 * changes the card; this log is the audit trail and what the limits count.
 */
export const cardMailResends = pgTable('card_mail_resends', {
  id: uuid('id').primaryKey().defaultRandom(),
  cardId: uuid('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'RESEND' | 'CORRECT_RECIPIENT'>().notNull(),
  previousRecipient: text('previous_recipient').notNull(),
  recipient: text('recipient').notNull(),
  /** Who asked: the customer account, or null for the order's confirmation link. */
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('card_mail_resends_card_idx').on(t.cardId, t.createdAt)])
