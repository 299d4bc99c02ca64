import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fileTransport } from './transport'

describe('file transport', () => {
  let dir = ''
  afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }) })

  it('writes the message with its inline image (by content id) and its attachment', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    await fileTransport(dir).send({
      from: 'shop@example.com', to: 'receiver@example.com', subject: 'Your card', html: '<img src="cid:barcode" alt="">', text: 'card',
      messageId: '<m-1@outbox>',
      attachments: [
        { filename: 'barcode.png', contentType: 'image/png', contentBase64: Buffer.from('png bytes').toString('base64'), cid: 'barcode' },
        { filename: 'gift-card.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7').toString('base64') },
      ],
    })
    const [file] = await readdir(dir)
    const eml = await readFile(path.join(dir, file!), 'utf8')
    expect(eml).toMatch(/Content-ID: <barcode>/)
    expect(eml).toMatch(/Content-Disposition: inline; filename=barcode\.png/)
    expect(eml).toMatch(/Content-Disposition: attachment; filename=gift-card\.pdf/)
    expect(eml).toContain(Buffer.from('%PDF-1.7').toString('base64'))
  })
})
