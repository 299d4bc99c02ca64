// One access log line and the HTTP metrics for every request the production server answers
// (docs/operations.md "Logs" and "Metrics"), and the request id that ties a request's lines together.
import { randomUUID } from 'node:crypto'
import pino from 'pino'
import { Counter, Histogram, Registry } from 'prom-client'

export const REQUEST_ID_HEADER = 'x-request-id'
/** Response header (proxy.ts): the route the page request resolved to. Never sent to a client. */
export const ROUTE_HEADER = 'x-shop-route'

/** A proxy's request id is kept when it is a plain token; anything else gets a fresh one (as in the app). */
const USABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** Routes whose address holds a secret (a card page's token): their path is never logged. */
const SECRET_PATH_ROUTES = new Set(['cardData', 'api:card-data'])

/** The API's route handlers (app/api/*): any other /api/ address is one label, so a scanner cannot grow the metrics. */
const API_ROUTES = new Set(['graphql', 'card-data', 'health', 'metrics', 'orders', 'payments', 'revalidate', 'test-payments'])

/**
 * The route label of an address the proxy does not see (API, Next's assets, card art, files); page
 * requests are labelled by the proxy's route name (ROUTE_HEADER), `page` when it gave none.
 */
export function routeLabel(pathname, proxyRoute) {
  if (proxyRoute) return String(proxyRoute)
  if (pathname.startsWith('/api/')) {
    const name = pathname.split('/')[2] ?? ''
    return `api:${API_ROUTES.has(name) ? name : 'other'}`
  }
  if (pathname.startsWith('/_next/static/')) return 'next-static'
  if (pathname.startsWith('/_next/image')) return 'next-image'
  if (pathname.startsWith('/_next/')) return 'next'
  if (pathname.startsWith('/card-art/')) return 'card-art'
  if (/^\/ip\/?$/.test(pathname)) return 'ip'
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'file'
  return 'page'
}

export function requestIdOf(given) {
  return typeof given === 'string' && USABLE_REQUEST_ID.test(given) ? given : randomUUID()
}

// The app's metrics registry (server/services/metrics/registry.ts) is found under the same key.
const REGISTRY_KEY = Symbol.for('giftshop.metrics.registry')

function httpMetrics() {
  const registry = (globalThis[REGISTRY_KEY] ??= new Registry())
  const requests = registry.getSingleMetric('giftshop_http_requests_total') ?? new Counter({
    name: 'giftshop_http_requests_total',
    help: 'HTTP requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  })
  const duration = registry.getSingleMetric('giftshop_http_request_duration_seconds') ?? new Histogram({
    name: 'giftshop_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by route',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  return { requests, duration }
}

/** The server's own logger: the same JSON lines as the app's (server/services/log/logger.ts). */
export function serverLogger() {
  return pino({
    level: process.env.LOG_LEVEL?.trim() || 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }).child({ component: 'http' })
}

/**
 * Takes the proxy's route name (ROUTE_HEADER) off an answer as its head is written, and hands it to `seen`.
 */
export function stripRouteHeader(response, seen = () => {}) {
  const writeHead = response.writeHead
  response.writeHead = function withoutRouteHeader(status, ...rest) {
    const route = response.getHeader(ROUTE_HEADER)
    if (route !== undefined) seen(String(route))
    response.removeHeader(ROUTE_HEADER)
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null && !Array.isArray(argument))
    for (const name of Object.keys(headers ?? {})) {
      if (name.toLowerCase() !== ROUTE_HEADER) continue
      seen(String(headers[name]))
      delete headers[name]
    }
    return writeHead.call(this, status, ...rest)
  }
}

/**
 * Gives the request its id (on the request, for the app's lines, and on the answer), takes the proxy's
 * route name off the answer before it leaves, and when the answer is finished counts it and logs one line.
 */
export function observeRequest(request, response, log, metrics = httpMetrics()) {
  const started = process.hrtime.bigint()
  const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER])
  request.headers[REQUEST_ID_HEADER] = requestId
  response.setHeader(REQUEST_ID_HEADER, requestId)
  let proxyRoute
  stripRouteHeader(response, (route) => (proxyRoute ??= route))
  const pathname = (request.url ?? '/').split('?')[0]
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const route = routeLabel(pathname, proxyRoute)
    const status = response.statusCode
    metrics.requests.inc({ route, method: request.method, status: String(status) })
    metrics.duration.observe({ route }, seconds)
    const line = {
      requestId, method: request.method, route, status, durationMs: Math.round(seconds * 10_000) / 10,
      ...(SECRET_PATH_ROUTES.has(route) ? {} : { path: pathname.slice(0, 300) }),
      ...(response.writableFinished ? {} : { aborted: true }),
    }
    if (status >= 500) log.error(line, 'request answered')
    else log.info(line, 'request answered')
  })
}
