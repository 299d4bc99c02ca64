'use client'
import { useState } from 'react'
import { useApolloClient, useQuery } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { ApolloProvider } from '@/graphql/browser-client'
import { ProductsDocument, type ProductCardFragment, type ProductType } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { Button } from '../../ui/button'
import { ProductCard } from '../product-card'
import { toProductCardData } from '../product-card-data'
import { ProductGrid } from '../product-grid'
import { productsPerPage } from '../listing-layout'
import { ResultCount } from '../listing-view'
import { useLayoutStore } from '@/stores/layout-store'
import { mergeById, toTaxonomyFilter, type ListingFilters } from './listing-filter-state'

export interface FilteredResultsProps {
  shopper: Shopper
  locale: string
  filters: ListingFilters
  productTypes: ProductType[]
  freeLabel: string
}

/**
 * The filtered listing, fetched in the browser (filters are per visitor, so never in the page cache).
 * Pages by the screen's page size (16, or 17 on small desktop). Keyed by the filters and the page
 * size, so new filters or another page size start again from the first page (no gaps, no repeats).
 */
export function FilteredResults(props: FilteredResultsProps) {
  const itemsPerPage = productsPerPage(useLayoutStore((state) => state.extension))
  return (
    <ApolloProvider shopper={props.shopper}>
      <Results key={`${JSON.stringify(props.filters)} ${itemsPerPage}`} {...props} itemsPerPage={itemsPerPage} />
    </ApolloProvider>
  )
}

function Results({ shopper, locale, filters, productTypes, itemsPerPage, freeLabel }: FilteredResultsProps & { itemsPerPage: number }) {
  const t = useTranslations()
  const client = useApolloClient()
  const [morePages, setMorePages] = useState<ProductCardFragment[][]>([])
  const [loadingMore, setLoadingMore] = useState(false)
  const variables = (pageNumber: number) => ({
    userData: toUserData(shopper),
    filters: { filterByProductType: productTypes, filterByTaxonomy: toTaxonomyFilter(filters) },
    paging: { itemsPerPage, pageNumber },
  })
  const { data, loading } = useQuery(ProductsDocument, { variables: variables(1), errorPolicy: 'all' })

  const firstPage = (data?.products?.products ?? []) as ProductCardFragment[]
  const products = morePages.reduce<ProductCardFragment[]>((all, page) => mergeById(all, page), firstPage)
  const total = data?.products?.paging?.totalItems ?? 0

  const loadMore = async () => {
    setLoadingMore(true)
    try {
      const result = await client.query({ query: ProductsDocument, variables: variables(morePages.length + 2) })
      setMorePages((pages) => [...pages, (result.data?.products.products ?? []) as ProductCardFragment[]])
    } finally {
      setLoadingMore(false)
    }
  }

  const texts = { fromPrice: (price: string) => t('common.fromPrice', { price }), freeLabel }
  return (
    <section aria-busy={loading || loadingMore} aria-live="polite">
      <ResultCount>{t('listing.resultCount', { count: total })}</ResultCount>
      {!loading && total === 0 && <p>{t('listing.empty')}</p>}
      <ProductGrid>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={toProductCardData(product, locale, texts)} position={index + 1} list="product_listing" />
        ))}
      </ProductGrid>
      {products.length < total && (
        <More>
          <Button variant="secondary" loading={loadingMore} onClick={loadMore}>{t('common.showMore')}</Button>
        </More>
      )}
    </section>
  )
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 32px 0;
`
