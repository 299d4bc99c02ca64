import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetCatalogAnswers, rememberCatalogAnswer } from './catalog-memo'

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
})
