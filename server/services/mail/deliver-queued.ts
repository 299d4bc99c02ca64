import 'server-only'
import type { Db } from '@/server/db/types'
import { deliverMail } from './outbox'
import { mailSenderFromEnv, mailTransportFromEnv } from './transport'

/** Sends queued mails right away; whatever fails (or a crash skips) the outbox sweep sends later. */
export async function deliverQueuedMail(db: Db, mailIds: readonly string[]): Promise<void> {
  const transport = mailTransportFromEnv()
  const from = mailSenderFromEnv()
  for (const id of mailIds) await deliverMail(db, id, transport, from)
}
