import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag }))
/** The statements the route ran, as PostgreSQL receives them. */
const execute = vi.fn(async (_query: SQL) => ({ rows: [] }))
vi.mock('@/server/db/client', () => ({ getDb: async () => ({ execute }) }))
const statements = () => execute.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query))

const { POST } = await import('./route')

describe('POST /api/revalidate', () => {
  beforeEach(() => { process.env.REVALIDATE_SECRET = 's3cret-value' })
  afterEach(() => { delete process.env.REVALIDATE_SECRET; revalidateTag.mockReset(); execute.mockReset() })

  const post = (auth?: string, query = '') =>
    POST(new Request(`http://shop.test/api/revalidate${query}`, { method: 'POST', headers: auth ? { authorization: auth } : {} }))

  it('does not exist without a configured secret', async () => {
    delete process.env.REVALIDATE_SECRET
    expect((await post('Bearer s3cret-value')).status).toBe(404)
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(execute).not.toHaveBeenCalled()
  })

  it('refuses a wrong or missing secret', async () => {
    expect((await post()).status).toBe(403)
    expect((await post('Bearer wrong')).status).toBe(403)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('invalidates the whole catalogue or one storefront', async () => {
    expect(await (await post('Bearer s3cret-value')).json()).toEqual({ status: 'ok', invalidated: 'catalog' })
    expect(revalidateTag).toHaveBeenLastCalledWith('catalog', { expire: 0 })
    expect(await (await post('Bearer s3cret-value', '?storefront=cbde')).json()).toEqual({ status: 'ok', invalidated: 'catalog:CBDE' })
    expect((await post('Bearer s3cret-value', '?storefront=nope')).status).toBe(400)
  })

  it('tells the other instances through PostgreSQL NOTIFY: all storefronts, then one', async () => {
    await post('Bearer s3cret-value')
    await post('Bearer s3cret-value', '?storefront=cbde')
    const sent = statements()
    expect(sent.map((statement) => statement.sql)).toEqual(['select pg_notify($1, $2)', 'select pg_notify($1, $2)'])
    expect(sent.map((statement) => statement.params[0])).toEqual(['giftshop_catalog_changes', 'giftshop_catalog_changes'])
    expect(sent.map((statement) => JSON.parse(String(statement.params[1])).storefront)).toEqual([null, 'CBDE'])
  })

  it('says so with a 503 when the database cannot carry the news, after dropping its own pages', async () => {
    execute.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    const answer = await post('Bearer s3cret-value', '?storefront=CBBE')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(await answer.json()).toEqual({ status: 'other instances not reached: the database is unavailable' })
    expect(revalidateTag).toHaveBeenLastCalledWith('catalog:CBBE', { expire: 0 })
  })
})
