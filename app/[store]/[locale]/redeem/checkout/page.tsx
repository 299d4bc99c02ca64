import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { ORDER_UUID_PLACEHOLDER } from '@/components/checkout/hrefs'
import { RedeemCheckoutIsland } from '@/components/redeem/checkout/redeem-checkout-island'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { pageMetadata } from '../../_lib/metadata'

// Personal (redeem token, receiver): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** The texts of the form, summary, payment step and their validation messages. */
const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'redeem', 'checkout', 'validation'] as const

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'redeem.checkout' })
  return { ...pageMetadata({ context, route: 'redeemCheckout', title: t('title') }), robots: { index: false, follow: false } }
}

/** docs/rules/redeem.md /saldocheck/checkout/: the receiver and the confirmation of the redeem order (docs/rules/redeem.md). */
export default async function RedeemCheckoutPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'redeem.checkout' })
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  const path = (route: 'balanceCheck' | 'redeemShop' | 'home') => localizePath(route, {}, language, storefront.defaultLanguage)
  const hrefs = {
    balanceCheck: path('balanceCheck'),
    shop: path('redeemShop'),
    home: path('home'),
    confirmation: localizePath('checkoutConfirmation', { uuid: ORDER_UUID_PLACEHOLDER }, language, storefront.defaultLanguage),
  }
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider locale={language} messages={clientMessages}>
        <RedeemCheckoutIsland shopper={shopper} locale={locale} hrefs={hrefs} />
      </NextIntlClientProvider>
    </PageContainer>
  )
}
