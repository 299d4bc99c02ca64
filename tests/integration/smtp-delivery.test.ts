import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { seedCatalogue } from '@/server/db/seed'
import { mailOutbox } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { CLAIM_SECONDS, deliverMail, deliverPendingMail, enqueueMail, mailOutboxFigures } from '@/server/services/mail/outbox'
import { smtpTransport } from '@/server/services/mail/transport'
import { buyDigitalCard } from '@/tests/helpers/checkout-operations'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { parseMime } from '@/tests/helpers/mime-message'
import { unlimitedVariation } from '@/tests/helpers/seeded-variations'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

// Real delivery through a real SMTP server started here (docs/orders.md, Delivery): a card e-mail
// arrives whole, a 4xx reply is retried after the backoff, a 5xx reply is recorded for good, and a
// sender killed mid-send never makes a second copy.
const FROM = 'shop@example.com'
const MINUTE = 60_000

/** An SMTP server on a free port that keeps what it accepts and answers what the test tells it to. */
class TestMailServer {
  readonly received: string[] = []
  /** Replies to the next messages, in order, instead of accepting them. */
  readonly refusals: Array<{ code: number; text: string }> = []
  /** Runs once a message is stored, before the server answers (the kill test stops the sender there). */
  onStored: ((raw: string) => Promise<void>) | null = null
  private server = new SMTPServer({
    authOptional: true, secure: false, disabledCommands: ['STARTTLS'], logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const refusal = this.refusals.shift()
        if (refusal) return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }))
        const raw = Buffer.concat(chunks).toString('utf8')
        this.received.push(raw)
        const stored = this.onStored
        if (!stored) return callback()
        void stored(raw).then(() => callback(), () => callback())
      })
    },
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  copiesOf(mailId: string): string[] {
    return this.received.filter((raw) => parseMime(raw).headers.get('message-id') === `<${mailId}@outbox>`)
  }
}

describe.each(testBackends())('mail delivery over SMTP on %s', (backend) => {
  let testDb: TestDb
  let smtp: TestMailServer
  let smtpUrl: string
  let outboxDir: string
  let ip = 0

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outboxDir
    smtp = new TestMailServer()
    smtpUrl = await smtp.start()
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await testDb?.close()
    await smtp?.stop()
    await rm(outboxDir, { recursive: true, force: true })
  })

  const mailRow = async (id: string) => (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
  const plainMail = (subject: string) => enqueueMail(testDb.db, { kind: 'test', recipient: 'mira.smtp@example.com', subject, html: `<p>${subject}</p>`, text: subject })

  it('delivers a card e-mail whole: headers, text and HTML parts, the card page link in both', async () => {
    const handler = createGraphQLHandler(async () => testDb.db)
    const variation = await unlimitedVariation(testDb.db, 'digital')
    const browser = new TestBrowser(handler, { 'x-shop-client-address': `10.93.0.${++ip}` })
    process.env.SMTP_URL = smtpUrl
    try {
      await buyDigitalCard(browser, testDb.db, { variationId: variation.variationId, amount: variation.amount, receiver: 'mira.smtp@example.com', billingEmail: 'lotte.smtp@example.com' })
    } finally {
      delete process.env.SMTP_URL
    }

    const [row] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'gift-card'), eq(mailOutbox.recipient, 'mira.smtp@example.com')))
    expect(row!.sentAt).not.toBeNull()
    expect(row!.attempts).toBe(0)
    const copies = smtp.copiesOf(row!.id)
    expect(copies).toHaveLength(1)
    const message = parseMime(copies[0]!)
    expect(message.headers.get('from')).toBe('no-reply@localhost')
    expect(message.headers.get('to')).toBe('mira.smtp@example.com')
    expect(message.headers.get('subject')).toBe(row!.subject)
    expect(message.headers.get('message-id')).toBe(`<${row!.id}@outbox>`)
    const text = message.parts.find((part) => part.contentType === 'text/plain')!.body
    const html = message.parts.find((part) => part.contentType === 'text/html')!.body
    const link = /https?:\/\/\S+\/kaartgegevens\/[A-Za-z0-9._-]+\//.exec(text)?.[0]
    expect(link).toBeDefined()
    expect(text.trimEnd()).toBe(row!.text.replace(/\r\n/g, '\n').trimEnd())
    expect(html).toContain(`href="${link}"`)
    expect(message.parts.some((part) => part.contentType === 'application/pdf' || part.contentType === 'image/png')).toBe(true)
  })

  it('retries a temporary refusal (451) after the backoff, and delivers it once', async () => {
    const id = await plainMail('Greylisted')
    const t0 = new Date()
    smtp.refusals.push({ code: 451, text: '4.7.1 Greylisted, try again later' })
    expect(await deliverMail(testDb.db, id, smtpTransport(smtpUrl), FROM, t0)).toBe(false)
    const refused = await mailRow(id)
    expect(refused).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, handedOverAt: null, claimedUntil: null, nextAttemptAt: new Date(t0.getTime() + MINUTE) })
    expect(refused.lastError).toContain('451 4.7.1 Greylisted, try again later')
    expect(await mailOutboxFigures(testDb.db, t0)).toEqual({ pending: 1, oldestPendingSeconds: 0, failed: 0, uncertain: 0 })

    // Before the minute is up the sweep leaves it alone; after it, the mail goes out.
    expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, new Date(t0.getTime() + 59_000))).toBe(0)
    expect(smtp.copiesOf(id)).toHaveLength(0)
    expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, new Date(t0.getTime() + MINUTE))).toBe(1)
    expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, new Date(t0.getTime() + 60 * MINUTE))).toBe(0)
    expect(smtp.copiesOf(id)).toHaveLength(1)
    expect(await mailRow(id)).toMatchObject({ attempts: 1, failedAt: null, claimedUntil: null })
    expect((await mailRow(id)).sentAt).not.toBeNull()
  })

  it('records a permanent refusal (550) on the mail at once and never tries it again', async () => {
    const id = await plainMail('Unknown mailbox')
    const t0 = new Date()
    smtp.refusals.push({ code: 550, text: '5.1.1 No such user here' })
    expect(await deliverMail(testDb.db, id, smtpTransport(smtpUrl), FROM, t0)).toBe(false)
    const refused = await mailRow(id)
    expect(refused).toMatchObject({ attempts: 1, sentAt: null, failedAt: t0, handedOverAt: null, nextAttemptAt: null })
    expect(refused.lastError).toContain('550 5.1.1 No such user here')

    const received = smtp.received.length
    for (const minutes of [1, 60, 24 * 60]) expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, new Date(t0.getTime() + minutes * MINUTE))).toBe(0)
    expect(await deliverMail(testDb.db, id, smtpTransport(smtpUrl), FROM, new Date(t0.getTime() + MINUTE))).toBe(false)
    expect(smtp.received).toHaveLength(received)
    expect(await mailOutboxFigures(testDb.db, t0)).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 1, uncertain: 0 })
  })

  it('still sends a mail whose sender died holding only the claim, after the claim expired', async () => {
    const id = await plainMail('Claimed, never handed over')
    const t0 = new Date()
    await testDb.db.update(mailOutbox).set({ claimedUntil: new Date(t0.getTime() + CLAIM_SECONDS * 1000) }).where(eq(mailOutbox.id, id))
    expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, t0)).toBe(0)
    expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, new Date(t0.getTime() + (CLAIM_SECONDS + 1) * 1000))).toBe(1)
    expect(smtp.copiesOf(id)).toHaveLength(1)
  })

  // PGlite keeps a data folder for one process; a second process needs PostgreSQL.
  it.runIf(backend === 'postgres')('never sends twice when the sender is killed between the send and recording it', async () => {
    const id = await plainMail('Killed mid-send')
    let child: ChildProcess | null = null
    const exited = new Promise<NodeJS.Signals | null>((resolve) => {
      // The server has the whole message when the sender is killed: from here on a resend would be a second copy.
      smtp.onStored = async () => {
        child!.kill('SIGKILL')
        resolve(await new Promise<NodeJS.Signals | null>((done) => child!.once('exit', (_code, signal) => done(signal))))
      }
    })
    try {
      child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'integration', 'support', 'deliver-mail-child.ts'), testDb.url!, id, smtpUrl], {
        cwd: process.cwd(), env: { ...process.env, TSX_TSCONFIG_PATH: path.join('scripts', 'tsconfig.json') }, stdio: ['ignore', 'ignore', 'inherit'],
      })
      expect(await exited).toBe('SIGKILL')
    } finally {
      smtp.onStored = null
    }

    const cut = await mailRow(id)
    expect(cut.sentAt).toBeNull()
    expect(cut.handedOverAt).not.toBeNull()
    // While the claim runs the mail counts as being sent; once it expired it is uncertain, for an operator.
    expect(await mailOutboxFigures(testDb.db, new Date())).toMatchObject({ pending: 1, uncertain: 0 })
    const later = new Date(Date.now() + (CLAIM_SECONDS + 1) * 1000)
    expect(await deliverPendingMail(testDb.db, smtpTransport(smtpUrl), FROM, 20, later)).toBe(0)
    expect(await deliverMail(testDb.db, id, smtpTransport(smtpUrl), FROM, later)).toBe(false)
    expect(smtp.copiesOf(id)).toHaveLength(1)
    expect(await mailOutboxFigures(testDb.db, later)).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 1, uncertain: 1 })
  })
})
