import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'

// Account pages are personal: rendered per request from the session cookie, never cached.
export const dynamic = 'force-dynamic'

/** The storefront layout's client namespaces plus the account forms' texts, validation messages and the order details' gift card section. */
const ACCOUNT_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'account', 'validation', 'orderCards'] as const

export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { language } = await pageContext(params)
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(ACCOUNT_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider locale={language} messages={clientMessages}>{children}</NextIntlClientProvider>
}
