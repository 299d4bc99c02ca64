'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { resultsHrefFor } from './search-url'

/**
 * The empty result's "did you mean …": the API's suggestion (catalogue words, never the shopper's own
 * text) as a plain link to the results page, so it also works without script. Used by the search
 * panel and the results page's empty state.
 */
export function DidYouMean({ term, resultsPath, onPick }: { term: string; resultsPath: string; onPick?: (term: string) => void }) {
  const t = useTranslations('search')
  const href = resultsHrefFor(resultsPath, term)
  return (
    <Text>
      {t.rich('didYouMean', {
        term,
        link: (chunks) => (
          <a
            href={href}
            onClick={onPick && ((event) => { event.preventDefault(); onPick(term) })}
          >
            {chunks}
          </a>
        ),
      })}
    </Text>
  )
}

const Text = styled.p`
  margin: 0 0 8px;
  a { font-weight: 700; }
`
