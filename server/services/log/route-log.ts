import 'server-only'
import { API_HEADERS } from '@/graphql/request-headers'
import { loggerFor, errorField } from './logger'
import { REQUEST_ID_HEADER, requestIdFrom, withLogContext } from './request-context'

const log = loggerFor('http')

/**
 * Wraps a route handler: its work runs with the request's id, storefront and route on every log line,
 * one line says how it ended (status, duration), and the response carries the request id so a shopper's
 * or a proxy's report can be matched with the lines.
 */
export function withRequestLog<Args extends unknown[]>(
  route: string,
  handler: (request: Request, ...rest: Args) => Promise<Response>,
): (request: Request, ...rest: Args) => Promise<Response> {
  return async (request, ...rest) => {
    const requestId = requestIdFrom(request.headers)
    const storefront = request.headers.get(API_HEADERS.store) ?? undefined
    return withLogContext({ requestId, route, ...(storefront ? { storefront } : {}) }, async () => {
      const started = performance.now()
      try {
        const response = await handler(request, ...rest)
        const durationMs = Math.round((performance.now() - started) * 10) / 10
        log[response.status >= 500 ? 'error' : 'info']({ method: request.method, status: response.status, durationMs }, 'request handled')
        return withRequestIdHeader(response, requestId)
      } catch (error) {
        log.error({ method: request.method, error: errorField(error) }, 'request failed')
        throw error
      }
    })
  }
}

/** A Response's headers may be immutable (Response.redirect, fetch results): then a copy carries the id. */
function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId)
    return response
  } catch {
    const headers = new Headers(response.headers)
    headers.set(REQUEST_ID_HEADER, requestId)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
