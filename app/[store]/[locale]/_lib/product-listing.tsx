import 'server-only'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ListingView } from '@/components/catalog/listing-view'
import { MAX_TOP_PRODUCTS } from '@/components/catalog/listing-layout'
import { ResponsiveListingPage } from '@/components/catalog/responsive-listing-page'
import { TopProducts } from '@/components/catalog/top-products'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { ERROR_CODES } from '@/graphql/error-codes'
import { ProductsDocument, type ProductFiltersInput } from '@/graphql/generated/operations'
import type { PageContext } from './page-context'
import { toProductCardData } from '@/components/catalog/product-card-data'
import { LISTING_PRODUCT_TYPES, PRODUCTS_PER_PAGE } from './listing'

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
  return { products, paging, filters }
}

/** The storefront's top products (a featured rank in the catalogue), as many as the widest screen shows. */
export async function loadTopProducts(context: PageContext) {
  const data = await cachedCatalogQuery(context.shopper, ProductsDocument, {
    filters: { filterByProductType: LISTING_PRODUCT_TYPES, filterByFeatured: true },
    paging: { itemsPerPage: MAX_TOP_PRODUCTS, pageNumber: 1 },
  })
  if (data.products.errors.length) throw new Error(data.products.errors.map((error) => error.message).join('; '))
  return data.products.products
}

/**
 * The product grid with its count and page links, shared by the listing and the category pages.
 * Positions count from 1 plus the page offset (docs/rules/chrome.md), so analytics and tests see one numbering.
 * The server renders 16 per page; on small desktop the island re-asks with 17 (ResponsiveListingPage).
 * `topProducts` (the listing's first page) go in a row above the grid; the server renders them all.
 */
export async function ProductListing({ context, listing, hrefOf, topProducts = [] }: {
  context: PageContext
  listing: Awaited<ReturnType<typeof loadListing>>
  hrefOf: (page: number) => string
  topProducts?: Awaited<ReturnType<typeof loadTopProducts>>
}) {
  const t = await getTranslations({ locale: context.language })
  const { products, paging, filters } = listing
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  const hrefs = Array.from({ length: paging.totalPages }, (_, index) => hrefOf(index + 1))
  return (
    <>
      <TopProducts title={t('home.mostChosen.title')} products={topProducts.map((product) => toProductCardData(product, context.locale, texts))} />
      <ResponsiveListingPage shopper={context.shopper} locale={context.locale} filters={filters} page={paging.pageNumber} hrefs={hrefs} freeLabel={texts.freeLabel}>
        <ListingView
          products={products.map((product) => toProductCardData(product, context.locale, texts))}
          page={paging.pageNumber}
          perPage={paging.itemsPerPage}
          totalItems={paging.totalItems}
          totalPages={paging.totalPages}
          hrefs={hrefs}
          texts={{
            resultCount: t('listing.resultCount', { count: paging.totalItems }),
            empty: t('listing.empty'),
            pagination: t('common.pagination'),
            previousPage: t('common.previousPage'),
            nextPage: t('common.nextPage'),
          }}
        />
      </ResponsiveListingPage>
    </>
  )
}
