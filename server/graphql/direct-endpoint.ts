import 'server-only'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { securityHeaders } from '@/config/security-headers'
import { readBoundedNodeBody } from '@/server/http/bounded-body'

/**
 * GraphQL past Next's router. Behind Next, a `{ ping }` cost about 1.4 ms of CPU, of which yoga and
 * the HTTP server took about 0.4 ms: the rest was Next turning the Node request into a web request,
 * routing it, and piping the answer back (docs/performance.md, row 5). The production server
 * (scripts/server/shop-server.mjs) hands `POST` and `GET /api/graphql/` to the endpoint published here,
 * which reads the body within the limit, builds one web request and gives it to the same handler and
 * yoga instance the route handler uses. Until the route module has loaded (the process's first GraphQL
 * request) and under `next dev`, Next routes the request as before.
 */

/** The key the production server reads; scripts/server/direct-graphql.mjs keeps its own copy (tested equal). */
export const DIRECT_GRAPHQL_KEY = Symbol.for('giftshop.directGraphqlEndpoint')

export type DirectEndpoint = (message: IncomingMessage, response: ServerResponse) => Promise<void>
type Answer = (request: Request, bodyFits: boolean) => Promise<Response>

/** What next.config.ts `headers()` adds to every response Next serves: the direct answers carry it too. */
const SECURITY_HEADERS = securityHeaders(process.env.NODE_ENV !== 'production')

export function createDirectEndpoint(answer: Answer, bodyLimit: number): DirectEndpoint {
  return async (message, response) => {
    // A client that went away before its body ended is owed no answer (and is no server error).
    const body = await readBoundedNodeBody(message, bodyLimit).catch(() => null)
    if (!body) return void response.destroy()
    const withBody = body.ok && message.method !== 'GET' && message.method !== 'HEAD'
    const request = new Request(requestUrl(message), { method: message.method, headers: webHeaders(message.headers), body: withBody ? body.bytes : undefined })
    await writeAnswer(await answer(request, body.ok), response)
  }
}

/** The request's own address; a Host header no URL can carry is answered as localhost's. */
function requestUrl(message: IncomingMessage): string {
  const scheme = (message.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http'
  const path = message.url ?? '/'
  try {
    return new URL(path, `${scheme}://${message.headers.host ?? 'localhost'}`).href
  } catch {
    return new URL(path, `${scheme}://localhost`).href
  }
}

/** The headers as the server left them (it replaces the client-address ones), not the raw ones. */
function webHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const one of value) result.append(name, one)
    else result.set(name, value)
  }
  return result
}

async function writeAnswer(answer: Response, response: ServerResponse): Promise<void> {
  const body = answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined
  response.statusCode = answer.status
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value)
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value)
  })
  // Each cookie its own header: joined with commas they would be one broken cookie.
  const cookies = answer.headers.getSetCookie()
  if (cookies.length) response.setHeader('set-cookie', cookies)
  response.end(body)
}

/** Called by the route module when it loads, with the route's own handler and yoga. */
export function publishDirectEndpoint(endpoint: DirectEndpoint): void {
  ;(globalThis as unknown as Record<symbol, DirectEndpoint | undefined>)[DIRECT_GRAPHQL_KEY] = endpoint
}
