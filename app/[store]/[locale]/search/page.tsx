import type { Metadata } from 'next'
import { toSearchResultItems } from '@/components/search/search-items'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { SearchDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import { localizePath } from '@/i18n/localize'
import { SEARCH_INPUT_MAX_LENGTH } from '@/validation/search'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { SearchResultsView } from './results-view'

// Results depend on ?s=: rendered per request and never cached (reading searchParams does that too).
export const dynamic = 'force-dynamic'
/** The full results page shows more than the modal's 24. */
const RESULTS_LIMIT = 100

type SearchParams = Promise<Record<string, string | string[] | undefined>>

function searchText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

export async function generateMetadata({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'search' })
  const text = searchText((await searchParams).s)
  // Result pages are endless and thin: never indexed, their links still followed.
  return { title: text ? t('resultsFor', { text }) : t('label'), robots: { index: false, follow: true } }
}

export default async function SearchPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await pageContext(params)
  const { storefront, language } = context
  const t = await getTranslations({ locale: language, namespace: 'search' })
  const text = searchText((await searchParams).s)
  // An address can carry any ?s=; one longer than search_v1 takes (and past 500 characters the API
  // refuses the whole query, which would be a 500 here) gets the message without asking the API.
  const tooLong = [...text].length > SEARCH_INPUT_MAX_LENGTH
  const result = text && !tooLong
    ? (await serverQuery(context.shopper, SearchDocument, { inputText: text, limit: RESULTS_LIMIT })).search_v1
    : null
  return (
    <PageContainer id="main">
      <h1>{text ? t('resultsFor', { text }) : t('label')}</h1>
      <SearchResultsView
        text={text}
        action={localizePath('search', {}, language, storefront.defaultLanguage)}
        items={result ? toSearchResultItems(result.groups) : []}
        total={result?.total ?? 0}
        didYouMean={result?.didYouMean ?? null}
        error={tooLong ? t('tooLong', { max: SEARCH_INPUT_MAX_LENGTH }) : (result?.errors[0]?.message ?? null)}
      />
    </PageContainer>
  )
}
