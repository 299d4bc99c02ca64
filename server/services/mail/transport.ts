import 'server-only'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { MailAttachment } from '@/server/db/schema'

/** A composed e-mail, ready to send. */
export interface MailMessage {
  from: string
  to: string
  subject: string
  html: string
  text: string
  /** Stable per outbox message, so a repeat after a crash is recognisable. */
  messageId?: string
  attachments?: readonly MailAttachment[]
}

/** nodemailer's shape of the outbox's attachments: inline images by content id, the rest as files. */
function nodemailerMessage({ attachments = [], ...message }: MailMessage) {
  return {
    ...message,
    attachments: attachments.map((file) => ({
      filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64'),
      ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
    })),
  }
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>
}

type Env = Record<string, string | undefined>

/**
 * Bounds of one SMTP delivery, so a server that stops answering fails the try (a temporary failure,
 * retried after the backoff) instead of holding a sender and the minute sweep: well inside the outbox
 * claim (CLAIM_SECONDS, 5 minutes), since a send that outlives its claim could overlap a second sender.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@mail.example:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })
  return { send: async (message) => void (await transporter.sendMail(nodemailerMessage(message))) }
}

/** Process-wide, so mails written in the same millisecond by different transports never share a name. */
let fileSequence = 0

/**
 * Development and test delivery: each message becomes an .eml file (what an SMTP server would
 * receive) in MAIL_OUTBOX_DIR, where a developer opens it in a mail client and tests read links.
 */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await builder.sendMail(nodemailerMessage(message))
      await mkdir(dir, { recursive: true })
      fileSequence += 1
      // Sortable by time; the outbox id (or pid and a process-wide sequence) keeps names unique, and
      // 'wx' refuses to overwrite a file rather than lose a mail.
      const unique = message.messageId?.replace(/[^A-Za-z0-9-]/g, '') || `${process.pid}-${fileSequence}`
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${unique}.eml`
      await writeFile(path.join(dir, name), info.message as Buffer, { flag: 'wx' })
    },
  }
}

export function mailTransportFromEnv(env: Env = process.env): MailTransport {
  const smtpUrl = env.SMTP_URL?.trim()
  if (smtpUrl) return smtpTransport(smtpUrl)
  return fileTransport(path.resolve(/*turbopackIgnore: true*/ env.MAIL_OUTBOX_DIR?.trim() || 'data/outbox'))
}

export function mailSenderFromEnv(env: Env = process.env): string {
  return env.MAIL_FROM?.trim() || 'no-reply@localhost'
}
