'use client'
import { useState } from 'react'
import { useQuery } from '@apollo/client/react'
import styled from 'styled-components'
import { ApolloProvider } from '@/graphql/browser-client'
import { CategoryMenuDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { media } from '../../theme/theme'
import { LoadingStatus } from './loading-status'
import { TrackedListItem } from '../../analytics/tracked-list-item'
import type { CategoryMenuTexts } from './category-menu'

/** docs/rules/limits.md: the mobile menu shows the first 6 categories and a 'View all categories' button. */
export const MOBILE_CATEGORY_COUNT = 6

export function CategoryMenuPanel(props: { shopper: Shopper; allGiftCardsHref: string; texts: CategoryMenuTexts }) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <CategoryList shopper={props.shopper} allGiftCardsHref={props.allGiftCardsHref} texts={props.texts} />
    </ApolloProvider>
  )
}

export function CategoryList({ shopper, allGiftCardsHref, texts }: { shopper: Shopper; allGiftCardsHref: string; texts: CategoryMenuTexts }) {
  const { data, loading } = useQuery(CategoryMenuDocument, { variables: { userData: toUserData(shopper) }, errorPolicy: 'all' })
  const [showAll, setShowAll] = useState(false)
  if (loading) return <LoadingStatus label={texts.loading} />
  const categories = data?.categoryMenu?.categories ?? []
  return (
    <Inner data-show-all={showAll}>
      <Categories>
        {categories.map((category, index) => (
          <li key={category.id} data-extra={index >= MOBILE_CATEGORY_COUNT ? true : undefined}>
            <a href={category.path}>{category.title}</a>
            {(category.topList?.length ?? 0) > 0 && (
              <TopList aria-label={`${texts.topProducts}: ${category.title}`}>
                {category.topList?.map((product, position) => product && (
                  <TrackedListItem key={product.id} list="header_menu" item={{ item_id: product.id, item_name: product.title, index: position + 1 }}>
                    <a href={product.path}>{product.title}</a>
                  </TrackedListItem>
                ))}
              </TopList>
            )}
          </li>
        ))}
      </Categories>
      {categories.length > MOBILE_CATEGORY_COUNT && !showAll && (
        <ViewAll type="button" onClick={() => setShowAll(true)}>{texts.viewAllCategories}</ViewAll>
      )}
      <p><a href={allGiftCardsHref}>{texts.allGiftCards}</a></p>
    </Inner>
  )
}

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px;
  /* Mobile: only the first categories until 'View all categories'; desktop: all of them. */
  &[data-show-all='false'] li[data-extra] { display: none; }
  ${media.desktopSmall} { &[data-show-all='false'] li[data-extra] { display: block; } }
  p { margin: 16px 0 0; font-weight: 600; }
`
const Categories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px 24px;
  ${media.desktopSmall} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  & > li > a { font-weight: 700; text-decoration: none; display: inline-block; padding: 6px 0; }
`
const TopList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: none;
  font-size: .9rem;
  ${media.desktopSmall} { display: block; }
  a { text-decoration: none; display: inline-block; padding: 2px 0; color: ${({ theme }) => theme.colors.muted}; }
`
const ViewAll = styled.button`
  margin-top: 12px;
  font: inherit;
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  border-radius: 22px;
  padding: 10px 16px;
  cursor: pointer;
  ${media.desktopSmall} { display: none; }
`
