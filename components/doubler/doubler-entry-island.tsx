'use client'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'
import { CaptchaProvider } from '@/components/account/captcha'
import { DoublerForm } from './doubler-form'

/** The doubler page's client island: the browser's Apollo Client and the captcha, for the entry form only. */
export function DoublerEntryIsland({ shopper }: { shopper: Shopper }) {
  return (
    <ApolloProvider shopper={shopper}>
      <CaptchaProvider>
        <DoublerForm shopper={shopper} />
      </CaptchaProvider>
    </ApolloProvider>
  )
}
