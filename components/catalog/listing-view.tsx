'use client'
import styled from 'styled-components'
import { ProductCard, type ProductCardData } from './product-card'
import { ProductGrid } from './product-grid'
import { Pagination } from './pagination'
import { listingPosition } from './listing-layout'

export interface ListingViewTexts {
  resultCount: string
  empty: string
  pagination: string
  previousPage: string
  nextPage: string
}

/**
 * One page of a listing: its count, the grid and the page links. The server renders it with 16
 * products; the small-desktop island renders it again with 17 (same markup, other page size).
 * The count is the grid's h2 (styled as the paragraph it was), so the cards' h3 titles never
 * follow the page's h1 directly (heading order).
 */
export function ListingView({ products, page, perPage, totalItems, totalPages, hrefs, texts }: {
  products: ProductCardData[]
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  /** Page links, from page 1: at least totalPages of them. */
  hrefs: readonly string[]
  texts: ListingViewTexts
}) {
  const links = hrefs.slice(0, totalPages)
  return (
    <>
      <ResultCount>{texts.resultCount}</ResultCount>
      {totalItems === 0 || products.length === 0 ? <p>{texts.empty}</p> : (
        <ProductGrid data-per-page={perPage}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} position={listingPosition(page, perPage, index)} priority={index < 4} list="product_listing" />
          ))}
        </ProductGrid>
      )}
      <Pagination
        label={texts.pagination}
        links={links.map((href, index) => ({ page: index + 1, href, current: index + 1 === page }))}
        previous={page > 1 && links[page - 2] ? { href: links[page - 2] as string, text: texts.previousPage } : null}
        next={page < totalPages && links[page] ? { href: links[page] as string, text: texts.nextPage } : null}
      />
    </>
  )
}

/** The result count as the heading of the grid, looking like the body text it was. */
export const ResultCount = styled.h2`
  margin: 1em 0;
  font-size: 1rem;
  font-weight: 400;
  line-height: inherit;
`
