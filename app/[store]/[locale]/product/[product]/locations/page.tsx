import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { LocationsExplorer } from '@/components/locations/locations-explorer'
import { pageMetadata } from '../../../_lib/metadata'
import { pageContext, type RouteParams } from '../../../_lib/page-context'
import { loadProductLocations } from './load-locations'
import { LocationsMessages } from './locations-messages'

type LocationsParams = RouteParams & { product: string }

// Rendered on first visit per storefront, language and product, then served from the cache.
export function generateStaticParams(): Array<{ product: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<LocationsParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const { product, locations } = await loadProductLocations(context, (await params).product)
  const t = await getTranslations({ locale: context.language, namespace: 'locations' })
  return pageMetadata({
    context,
    route: 'locations',
    params: { product: product.slug },
    title: t('metaTitle', { title: product.title }),
    description: t('metaDescription', { title: product.title, count: locations.length }),
  })
}

/** The locations overview (docs/rules/pages-and-seo.md `/{product}nen/:product/locaties/`): every location, with a map. */
export default async function LocationsPage({ params }: { params: Promise<LocationsParams> }) {
  const context = await pageContext(params)
  const { product, locations } = await loadProductLocations(context, (await params).product)
  const t = await getTranslations({ locale: context.language })
  return (
    <PageContainer id="main">
      <nav aria-label={t('common.breadcrumb')}>
        <a href={product.path}>{product.title}</a>
      </nav>
      <h1>{t('locations.heading', { title: product.title })}</h1>
      <LocationsMessages language={context.language}>
        <LocationsExplorer shopper={context.shopper} productSlug={product.slug} productTitle={product.title} locations={locations} />
      </LocationsMessages>
    </PageContainer>
  )
}
