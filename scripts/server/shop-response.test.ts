import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ShopResponse } from './shop-response.mjs'

/** The raw header lines of one answer (fetch would join repeated headers into one value). */
async function rawHeaders(handle: (response: ServerResponse) => void): Promise<string[]> {
  const server = createServer({ ServerResponse: ShopResponse as typeof ServerResponse }, (_request: IncomingMessage, response: ServerResponse) => {
    handle(response)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await new Promise<IncomingMessage>((resolve, reject) => get(`http://127.0.0.1:${port}/`, resolve).on('error', reject))
    answer.resume()
    return answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
  } finally {
    server.close()
  }
}
const count = (names: string[], name: string) => names.filter((one) => one === name).length

describe('the production server response', () => {
  it('sends a redirect rendered and then replayed from the cache with one Location (vercel/next.js#82117)', async () => {
    const names = await rawHeaders((response) => {
      response.statusCode = 308
      response.setHeader('Location', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')
      response.setHeader('x-nextjs-stale-time', '300')
      response.appendHeader('location', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')
      response.appendHeader('x-nextjs-stale-time', '300')
    })
    expect(count(names, 'location')).toBe(1)
    expect(count(names, 'x-nextjs-stale-time')).toBe(1)
  })

  it('still appends headers that may repeat, and a Location with another value', async () => {
    const names = await rawHeaders((response) => {
      response.appendHeader('set-cookie', 'basket=1; Path=/')
      response.appendHeader('set-cookie', 'basket=1; Path=/')
      response.appendHeader('vary', 'rsc')
      response.appendHeader('vary', 'accept-encoding')
      response.appendHeader('location', '/a/')
      response.appendHeader('location', '/b/')
    })
    expect(count(names, 'set-cookie')).toBe(2)
    expect(count(names, 'vary')).toBe(2)
    expect(count(names, 'location')).toBe(2)
  })
})
