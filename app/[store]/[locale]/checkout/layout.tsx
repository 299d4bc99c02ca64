import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'

// Checkout is personal (basket, order, payment): rendered per request, never cached.
export const dynamic = 'force-dynamic'

// Never indexed, and crawlers have nothing to follow here.
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The storefront layout's client namespaces plus the checkout's texts, validation messages and the confirmation's gift card section. */
const CHECKOUT_CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search', 'validation', 'checkout', 'cart', 'orderCards'] as const

export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { language } = await pageContext(params)
  const messages = await getMessages({ locale: language })
  const clientMessages = {
    ...Object.fromEntries(CHECKOUT_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])),
    // The confirmation of a redeem order shows its balance payments (only that part of the redeem texts).
    redeem: { confirmation: messages.redeem.confirmation },
    // The identify step is the account's e-mail check (components/checkout/checkout-identify.tsx).
    account: { identify: messages.account.identify, form: messages.account.form },
  }
  return <NextIntlClientProvider locale={language} messages={clientMessages}>{children}</NextIntlClientProvider>
}
