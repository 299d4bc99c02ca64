import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

/** Where the e2e server writes its mails (playwright.config.ts sets MAIL_OUTBOX_DIR for it). */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

/** One MIME part of an .eml file: its headers (lower-case names) and its decoded bytes. */
export interface MailPart {
  headers: Record<string, string>
  body: Buffer
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** The leaf parts of a multipart message, decoded (base64 or quoted-printable), as a mail client reads them. */
export function mailParts(raw: string): MailPart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!)
  const separator = new RegExp(`\\r?\\n--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:--)?\\r?\\n`)
  return raw.split(separator).slice(1).flatMap((chunk) => {
    const [head = '', ...rest] = chunk.split(/\r?\n\r?\n/)
    const headers = Object.fromEntries(head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }))
    if (!headers['content-type'] || /^multipart\//i.test(headers['content-type'])) return []
    const content = rest.join('\n\n')
    const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
    const body = encoding === 'base64' ? Buffer.from(content.replace(/\s/g, ''), 'base64')
      : encoding === 'quoted-printable' ? decodeQuotedPrintable(content) : Buffer.from(content, 'utf8')
    return [{ headers, body }]
  })
}

/** The newest card e-mail to `receiver` in the e2e server's outbox, as its raw .eml text. */
export async function cardMailFile(receiver: string): Promise<string> {
  let found = ''
  await expect.poll(async () => {
    const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse()
    for (const file of files) {
      const raw = await fs.readFile(path.join(OUTBOX, file), 'utf8')
      if (new RegExp(`^To:.*${receiver.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw) && /Content-ID: <card-barcode>/i.test(raw)) {
        found = raw
        return true
      }
    }
    return false
  }, { timeout: 20_000, message: `card e-mail to ${receiver}` }).toBe(true)
  return found
}

/** The HTML part with its inline images (cid:…) turned into data: URLs, as a mail client shows it. */
export function htmlWithInlineImages(raw: string): string {
  const parts = mailParts(raw)
  const html = parts.find((part) => /^text\/html/i.test(part.headers['content-type']!))
  if (!html) throw new Error('the mail has no HTML part')
  let text = html.body.toString('utf8')
  for (const part of parts) {
    const cid = /^<(.+)>$/.exec(part.headers['content-id'] ?? '')?.[1]
    if (cid) text = text.replaceAll(`cid:${cid}`, `data:${part.headers['content-type']!.split(';')[0]};base64,${part.body.toString('base64')}`)
  }
  return text
}
