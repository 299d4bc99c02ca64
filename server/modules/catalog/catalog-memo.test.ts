import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetCatalogAnswers, rememberCatalogAnswer, rememberSearchAnswer } from './catalog-memo'

vi.mock('server-only', () => ({}))

describe('remembered catalogue answers', () => {
  afterEach(() => { delete process.env.CATALOG_CACHE_SECONDS })

  it('loads once per database and key while fresh, and again after the lifetime', async () => {
    const db = {}
    const load = vi.fn(async () => ['page'])
    await rememberCatalogAnswer(db, 'k', load, 0)
    await rememberCatalogAnswer(db, 'k', load, 59_999)
    expect(load).toHaveBeenCalledTimes(1)
    await rememberCatalogAnswer({}, 'k', load, 1)
    expect(load).toHaveBeenCalledTimes(2)
    await rememberCatalogAnswer(db, 'k', load, 60_000)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('shares one load between concurrent callers and forgets failures', async () => {
    const db = {}
    let calls = 0
    const failing = () => { calls += 1; return Promise.reject(new Error('down')) }
    await expect(Promise.all([rememberCatalogAnswer(db, 'x', failing, 0), rememberCatalogAnswer(db, 'x', failing, 0)])).rejects.toThrow('down')
    expect(calls).toBe(1)
    await Promise.resolve()
    await expect(rememberCatalogAnswer(db, 'x', async () => 'ok', 1)).resolves.toBe('ok')
  })

  it('drops everything when the catalogue is invalidated, and remembers nothing with a lifetime of 0', async () => {
    const db = {}
    const load = vi.fn(async () => 1)
    await rememberCatalogAnswer(db, 'k', load, 0)
    forgetCatalogAnswers()
    await rememberCatalogAnswer(db, 'k', load, 1)
    expect(load).toHaveBeenCalledTimes(2)
    process.env.CATALOG_CACHE_SECONDS = '0'
    await rememberCatalogAnswer(db, 'k', load, 2)
    await rememberCatalogAnswer(db, 'k', load, 3)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('keeps 1000 listings and 2000 searches per database: a flood of distinct searches never pushes a listing out', async () => {
    const db = {}
    const listing = vi.fn(async () => 'listing')
    await rememberCatalogAnswer(db, 'listing', listing, 0)
    for (let search = 0; search < 2001; search += 1) await rememberSearchAnswer(db, `junk ${search}`, async () => search, 0)
    await rememberCatalogAnswer(db, 'listing', listing, 1)
    expect(listing).toHaveBeenCalledTimes(1)
    // The oldest search went with the 2001st; the 2nd is still there.
    const again = vi.fn(async () => -1)
    expect(await rememberSearchAnswer(db, 'junk 1', again, 1)).toBe(1)
    expect(await rememberSearchAnswer(db, 'junk 0', again, 1)).toBe(-1)
    for (let entry = 0; entry < 1000; entry += 1) await rememberCatalogAnswer(db, `page ${entry}`, async () => entry, 2)
    await rememberCatalogAnswer(db, 'listing', listing, 3)
    expect(listing).toHaveBeenCalledTimes(2)
  })

  it('forgets searches with the catalogue', async () => {
    const db = {}
    const search = vi.fn(async () => ['pomme'])
    await rememberSearchAnswer(db, 'pomme', search, 0)
    await rememberSearchAnswer(db, 'pomme', search, 1)
    forgetCatalogAnswers()
    await rememberSearchAnswer(db, 'pomme', search, 2)
    expect(search).toHaveBeenCalledTimes(2)
  })
})
