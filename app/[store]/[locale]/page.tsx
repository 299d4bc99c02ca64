import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MostChosen } from '@/components/catalog/most-chosen'
import { PageContainer } from '@/components/layout/page-container'
import { cachedCatalogQuery } from '@/graphql/cached-query'
import { BlocksQueueDocument } from '@/graphql/generated/operations'
import { pageContext, type RouteParams } from './_lib/page-context'
import { pageMetadata } from './_lib/metadata'
import { toProductCardData } from '@/components/catalog/product-card-data'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  return pageMetadata({
    context,
    route: 'home',
    title: { absolute: `${storefront.brandName} | ${t('home.title')}` },
    description: t('seo.home', { brand: storefront.brandName, count: storefront.catalogueSize }),
  })
}

export default async function HomePage({ params }: { params: Promise<RouteParams> }) {
  const { storefront, language, locale, shopper } = await pageContext(params)
  const t = await getTranslations({ locale: language })
  const data = await cachedCatalogQuery(shopper, BlocksQueueDocument, { queueID: 'home', filters: null })
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  return (
    <PageContainer id="main">
      <h1>{t('home.heading', { brand: storefront.brandName })}</h1>
      {data.getBlocksQueue.list.map((block) =>
        block.__typename === 'MostChosenBlock' ? (
          <MostChosen
            key={block.id}
            title={block.title}
            linkTitle={block.linkTitle}
            linkHref={block.linkPath}
            topProducts={block.topProducts.map((product) => toProductCardData(product, locale, texts))}
            products={block.products.map((product) => toProductCardData(product, locale, texts))}
          />
        ) : null,
      )}
    </PageContainer>
  )
}
