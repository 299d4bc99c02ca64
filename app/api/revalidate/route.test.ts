import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag }))

const { POST } = await import('./route')

describe('POST /api/revalidate', () => {
  beforeEach(() => { process.env.REVALIDATE_SECRET = 's3cret-value' })
  afterEach(() => { delete process.env.REVALIDATE_SECRET; revalidateTag.mockReset() })

  const post = (auth?: string, query = '') =>
    POST(new Request(`http://shop.test/api/revalidate${query}`, { method: 'POST', headers: auth ? { authorization: auth } : {} }))

  it('does not exist without a configured secret', async () => {
    delete process.env.REVALIDATE_SECRET
    expect((await post('Bearer s3cret-value')).status).toBe(404)
    expect(revalidateTag).not.toHaveBeenCalled()
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
})
