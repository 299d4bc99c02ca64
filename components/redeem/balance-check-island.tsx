'use client'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'
import { CaptchaProvider } from '@/components/account/captcha'
import { BalanceCheck, type BalanceCheckProps } from './balance-check'

/**
 * The balance check's client island: the browser's Apollo Client and the captcha (reCAPTCHA v3 with
 * a site key, else the development token) are mounted here only, not on the rest of the page.
 */
export function BalanceCheckIsland(props: BalanceCheckProps & { shopper: Shopper }) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <CaptchaProvider>
        <BalanceCheck {...props} />
      </CaptchaProvider>
    </ApolloProvider>
  )
}
