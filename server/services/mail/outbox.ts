import 'server-only'
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, not, or, sql } from 'drizzle-orm'
import { mailOutbox, type MailAttachment } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { deliveryFailure, retryDelayMinutes } from './delivery-failure'
import type { MailTransport } from './transport'
import { loggerFor } from '@/server/services/log/logger'
import { maskEmail, maskSecretsIn } from '@/server/services/log/redact'
import { mailDeliveries } from '@/server/services/metrics/registry'

const log = loggerFor('mail')

export interface OutgoingMail {
  kind: string
  recipient: string
  subject: string
  html: string
  text: string
  /** Not sent before this instant (a gift card mailed at its chosen delivery moment); absent: at once. */
  sendAfter?: Date | null
  attachments?: MailAttachment[]
  /** The gift card the message delivers, for a giver's resend. */
  giftCardId?: string | null
}

/** After this many failed deliveries a message stays in the outbox for an operator to look at. */
export const MAX_DELIVERY_ATTEMPTS = 5

/** Writes a message to the outbox; call it inside the transaction of the change that causes it. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id })
  return row!.id
}

/** How long a sender holds a message it is sending; after a crash the message is free again then. */
export const CLAIM_SECONDS = 5 * 60

/** Given up: refused for good, or out of attempts (rows from before `failed_at` have only the count). */
const failed = () => or(isNotNull(mailOutbox.failedAt), gte(mailOutbox.attempts, MAX_DELIVERY_ATTEMPTS))

/** Handed to the transport by a sender whose claim has run out without an outcome: it may have gone out. */
const uncertain = (now: Date) => and(isNotNull(mailOutbox.handedOverAt), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)))

/**
 * Unsent and due: without a send moment or with one that has come, past the backoff of its last
 * temporary failure, not given up and never handed over (a handed-over row is either being sent or
 * uncertain; neither may be sent again).
 */
const due = (now: Date) => and(
  isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), isNull(mailOutbox.handedOverAt),
  or(isNull(mailOutbox.sendAfter), lte(mailOutbox.sendAfter, now)),
  or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
)

/**
 * Sends one outbox message and records the outcome; returns whether it was delivered. At most once
 * (docs/orders.md, Delivery): the sender first claims the row with a conditional update (due and
 * unclaimed, or its claim expired), so two instances never send a message at once; a sender that
 * dies holding only the claim leaves it to the next sweep. Right before the transport gets the
 * message the row is marked handed over: a sender that dies after that (the server may have
 * accepted it) leaves an uncertain row that no sweep resends. The operator looks its Message-ID,
 * `<outbox id@outbox>`, up in the mail server's log and resends it by clearing `handed_over_at`.
 */
export async function deliverMail(db: Db, id: string, transport: MailTransport, from: string, now = new Date()): Promise<boolean> {
  const claimedUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000)
  const [mail] = await db
    .update(mailOutbox)
    .set({ claimedUntil })
    .where(and(eq(mailOutbox.id, id), due(now), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now))))
    .returning()
  if (!mail) return false
  // Only while the claim is still ours (a sender slower than CLAIM_SECONDS has lost it).
  const handedOver = await db.update(mailOutbox).set({ handedOverAt: new Date() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimedUntil, claimedUntil), isNull(mailOutbox.handedOverAt)))
    .returning({ id: mailOutbox.id })
  if (handedOver.length === 0) return false
  try {
    await transport.send({
      from, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments, messageId: `<${mail.id}@outbox>`,
    })
    await db.update(mailOutbox).set({ sentAt: new Date(), claimedUntil: null }).where(eq(mailOutbox.id, id))
    mailDeliveries.inc({ outcome: 'sent' })
    log.info({ mail: id, kind: mail.kind, to: maskEmail(mail.recipient) }, 'mail sent')
    return true
  } catch (error) {
    const { permanent, message } = deliveryFailure(error)
    const attempts = mail.attempts + 1
    const givenUp = permanent || attempts >= MAX_DELIVERY_ATTEMPTS
    mailDeliveries.inc({ outcome: 'failed' })
    // A server's refusal often quotes the address it refused.
    log[givenUp ? 'error' : 'warn']({ mail: id, kind: mail.kind, to: maskEmail(mail.recipient), attempt: attempts, permanent, givenUp, reason: maskSecretsIn(message) }, 'mail not delivered')
    // The transport said it failed, so nothing went out: the row is no longer handed over.
    await db
      .update(mailOutbox)
      .set({
        claimedUntil: null, handedOverAt: null, attempts, lastError: message,
        failedAt: givenUp ? now : null,
        nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000),
      })
      .where(eq(mailOutbox.id, id))
    return false
  }
}

/**
 * Sends what is still unsent and due (oldest first): messages whose backoff after a temporary
 * failure has passed (up to MAX_DELIVERY_ATTEMPTS each), messages a sender left claimed but never
 * handed over, and scheduled messages whose moment has come.
 */
export async function deliverPendingMail(db: Db, transport: MailTransport, from: string, limit = 20, now = new Date()): Promise<number> {
  const pending = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(
      due(now),
      lt(mailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
    ))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
  let delivered = 0
  for (const { id } of pending) if (await deliverMail(db, id, transport, from, now)) delivered += 1
  return delivered
}

export interface MailOutboxFigures {
  /** Unsent, due (its send moment has come), neither given up nor uncertain; waiting for a backoff or being sent counts. */
  pending: number
  /** Age of the oldest pending mail, from when it became due; 0 when none. */
  oldestPendingSeconds: number
  /** Given up (5xx or out of attempts): an operator must look. */
  failed: number
  /** Handed over by a sender that died before recording the outcome: an operator must check the mail server's log. */
  uncertain: number
}

/** The outbox's health for the metrics: what waits, for how long, and what needs an operator. */
export async function mailOutboxFigures(db: Db, now = new Date()): Promise<MailOutboxFigures> {
  const at = sql`${now.toISOString()}::timestamptz`
  const unsent = and(isNull(mailOutbox.sentAt), or(isNull(mailOutbox.sendAfter), lte(mailOutbox.sendAfter, now)))
  const isFailed = failed()
  const isUncertain = and(not(isFailed!), uncertain(now))
  const isPending = and(not(isFailed!), not(isUncertain!))
  const dueSince = sql`greatest(${mailOutbox.createdAt}, coalesce(${mailOutbox.sendAfter}, ${mailOutbox.createdAt}))`
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${isPending})::int`,
      oldestPendingSeconds: sql<number>`coalesce(floor(extract(epoch from ${at} - min(${dueSince}) filter (where ${isPending}))), 0)::int`,
      failed: sql<number>`count(*) filter (where ${isFailed})::int`,
      uncertain: sql<number>`count(*) filter (where ${isUncertain})::int`,
    })
    .from(mailOutbox)
    .where(unsent)
  return { pending: row!.pending, oldestPendingSeconds: Math.max(0, row!.oldestPendingSeconds), failed: row!.failed, uncertain: row!.uncertain }
}
