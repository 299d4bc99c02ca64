import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { pageMetadata } from '../../_lib/metadata'
import { LISTING_PRODUCT_TYPES, listingPageNumber } from '../../_lib/listing'
import { ProductListing, loadListing, loadTopProducts } from '../../_lib/product-listing'
import { loadCategories, loadTypes } from '../../_lib/categories'
import { FilterableListing } from '@/components/catalog/filters/filterable-listing'

type ListingParams = RouteParams & { page?: string[] }

export function generateStaticParams(): Array<{ page?: string[] }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<ListingParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const t = await getTranslations({ locale: context.language })
  const title = page > 1 ? t('listing.pageTitle', { page }) : t('listing.title')
  const { storefront } = context
  return pageMetadata({
    context,
    route: 'productListing',
    params: { page },
    title,
    description: t('seo.listing', { brand: storefront.brandName, count: storefront.catalogueSize }),
  })
}

export default async function ProductListingPage({ params }: { params: Promise<ListingParams> }) {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  const [listing, categories, types, topProducts] = await Promise.all([
    loadListing(context, { filterByProductType: LISTING_PRODUCT_TYPES }, page),
    loadCategories(context),
    loadTypes(context),
    // The top row belongs to the listing's first page.
    page === 1 ? loadTopProducts(context) : [],
  ])
  const terms = (list: typeof categories) => list.map((term) => ({ id: term.id, title: term.title }))
  return (
    <PageContainer id="main">
      <h1>{page > 1 ? t('listing.pageTitle', { page }) : t('listing.title')}</h1>
      <FilterableListing
        shopper={context.shopper}
        locale={context.locale}
        categories={terms(categories)}
        types={terms(types)}
        productTypes={LISTING_PRODUCT_TYPES}
        freeLabel={t('product.freeLabel')}
      >
        <ProductListing
          context={context}
          listing={listing}
          topProducts={topProducts}
          hrefOf={(pageNumber) => localizePath('productListing', { page: pageNumber }, language, storefront.defaultLanguage)}
        />
      </FilterableListing>
    </PageContainer>
  )
}
