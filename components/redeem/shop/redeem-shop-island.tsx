'use client'
import { ApolloProvider } from '@/graphql/browser-client'
import { RedeemShop, type RedeemShopProps } from './redeem-shop'

/** The redeem shop's client island: the browser's Apollo Client is mounted here only. */
export function RedeemShopIsland(props: RedeemShopProps) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <RedeemShop {...props} />
    </ApolloProvider>
  )
}
