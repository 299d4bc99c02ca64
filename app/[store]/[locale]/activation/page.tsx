import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ActivationFlow } from '@/components/activation/activation-flow'
import { ActivationIsland } from '@/components/activation/activation-island'
import { PageContainer } from '@/components/layout/page-container'
import { ActivationOptionsDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import { localizePath } from '@/i18n/localize'
import { pageMetadata } from '../_lib/metadata'
import { pageContext, type RouteParams } from '../_lib/page-context'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'activation' })
  // Indexed like a landing page: card holders search for it. What a shopper types stays in the browser.
  return pageMetadata({ context, route: 'activation', title: t('title'), description: t('metaDescription') })
}

/** docs/rules/activation-and-doubler.md /activeren/ (fr /activation/): activate a shop-bought choice card by paying its amount. */
export default async function ActivationPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'activation' })
  const query = await searchParams
  // docs/rules/activation-and-doubler.md retry: `?error=1&order=<uuid>` after a failed payment of that order.
  const retryOrderUuid = first(query.error) && first(query.order) ? first(query.order) : null
  const { activationOptions } = await serverQuery(shopper, ActivationOptionsDocument, {})
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <p style={{ margin: '0 0 24px', maxWidth: 640 }}>{t('text')}</p>
      <ActivationIsland shopper={shopper}>
        <ActivationFlow
          shopper={shopper}
          locale={locale}
          options={{
            available: activationOptions.available,
            prefixes: activationOptions.cardNumberPrefixes,
            minAmount: activationOptions.minAmount,
            maxAmount: activationOptions.maxAmount,
          }}
          successPath={localizePath('activationSuccess', {}, language, storefront.defaultLanguage)}
          retryOrderUuid={retryOrderUuid}
        />
      </ActivationIsland>
    </PageContainer>
  )
}
