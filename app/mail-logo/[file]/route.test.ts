import { describe, expect, it } from 'vitest'
import { STOREFRONT_CODES } from '@/config/storefronts/types'
import { GET, generateStaticParams } from './route'

describe('GET /mail-logo/<store>.png', () => {
  it("serves each storefront's logo as a PNG for its mails, and 404 for anything else", async () => {
    expect(generateStaticParams()).toHaveLength(STOREFRONT_CODES.length)
    const response = await GET(new Request('http://shop.test/mail-logo/cbbe.png'), { params: Promise.resolve({ file: 'cbbe.png' }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // Twice the 160 × 64 the mail shows it at.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([320, 128])
    for (const file of ['nope.png', 'cbbe.svg', '../cbbe.png']) {
      expect((await GET(new Request(`http://shop.test/mail-logo/${file}`), { params: Promise.resolve({ file }) })).status).toBe(404)
    }
  })
})
