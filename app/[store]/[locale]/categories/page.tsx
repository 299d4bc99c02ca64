import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { CategoryTiles } from '@/components/catalog/category-tiles'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { loadCategories } from '../_lib/categories'
import { pageMetadata } from '../_lib/metadata'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  return pageMetadata({
    context,
    route: 'allCategories',
    title: t('listing.allCategories'),
    description: t('seo.listing', { brand: storefront.brandName, count: storefront.catalogueSize }),
  })
}

/** Every gift-card category of the storefront (docs/rules/pages-and-seo.md `/categorie/alle-cadeaubonnen/`). */
export default async function AllCategoriesPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  const categories = await loadCategories(context)
  return (
    <PageContainer id="main">
      <h1>{t('listing.allCategories')}</h1>
      <CategoryTiles
        categories={categories.map((category) => ({
          id: category.id,
          title: category.title,
          href: localizePath('category', { url: category.slug }, language, storefront.defaultLanguage),
        }))}
      />
      <p><a href={localizePath('productListing', {}, language, storefront.defaultLanguage)}>{t('listing.allGiftCards')}</a></p>
    </PageContainer>
  )
}
