'use client'
import { CaptchaProvider } from '@/components/account/captcha'
import { ApolloProvider } from '@/graphql/browser-client'
import { RedeemShop, type RedeemShopProps } from './redeem-shop'

/** The redeem shop's client island: the browser's Apollo Client and the captcha are mounted here only. */
export function RedeemShopIsland(props: RedeemShopProps) {
  return (
    <ApolloProvider shopper={props.shopper}>
      {/* The add extra card modal checks a card: captcha as on the balance check. */}
      <CaptchaProvider>
        <RedeemShop {...props} />
      </CaptchaProvider>
    </ApolloProvider>
  )
}
