import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { LocationDetailMap } from '@/components/locations/location-detail-map'
import { pageMetadata } from '../../../../_lib/metadata'
import { pageContext, type RouteParams } from '../../../../_lib/page-context'
import { loadLocation } from '../load-locations'
import { LocationsMessages } from '../locations-messages'

type LocationParams = RouteParams & { product: string; location: string }

// Rendered on first visit per storefront, language, product and location, then served from the cache.
export function generateStaticParams(): Array<{ location: string }> {
  return []
}

async function load(params: Promise<LocationParams>) {
  const context = await pageContext(params)
  const { product, location } = await params
  return { context, ...(await loadLocation(context, product, location)) }
}

export async function generateMetadata({ params }: { params: Promise<LocationParams> }): Promise<Metadata> {
  const { context, product, location } = await load(params)
  const t = await getTranslations({ locale: context.language, namespace: 'locations' })
  return pageMetadata({
    context,
    route: 'locationDetail',
    params: { product: product.slug, location: location.slug },
    title: t('detailMetaTitle', { name: location.name, title: product.title }),
    description: t('detailMetaDescription', { ...location, title: product.title }),
  })
}

/** One location (docs/rules/pages-and-seo.md `/locaties/:location/`, French `/locatie/:location/`): address and a small map. */
export default async function LocationPage({ params }: { params: Promise<LocationParams> }) {
  const { context, product, location } = await load(params)
  const t = await getTranslations({ locale: context.language })
  return (
    <PageContainer id="main">
      <nav aria-label={t('common.breadcrumb')}>
        <a href={product.locationsPath}>{t('locations.backToOverview', { title: product.title })}</a>
      </nav>
      <h1>{location.name}</h1>
      <section aria-labelledby="location-address">
        <h2 id="location-address">{t('locations.address')}</h2>
        <p>{location.street}<br />{location.postCode} {location.locality}<br />{location.administrativeArea}</p>
        <p><a href={product.path}>{t('locations.toProduct', { title: product.title })}</a></p>
      </section>
      <LocationsMessages language={context.language}>
        <LocationDetailMap location={location} label={t('locations.detailMapLabel', { name: location.name })} />
      </LocationsMessages>
    </PageContainer>
  )
}
