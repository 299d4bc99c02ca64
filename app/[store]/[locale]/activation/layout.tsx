import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'

// Personal (card number, e-mail, payment): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** The storefront layout's client namespaces plus the activation's, the payment step's and validation texts. */
const ACTIVATION_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'validation', 'activation', 'checkout'] as const

export default async function ActivationLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { language } = await pageContext(params)
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(ACTIVATION_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider locale={language} messages={clientMessages}>{children}</NextIntlClientProvider>
}
