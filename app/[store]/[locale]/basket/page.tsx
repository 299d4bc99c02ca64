import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { BasketView } from '@/components/basket/basket-view'
import { PageContainer } from '@/components/layout/page-container'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { customerOfRequest } from '../_lib/page-customer'
import { loadBasket } from './load-basket'

// Personal: read from the request's cookies on every request, never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'checkout.basket' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The basket (docs/rules/pages-and-seo.md `/winkelmandje/`), server-rendered from the basket cookie; whether a customer
 * is logged in decides where Order now leads (docs/rules/checkout.md identify user).
 */
export default async function BasketPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { storefront, language, locale, shopper } = context
  const t = await getTranslations({ locale: language, namespace: 'checkout.basket' })
  const path = (route: 'checkout' | 'productListing' | 'accountLogin' | 'accountRegister') => localizePath(route, {}, language, storefront.defaultLanguage)
  const [order, customer] = await Promise.all([loadBasket(context), customerOfRequest(shopper)])
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <BasketView
        initialOrder={order}
        shopper={shopper}
        locale={locale}
        checkoutHref={path('checkout')}
        continueShoppingHref={path('productListing')}
        loggedIn={customer !== null}
        loginHref={path('accountLogin')}
        registerHref={path('accountRegister')}
      />
    </PageContainer>
  )
}
