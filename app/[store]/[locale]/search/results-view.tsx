'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Input } from '@/components/ui/input'
import { DidYouMean } from '@/components/search/did-you-mean'
import { SEARCH_PARAM } from '@/components/search/search-constants'
import { SearchResultList, type SearchProductItem } from '@/components/search/search-result-list'

/** The results page's body: a plain GET form (works without script), the count and the hits. */
export function SearchResultsView({ text, action, items, total, didYouMean, error }: {
  text: string
  action: string
  items: SearchProductItem[]
  total: number
  /** The API's suggestion for an empty result, from the catalogue's own words. */
  didYouMean: string | null
  error: string | null
}) {
  const t = useTranslations('search')
  return (
    <>
      <Form role="search" action={action} method="get">
        <Input label={t('label')} type="search" name={SEARCH_PARAM} defaultValue={text} placeholder={t('placeholder')} maxLength={100} error={error} />
        {/* A native button: the shop's Button waits for hydration, and this form must work without script. */}
        <Submit type="submit">{t('label')}</Submit>
      </Form>
      {text && !error && (
        <>
          <Count role="status">{total > 0 ? t('results', { count: total }) : t('empty')}</Count>
          {total === 0 && didYouMean && <DidYouMean term={didYouMean} resultsPath={action} />}
          {items.length > 0 && <SearchResultList items={items} label={t('results', { count: total })} list="search_results" />}
        </>
      )}
    </>
  )
}

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  max-width: 640px;
  margin-bottom: 24px;
  & > :first-child { flex: 1; min-width: 0; }
`
const Submit = styled.button`
  min-height: 44px;
  padding: 0 20px;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border: 0;
  border-radius: 22px;
  cursor: pointer;
`
const Count = styled.p`
  font-weight: 600;
`
