'use client'
import { ApolloProvider } from '@/graphql/browser-client'
import { RedeemCheckout, type RedeemCheckoutProps } from './redeem-checkout'

/** The redeem checkout's client island: the browser's Apollo Client is mounted here only. */
export function RedeemCheckoutIsland(props: RedeemCheckoutProps) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <RedeemCheckout {...props} />
    </ApolloProvider>
  )
}
