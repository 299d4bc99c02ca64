import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { RedeemShopIsland } from '@/components/redeem/shop/redeem-shop-island'
import { Pagination } from '@/components/catalog/pagination'
import { redeemPageLinks, toRedeemShopProduct } from '@/components/redeem/shop/redeem-shop-data'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../../_lib/page-context'
import { pageMetadata } from '../../../_lib/metadata'
import { listingPageNumber } from '../../../_lib/listing'
import { loadRedeemListing } from '../load-redeem-listing'

// Personal (redeem token, chosen cards): rendered per request, never cached.
export const dynamic = 'force-dynamic'

type ShopParams = RouteParams & { page?: string[] }

// 'checkout': the guest delivery modal (docs/rules/redeem.md identify in redeem) shares the checkout's address labels.
const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'redeem', 'checkout', 'validation', 'doubler'] as const

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const t = await getTranslations({ locale: context.language, namespace: 'redeem.shop' })
  return { ...pageMetadata({ context, route: 'redeemShop', params: { page }, title: t('title') }), robots: { index: false, follow: false } }
}

/** docs/rules/redeem.md /saldocheck/inwisselen/:page?: choose gift cards with the balance of the checked cards (docs/rules/redeem.md). */
export default async function RedeemShopPage({ params }: { params: Promise<ShopParams> }) {
  const context = await pageContext(params)
  const page = listingPageNumber((await params).page)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'redeem.shop' })
  const listing = await loadRedeemListing(context, page)
  // A gift card may be chosen digital or, when it has one, as a physical card (docs/rules/redeem.md address needs).
  const products = listing.products.filter((product) => product.digitalVariationConfig || product.physicalVariationConfig).map(toRedeemShopProduct)
  const tCommon = await getTranslations({ locale: language, namespace: 'common' })
  const links = redeemPageLinks(listing.paging.totalPages, page, (number) => localizePath('redeemShop', { page: number }, language, storefront.defaultLanguage))
  const pagination = (
    <Pagination
      label={tCommon('pagination')}
      links={links}
      previous={page > 1 ? { href: links[page - 2]!.href, text: tCommon('previousPage') } : null}
      next={page < links.length ? { href: links[page]!.href, text: tCommon('nextPage') } : null}
    />
  )
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  const path = (route: 'balanceCheck' | 'redeemCheckout') => localizePath(route, {}, language, storefront.defaultLanguage)
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider locale={language} messages={clientMessages}>
        <RedeemShopIsland shopper={shopper} locale={locale} products={products} hrefs={{ balanceCheck: path('balanceCheck'), checkout: path('redeemCheckout') }} pagination={pagination} />
      </NextIntlClientProvider>
    </PageContainer>
  )
}
