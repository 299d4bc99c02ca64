import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'graphql'

/**
 * Next's data cache as far as tags go: an entry remembers the tags it was stored with, and
 * revalidateTag drops every entry carrying the tag. With it, the tags the catalogue queries are
 * stored under and the tag an invalidation drops are tested together: a mismatch (or an
 * invalidation that drops nothing) leaves stale pages, which a test of either side alone cannot see.
 */
const entries = new Map<string, { value: unknown; tags: readonly string[] }>()
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => async () => {
    const key = keyParts.join('|')
    const hit = entries.get(key)
    if (hit) return hit.value
    const value = await run()
    entries.set(key, { value, tags: options.tags })
    return value
  },
  revalidateTag: (tag: string) => {
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key)
  },
}))
/** The database only carries the announcement to other instances (catalog-changes.test.ts). */
const db = { execute: vi.fn(async () => ({ rows: [] })) } as never
const serverQuery = vi.fn()
vi.mock('@/server/graphql/server-client', () => ({ serverQuery }))

const { cachedCatalogQuery } = await import('@/server/graphql/cached-query')
const { invalidateCatalog } = await import('./catalog-cache')

const LISTING = parse('query Listing { products { id } }')
const shopper = (storefrontCode: string, language: string) => ({ storefrontCode, storeId: 1, language, countryCode: 'BE' })
/** How many times the API was asked, per storefront and language, for the queries below. */
async function visitAll() {
  for (const [code, language] of [['CBBE', 'nl'], ['CBBE', 'fr'], ['CBDE', 'de']] as const) {
    await cachedCatalogQuery(shopper(code, language), LISTING, {})
  }
}
const asked = () => serverQuery.mock.calls.map(([who]) => `${who.storefrontCode}:${who.language}`)

describe('catalogue cache invalidation by tag', () => {
  beforeEach(() => {
    entries.clear()
    serverQuery.mockReset()
    serverQuery.mockResolvedValue({ products: [] })
  })

  it('serves a cached listing again without asking the API', async () => {
    await visitAll()
    await visitAll()
    expect(asked()).toEqual(['CBBE:nl', 'CBBE:fr', 'CBDE:de'])
  })

  it("one storefront's invalidation drops its pages in every language and keeps the other storefronts'", async () => {
    await visitAll()
    expect(await invalidateCatalog(db, 'CBBE')).toBe('catalog:CBBE')
    serverQuery.mockClear()
    await visitAll()
    expect(asked()).toEqual(['CBBE:nl', 'CBBE:fr'])
  })

  it('a whole-catalogue invalidation drops every storefront', async () => {
    await visitAll()
    expect(await invalidateCatalog(db)).toBe('catalog')
    serverQuery.mockClear()
    await visitAll()
    expect(asked()).toEqual(['CBBE:nl', 'CBBE:fr', 'CBDE:de'])
  })
})
