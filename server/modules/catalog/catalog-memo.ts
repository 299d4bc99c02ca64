import 'server-only'
import { catalogueCache } from '@/server/services/metrics/registry'

/**
 * Remembers catalogue answers (the `products` listings, the category menu, search answers) per
 * database and key (storefront, language and query), so an answer costs no queries while the
 * catalogue is unchanged. Only catalogue data goes in here: views depend on storefront and language
 * alone, never on the shopper, basket or stock. `forgetCatalogAnswers` (called with every catalogue
 * invalidation, on every instance: catalog-changes.ts) drops everything at once; the lifetime bounds
 * how long an instance that missed the invalidation can serve an old answer.
 */
const DEFAULT_LIFETIME_SECONDS = 60
const MAX_ENTRIES_PER_DB = 1000
/** Searches are whatever visitors type: their own space, so a flood of distinct ones never pushes listings out. */
const MAX_SEARCHES_PER_DB = 2000

interface Entry { generation: number; expiresAt: number; value: Promise<unknown> }

// On globalThis: an invalidation heard by the listener (instrumentation's bundle) must reach the
// answers remembered by the route bundles, which may hold their own copy of this module.
const GENERATION_KEY = Symbol.for('giftshop.catalogGeneration')
const shared = globalThis as unknown as Record<symbol, number | undefined>
const generationNow = () => shared[GENERATION_KEY] ?? 0

export function lifetimeMs(): number {
  const configured = Number(process.env.CATALOG_CACHE_SECONDS)
  return (Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_LIFETIME_SECONDS) * 1000
}

export function forgetCatalogAnswers(): void {
  shared[GENERATION_KEY] = generationNow() + 1
}

type Remember = <T>(db: object, key: string, load: () => Promise<T>, now?: number) => Promise<T>

/** A memo of at most `maxEntries` answers per database, the oldest dropped first. */
function memoSpace(maxEntries: number): Remember {
  const entriesByDb = new WeakMap<object, Map<string, Entry>>()
  return function remember<T>(db: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const lifetime = lifetimeMs()
    if (lifetime === 0) return load()
    let entries = entriesByDb.get(db)
    if (!entries) entriesByDb.set(db, (entries = new Map()))
    const entry = entries.get(key)
    const generation = generationNow()
    if (entry && entry.generation === generation && entry.expiresAt > now) {
      catalogueCache.inc({ result: 'hit' })
      return entry.value as Promise<T>
    }
    catalogueCache.inc({ result: 'miss' })
    const value = load()
    entries.delete(key)
    entries.set(key, { generation, expiresAt: now + lifetime, value })
    value.catch(() => { if (entries.get(key)?.value === value) entries.delete(key) })
    // Map keeps insertion order, so the first key is the oldest one.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    return value
  }
}

/** The remembered answer, or `load`'s (shared by concurrent callers; a failure is not remembered). */
export const rememberCatalogAnswer: Remember = memoSpace(MAX_ENTRIES_PER_DB)

/** The same for search answers, in a space of their own. */
export const rememberSearchAnswer: Remember = memoSpace(MAX_SEARCHES_PER_DB)
