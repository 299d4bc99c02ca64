import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { localizePath } from '@/i18n/localize'
import { pageContext, type PageContext, type RouteParams } from '../../../_lib/page-context'
import { LISTING_PRODUCT_TYPES, listingPageNumber } from '../../../_lib/listing'
import { ProductListing, loadListing } from '../../../_lib/product-listing'
import { BreadcrumbTrail } from '../../../_lib/breadcrumb-trail'
import { loadCategories } from '../../../_lib/categories'
import { pageMetadata } from '../../../_lib/metadata'

type CategoryParams = RouteParams & { url: string; page?: string[] }

export function generateStaticParams(): Array<{ url: string }> {
  return []
}

async function resolveCategory(params: Promise<CategoryParams>): Promise<{ context: PageContext; page: number; category: { slug: string; title: string } }> {
  const context = await pageContext(params)
  const { url, page } = await params
  const category = (await loadCategories(context)).find((term) => term.slug === decodeURIComponent(url))
  if (!category) notFound()
  return { context, page: listingPageNumber(page), category }
}

export async function generateMetadata({ params }: { params: Promise<CategoryParams> }): Promise<Metadata> {
  const { context, page, category } = await resolveCategory(params)
  const t = await getTranslations({ locale: context.language })
  const { storefront } = context
  // Category slugs belong to the storefront, not to a language, so the alternates share the slug.
  return pageMetadata({
    context,
    route: 'category',
    params: { url: category.slug, page },
    title: page > 1 ? t('listing.categoryPageTitle', { category: category.title, page }) : category.title,
    description: t('seo.listing', { brand: storefront.brandName, count: storefront.catalogueSize }),
  })
}

/** A category's gift cards (docs/rules/pages-and-seo.md `/categorie/:url/:page?`), paged like the listing. */
export default async function CategoryPage({ params }: { params: Promise<CategoryParams> }) {
  const { context, page, category } = await resolveCategory(params)
  const t = await getTranslations({ locale: context.language })
  const { storefront, language } = context
  const listing = await loadListing(context, {
    filterByProductType: LISTING_PRODUCT_TYPES,
    filterByPage: { pageType: 'category', pageId: category.slug, fieldName: 'cb_api_giftcard_categories' },
  }, page)
  const title = page > 1 ? t('listing.categoryPageTitle', { category: category.title, page }) : category.title
  return (
    <PageContainer id="main">
      <BreadcrumbTrail context={context} items={[
        { name: t('listing.allCategories'), href: localizePath('allCategories', {}, language, storefront.defaultLanguage) },
        { name: title, href: localizePath('category', { url: category.slug, page }, language, storefront.defaultLanguage) },
      ]} />
      <h1>{title}</h1>
      <ProductListing
        context={context}
        listing={listing}
        hrefOf={(pageNumber) => localizePath('category', { url: category.slug, page: pageNumber }, language, storefront.defaultLanguage)}
      />
    </PageContainer>
  )
}
