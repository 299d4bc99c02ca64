'use client'
import type { ReactNode } from 'react'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'

/** The browser's Apollo Client around a checkout island (checkout, processing, confirmation). */
export function CheckoutIsland({ shopper, children }: { shopper: Shopper; children: ReactNode }) {
  return <ApolloProvider shopper={shopper}>{children}</ApolloProvider>
}
