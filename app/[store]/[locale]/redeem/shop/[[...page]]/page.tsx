import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { RedeemShopIsland } from '@/components/redeem/shop/redeem-shop-island'
import type { RedeemShopProduct } from '@/components/redeem/shop/redeem-shop'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../../_lib/page-context'
import { pageMetadata } from '../../../_lib/metadata'
import { listingPageNumber } from '../../../_lib/listing'
import { loadListing } from '../../../_lib/product-listing'

// Personal (redeem token, chosen cards): rendered per request, never cached.
export const dynamic = 'force-dynamic'

type ShopParams = RouteParams & { page?: string[] }

/** Spec §5 listings: the redeem shop keeps giftcard and donation products (digital: they are sent by e-mail). */
const REDEEM_PRODUCT_TYPES = ['GIFTCARD_DIGITAL', 'DONATION'] as const

const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'redeem', 'validation'] as const

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const t = await getTranslations({ locale: context.language, namespace: 'redeem.shop' })
  return { ...pageMetadata({ context, route: 'redeemShop', params: { page }, title: t('title') }), robots: { index: false, follow: false } }
}

/** Spec §2 /saldocheck/inwisselen/:page?: choose gift cards with the balance of the checked cards (spec §4). */
export default async function RedeemShopPage({ params }: { params: Promise<ShopParams> }) {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'redeem.shop' })
  const listing = await loadListing(context, { filterByProductType: [...REDEEM_PRODUCT_TYPES] }, page)
  const products: RedeemShopProduct[] = listing.products
    .filter((product) => product.digitalVariationConfig)
    .map((product) => ({
      slug: product.slug,
      title: product.title,
      imageUrl: product.image.url,
      backgroundColor: product.backgroundColor,
      minPrice: product.digitalVariationConfig?.minPrice ?? null,
      maxPrice: product.digitalVariationConfig?.maxPrice ?? null,
    }))
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  const path = (route: 'balanceCheck' | 'redeemCheckout') => localizePath(route, {}, language, storefront.defaultLanguage)
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider locale={language} messages={clientMessages}>
        <RedeemShopIsland shopper={shopper} locale={locale} products={products} hrefs={{ balanceCheck: path('balanceCheck'), checkout: path('redeemCheckout') }} />
      </NextIntlClientProvider>
    </PageContainer>
  )
}
