import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { BalanceCheckIsland } from '@/components/redeem/balance-check-island'
import { DoublerBanner } from '@/components/redeem/doubler-banner'
import { isRouteName, localizePath } from '@/i18n/localize'
import { pageMetadata } from '../_lib/metadata'
import { pageContext, type RouteParams } from '../_lib/page-context'

// Personal (redeem token, card data): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** The storefront layout's client namespaces plus the balance check's texts and validation messages. */
const BALANCE_CHECK_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'redeem', 'validation'] as const

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'redeem' })
  // Indexed like a landing page: card holders search for it. What a shopper types stays in the browser.
  return pageMetadata({ context, route: 'balanceCheck', title: t('title'), description: t('metaDescription') })
}

/** docs/rules/redeem.md /saldocheck/ (fr /solde/): the balance check, first step of the redeem flow (docs/rules/redeem.md). */
export default async function BalanceCheckPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'redeem.balanceCheck' })
  const tDoubler = await getTranslations({ locale: language, namespace: 'doubler' })
  const { doubler } = storefront.branding
  const target = doubler.href ?? 'doubler'
  const bannerHref = isRouteName(target) ? localizePath(target, {}, language, storefront.defaultLanguage) : target
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(BALANCE_CHECK_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <Intro>{t('text')}</Intro>
      <NextIntlClientProvider locale={language} messages={clientMessages}>
        <BalanceCheckIsland shopper={shopper} locale={locale} shopHref={localizePath('redeemShop', {}, language, storefront.defaultLanguage)} />
      </NextIntlClientProvider>
      <DoublerBanner href={bannerHref} image={doubler.src} title={tDoubler('title')} text={tDoubler('text')} />
    </PageContainer>
  )
}

function Intro({ children }: { children: string }) {
  return <p style={{ margin: '0 0 24px', maxWidth: 640 }}>{children}</p>
}
