import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import PageCacheHandler, { EXPIRE_CACHE_TAGS_KEY, expireCacheTags, isStorable, refusesItsArguments } from './page-cache-handler.mjs'

/** A data-cache entry as unstable_cache writes it: the answer as JSON in the body. */
const entry = (answer: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(answer), url: '' }, revalidate: 3600 })
const unknownSlug = { product: { product: null, errors: [{ code: 1009, message: 'Deze cadeaubon bestaat niet (meer).' }] } }
const found = { product: { product: { slug: 'pomme-store' }, errors: [] } }

describe('the page cache', () => {
  it('stores pages and route answers of things that exist, never a 404', () => {
    expect(isStorable({ kind: 'APP_PAGE', status: 200 })).toBe(true)
    expect(isStorable({ kind: 'APP_PAGE', status: undefined })).toBe(true)
    expect(isStorable({ kind: 'APP_ROUTE', status: 200 })).toBe(true)
    expect(isStorable({ kind: 'FETCH', data: {} })).toBe(true)
    expect(isStorable({ kind: 'APP_PAGE', status: 404 })).toBe(false)
    expect(isStorable({ kind: 'APP_ROUTE', status: 404 })).toBe(false)
    expect(isStorable({ kind: 'PAGES', status: 404 })).toBe(false)
  })
})

describe('the data cache', () => {
  let folder: string | undefined
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true })
    folder = undefined
  })
  /** A handler on a throwaway build folder, without the memory store, so the disk shows what is kept. */
  function handler() {
    folder = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
    const serverDistDir = path.join(folder, 'server')
    const cache = new PageCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0 }) as {
      set(key: string, data: unknown, ctx: unknown): Promise<void>
      get(key: string, ctx: unknown): Promise<{ value: unknown } | null>
    }
    const fetchCache = path.join(folder, 'cache', 'fetch-cache')
    const kept = () => (existsSync(fetchCache) ? readdirSync(fetchCache) : [])
    return { cache, kept }
  }
  const ctx = { fetchCache: true, tags: ['catalog'] }

  it('tells a catalogue answer that refuses its arguments from one that accepts them, field by field', () => {
    expect(refusesItsArguments(entry(unknownSlug))).toBe(true)
    expect(refusesItsArguments(entry({ storeData: { storeData: {} }, products: { products: [], errors: [{ code: 1302 }] } }))).toBe(true)
    expect(refusesItsArguments(entry(found))).toBe(false)
    expect(refusesItsArguments(entry({ products: null }))).toBe(false)
    expect(refusesItsArguments({ kind: 'APP_PAGE', data: { body: JSON.stringify(unknownSlug) } })).toBe(false)
    expect(refusesItsArguments({ kind: 'FETCH', data: { body: 'not json' } })).toBe(false)
  })

  it('keeps an answer that accepts its arguments, and never starts an entry for one that refuses them', async () => {
    const { cache, kept } = handler()
    await cache.set('a1b2', entry(found), ctx)
    for (let slug = 0; slug < 25; slug += 1) await cache.set(`junk-${slug}`, entry(unknownSlug), ctx)
    expect(kept()).toEqual(['a1b2'])
  })

  it('replaces an entry that is there with the refusal: a product that is gone does not keep its old answer', async () => {
    const { cache, kept } = handler()
    await cache.set('c3d4', entry(found), ctx)
    await cache.set('c3d4', entry(unknownSlug), ctx)
    expect(kept()).toEqual(['c3d4'])
    expect(JSON.parse(readFileSync(path.join(folder!, 'cache', 'fetch-cache', 'c3d4'), 'utf8')).data.body).toBe(JSON.stringify(unknownSlug))
  })
})

describe('expiring tags outside a request (another instance changed the catalogue)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  afterEach(() => rmSync(folder, { recursive: true, force: true }))
  const cache = new PageCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: path.join(folder, 'server'), revalidatedTags: [], maxMemoryCacheSize: 0 }) as {
    set(key: string, data: unknown, ctx: unknown): Promise<void>
    get(key: string, ctx: unknown): Promise<{ value: unknown } | null>
  }
  const read = (key: string, tags: string[]) => cache.get(key, { kind: 'FETCH', fetchCache: true, tags, softTags: [] })

  it("drops the entries of the expired storefront's tag, keeps the others, and is published for the app", async () => {
    await cache.set('cbbe-listing', entry(found), { fetchCache: true, tags: ['catalog', 'catalog:CBBE'] })
    await cache.set('cbde-listing', entry(found), { fetchCache: true, tags: ['catalog', 'catalog:CBDE'] })
    // Written a moment before the expiry, as a page rendered before the change is.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await read('cbbe-listing', ['catalog', 'catalog:CBBE'])).not.toBeNull()
    await expireCacheTags(['catalog:CBBE'])
    expect(await read('cbbe-listing', ['catalog', 'catalog:CBBE'])).toBeNull()
    expect(await read('cbde-listing', ['catalog', 'catalog:CBDE'])).not.toBeNull()
    expect((globalThis as Record<symbol, unknown>)[EXPIRE_CACHE_TAGS_KEY]).toBe(expireCacheTags)
  })
})
