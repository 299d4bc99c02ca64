import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createDirectEndpoint } from './direct-endpoint'

interface Seen { method: string; url: string; headers: Record<string, string>; body: string; bodyFits: boolean }
interface Answer { status: number; headers: Record<string, string>; setCookies: string[]; body: string }

const servers: Array<ReturnType<typeof createServer>> = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/**
 * A Node server that, as the production server does, edits the request's headers and then hands it
 * to the endpoint; the endpoint's answer function records what it was given and answers `reply`.
 */
async function serve(reply: () => Response, limit = 100): Promise<{ port: number; seen: Seen[] }> {
  const seen: Seen[] = []
  const endpoint = createDirectEndpoint(async (request, bodyFits) => {
    seen.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: await request.text(), bodyFits })
    return reply()
  }, limit)
  const server = createServer((message: IncomingMessage, response: ServerResponse) => {
    delete message.headers['x-forwarded-for']
    message.headers['x-shop-client-address'] = '203.0.113.9'
    void endpoint(message, response)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, seen }
}

function send(port: number, options: { method: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers[name] = value
        resolve({ status: incoming.statusCode ?? 0, headers, setCookies: incoming.headers['set-cookie'] ?? [], body: Buffer.concat(chunks).toString() })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

const json = (body: unknown, init: ResponseInit = {}) => Response.json(body, init)

describe('the direct GraphQL endpoint', () => {
  it('owes a client that leaves in the middle of its body nothing, and asks the answer nothing', async () => {
    const { port, seen } = await serve(() => json({ data: null }))
    const gone = new Promise<void>((resolve) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/graphql/', headers: { 'content-length': '50' } })
      outgoing.on('error', () => resolve())
      outgoing.write('{"query":')
      setTimeout(() => outgoing.destroy(), 50)
      outgoing.on('close', () => resolve())
    })
    await gone
    // The server is still there: the next request is answered.
    const next = await send(port, { method: 'POST', path: '/api/graphql/', body: '{}' })
    expect(next.status).toBe(200)
    expect(seen.map(({ body }) => body)).toEqual(['{}'])
  })

  it('gives the answer the request as the server left it: method, address, headers and body', async () => {
    const { port, seen } = await serve(() => json({ data: { ping: 'pong' } }))
    await send(port, {
      method: 'POST',
      path: '/api/graphql/?op=1',
      headers: { host: 'cbbe.localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1', 'x-language': 'fr', cookie: 'a=1' },
      body: '{"query":"{ ping }","é":"ü"}',
    })
    expect(seen).toEqual([{
      method: 'POST',
      url: 'http://cbbe.localhost:3000/api/graphql/?op=1',
      headers: expect.objectContaining({ 'content-type': 'application/json', 'x-language': 'fr', cookie: 'a=1', 'x-shop-client-address': '203.0.113.9' }),
      body: '{"query":"{ ping }","é":"ü"}',
      bodyFits: true,
    }])
    expect(seen[0]!.headers).not.toHaveProperty('x-forwarded-for')
  })

  it('gives a GET no body, and answers a Host no address can carry as localhost', async () => {
    const { port, seen } = await serve(() => json({ data: null }))
    await send(port, { method: 'GET', path: '/api/graphql/?query=%7Bping%7D', headers: { host: 'a b' } })
    expect(seen[0]).toMatchObject({ method: 'GET', url: 'http://localhost/api/graphql/?query=%7Bping%7D', body: '', bodyFits: true })
  })

  it('says a body of one byte over the limit does not fit, and keeps none of it', async () => {
    const { port, seen } = await serve(() => json({ errors: [] }, { status: 413 }))
    const exact = await send(port, { method: 'POST', path: '/api/graphql/', body: 'x'.repeat(100) })
    const over = await send(port, { method: 'POST', path: '/api/graphql/', body: 'x'.repeat(101) })
    expect(seen.map(({ body, bodyFits }) => ({ length: body.length, bodyFits }))).toEqual([{ length: 100, bodyFits: true }, { length: 0, bodyFits: false }])
    expect([exact.status, over.status]).toEqual([413, 413])
  })

  it("writes the answer's status, headers, body and each cookie as its own header, with the security headers", async () => {
    const { port } = await serve(() => {
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r-1' })
      headers.append('set-cookie', 'session=abc; Path=/; HttpOnly')
      headers.append('set-cookie', 'basket=; Path=/; Max-Age=0')
      return new Response('{"data":{"login":{"errors":[]}}}', { status: 200, headers })
    })
    const answer = await send(port, { method: 'POST', path: '/api/graphql/', body: '{}' })
    expect(answer).toMatchObject({
      status: 200,
      body: '{"data":{"login":{"errors":[]}}}',
      setCookies: ['session=abc; Path=/; HttpOnly', 'basket=; Path=/; Max-Age=0'],
      headers: expect.objectContaining({
        'content-type': 'application/json; charset=utf-8',
        'x-request-id': 'r-1',
        'content-length': '32',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      }),
    })
  })
})
