// The production server's response class (shop-server.mjs). Next.js 16 sets `Location` when it renders a
// redirect and appends the cached copy of the same header again when it stores the render
// (vercel/next.js#82117): the first visit of a redirecting page after a catalogue change answered
// with two `Location` headers, which proxies and fetch join into "/a/, /a/" (a 404) and which
// crawlers report as a redirect error. A header that may hold one value is not appended twice.
import { ServerResponse } from 'node:http'

/** Headers Next.js is known to append a second, identical time (location, and the client router's stale time). */
const SINGLE_VALUE_HEADERS = new Set(['location', 'x-nextjs-stale-time'])

export class ShopResponse extends ServerResponse {
  appendHeader(name, value) {
    if (SINGLE_VALUE_HEADERS.has(String(name).toLowerCase()) && this.hasHeader(name)) {
      const current = [this.getHeader(name)].flat().map(String)
      const added = [value].flat().map(String)
      if (added.every((one) => current.includes(one))) return this
    }
    return super.appendHeader(name, value)
  }
}
