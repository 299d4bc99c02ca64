import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'

// The basket is personal: rendered per request from the basket cookie, never cached.
export const dynamic = 'force-dynamic'

/** The storefront layout's client namespaces plus the basket's texts (checkout.basket, cart) and validation messages. */
const BASKET_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'validation', 'checkout', 'cart'] as const

export default async function BasketLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { language } = await pageContext(params)
  const messages = await getMessages({ locale: language })
  const clientMessages = {
    ...Object.fromEntries(BASKET_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])),
    // Order now's identify modal is the account's e-mail check (components/basket/order-identify-modal.tsx).
    account: { identify: messages.account.identify, form: messages.account.form },
  }
  return <NextIntlClientProvider locale={language} messages={clientMessages}>{children}</NextIntlClientProvider>
}
