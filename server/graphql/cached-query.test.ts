import { describe, expect, it, vi } from 'vitest'
import { parse } from 'graphql'
import type { TypedDocumentNode } from '@apollo/client'
import { cachedCatalogQuery } from './cached-query'

const keys: string[][] = []
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => unknown, keyParts: string[]) => {
    keys.push(keyParts)
    return run
  },
}))
vi.mock('./server-client', () => ({ serverQuery: async () => ({}) }))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'nl', countryCode: 'BE', redeemToken: null } as const
const document = (source: string) => parse(source) as unknown as TypedDocumentNode<unknown, Record<string, unknown>>

describe('the catalogue data cache key', () => {
  it('changes with the query text, so an entry of an earlier build never answers a query that asks for more', async () => {
    keys.length = 0
    const before = document('query ContentPage { contentPage { meta { slug } } }')
    const after = document('query ContentPage { contentPage { meta { slug translations { language } } } }')
    await cachedCatalogQuery(shopper, before, {})
    await cachedCatalogQuery(shopper, document('query ContentPage { contentPage { meta { slug } } }'), {})
    await cachedCatalogQuery(shopper, after, {})
    const [first, same, more] = keys
    expect(first).toEqual(same)
    expect(first).not.toEqual(more)
    expect(first!.slice(0, 2)).toEqual(['graphql', 'ContentPage'])
  })

  it('keeps storefront, language and variables apart, and never holds a redeem token', async () => {
    keys.length = 0
    const query = document('query Product($slug: String!) { product(slug: $slug) { slug } }')
    await cachedCatalogQuery({ ...shopper, redeemToken: 'secret-token' } as never, query, { slug: 'bolero-books' })
    await cachedCatalogQuery({ ...shopper, language: 'fr' }, query, { slug: 'bolero-books' })
    await cachedCatalogQuery(shopper, query, { slug: 'pomme-store' })
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(3)
    expect(JSON.stringify(keys)).not.toContain('secret-token')
  })
})
