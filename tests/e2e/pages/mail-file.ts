import { promises as fs } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { parseMime } from '@/tests/helpers/mime-message'

/** Where the e2e server writes its mails (playwright.config.ts sets MAIL_OUTBOX_DIR for it). */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'

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
  const { parts } = parseMime(raw)
  const html = parts.find((part) => part.contentType === 'text/html')
  if (!html) throw new Error('the mail has no HTML part')
  let text = html.body
  for (const part of parts) {
    const cid = /^<(.+)>$/.exec(part.headers.get('content-id') ?? '')?.[1]
    if (cid) text = text.replaceAll(`cid:${cid}`, `data:${part.contentType};base64,${part.bytes.toString('base64')}`)
  }
  return text
}
