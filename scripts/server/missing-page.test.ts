import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { NOT_FOUND_PAGE_HEADER as PROXY_PAGE_HEADER, RENDER_NOT_FOUND_HEADER as PROXY_RENDER_HEADER } from '@/config/not-found-page'
import { NOT_FOUND_PAGE_HEADER, RENDER_NOT_FOUND_HEADER, isEmptyNotFound, ownAddress, replaceEmptyNotFound, sendNotFoundPage } from './missing-page.mjs'

/** What Next.js sends for a page whose data is missing. */
const EMPTY_SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'
const STOREFRONT_404 = '<!DOCTYPE html><html lang="nl-BE"><body><header></header><h1>Pagina niet gevonden</h1></body></html>'

type Answer = (request: IncomingMessage, response: ServerResponse) => void

/**
 * A server like scripts/server/shop-server.mjs: `answer` plays Next.js; a request carrying the secret plays
 * the proxy's 404 page.
 */
function serverWith(answer: Answer): Promise<{ server: Server; port: number }> {
  const secret = 'test-secret'
  const server = createServer((request, response) => {
    if (request.headers[RENDER_NOT_FOUND_HEADER] === secret) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', [NOT_FOUND_PAGE_HEADER]: '1', 'x-asked-path': request.url ?? '', 'x-asked-host': request.headers.host ?? '' })
      response.end(STOREFRONT_404)
      return
    }
    const asked = { method: request.method, url: request.url, headers: { ...request.headers } }
    replaceEmptyNotFound(request, response, (send) => sendNotFoundPage({ request: asked, send, response, ...ownAddress(server.address() as AddressInfo), secret }))
    answer(request, response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })))
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: 'cbbe.localhost', ...headers } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => { body += chunk.toString() })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

let running: Server | null = null
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())))
async function start(answer: Answer) {
  const { server, port } = await serverWith(answer)
  running = server
  return port
}

describe("a page whose data is missing gets the storefront's 404 page", () => {
  it('replaces the empty 404 shell, written as a stream, by the 404 page of the same address, still 404', async () => {
    const port = await start((_request, response) => {
      response.statusCode = 404
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('x-nextjs-cache', 'MISS')
      response.write(EMPTY_SHELL.slice(0, 20))
      setTimeout(() => response.end(EMPTY_SHELL.slice(20)), 5)
    })
    const answer = await get(port, '/cadeaubonnen/bestaat-niet/')
    expect(answer.status).toBe(404)
    expect(answer.body).toBe(STOREFRONT_404)
    expect(answer.headers).toMatchObject({ 'x-asked-path': '/cadeaubonnen/bestaat-niet/', 'x-asked-host': 'cbbe.localhost', 'cache-control': 'private, no-store' })
    expect(answer.headers).not.toHaveProperty('x-nextjs-cache')
    expect(answer.headers).not.toHaveProperty(NOT_FOUND_PAGE_HEADER)
  })

  it('replaces it when Next.js sends it in one writeHead and end', async () => {
    const port = await start((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(EMPTY_SHELL)
    })
    expect((await get(port, '/fr/cartes-cadeaux/n-existe-pas/')).body).toBe(STOREFRONT_404)
  })

  it('passes the proxy’s own 404 page, every other status, RSC answers and HEAD requests through untouched', async () => {
    const port = await start((request, response) => {
      if (request.url === '/404/') {
        response.writeHead(404, { 'content-type': 'text/html', [NOT_FOUND_PAGE_HEADER]: '1' }).end('<h1>own 404</h1>')
      } else if (request.url === '/product/') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>product</h1>')
      } else {
        response.writeHead(404, { 'content-type': request.headers.rsc ? 'text/x-component' : 'text/html' }).end(request.headers.rsc ? '0:rsc' : EMPTY_SHELL)
      }
    })
    const own = await get(port, '/404/')
    expect([own.status, own.body]).toEqual([404, '<h1>own 404</h1>'])
    expect(own.headers).not.toHaveProperty(NOT_FOUND_PAGE_HEADER)
    expect((await get(port, '/product/')).body).toBe('<h1>product</h1>')
    expect((await get(port, '/cadeaubonnen/x/', { rsc: '1' })).body).toBe('0:rsc')
    expect((await get(port, '/cadeaubonnen/x/', {}, 'HEAD')).status).toBe(404)
  })

  it('still answers 404 when the 404 page cannot be fetched', async () => {
    const server = createServer((request, response) => {
      replaceEmptyNotFound(request, response, (send) => sendNotFoundPage({ request, send, response, port: 1, secret: 'x' }))
      response.writeHead(404, { 'content-type': 'text/html' }).end(EMPTY_SHELL)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    running = server
    const answer = await get((server.address() as AddressInfo).port, '/cadeaubonnen/x/')
    expect([answer.status, answer.body]).toEqual([404, 'Not found'])
  })
})

describe('which answers are replaced', () => {
  it('only a GET answered 404 with HTML that the proxy did not render', () => {
    expect(isEmptyNotFound({ method: 'GET' }, 404, 'text/html; charset=utf-8', false)).toBe(true)
    expect(isEmptyNotFound({ method: 'GET' }, 404, 'text/html', true)).toBe(false)
    expect(isEmptyNotFound({ method: 'GET' }, 200, 'text/html', false)).toBe(false)
    expect(isEmptyNotFound({ method: 'GET' }, 500, 'text/html', false)).toBe(false)
    expect(isEmptyNotFound({ method: 'GET' }, 404, 'text/x-component', false)).toBe(false)
    expect(isEmptyNotFound({ method: 'GET' }, 404, 'application/json', false)).toBe(false)
    expect(isEmptyNotFound({ method: 'POST' }, 404, 'text/html', false)).toBe(false)
    expect(isEmptyNotFound({ method: 'HEAD' }, 404, 'text/html', false)).toBe(false)
  })

  it('fetched from the address the server listens on, loopback when it listens on every address', () => {
    expect(ownAddress({ address: '::', port: 3000 })).toEqual({ host: '127.0.0.1', port: 3000 })
    expect(ownAddress({ address: '0.0.0.0', port: 3000 })).toEqual({ host: '127.0.0.1', port: 3000 })
    expect(ownAddress({ address: '10.0.0.5', port: 8080 })).toEqual({ host: '10.0.0.5', port: 8080 })
  })

  it('by the header names the proxy uses', () => {
    expect([RENDER_NOT_FOUND_HEADER, NOT_FOUND_PAGE_HEADER]).toEqual([PROXY_RENDER_HEADER, PROXY_PAGE_HEADER])
  })
})
