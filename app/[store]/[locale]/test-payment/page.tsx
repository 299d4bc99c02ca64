import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { TestPaymentView } from '@/components/test-payment/test-payment-view'
import { paymentMethodById } from '@/config/payment-methods'
import { TestPaymentDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import { formatMoney } from '@/i18n/format'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../_lib/page-context'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Past what `testPayment` takes, and longer than any payment id (a UUID): asked as no payment at all. */
const MAX_PAYMENT_ID_LENGTH = 200

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'checkout.testPayment' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The built-in test payment provider's page (`/testbetaling/?payment=<id>`): what is being paid, and
 * the tester's answer, posted to the provider's route handler, which sends the shopper back to the shop.
 */
export default async function TestPaymentPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await pageContext(params)
  const raw = (await searchParams).payment
  const id = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const { testPayment } = await serverQuery(context.shopper, TestPaymentDocument, { id: id.length > MAX_PAYMENT_ID_LENGTH ? '' : id })
  // A shop that takes no test payments has no such page (docs/rules/checkout.md test payment page).
  if (!testPayment.enabled) notFound()
  const { payment } = testPayment
  const t = await getTranslations({ locale: context.language, namespace: 'checkout.testPayment' })
  const home = localizePath('home', {}, context.language, context.storefront.defaultLanguage)

  const method = payment ? paymentMethodById(payment.methodId) : undefined
  const bank = payment?.issuerId ? method?.issuers.find((issuer) => issuer.id === payment.issuerId)?.issuer ?? payment.issuerId : null
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <TestPaymentView
        payment={payment && {
          id: payment.id,
          reference: payment.reference,
          amount: formatMoney(payment.amount, context.locale),
          methodId: payment.methodId,
          methodLabel: method?.label ?? payment.methodId,
          bank,
          outcome: payment.outcome,
        }}
        action={payment ? `/api/test-payments/${encodeURIComponent(payment.id)}` : ''}
        homeHref={home}
      />
    </PageContainer>
  )
}
