import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Language, StorefrontCode } from '@/config/storefronts/types'
import type { PageContext } from '../../_lib/page-context'

/** Every answer the cache would keep is counted here; the redeem page's own answer is enough for the test. */
const cachedCatalogQuery = vi.hoisted(() => vi.fn(async () => ({
  redeemPage: { page: { title: 'Het cadeau van Vandaele Bouw' }, products: [], paging: { pageNumber: 1, totalPages: 1 }, errors: [] },
})))
vi.mock('@/server/graphql/cached-query', () => ({ cachedCatalogQuery }))

const { loadRedeemPage } = await import('./load-redeem-page')

function context(code: StorefrontCode, language: Language): PageContext {
  const storefront = getStorefront(code)
  return {
    storefront, language, locale: `${language}-${storefront.country}`,
    shopper: { storefrontCode: code, storeId: storefront.storeId, language, countryCode: storefront.country },
  }
}

/** notFound() throws Next's 404 signal, whose digest names the status. */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') })

beforeEach(() => { cachedCatalogQuery.mockClear() })

describe('loadRedeemPage', () => {
  it.each([
    ['an unknown page id', 'CBBE', 'nl', 'junk-42', 1],
    ['a malformed page id', 'CBBE', 'nl', '%E2%80%AE..', 1],
    ['a page of another storefront', 'CB', 'nl', 'vandaele-bouw', 1],
    ['a language the page has no texts in', 'CBBE', 'en', 'vandaele-bouw', 1],
    ['a page number past the page\'s products', 'CBBE', 'nl', 'vandaele-bouw', 7],
  ] as const)('answers 404 for %s without a query the data cache would keep', async (_case, code, language, pageId, page) => {
    await expect(loadRedeemPage(context(code, language), pageId, page)).rejects.toEqual(NOT_FOUND)
    expect(cachedCatalogQuery).not.toHaveBeenCalled()
  })

  it('asks the API (through the cache) for a configured page', async () => {
    const loaded = await loadRedeemPage(context('CBBE', 'fr'), 'vandaele-bouw', 1)
    expect(loaded.page.title).toBe('Het cadeau van Vandaele Bouw')
    expect(cachedCatalogQuery).toHaveBeenCalledTimes(1)
  })
})
