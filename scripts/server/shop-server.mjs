// The production server of one process (`npm start` runs it through start.mjs, once or as each
// cluster worker): Next.js behind a plain node:http server whose only job is to
// say who is asking. `next start` passes a client's own X-Forwarded-For through (it only fills the
// header in when it is absent), so a forged value moved every per-address rate limit. Here the
// client address is resolved from the TCP peer and TRUSTED_PROXIES (client-address.mjs) and handed
// to the app in CLIENT_ADDRESS_HEADER; the address and GeoIP headers of an untrusted peer are
// dropped before Next.js sees them.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { offerWorkerMetrics } from './cluster-metrics.mjs'
import { parseTrustedProxies, resolveClientAddress } from './client-address.mjs'
import { directGraphqlEndpoint } from './direct-graphql.mjs'
// Loaded before Next.js starts, so an invalidation heard from another instance can expire cached
// pages from the first moment (it publishes expireCacheTags on globalThis).
import './page-cache-handler.mjs'
import { RENDER_NOT_FOUND_HEADER, ownAddress, replaceEmptyNotFound, sendNotFoundPage } from './missing-page.mjs'
import { REQUEST_ID_HEADER, observeRequest, requestIdOf, serverLogger, stripRouteHeader } from './request-telemetry.mjs'
import { ShopResponse } from './shop-response.mjs'

/** Read by the app only (server/graphql/context.ts); whatever a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'
// The headers that name a client (x-forwarded-proto only decides Secure cookies and HSTS, which a
// client can only ask for itself, so it stays).
const ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded']

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000))
const hostname = process.env.HOSTNAME || undefined
const trust = parseTrustedProxies(process.env.TRUSTED_PROXIES)
const countryHeader = (process.env.GEOIP_COUNTRY_HEADER || 'x-client-country').trim().toLowerCase()
const log = serverLogger()

// A cluster worker's counters are summed with the other workers' at a scrape (cluster-metrics.mjs).
if (cluster.isWorker) offerWorkerMetrics()

// Set before Next.js loads, as `next start` does: the production build reads it at import.
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')
const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// Proves that a request for a 404 page (missing-page.mjs) is this server's own: only it knows the value.
const notFoundSecret = randomBytes(24).toString('hex')

const server = createServer({ ServerResponse: ShopResponse }, (request, response) => {
  const ownNotFoundRequest = request.headers[RENDER_NOT_FOUND_HEADER] === notFoundSecret
  delete request.headers[RENDER_NOT_FOUND_HEADER]
  if (ownNotFoundRequest) {
    request.headers[RENDER_NOT_FOUND_HEADER] = '1'
    stripRouteHeader(response)
  } else {
    // Set first, so the 404 page fetched for this request (below) carries the same id.
    request.headers[REQUEST_ID_HEADER] = requestIdOf(request.headers[REQUEST_ID_HEADER])
    // Copied before the client-address headers are set: the loopback request is judged afresh.
    const asked = { method: request.method, url: request.url, headers: { ...request.headers } }
    replaceEmptyNotFound(request, response, (send) => sendNotFoundPage({ request: asked, send, response, ...ownAddress(server.address()), secret: notFoundSecret }))
    // The 404 page fetched from this server for it is part of this request: not counted or logged again.
    observeRequest(request, response, log)
  }
  const { address, viaTrustedProxy } = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trust)
  delete request.headers[CLIENT_ADDRESS_HEADER]
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address
  if (!viaTrustedProxy) {
    for (const name of [...ADDRESS_HEADERS, countryHeader]) delete request.headers[name]
  }
  // GraphQL goes straight to the route's own endpoint once that has loaded (direct-graphql.mjs).
  const graphql = directGraphqlEndpoint(request)
  ;(graphql ? graphql(request, response) : handle(request, response)).catch((error) => {
    log.error({ requestId: request.headers[REQUEST_ID_HEADER], error: error instanceof Error ? error.message : String(error) }, 'request failed')
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
    response.end('Internal Server Error')
  })
})
// Longer than the usual load balancer idle timeout (60 s), so the balancer closes idle connections first.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  // With WEB_CONCURRENCY > 1 every worker says it is ready: the worker id tells their lines apart.
  const worker = cluster.isWorker ? { worker: cluster.worker?.id } : {}
  log.info({ url: `http://${hostname ?? 'localhost'}:${port}`, ...worker, clientAddress: trust.kind === 'none' ? 'TCP peer' : `TRUSTED_PROXIES=${process.env.TRUSTED_PROXIES}` }, 'server ready')
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    // Finish requests in flight, then let Next close its resources; a stuck connection does not hold the exit.
    setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 10_000).unref()
    server.close(() => app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)))
    server.closeIdleConnections()
  })
}
