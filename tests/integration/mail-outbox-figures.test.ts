import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '@/server/db/schema'
import { CLAIM_SECONDS, MAX_DELIVERY_ATTEMPTS, mailOutboxFigures } from '@/server/services/mail/outbox'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

// The outbox figures the metrics report (docs/orders.md, Delivery): what waits and for how long, what
// was given up and what an operator must check because its sender died mid-send.
const now = new Date('2026-03-02T10:00:00.000Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const mail = (subject: string, fields: Partial<typeof mailOutbox.$inferInsert>) =>
  ({ kind: 'test', recipient: 'figures@example.com', subject, html: '', text: '', ...fields })

describe.each(testBackends())('mail outbox figures on %s', (backend) => {
  let testDb: TestDb
  beforeAll(async () => { testDb = await createTestDb(backend) })
  afterAll(async () => { await testDb?.close() })

  it('are all zero on an empty outbox', async () => {
    expect(await mailOutboxFigures(testDb.db, now)).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 0, uncertain: 0 })
  })

  it('count each state once and age the pending mails from when they became due', async () => {
    await testDb.db.insert(mailOutbox).values([
      mail('sent', { createdAt: ago(9000), sentAt: ago(8000), handedOverAt: ago(8000) }),
      mail('waiting', { createdAt: ago(300) }),
      // Scheduled: its age counts from its send moment (125 s ago), not from when it was written (a day ago).
      mail('scheduled, due', { createdAt: ago(86_400), sendAfter: ago(125) }),
      mail('scheduled, not due', { createdAt: ago(86_400), sendAfter: new Date(now.getTime() + 60_000) }),
      mail('in backoff', { createdAt: ago(90), attempts: 2, nextAttemptAt: new Date(now.getTime() + 60_000), lastError: '451' }),
      mail('being sent', { createdAt: ago(30), claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000), handedOverAt: ago(1) }),
      mail('claim expired before hand-over', { createdAt: ago(60), claimedUntil: ago(1) }),
      mail('refused', { createdAt: ago(7200), attempts: 1, failedAt: ago(7000), lastError: '550 no such user' }),
      mail('out of attempts, before failed_at existed', { createdAt: ago(7200), attempts: MAX_DELIVERY_ATTEMPTS, lastError: '421' }),
      mail('uncertain', { createdAt: ago(3600), claimedUntil: ago(10), handedOverAt: ago(3500) }),
    ])
    expect(await mailOutboxFigures(testDb.db, now)).toEqual({ pending: 5, oldestPendingSeconds: 300, failed: 2, uncertain: 1 })
  })
})
