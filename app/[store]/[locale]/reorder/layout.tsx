import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'

// Reordering is personal (the customer's past orders): rendered per request, never cached.
export const dynamic = 'force-dynamic'

/** The storefront layout's client namespaces plus the account texts the order list and modals use. */
const REORDER_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'account'] as const

export default async function ReorderLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { language } = await pageContext(params)
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(REORDER_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider locale={language} messages={clientMessages}>{children}</NextIntlClientProvider>
}
