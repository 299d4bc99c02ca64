'use client'
import type { ReactNode } from 'react'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'
import { CaptchaProvider } from './captcha'

/** What every account form island needs: the browser's Apollo Client and the captcha. */
export function AccountIsland({ shopper, children }: { shopper: Shopper; children: ReactNode }) {
  return (
    <ApolloProvider shopper={shopper}>
      <CaptchaProvider>{children}</CaptchaProvider>
    </ApolloProvider>
  )
}
