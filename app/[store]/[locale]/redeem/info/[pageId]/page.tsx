import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { BalanceCheckIsland } from '@/components/redeem/balance-check-island'
import { CompanyHeader } from '@/components/redeem/shop/company-header'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../../_lib/page-context'
import { pageMetadata } from '../../../_lib/metadata'
import { loadRedeemPage } from '../../business-shop/load-redeem-page'

// Personal (the balance check keeps a redeem token and card data): rendered per request, never cached.
export const dynamic = 'force-dynamic'

type InfoParams = RouteParams & { pageId: string }

/** The storefront layout's client namespaces plus the balance check's texts and validation messages. */
const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'redeem', 'validation'] as const

export async function generateMetadata({ params }: { params: Promise<InfoParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const { pageId } = await params
  const { page } = await loadRedeemPage(context, pageId, 1)
  return { ...pageMetadata({ context, route: 'redeemInfo', params: { pageId }, title: page.title }), robots: { index: false, follow: false } }
}

/**
 * docs/rules/redeem.md /saldocheck/info/:pageId/ (fr /solde/info/:pageId/): how a company's gift cards are
 * redeemed, with the balance check that leads on to the company's own redeem shop.
 */
export default async function RedeemInfoPage({ params }: { params: Promise<InfoParams> }) {
  const context = await pageContext(params)
  const { pageId } = await params
  const { language, locale, shopper, storefront } = context
  const { page } = await loadRedeemPage(context, pageId, 1)
  const t = await getTranslations({ locale: language, namespace: 'redeem.business' })
  const shopHref = localizePath('businessRedeemShop', { pageId }, language, storefront.defaultLanguage)
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return (
    <PageContainer id="main">
      <NextIntlClientProvider locale={language} messages={clientMessages}>
        <CompanyHeader logo={page.logo} title={page.title} intro={page.intro} link={{ href: shopHref, text: t('toShop', { company: page.companyName }) }} />
        <section aria-labelledby="redeem-info-how" style={{ maxWidth: 640, marginBottom: 32 }}>
          <h2 id="redeem-info-how">{t('infoLink')}</h2>
          {page.info.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </section>
        <section aria-labelledby="redeem-info-check">
          <h2 id="redeem-info-check">{t('checkTitle')}</h2>
          <BalanceCheckIsland shopper={shopper} locale={locale} shopHref={shopHref} />
        </section>
      </NextIntlClientProvider>
    </PageContainer>
  )
}
