import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ProductCard } from '@/components/catalog/product-card'
import { ProductGrid } from '@/components/catalog/product-grid'
import { Pagination } from '@/components/catalog/pagination'
import { PageContainer } from '@/components/layout/page-container'
import { cachedCatalogQuery } from '@/graphql/cached-query'
import { ERROR_CODES } from '@/graphql/error-codes'
import { ProductsDocument } from '@/graphql/generated/operations'
import { localizePath } from '@/i18n/localize'
import { pageContext, type PageContext, type RouteParams } from '../../_lib/page-context'
import { toProductCardData } from '../../_lib/product-cards'
import { LISTING_PRODUCT_TYPES, PRODUCTS_PER_PAGE, listingPageNumber } from '../../_lib/listing'

type ListingParams = RouteParams & { page?: string[] }

export function generateStaticParams(): Array<{ page?: string[] }> {
  return []
}

async function loadListing(context: PageContext, page: number) {
  const data = await cachedCatalogQuery(context.shopper, ProductsDocument, {
    filters: { filterByProductType: LISTING_PRODUCT_TYPES },
    paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: page },
  })
  const { products, paging, errors } = data.products
  // Past the last page (or any page the API refuses) is a 404, never an empty listing.
  if (errors.some((error) => error.code === ERROR_CODES.PAGE_OUT_OF_RANGE) || !paging) notFound()
  if (errors.length) throw new Error(errors.map((error) => error.message).join('; '))
  return { products, paging }
}

export async function generateMetadata({ params }: { params: Promise<ListingParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const t = await getTranslations({ locale: context.language })
  const title = page > 1 ? t('listing.pageTitle', { page }) : t('listing.title')
  const { storefront, language } = context
  return {
    title,
    description: t('seo.listing', { brand: storefront.brandName, count: storefront.catalogueSize }),
    alternates: { canonical: localizePath('productListing', { page }, language, storefront.defaultLanguage) },
  }
}

export default async function ProductListingPage({ params }: { params: Promise<ListingParams> }) {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const { storefront, language, locale } = context
  const t = await getTranslations({ locale: language })
  const { products, paging } = await loadListing(context, page)
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  const hrefOf = (pageNumber: number) => localizePath('productListing', { page: pageNumber }, language, storefront.defaultLanguage)
  const offset = (paging.pageNumber - 1) * paging.itemsPerPage
  return (
    <PageContainer id="main">
      <h1>{page > 1 ? t('listing.pageTitle', { page }) : t('listing.title')}</h1>
      <p>{t('listing.resultCount', { count: paging.totalItems })}</p>
      <ProductGrid>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={toProductCardData(product, locale, texts)} position={offset + index + 1} priority={index < 4} />
        ))}
      </ProductGrid>
      <Pagination
        label={t('common.pagination')}
        links={Array.from({ length: paging.totalPages }, (_, index) => ({ page: index + 1, href: hrefOf(index + 1), current: index + 1 === page }))}
        previous={page > 1 ? { href: hrefOf(page - 1), text: t('common.previousPage') } : null}
        next={page < paging.totalPages ? { href: hrefOf(page + 1), text: t('common.nextPage') } : null}
      />
    </PageContainer>
  )
}
