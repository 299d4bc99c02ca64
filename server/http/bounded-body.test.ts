import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readBoundedBody, readBoundedNodeBody, readFormPost, readTextBody, type NodeRequestBody } from './bounded-body'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

function chunks(count: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({ pull(controller) {
    if (sent === count) return controller.close()
    sent += 1
    controller.enqueue(new Uint8Array(size).fill(97))
  } })
}

describe('bounded request bodies', () => {
  it('reads a body up to the limit, byte for byte', async () => {
    const body = await readBoundedBody(post('é'.repeat(50)), 100)
    expect(body.ok && new TextDecoder().decode(body.bytes)).toBe('é'.repeat(50))
    expect(await readBoundedBody(post(null), 100)).toEqual({ ok: true, bytes: new Uint8Array(0) })
  })

  it('stops at one byte over, whether Content-Length is missing, honest or lying', async () => {
    expect(await readBoundedBody(post('x'.repeat(101)), 100)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readBoundedBody(post(chunks(1000, 1000)), 10_000)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readBoundedBody(post(chunks(20, 1000), { 'content-length': '5' }), 10_000)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readBoundedBody(post('x', { 'content-length': '999999' }), 100)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('takes a form post and refuses JSON, another content type or a large form with a reason', async () => {
    const form = await readFormPost(post('outcome=AUTHORISED', { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }), 1024)
    expect(form.ok && form.form.get('outcome')).toBe('AUTHORISED')
    for (const [body, type] of [['{"outcome":"AUTHORISED"}', 'application/json'], ['outcome=AUTHORISED', 'text/plain'], ['outcome=AUTHORISED', '']] as const) {
      const refused = await readFormPost(post(body, type ? { 'content-type': type } : {}), 1024)
      expect(refused.ok).toBe(false)
      if (!refused.ok) {
        expect(refused.response.status).toBe(400)
        expect(await refused.response.text()).toMatch(/form post/)
      }
    }
    const large = await readFormPost(post(`outcome=${'A'.repeat(2000)}`, { 'content-type': 'application/x-www-form-urlencoded' }), 1024)
    expect(!large.ok && large.response.status).toBe(413)
    const text = await readTextBody(post('x'.repeat(11)), 10)
    expect(!text.ok && text.response.status).toBe(413)
  })
})

/** A Node request body of `count` chunks of `size` bytes ('a'), with the headers given. */
function nodeBody(count: number, size: number, headers: Record<string, string> = {}): NodeRequestBody & Readable {
  const stream = Readable.from((function* () {
    for (let index = 0; index < count; index += 1) yield Buffer.alloc(size, 97)
  })())
  return Object.assign(stream, { headers })
}

describe('bounded Node request bodies', () => {
  it('reads a body up to the limit, byte for byte, and an empty one', async () => {
    const body = await readBoundedNodeBody(Object.assign(Readable.from([Buffer.from('é'.repeat(50))]), { headers: {} }), 100)
    expect(body.ok && new TextDecoder().decode(body.bytes)).toBe('é'.repeat(50))
    expect(await readBoundedNodeBody(nodeBody(0, 0), 100)).toEqual({ ok: true, bytes: new Uint8Array(0) })
  })

  it('stops at one byte over, whether Content-Length is missing, honest or lying', async () => {
    expect(await readBoundedNodeBody(nodeBody(1, 101), 100)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readBoundedNodeBody(nodeBody(1000, 1000), 10_000)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readBoundedNodeBody(nodeBody(20, 1000, { 'content-length': '5' }), 10_000)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readBoundedNodeBody(nodeBody(1, 1, { 'content-length': '999999' }), 100)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('reads a refused body to its end, but cuts the connection past 8 MB', async () => {
    const drained = nodeBody(3, 1000)
    expect(await readBoundedNodeBody(drained, 100)).toEqual({ ok: false, reason: 'too-large' })
    expect(drained.readableEnded).toBe(true)
    const endless = nodeBody(9, 1024 * 1024)
    expect(await readBoundedNodeBody(endless, 100)).toEqual({ ok: false, reason: 'too-large' })
    expect(endless.destroyed).toBe(true)
    const announced = nodeBody(1, 1, { 'content-length': String(9 * 1024 * 1024) })
    expect(await readBoundedNodeBody(announced, 100)).toEqual({ ok: false, reason: 'too-large' })
    expect(announced.destroyed).toBe(true)
  })

  it('fails when the client goes away before the body ends', async () => {
    const stream = Object.assign(new Readable({ read() {} }), { headers: {} })
    const reading = readBoundedNodeBody(stream, 100)
    stream.push(Buffer.from('{"query"'))
    stream.destroy()
    await expect(reading).rejects.toThrow('the request closed before its body ended')
  })
})
