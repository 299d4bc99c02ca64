import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { Pagination } from '@/components/catalog/pagination'
import { PageContainer } from '@/components/layout/page-container'
import { CompanyHeader } from '@/components/redeem/shop/company-header'
import { redeemPageLinks, toRedeemShopProduct } from '@/components/redeem/shop/redeem-shop-data'
import { RedeemShopIsland } from '@/components/redeem/shop/redeem-shop-island'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../../../_lib/page-context'
import { pageMetadata } from '../../../../_lib/metadata'
import { listingPageNumber } from '../../../../_lib/listing'
import { loadRedeemPage } from '../../load-redeem-page'

// Personal (redeem token, chosen cards): rendered per request, never cached.
export const dynamic = 'force-dynamic'

type BusinessShopParams = RouteParams & { pageId: string; page?: string[] }

// 'checkout': the guest delivery modal (docs/rules/redeem.md identify in redeem) shares the checkout's address labels.
const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'redeem', 'checkout', 'validation', 'doubler'] as const

export async function generateMetadata({ params }: { params: Promise<BusinessShopParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const { pageId, page: segments } = await params
  const page = listingPageNumber(segments)
  const { page: redeemPage } = await loadRedeemPage(context, pageId, page)
  return { ...pageMetadata({ context, route: 'businessRedeemShop', params: { pageId, page }, title: redeemPage.title }), robots: { index: false, follow: false } }
}

/**
 * docs/rules/redeem.md /saldocheck/inwisselen/:pageId/:page?: a company's redeem shop, the redeem shop (docs/rules/redeem.md)
 * limited to the company's curated selection (giftcard and donation products, 16 per page).
 */
export default async function BusinessRedeemShopPage({ params }: { params: Promise<BusinessShopParams> }) {
  const context = await pageContext(params)
  const { pageId, page: segments } = await params
  const page = listingPageNumber(segments)
  const { language, locale, shopper, storefront } = context
  const { page: redeemPage, products, paging } = await loadRedeemPage(context, pageId, page)
  const t = await getTranslations({ locale: language, namespace: 'redeem' })
  const tCommon = await getTranslations({ locale: language, namespace: 'common' })
  const path = (route: 'redeemInfo' | 'redeemCheckout') => localizePath(route, route === 'redeemInfo' ? { pageId } : {}, language, storefront.defaultLanguage)
  const links = redeemPageLinks(paging.totalPages, page, (number) => localizePath('businessRedeemShop', { pageId, page: number }, language, storefront.defaultLanguage))
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return (
    <PageContainer id="main">
      <NextIntlClientProvider locale={language} messages={clientMessages}>
        <CompanyHeader
          logo={redeemPage.logo}
          title={redeemPage.title}
          intro={redeemPage.intro}
          link={{ href: path('redeemInfo'), text: t('business.infoLink') }}
        />
        <RedeemShopIsland
          shopper={shopper}
          locale={locale}
          products={products.map(toRedeemShopProduct)}
          title={t('business.shopTitle', { company: redeemPage.companyName })}
          // Without a checked card, the company's info page has the balance check that leads back here.
          hrefs={{ balanceCheck: path('redeemInfo'), checkout: path('redeemCheckout') }}
          pagination={(
            <Pagination
              label={tCommon('pagination')}
              links={links}
              previous={page > 1 ? { href: links[page - 2]!.href, text: tCommon('previousPage') } : null}
              next={page < links.length ? { href: links[page]!.href, text: tCommon('nextPage') } : null}
            />
          )}
        />
      </NextIntlClientProvider>
    </PageContainer>
  )
}
