'use client'
import { Suspense, lazy, type ReactNode } from 'react'
import type { ProductFiltersInput } from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import { useLayoutStore } from '@/stores/layout-store'
import { PRODUCTS_PER_PAGE, productsPerPage } from './listing-layout'

const SmallDesktopPage = lazy(() => import('./small-desktop-page').then((module) => ({ default: module.SmallDesktopPage })))

export interface ResponsiveListingPageProps {
  shopper: Shopper
  locale: string
  filters: ProductFiltersInput
  page: number
  /** Links of the server's pages, from page 1 (paging by 16 never has fewer pages than by 17). */
  hrefs: string[]
  freeLabel: string
  /** The server-rendered page of 16 products. */
  children: ReactNode
}

/**
 * docs/rules/limits.md: 16 products per page, 17 on small desktop. The cached HTML (and every crawler) gets the
 * 16-product page; when the layout store reports small desktop, this island asks the API for the
 * same page number with 17 per page, so offsets and positions stay consistent for that screen size.
 * Until the answer (or when the page does not exist with 17 per page) the server's page stays.
 */
export function ResponsiveListingPage({ children, ...props }: ResponsiveListingPageProps) {
  const perPage = productsPerPage(useLayoutStore((state) => state.extension))
  if (perPage === PRODUCTS_PER_PAGE) return <>{children}</>
  return (
    <Suspense fallback={children}>
      <SmallDesktopPage {...props} perPage={perPage} fallback={children} />
    </Suspense>
  )
}
