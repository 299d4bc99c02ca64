/**
 * Sends one outbox mail through SMTP from its own process, so a test can SIGKILL the sender in the
 * middle of the delivery (tests/integration/smtp-delivery.test.ts). Arguments: the PostgreSQL URL,
 * the outbox id and the SMTP URL.
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { deliverMail } from '@/server/services/mail/outbox'
import { smtpTransport } from '@/server/services/mail/transport'

async function main(): Promise<void> {
  const [databaseUrl, mailId, smtpUrl] = process.argv.slice(2)
  if (!databaseUrl || !mailId || !smtpUrl) throw new Error('usage: deliver-mail-child DATABASE_URL MAIL_ID SMTP_URL')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  try {
    await deliverMail(drizzle(pool, { schema }) as unknown as Db, mailId, smtpTransport(smtpUrl), 'shop@example.com')
  } finally {
    await pool.end()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 2
})
