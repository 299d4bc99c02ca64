'use client'
import type { ReactNode } from 'react'
import { useQuery } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import { ApolloProvider } from '@/graphql/browser-client'
import { ProductsDocument, type ProductCardFragment } from '@/graphql/generated/operations'
import { toUserData } from '@/graphql/shopper'
import { ListingView } from './listing-view'
import { toProductCardData } from './product-card-data'
import type { ResponsiveListingPageProps } from './responsive-listing-page'

type Props = Omit<ResponsiveListingPageProps, 'children'> & { perPage: number; fallback: ReactNode }

/** The listing page re-asked with the small-desktop page size (loaded only on small desktop). */
export function SmallDesktopPage(props: Props) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <Page {...props} />
    </ApolloProvider>
  )
}

function Page({ shopper, locale, filters, page, hrefs, freeLabel, perPage, fallback }: Props) {
  const t = useTranslations()
  const { data } = useQuery(ProductsDocument, {
    variables: { userData: toUserData(shopper), filters, paging: { itemsPerPage: perPage, pageNumber: page } },
    errorPolicy: 'all',
  })
  const result = data?.products
  // Loading, an error, or a page number that only exists with 16 per page: the server's page.
  if (!result?.paging || result.errors.length > 0) return <>{fallback}</>
  const { totalItems, totalPages } = result.paging
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel }
  return (
    <ListingView
      products={(result.products as ProductCardFragment[]).map((product) => toProductCardData(product, locale, texts))}
      page={page}
      perPage={perPage}
      totalItems={totalItems}
      totalPages={totalPages}
      hrefs={hrefs}
      texts={{
        resultCount: t('listing.resultCount', { count: totalItems }),
        empty: t('listing.empty'),
        pagination: t('common.pagination'),
        previousPage: t('common.previousPage'),
        nextPage: t('common.nextPage'),
      }}
    />
  )
}
