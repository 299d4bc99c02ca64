'use client'
import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { SearchDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { Input } from '../ui/input'
import { Spinner } from '../ui/spinner'
import { VisuallyHidden } from '../ui/visually-hidden'
import { SEARCH_DEBOUNCE_MS, SEARCH_PARAM } from './search-constants'
import { DidYouMean } from './did-you-mean'
import { SearchResultList } from './search-result-list'
import { toSearchResultItems } from './search-items'
import { SearchSuggestions } from './search-suggestions'
import { resultsHrefFor, writeSearchParam } from './search-url'
import { useDebouncedValue } from './use-debounced-value'
import { trackSearch } from '../analytics/data-layer'
import { useToggle } from '@/stores/toggles-store'

export interface SearchPanelProps {
  shopper: Shopper
  initialText: string
  /** The localized full results page (/zoeken/): the form's target, also without script. */
  resultsPath: string
  /** Keep the text in the address's `s` parameter (not on the results page, which has its own). */
  syncUrl: boolean
  onTextChange?: (text: string) => void
}

/**
 * The search modal's content (docs/rules/catalogue.md): the input, asked to the API 200 ms after the last
 * keystroke; suggestions while it is empty, results with their count once text is typed.
 */
export function SearchPanel({ shopper, initialText, resultsPath, syncUrl, onTextChange }: SearchPanelProps) {
  const t = useTranslations('search')
  const [text, setText] = useState(initialText)
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (syncUrl) writeSearchParam(query)
  }, [query, syncUrl])

  // docs/rules/chrome.md: the search event goes to the dataLayer only where the isSearchDataLayer toggle is on.
  const searchDataLayer = useToggle('isSearchDataLayer')
  useEffect(() => {
    if (query && searchDataLayer) trackSearch(query)
  }, [query, searchDataLayer])

  // The modal focuses the input; the caret goes after any text carried over from the header box.
  useEffect(() => {
    const length = input.current?.value.length ?? 0
    input.current?.setSelectionRange(length, length)
  }, [])

  function change(value: string) {
    setText(value)
    onTextChange?.(value)
  }
  function pickTerm(term: string) {
    change(term)
    input.current?.focus()
  }

  return (
    <Wrapper>
      <form role="search" action={resultsPath} method="get">
        <InputRow>
          <Input
            ref={input}
            label={<VisuallyHidden>{t('label')}</VisuallyHidden>}
            type="search"
            name={SEARCH_PARAM}
            value={text}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            data-autofocus
            onChange={(event) => change(event.target.value)}
          />
          {text && (
            <ClearButton type="button" aria-label={t('clear')} onClick={() => { change(''); input.current?.focus() }}>
              ×
            </ClearButton>
          )}
        </InputRow>
      </form>
      {query
        ? <SearchResults shopper={shopper} text={query} resultsPath={resultsPath} onPickTerm={pickTerm} />
        : <SearchSuggestions shopper={shopper} onPickTerm={pickTerm} />}
    </Wrapper>
  )
}

function SearchResults({ shopper, text, resultsPath, onPickTerm }: {
  shopper: Shopper
  text: string
  resultsPath: string
  /** A suggestion searches in place, like a popular term. */
  onPickTerm: (term: string) => void
}) {
  const t = useTranslations('search')
  const { data, previousData, loading } = useQuery(SearchDocument, {
    variables: { userData: toUserData(shopper), inputText: text },
    errorPolicy: 'all',
  })
  // While the next answer loads, the previous one stays (no flicker between keystrokes).
  const result = (data ?? previousData)?.search_v1
  const items = result ? toSearchResultItems(result.groups) : []
  const total = result?.total ?? 0
  return (
    <section aria-busy={loading || undefined}>
      <Status role="status">
        {result && (total > 0 ? t('results', { count: total }) : t('empty'))}
        {loading && !result && <Spinner $size={20} />}
      </Status>
      {result && total === 0 && result.didYouMean && <DidYouMean term={result.didYouMean} resultsPath={resultsPath} onPick={onPickTerm} />}
      {items.length > 0 && <SearchResultList items={items} label={t('results', { count: total })} list="search_results" />}
      {total > items.length && <ShowAll href={resultsHrefFor(resultsPath, text)}>{t('showAll')}</ShowAll>}
    </section>
  )
}

const Wrapper = styled.div`
  display: grid;
  gap: 16px;
`
const InputRow = styled.div`
  position: relative;
  input { width: 100%; padding-right: 48px; font-size: 1.1rem; }
  input::-webkit-search-cancel-button { display: none; }
`
const ClearButton = styled.button`
  position: absolute;
  right: 4px;
  bottom: 0;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  color: inherit;
  cursor: pointer;
`
const Status = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`
const ShowAll = styled.a`
  display: inline-block;
  margin-top: 12px;
  font-weight: 600;
`
