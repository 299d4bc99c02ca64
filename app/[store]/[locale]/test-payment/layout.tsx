import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'

// One payment per request, decided once: never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

const TEST_PAYMENT_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'validation', 'checkout'] as const

export default async function TestPaymentLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { language } = await pageContext(params)
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(TEST_PAYMENT_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider locale={language} messages={clientMessages}>{children}</NextIntlClientProvider>
}
