'use client'
import { useQuery } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { PopularSearchDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { Spinner } from '../ui/spinner'
import { SearchResultList } from './search-result-list'

/** What the empty search input shows (docs/rules/catalogue.md): popular terms, popular coupons and highlighted blocks. */
export function SearchSuggestions({ shopper, onPickTerm }: { shopper: Shopper; onPickTerm: (term: string) => void }) {
  const t = useTranslations('search')
  const { data, loading } = useQuery(PopularSearchDocument, { variables: { userData: toUserData(shopper) }, errorPolicy: 'all' })
  if (loading && !data) return <Centered><Spinner $size={24} /></Centered>
  const popular = data?.popularSearch
  if (!popular) return null
  return (
    <Sections aria-label={t('suggestions')}>
      {popular.terms.length > 0 && (
        <section aria-labelledby="search-popular-terms">
          <Heading id="search-popular-terms">{t('popularTerms')}</Heading>
          <Terms>
            {popular.terms.map((term) => (
              <li key={term.url}>
                {/* A real link (new tab, no script); a plain click searches in place. */}
                <TermLink
                  href={term.url}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                    event.preventDefault()
                    onPickTerm(term.title)
                  }}
                >
                  {term.title}
                </TermLink>
              </li>
            ))}
          </Terms>
        </section>
      )}
      {popular.entities.length > 0 && (
        <section aria-labelledby="search-popular-coupons">
          <Heading id="search-popular-coupons">{t('popularCoupons')}</Heading>
          <SearchResultList items={popular.entities} label={t('popularCoupons')} list="search_suggestions" />
        </section>
      )}
      {popular.highlightedBlocks.length > 0 && (
        <section aria-labelledby="search-highlighted">
          <Heading id="search-highlighted">{t('highlighted')}</Heading>
          <Blocks>
            {popular.highlightedBlocks.map((block) => (
              <li key={block.id}>
                <BlockLink href={block.referencedPath}>
                  {/* The text stays on plain background below the artwork, for contrast. */}
                  <Banner style={{ backgroundImage: `url(${block.backgroundImage})` }}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVG art */}
                    <img src={block.cardImage} alt="" width={96} height={60} loading="lazy" />
                  </Banner>
                  <strong>{block.title}</strong>
                  <span>{block.description}</span>
                </BlockLink>
              </li>
            ))}
          </Blocks>
        </section>
      )}
    </Sections>
  )
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  padding: 24px;
  color: ${({ theme }) => theme.colors.primary};
`
const Sections = styled.div`
  display: grid;
  gap: 20px;
`
const Heading = styled.h3`
  margin: 0 0 8px;
  font-size: 1rem;
`
const Terms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const TermLink = styled.a`
  display: inline-block;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  color: inherit;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surface}; }
`
const Blocks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`
const BlockLink = styled.a`
  display: grid;
  gap: 4px;
  padding: 12px;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  color: inherit;
  text-decoration: none;
  span { font-size: .875rem; color: ${({ theme }) => theme.colors.muted}; }
  &:hover, &:focus-visible { border-color: ${({ theme }) => theme.colors.text}; }
`
const Banner = styled.span`
  display: grid;
  place-items: center;
  height: 84px;
  margin: -12px -12px 4px;
  border-radius: 12px 12px 0 0;
  background-size: cover;
  background-position: center;
  img { width: 96px; height: 60px; border-radius: 6px; box-shadow: 0 2px 6px rgba(0, 0, 0, .25); }
`
