import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MostChosen } from '@/components/catalog/most-chosen'
import { HomeHero, type HomeHeroLink } from '@/components/home/home-hero'
import { PageContainer } from '@/components/layout/page-container'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { BlocksQueueDocument } from '@/graphql/generated/operations'
import { localizePath, type RouteName } from '@/i18n/localize'
import { pageContext, type PageContext, type RouteParams } from './_lib/page-context'
import { pageMetadata } from './_lib/metadata'
import { toProductCardData } from '@/components/catalog/product-card-data'
import { brandingAltTexts } from '@/i18n/branding-alt'

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

/**
 * The home page in the storefront's version (docs/rules/pages-and-seo.md page types): version 1 opens with the heading,
 * version 2 with a hero that shows the storefront's logoV2 and the calls to action; both then show
 * the home blocks ("Most chosen").
 */
export default async function HomePage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { storefront, language, locale, shopper } = context
  const t = await getTranslations({ locale: language })
  const data = await cachedCatalogQuery(shopper, BlocksQueueDocument, { queueID: 'home', filters: null })
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  const alt = await brandingAltTexts(language, storefront)
  return (
    <PageContainer id="main">
      {storefront.homeVersion === 2
        ? <HomeHero logo={{ src: storefront.branding.logoV2.src, alt: alt(storefront.branding.logoV2) }} title={t('home.hero.title')} text={t('home.hero.text', { count: storefront.catalogueSize })} links={heroLinks(context, t)} />
        : <h1>{t('home.heading', { brand: storefront.brandName })}</h1>}
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

/** The hero's calls to action: the gift cards first, then the choice gift card (not on CK, as in the header) and the balance check. */
function heroLinks(context: PageContext, t: (key: 'home.hero.cta' | 'chrome.header.choiceGiftCard' | 'chrome.header.balance') => string): [HomeHeroLink, ...HomeHeroLink[]] {
  const path = (route: RouteName) => localizePath(route, {}, context.language, context.storefront.defaultLanguage)
  return [
    { href: path('productListing'), text: t('home.hero.cta') },
    ...(context.storefront.brandFamily === 'CK' ? [] : [{ href: path('choiceCard'), text: t('chrome.header.choiceGiftCard') }]),
    { href: path('balanceCheck'), text: t('chrome.header.balance') },
  ]
}
