import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ActivationIsland } from '@/components/activation/activation-island'
import { ActivationSuccess } from '@/components/activation/activation-success'
import { PageContainer } from '@/components/layout/page-container'
import { localizePath } from '@/i18n/localize'
import { pageMetadata } from '../../_lib/metadata'
import { pageContext, type RouteParams } from '../../_lib/page-context'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'activation' })
  return { ...pageMetadata({ context, route: 'activationSuccess', title: t('title') }), robots: { index: false, follow: false } }
}

/**
 * docs/rules/activation-and-doubler.md /activeren/gelukt/?order=<uuid> (fr /activation/reussie/): where the payment provider sends
 * the shopper back; the order is readable only with the basket cookie of the browser that made it.
 */
export default async function ActivationSuccessPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'activation' })
  const path = (route: 'activation' | 'balanceCheck') => localizePath(route, {}, language, storefront.defaultLanguage)
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <ActivationIsland shopper={shopper}>
        <ActivationSuccess shopper={shopper} locale={locale} hrefs={{ activation: path('activation'), balanceCheck: path('balanceCheck') }} />
      </ActivationIsland>
    </PageContainer>
  )
}
