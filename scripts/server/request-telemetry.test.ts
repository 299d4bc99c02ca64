import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Counter, Histogram, Registry } from 'prom-client'
import { ROUTE_HEADER as PROXY_ROUTE_HEADER } from '@/config/route-header'
import { REQUEST_ID_HEADER, ROUTE_HEADER, observeRequest, requestIdOf, routeLabel } from './request-telemetry.mjs'

describe('the route label of a request', () => {
  it('is the proxy’s route name for a page, and a fixed label for everything the proxy does not see', () => {
    expect(PROXY_ROUTE_HEADER).toBe(ROUTE_HEADER)
    expect(routeLabel('/nl/cadeaubonnen/', 'listing')).toBe('listing')
    expect(routeLabel('/api/graphql', undefined)).toBe('api:graphql')
    expect(routeLabel('/api/card-data/abc123/pdf/', undefined)).toBe('api:card-data')
    // A scanner's addresses all share one label: the metrics cannot grow without bound.
    expect(routeLabel('/api/wp-login.php', undefined)).toBe('api:other')
    expect(routeLabel('/api/x1/', undefined)).toBe('api:other')
    expect(routeLabel('/_next/static/chunks/app.js', undefined)).toBe('next-static')
    expect(routeLabel('/_next/image', undefined)).toBe('next-image')
    expect(routeLabel('/card-art/cbbe/bol.svg', undefined)).toBe('card-art')
    expect(routeLabel('/ip/', undefined)).toBe('ip')
    expect(routeLabel('/favicon.ico', undefined)).toBe('file')
    expect(routeLabel('/nl/', undefined)).toBe('page')
  })

  it('keeps a plain request id from a proxy and replaces anything else', () => {
    expect(requestIdOf('edge-7f3a.19')).toBe('edge-7f3a.19')
    for (const given of [undefined, '', 'a b', 'x'.repeat(65), '{"level":"fatal"}', ['a', 'b']]) {
      expect(requestIdOf(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })
})

describe('observing a request', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function serve(answer: (response: import('node:http').ServerResponse) => void) {
    const registry = new Registry()
    const metrics = {
      requests: new Counter({ name: 'requests', help: 'h', labelNames: ['route', 'method', 'status'], registers: [registry] }),
      duration: new Histogram({ name: 'duration', help: 'h', labelNames: ['route'], registers: [registry] }),
    }
    const lines: Array<Record<string, unknown>> = []
    const log = { info: (line: Record<string, unknown>) => lines.push({ level: 'info', ...line }), error: (line: Record<string, unknown>) => lines.push({ level: 'error', ...line }) }
    server = createServer((request, response) => {
      observeRequest(request, response, log, metrics)
      answer(response)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server!.address() as AddressInfo).port
    const get = (path: string, headers: Record<string, string> = {}) => new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }))
      }).on('error', reject).end()
    })
    return { get, lines, registry }
  }

  it('answers with the request id, never with the proxy’s route header, and counts and logs the request once', async () => {
    const { get, lines, registry } = await serve((response) => {
      response.setHeader(ROUTE_HEADER, 'product')
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<h1>Bol.com cadeaukaart</h1>')
    })
    const answer = await get('/nl/cadeaubonnen/bol/?utm=1', { [REQUEST_ID_HEADER]: 'lb-42' })
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('lb-42')
    expect(answer.headers[ROUTE_HEADER]).toBeUndefined()
    // The line is written when the server closes the answer, which may come after the client read it.
    await vi.waitFor(() => expect(lines).toHaveLength(1))
    expect(lines).toEqual([expect.objectContaining({ level: 'info', requestId: 'lb-42', method: 'GET', route: 'product', status: 200, path: '/nl/cadeaubonnen/bol/' })])
    expect(await registry.getSingleMetricAsString('requests')).toContain('requests{route="product",method="GET",status="200"} 1')
  })

  it('never logs the address of a card page, which holds its secret token', async () => {
    const { get, lines } = await serve((response) => {
      response.writeHead(200, { 'content-type': 'text/html', [ROUTE_HEADER]: 'cardData' })
      response.end()
    })
    await get('/nl/kaart/5xQ9-secret-token-abcdef/')
    await vi.waitFor(() => expect(lines).toHaveLength(1))
    expect(lines).toHaveLength(1)
    expect(JSON.stringify(lines)).not.toContain('secret-token')
    expect(lines[0]).toMatchObject({ route: 'cardData' })
  })

  it('logs a server error at error level', async () => {
    const { get, lines } = await serve((response) => {
      response.writeHead(503)
      response.end()
    })
    expect((await get('/api/graphql')).status).toBe(503)
    await vi.waitFor(() => expect(lines).toHaveLength(1))
    expect(lines).toEqual([expect.objectContaining({ level: 'error', route: 'api:graphql', status: 503 })])
  })
})
