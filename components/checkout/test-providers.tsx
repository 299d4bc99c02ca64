import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import en from '@/i18n/messages/en.json'
import { WithTheme } from '@/tests/helpers/render-with-theme'

/** The English catalogue and the shop theme, as the checkout pages provide them. */
export function CheckoutTestProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <WithTheme>{children}</WithTheme>
    </NextIntlClientProvider>
  )
}
