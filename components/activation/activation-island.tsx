'use client'
import type { ReactNode } from 'react'
import { ApolloProvider } from '@/graphql/browser-client'
import type { Shopper } from '@/graphql/shopper'

/** The activation pages' client island: the browser's Apollo Client is mounted here only. */
export function ActivationIsland({ shopper, children }: { shopper: Shopper; children: ReactNode }) {
  return <ApolloProvider shopper={shopper}>{children}</ApolloProvider>
}
