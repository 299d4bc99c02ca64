// The storefront's 404 page for a page whose data is missing (an unknown product, category, landing
// page…). Such a page calls notFound(), and Next.js answers it with status 404 and an empty error
// shell (`<html id="__next_error__">`) that only JavaScript fills: our root layout sits under the
// dynamic `[store]/[locale]` segment and no not-found boundary renders on the server, whether the
// notFound() comes from the page, its metadata or a nested segment. Crawlers and shoppers without
// JavaScript got a blank page. Here the server notices such an answer before any byte of it is sent
// and sends, in its place, the 404 page the proxy renders for the same address (storefront,
// language, header and footer), fetched from this server itself.
import { request as httpRequest } from 'node:http'

/** Request header (proxy.ts): render this address's 404 page. Only the server's own request, proven by its secret, keeps it. */
export const RENDER_NOT_FOUND_HEADER = 'x-shop-render-not-found'
/** Response header (proxy.ts): this 404 already is the storefront's 404 page. Never sent to a client. */
export const NOT_FOUND_PAGE_HEADER = 'x-shop-not-found-page'

/** Hop-by-hop headers of the fetched answer, which the client's connection has its own of. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

/**
 * Whether an answer about to be sent is Next.js's empty 404 of a page: a 404 HTML document for a
 * browser's GET (an RSC request of a client navigation gets `text/x-component` and renders the
 * not-found boundary in the browser), which the proxy did not render as the 404 page itself.
 */
export function isEmptyNotFound(request, status, contentType, renderedByProxy) {
  return request.method === 'GET' && status === 404 && !renderedByProxy && /^text\/html\b/i.test(String(contentType ?? ''))
}

/**
 * Wraps `response` before Next.js answers it: an empty 404 (isEmptyNotFound) is dropped and
 * `renderNotFound(send)` answers instead, with `send` the response's own `writeHead`, `write` and
 * `end`. Everything else passes through untouched. The proxy's marker header never reaches the client.
 */
export function replaceEmptyNotFound(request, response, renderNotFound) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end }
  /** null until the first header or body byte is sent: then the answer is judged once. */
  let replacing = null

  const decide = (status, headers) => {
    if (replacing !== null) return replacing
    const header = (name) => (headers && findHeader(headers, name)) ?? response.getHeader(name)
    replacing = isEmptyNotFound(request, status, header('content-type'), header(NOT_FOUND_PAGE_HEADER) !== undefined)
    response.removeHeader(NOT_FOUND_PAGE_HEADER)
    if (headers && !Array.isArray(headers)) delete headers[NOT_FOUND_PAGE_HEADER]
    if (replacing) {
      // Next.js goes on writing its shell into the overrides below, which drop it.
      for (const name of response.getHeaderNames()) response.removeHeader(name)
      renderNotFound(original)
    }
    return replacing
  }

  response.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null)
    if (decide(status, headers)) return this
    return original.writeHead.call(this, status, ...rest)
  }
  response.write = function write(chunk, ...rest) {
    if (decide(response.statusCode)) return acknowledge(rest)
    return original.write.call(this, chunk, ...rest)
  }
  response.end = function end(...rest) {
    if (decide(response.statusCode)) {
      acknowledge(rest)
      return this
    }
    return original.end.apply(this, rest)
  }
}

/** A swallowed write still calls its callback, so a stream piping into the response carries on. */
function acknowledge(rest) {
  const callback = rest.find((argument) => typeof argument === 'function')
  if (callback) queueMicrotask(() => callback())
  return true
}

function findHeader(headers, name) {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) if (String(headers[index]).toLowerCase() === name) return headers[index + 1]
    return undefined
  }
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  return key === undefined ? undefined : headers[key]
}

/** Where this server can reach itself: the address it listens on, or loopback when it listens on every address. */
export function ownAddress(listening) {
  const wildcard = !listening.address || listening.address === '::' || listening.address === '0.0.0.0'
  return { host: wildcard ? '127.0.0.1' : listening.address, port: listening.port }
}

/**
 * Sends the 404 page of `request`'s address (status 404), fetched from this server (`host`, `port`)
 * with RENDER_NOT_FOUND_HEADER set to `secret`; `send` is the response's own writeHead, write and
 * end. If that fails the shopper still gets a 404, as plain text.
 */
export function sendNotFoundPage({ request, send, response, host = '127.0.0.1', port, secret }) {
  const headers = { ...request.headers, [RENDER_NOT_FOUND_HEADER]: secret }
  delete headers['if-none-match']
  delete headers['if-modified-since']
  const fail = () => {
    if (response.headersSent) return send.end.call(response)
    send.writeHead.call(response, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    send.end.call(response, 'Not found')
  }
  const fetched = httpRequest({ host, port, path: request.url, method: 'GET', headers }, (answer) => {
    const forwarded = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== NOT_FOUND_PAGE_HEADER))
    send.writeHead.call(response, 404, forwarded)
    answer.on('data', (chunk) => send.write.call(response, chunk))
    answer.on('end', () => send.end.call(response))
    answer.on('error', fail)
  })
  fetched.on('error', fail)
  fetched.end()
}
