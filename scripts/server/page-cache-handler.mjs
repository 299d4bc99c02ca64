// Next.js's page cache (ISR) and data cache as they come, except that nothing a junk URL causes is
// stored: a crawler asking a million made-up slugs (/cadeaubonnen/junk-<n>/) used to leave a cached
// page of about 41 kB per slug on disk and in memory, and then a data-cache entry per slug holding
// the API's "this gift card does not exist" answer. Now only pages of things that exist are cached,
// and only catalogue answers that accept their arguments, so both caches are bounded by the
// catalogue (pages × storefronts × languages); an unknown slug is rendered and asked again each time
// it is asked, which costs CPU while it is asked and nothing after. Wired in next.config.ts (cacheHandler).
import { existsSync } from 'node:fs'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** Kinds of cached responses that carry an HTTP status (pages and route handlers). */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

export function isStorable(data) {
  return !(data && RESPONSE_KINDS.has(data.kind) && data.status === 404)
}

/**
 * Whether a data-cache entry (unstable_cache, server/graphql/cached-query.ts) is a catalogue answer that
 * refuses its arguments: some field of it is a payload with errors (an unknown slug, a page past
 * the last, an unknown category). Its key is whatever a visitor typed.
 */
export function refusesItsArguments(data) {
  if (data?.kind !== 'FETCH' || typeof data.data?.body !== 'string') return false
  let answer
  try {
    answer = JSON.parse(data.data.body)
  } catch {
    return false
  }
  if (!answer || typeof answer !== 'object') return false
  return Object.values(answer).some((payload) => Array.isArray(payload?.errors) && payload.errors.length > 0)
}

/** Where the app finds `expireCacheTags` (server/modules/catalog/catalog-changes.ts). */
export const EXPIRE_CACHE_TAGS_KEY = Symbol.for('giftshop.expireCacheTags')

/**
 * Expires cache tags in this process as `revalidateTag(tag, { expire: 0 })` does at the end of a
 * request, for an invalidation that arrives outside one (another instance's catalogue change, heard
 * over PostgreSQL LISTEN): Next's `revalidateTag` needs a request's work store and throws without
 * one. The tags' expiry lives in one map per process that every page and data-cache read checks,
 * so the next visit renders afresh. Published on globalThis when this module loads (shop-server.mjs
 * imports it before Next.js starts), since the app's bundles cannot import this file.
 */
export function expireCacheTags(tags) {
  return FileSystemCache.prototype.revalidateTag.call(null, tags, { expire: 0 })
}
globalThis[EXPIRE_CACHE_TAGS_KEY] = expireCacheTags

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (!isStorable(data)) return
    // A refusing answer replaces an entry that is already there (a product that existed and is gone
    // must not keep its old answer), but never starts a new one.
    if (refusesItsArguments(data) && !this.holds(key)) return
    return super.set(key, data, ctx)
  }

  /** Whether the data cache has an entry under `key`, in memory or on disk. */
  holds(key) {
    return Boolean(FileSystemCache.memoryCache?.get(key)) || existsSync(this.getFilePath(key, 'FETCH'))
  }
}
