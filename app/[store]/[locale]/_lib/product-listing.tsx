import 'server-only'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ProductCard } from '@/components/catalog/product-card'
import { ProductGrid } from '@/components/catalog/product-grid'
import { Pagination } from '@/components/catalog/pagination'
import { cachedCatalogQuery } from '@/graphql/cached-query'
import { ERROR_CODES } from '@/graphql/error-codes'
import { ProductsDocument, type ProductFiltersInput } from '@/graphql/generated/operations'
import type { PageContext } from './page-context'
import { toProductCardData } from '@/components/catalog/product-card-data'
import { PRODUCTS_PER_PAGE } from './listing'

/** One page of a product listing; past the last page (or a filter the API refuses) is a 404. */
export async function loadListing(context: PageContext, filters: ProductFiltersInput, page: number) {
  const data = await cachedCatalogQuery(context.shopper, ProductsDocument, {
    filters,
    paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: page },
  })
  const { products, paging, errors } = data.products
  const refused: number[] = [ERROR_CODES.PAGE_OUT_OF_RANGE, ERROR_CODES.UNKNOWN_TAXONOMY_TERM]
  if (errors.some((error) => refused.includes(error.code)) || !paging) notFound()
  if (errors.length) throw new Error(errors.map((error) => error.message).join('; '))
  return { products, paging }
}

/**
 * The product grid with its count and page links, shared by the listing and the category pages.
 * Positions count from 1 plus the page offset (spec §9), so analytics and tests see one numbering.
 */
export async function ProductListing({ context, listing, hrefOf }: {
  context: PageContext
  listing: Awaited<ReturnType<typeof loadListing>>
  hrefOf: (page: number) => string
}) {
  const t = await getTranslations({ locale: context.language })
  const { products, paging } = listing
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  const offset = (paging.pageNumber - 1) * paging.itemsPerPage
  const page = paging.pageNumber
  return (
    <>
      <p>{t('listing.resultCount', { count: paging.totalItems })}</p>
      {products.length === 0 ? <p>{t('listing.empty')}</p> : (
        <ProductGrid>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={toProductCardData(product, context.locale, texts)} position={offset + index + 1} priority={index < 4} list="product_listing" />
          ))}
        </ProductGrid>
      )}
      <Pagination
        label={t('common.pagination')}
        links={Array.from({ length: paging.totalPages }, (_, index) => ({ page: index + 1, href: hrefOf(index + 1), current: index + 1 === page }))}
        previous={page > 1 ? { href: hrefOf(page - 1), text: t('common.previousPage') } : null}
        next={page < paging.totalPages ? { href: hrefOf(page + 1), text: t('common.nextPage') } : null}
      />
    </>
  )
}
