import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { PageContext } from '../../../_lib/page-context'

const storefront = getStorefront('CBBE')
const context: PageContext = {
  storefront, language: 'nl', locale: 'nl-BE',
  shopper: { storefrontCode: storefront.code, storeId: storefront.storeId, language: 'nl', countryCode: storefront.country },
}
const TOTAL_PAGES = 2

vi.mock('../../../_lib/page-context', () => ({ pageContext: async () => context }))
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key, getMessages: async () => ({}) }))
/** The catalogue as the API answers it: two pages of redeemable products, a page past them refused. */
const cachedCatalogQuery = vi.hoisted(() => vi.fn(async (_shopper: unknown, _query: unknown, variables: { paging: { pageNumber: number } }) => {
  const { pageNumber } = variables.paging
  return pageNumber > TOTAL_PAGES
    ? { products: { products: [], paging: null, errors: [{ code: ERROR_CODES.PAGE_OUT_OF_RANGE, message: 'out of range' }] } }
    : { products: { products: [], paging: { pageNumber, totalPages: TOTAL_PAGES }, errors: [] } }
}))
vi.mock('@/server/graphql/cached-query', () => ({ cachedCatalogQuery }))

const { default: RedeemShopPage } = await import('./page')

const render = (page?: string) => RedeemShopPage({ params: Promise.resolve({ store: 'cbbe', locale: 'nl', ...(page ? { page: [page] } : {}) }) })
const askedPages = () => cachedCatalogQuery.mock.calls.map(([, , variables]) => variables.paging.pageNumber)

beforeEach(() => { cachedCatalogQuery.mockClear() })

describe('redeem shop page', () => {
  it('answers 404 for a page number past the last without asking the cached API for it', async () => {
    await expect(render('999')).rejects.toEqual(expect.objectContaining({ digest: expect.stringContaining('404') }))
    expect(askedPages()).not.toContain(999)
  })

  it('renders the last page', async () => {
    await render(String(TOTAL_PAGES))
    expect(askedPages()).toContain(TOTAL_PAGES)
  })
})
