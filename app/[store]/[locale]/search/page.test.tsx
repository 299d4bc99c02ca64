import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import { createTranslator } from 'next-intl'
import en from '@/i18n/messages/en.json'
import { getStorefront } from '@/config/storefronts/resolve'
import type { PageContext } from '../_lib/page-context'

const storefront = getStorefront('CBBE')
const context: PageContext = {
  storefront,
  language: 'en',
  locale: 'en-BE',
  shopper: { storefrontCode: storefront.code, storeId: storefront.storeId, language: 'en', countryCode: storefront.country },
}

vi.mock('../_lib/page-context', () => ({ pageContext: async () => context }))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'search' }) => createTranslator({ locale: 'en', messages: en, namespace }),
}))
/**
 * Stands in for the in-process API. Like the real one (server/graphql/max-length.ts), an inputText
 * over its schema's 500 characters is refused as a whole field error, so the query has no data and
 * serverQuery throws: the page's error boundary and a 500.
 */
const serverQuery = vi.hoisted(() => vi.fn(async (_shopper: unknown, _document: unknown, variables: { inputText: string }) => {
  if (variables.inputText.length > 500) throw new Error('The API returned no data')
  return { search_v1: { groups: [], total: 0, didYouMean: null, errors: [] } }
}))
vi.mock('@/server/graphql/server-client', () => ({ serverQuery }))

const { default: SearchPage } = await import('./page')

/** The props the page hands its results view. */
async function viewProps(s: string): Promise<{ error: string | null; text: string }> {
  const page = await SearchPage({ params: Promise.resolve({ store: 'cbbe', locale: 'en' }), searchParams: Promise.resolve({ s }) })
  const children = (page as ReactElement<{ children: ReactElement[] }>).props.children
  return (children[1] as ReactElement<{ error: string | null; text: string }>).props
}

afterEach(() => { serverQuery.mockClear() })

describe('search page', () => {
  it('answers a search text longer than the API takes with a translated message, not a 500', async () => {
    const props = await viewProps('cadeaubon '.repeat(60))
    expect(props.error).toBe('Your search is too long. Use at most 100 characters.')
    expect(serverQuery).not.toHaveBeenCalled()
  })

  it('also refuses a text between the search limit and the API limit without asking the API', async () => {
    const props = await viewProps('a'.repeat(101))
    expect(props.error).toBe('Your search is too long. Use at most 100 characters.')
    expect(serverQuery).not.toHaveBeenCalled()
  })

  it('asks the API for a text within the limit', async () => {
    const props = await viewProps('a'.repeat(100))
    expect(props.error).toBeNull()
    expect(serverQuery).toHaveBeenCalledTimes(1)
  })
})
