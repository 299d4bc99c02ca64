// Next.js's page cache (ISR) as it comes, except that a 404 is never stored: a crawler asking a million
// made-up slugs (/cadeaubonnen/junk-<n>/) used to leave a cached page of about 41 kB per slug on disk
// and in memory. Now only pages of things that exist are cached, so the cache is bounded by the
// catalogue (pages × storefronts × languages); an unknown slug is rendered again each time it is
// asked, which costs CPU while it is asked and nothing after. Wired in next.config.ts (cacheHandler).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** Kinds of cached responses that carry an HTTP status (pages and route handlers). */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

export function isStorable(data) {
  return !(data && RESPONSE_KINDS.has(data.kind) && data.status === 404)
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (!isStorable(data)) return
    return super.set(key, data, ctx)
  }
}
