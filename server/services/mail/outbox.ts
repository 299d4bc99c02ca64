import 'server-only'
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm'
import { mailOutbox, type MailAttachment } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { MailTransport } from './transport'

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

/** Unsent, and due: without a send moment or with one that has come. */
const due = (now: Date) => and(isNull(mailOutbox.sentAt), or(isNull(mailOutbox.sendAfter), lte(mailOutbox.sendAfter, now)))

/**
 * Sends one outbox message and records the outcome; returns whether it was delivered. The sender
 * first claims the row with a conditional update (unsent and unclaimed, or its claim expired), so two
 * instances never send a message at once, and a sender that crashed mid-way leaves it to the next
 * sweep instead of losing it. The Message-ID is the outbox id, so a mailbox can tell a repeat after
 * such a crash.
 */
export async function deliverMail(db: Db, id: string, transport: MailTransport, from: string, now = new Date()): Promise<boolean> {
  const [mail] = await db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where(and(
      eq(mailOutbox.id, id),
      due(now),
      or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
    ))
    .returning()
  if (!mail) return false
  try {
    await transport.send({
      from, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments, messageId: `<${mail.id}@outbox>`,
    })
    await db.update(mailOutbox).set({ sentAt: new Date(), claimedUntil: null }).where(eq(mailOutbox.id, id))
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`mail ${id} (${mail.kind}) could not be delivered`, message)
    await db
      .update(mailOutbox)
      .set({ claimedUntil: null, attempts: mail.attempts + 1, lastError: message.slice(0, 1000) })
      .where(eq(mailOutbox.id, id))
    return false
  }
}

/**
 * Sends what is still unsent and due (oldest first): messages whose delivery failed (up to
 * MAX_DELIVERY_ATTEMPTS each), messages a crashed sender left behind and scheduled messages whose
 * moment has come.
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
