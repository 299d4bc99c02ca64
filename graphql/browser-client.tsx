'use client'
import type { ReactNode } from 'react'
import { ApolloLink, HttpLink } from '@apollo/client'
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs'
import { createShopperLink } from './shopper-link'
import type { Shopper } from './shopper'
import { GRAPHQL_PATH } from './browser-fetch'

function makeClient(shopper: Shopper) {
  return () => new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      createShopperLink(() => ({ ...shopper, pathname: window.location.pathname }), { serverSide: false }),
      new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' }),
    ]),
    // docs/rules/api.md: queries are not cached (partial errors are tolerated per call with errorPolicy 'all').
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  })
}

/**
 * The browser's Apollo Client (official Next.js integration). Mounted only around the client islands
 * that call the API, so pages that do not need it ship none of its code.
 */
export function ApolloProvider({ shopper, children }: { shopper: Shopper; children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient(shopper)}>{children}</ApolloNextAppProvider>
}
